import { Inject, Injectable } from '@nestjs/common';
import { isUuid } from '@hivemind/common';
import { HIVE_ROLES, HiveMessages } from '@hivemind/contracts';
import { CLOCK, type Clock } from '../clock.js';
import { EmailsService } from '../emails/emails.service.js';
import type { Hive } from '../hives/hive.model.js';
import { HiveViewsService } from '../hives/hive-views.service.js';
import { HiveException } from '../hives/hives.exception.js';
import { isManagingRole, matchesHiveDomain } from '../hives/hives.rules.js';
import { HivesService } from '../hives/hives.service.js';
import { InvitationsRepository } from '../invitations/invitations.repository.js';
import { MembershipRepository, type MembershipTx } from '../membership/membership.repository.js';
import { OutboxRelayService } from '../outbox/outbox-relay.service.js';
import type { HiveMember, OwnerCount } from './member.model.js';
import { canLeave, checkRemoval, checkRoleChange } from './members.rules.js';

const rank = (role: string): number => {
  const i = (HIVE_ROLES as readonly string[]).indexOf(role);
  return i < 0 ? HIVE_ROLES.length : i;
};

/**
 * Membership (spec 1 §6, spec 2 §4-§6): joining by email domain or invitation, the team list, role
 * changes, removal, the owner count and leaving. Every change runs in a transaction that locks the
 * hive row (so the last-owner rules hold under concurrency) and writes its domain event.
 */
@Injectable()
export class MembersService {
  constructor(
    private readonly membership: MembershipRepository,
    private readonly hives: HivesService,
    private readonly views: HiveViewsService,
    private readonly emails: EmailsService,
    private readonly invitations: InvitationsRepository,
    private readonly relay: OutboxRelayService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Owners and admins see the team, each member with their sign-in address. */
  async team(hiveId: string, userId: string): Promise<HiveMember[]> {
    await this.hives.requireSummary(hiveId);
    if (!isManagingRole(await this.membership.roleOf(hiveId, userId)))
      throw HiveException.forbidden(HiveMessages.adminsOnly);
    const rows = await this.membership.team(hiveId);
    const owners = rows.filter((r) => r.role === 'owner').length;
    return rows
      .sort((a, b) => rank(a.role) - rank(b.role) || a.createdAt.getTime() - b.createdAt.getTime())
      .map((r) => ({
        userId: r.userId,
        hiveId: r.hiveId,
        emailAddress: r.email,
        role: r.role,
        isOwner: r.role === 'owner',
        isLastOwner: r.role === 'owner' && owners === 1,
        createdAt: r.createdAt,
      }));
  }

  async ownerCount(hiveId: string, userId: string): Promise<OwnerCount> {
    await this.hives.requireSummary(hiveId);
    const role = await this.membership.roleOf(hiveId, userId);
    if (role === null) throw HiveException.forbidden(HiveMessages.notMember);
    const owners = await this.membership.ownerCount(hiveId);
    return { ownerCount: owners, canLeave: canLeave(role, owners) };
  }

  /**
   * A signed-in non-member joins (spec 1 §6): with a pending invitation to one of their verified
   * addresses (they get its role, post), or with a verified address on one of the hive's domains
   * (role post).
   */
  async join(hiveId: string, userId: string): Promise<Hive> {
    const hive = await this.hives.requireSummary(hiveId);
    const emails = await this.emails.verifiedAddresses(userId);
    await this.inTransaction(hiveId, async (tx) => {
      if ((await this.membership.roleOf(hiveId, userId, tx)) !== null)
        throw HiveException.conflict(HiveMessages.alreadyMember);
      const invitation = emails.length ? await this.invitations.firstPending(tx, hiveId, emails) : null;
      if (invitation) {
        await this.invitations.accept(tx, invitation.id, userId, this.clock.now());
        await this.membership.add(tx, hiveId, userId, invitation.role);
      } else if (matchesHiveDomain(emails, hive.emailDomains)) {
        await this.membership.add(tx, hiveId, userId, 'post');
      } else {
        throw HiveException.forbidden(HiveMessages.cannotJoin);
      }
    });
    return this.views.one(await this.hives.requireRow(hiveId), userId);
  }

  /** Leaving (spec 2 §6): refused for the only owner. */
  async leave(hiveId: string, userId: string): Promise<boolean> {
    await this.hives.requireSummary(hiveId);
    await this.inTransaction(hiveId, async (tx) => {
      const role = await this.membership.roleOf(hiveId, userId, tx);
      if (role === null) throw HiveException.forbidden(HiveMessages.notMember);
      if (!canLeave(role, await this.membership.ownerCount(hiveId, tx)))
        throw HiveException.conflict(HiveMessages.lastOwnerCannotLeave);
      await this.membership.remove(tx, hiveId, userId, role);
    });
    return true;
  }

  async setRole(hiveId: string, actorId: string, targetId: string, newRole: string): Promise<HiveMember> {
    await this.hives.requireSummary(hiveId);
    if (!isUuid(targetId)) throw HiveException.notFound(HiveMessages.memberNotFound);
    await this.inTransaction(hiveId, async (tx) => {
      const [actorRole, targetRole, owners] = await Promise.all([
        this.membership.roleOf(hiveId, actorId, tx),
        this.membership.roleOf(hiveId, targetId, tx),
        this.membership.ownerCount(hiveId, tx),
      ]);
      checkRoleChange({ actorId, actorRole, targetId, targetRole, newRole, ownerCount: owners });
      if (targetRole !== null && targetRole !== newRole)
        await this.membership.changeRole(tx, hiveId, targetId, newRole, targetRole);
    });
    const member = (await this.team(hiveId, actorId)).find((m) => m.userId === targetId);
    if (!member) throw HiveException.notFound(HiveMessages.memberNotFound);
    return member;
  }

  async remove(hiveId: string, actorId: string, targetId: string): Promise<boolean> {
    await this.hives.requireSummary(hiveId);
    if (!isUuid(targetId)) throw HiveException.notFound(HiveMessages.memberNotFound);
    await this.inTransaction(hiveId, async (tx) => {
      const [actorRole, targetRole] = await Promise.all([
        this.membership.roleOf(hiveId, actorId, tx),
        this.membership.roleOf(hiveId, targetId, tx),
      ]);
      checkRemoval({ actorId, actorRole, targetId, targetRole });
      await this.membership.remove(tx, hiveId, targetId, targetRole as string);
    });
    return true;
  }

  /** Runs a membership change under the hive's row lock, then wakes the outbox relay. */
  private async inTransaction(hiveId: string, fn: (tx: MembershipTx) => Promise<void>): Promise<void> {
    await this.membership.transaction(async (tx) => {
      if (!(await this.membership.lockHive(tx, hiveId))) throw HiveException.notFound();
      await fn(tx);
    });
    this.relay.wake();
  }
}
