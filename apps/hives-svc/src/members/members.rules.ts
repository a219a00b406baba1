import { ASSIGNABLE_HIVE_ROLES, HiveMessages } from '@hivemind/contracts';
import { HiveException } from '../hives/hives.exception.js';
import { isManagingRole } from '../hives/hives.rules.js';

/**
 * Who may change whose role (spec 2 §4-§6): owners and admins switch members' roles; the accepted
 * values are post, admin and owner; nobody changes their own role; the last owner's role is locked.
 * Chosen here where the spec is silent: only an owner may make an owner or change an owner's role
 * (an admin could otherwise demote the owners who appointed them).
 */
export function checkRoleChange(input: {
  actorId: string;
  actorRole: string | null;
  targetId: string;
  targetRole: string | null;
  newRole: string;
  ownerCount: number;
}): void {
  if (!isManagingRole(input.actorRole)) throw HiveException.forbidden(HiveMessages.adminsOnly);
  if (input.targetRole === null) throw HiveException.notFound(HiveMessages.memberNotFound);
  if (!(ASSIGNABLE_HIVE_ROLES as readonly string[]).includes(input.newRole))
    throw HiveException.badInput(HiveMessages.invalidRole);
  const lastOwner = input.targetRole === 'owner' && input.ownerCount <= 1;
  const ownerMatters = input.targetRole === 'owner' || input.newRole === 'owner';
  if (input.actorId === input.targetId || lastOwner || (ownerMatters && input.actorRole !== 'owner'))
    throw HiveException.forbidden(HiveMessages.cannotChangeRole);
}

/**
 * Removing a member (spec 2 §4, §6): owners and admins, never oneself; only an owner removes an owner
 * (the last owner cannot be removed by anyone, since the only one who could is themself).
 */
export function checkRemoval(input: {
  actorId: string;
  actorRole: string | null;
  targetId: string;
  targetRole: string | null;
}): void {
  if (!isManagingRole(input.actorRole)) throw HiveException.forbidden(HiveMessages.adminsOnly);
  if (input.actorId === input.targetId) throw HiveException.badInput(HiveMessages.cannotRemoveSelf);
  if (input.targetRole === null) throw HiveException.notFound(HiveMessages.memberNotFound);
  if (input.targetRole === 'owner' && input.actorRole !== 'owner')
    throw HiveException.forbidden(HiveMessages.cannotRemoveMember);
}

/** An owner may leave only while another owner remains (spec 2 §6). */
export function canLeave(role: string | null, owners: number): boolean {
  return role !== null && (role !== 'owner' || owners > 1);
}
