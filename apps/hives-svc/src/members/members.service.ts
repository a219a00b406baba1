import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import { HIVE_ROLES, HiveMessages } from '@hivemind/contracts';
import { CLOCK, type Clock } from '../clock.js';
import type { Hive } from '../hives/hive.model.js';
import { HiveViewsService } from '../hives/hive-views.service.js';
import { HiveException } from '../hives/hives.exception.js';
import { HIVE_ROW_SELECT } from '../hives/hives.repository.js';
import { isManagingRole, matchesHiveDomain } from '../hives/hives.rules.js';
import { OutboxRelayService } from '../outbox/outbox-relay.service.js';
import type { HivesPrisma } from '../prisma.js';
import type { HiveMember, OwnerCount } from './member.model.js';
import {
  addMember,
  changeMemberRole,
  isUuid,
  lockHive,
  memberRole,
  ownerCount,
  removeMember,
  verifiedEmailsOf,
  type HivesTx,
} from './membership.js';
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
    @Inject(PRISMA) private readonly prisma: HivesPrisma,
    private readonly views: HiveViewsService,
    private readonly relay: OutboxRelayService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Owners and admins see the team, each member with their sign-in address. */
  async team(hiveId: string, userId: string): Promise<HiveMember[]> {
    await this.requireHive(hiveId);
    if (!isManagingRole(await memberRole(this.prisma, hiveId, userId)))
      throw HiveException.forbidden(HiveMessages.adminsOnly);
    const rows = await this.prisma.hiveMember.findMany({
      where: { hiveId },
      select: { userId: true, hiveId: true, role: true, createdAt: true, user: { select: { email: true } } },
    });
    const owners = rows.filter((r) => r.role === 'owner').length;
    return rows
      .sort((a, b) => rank(a.role) - rank(b.role) || a.createdAt.getTime() - b.createdAt.getTime())
      .map((r) => ({
        userId: r.userId,
        hiveId: r.hiveId,
        emailAddress: r.user.email,
        role: r.role,
        isOwner: r.role === 'owner',
        isLastOwner: r.role === 'owner' && owners === 1,
        createdAt: r.createdAt,
      }));
  }

  async ownerCount(hiveId: string, userId: string): Promise<OwnerCount> {
    await this.requireHive(hiveId);
    const role = await memberRole(this.prisma, hiveId, userId);
    if (role === null) throw HiveException.forbidden(HiveMessages.notMember);
    const owners = await ownerCount(this.prisma, hiveId);
    return { ownerCount: owners, canLeave: canLeave(role, owners) };
  }

  /**
   * A signed-in non-member joins (spec 1 §6): with a pending invitation to one of their verified
   * addresses (they get its role, post), or with a verified address on one of the hive's domains
   * (role post).
   */
  async join(hiveId: string, userId: string): Promise<Hive> {
    const hive = await this.requireHive(hiveId);
    const emails = await verifiedEmailsOf(this.prisma, userId);
    await this.inTransaction(hiveId, async (tx) => {
      if ((await memberRole(tx, hiveId, userId)) !== null) throw HiveException.conflict(HiveMessages.alreadyMember);
      const invitation = emails.length
        ? await tx.hiveInvitation.findFirst({
            where: { hiveId, email: { in: emails }, status: 'pending' },
            orderBy: { createdAt: 'asc' },
          })
        : null;
      if (invitation) {
        await tx.hiveInvitation.update({
          where: { id: invitation.id },
          data: { status: 'accepted', acceptedBy: userId, acceptedAt: this.clock.now() },
        });
        await addMember(tx, hiveId, userId, invitation.role);
      } else if (matchesHiveDomain(emails, hive.emailDomains)) {
        await addMember(tx, hiveId, userId, 'post');
      } else {
        throw HiveException.forbidden(HiveMessages.cannotJoin);
      }
    });
    const row = await this.prisma.hive.findUniqueOrThrow({ where: { id: hiveId }, select: HIVE_ROW_SELECT });
    return this.views.one(row, userId);
  }

  /** Leaving (spec 2 §6): refused for the only owner. */
  async leave(hiveId: string, userId: string): Promise<boolean> {
    await this.requireHive(hiveId);
    await this.inTransaction(hiveId, async (tx) => {
      const role = await memberRole(tx, hiveId, userId);
      if (role === null) throw HiveException.forbidden(HiveMessages.notMember);
      if (!canLeave(role, await ownerCount(tx, hiveId)))
        throw HiveException.conflict(HiveMessages.lastOwnerCannotLeave);
      await removeMember(tx, hiveId, userId, role);
    });
    return true;
  }

  async setRole(hiveId: string, actorId: string, targetId: string, newRole: string): Promise<HiveMember> {
    await this.requireHive(hiveId);
    if (!isUuid(targetId)) throw HiveException.notFound(HiveMessages.memberNotFound);
    await this.inTransaction(hiveId, async (tx) => {
      const [actorRole, targetRole, owners] = await Promise.all([
        memberRole(tx, hiveId, actorId),
        memberRole(tx, hiveId, targetId),
        ownerCount(tx, hiveId),
      ]);
      checkRoleChange({ actorId, actorRole, targetId, targetRole, newRole, ownerCount: owners });
      if (targetRole !== null && targetRole !== newRole)
        await changeMemberRole(tx, hiveId, targetId, newRole, targetRole);
    });
    const member = (await this.team(hiveId, actorId)).find((m) => m.userId === targetId);
    if (!member) throw HiveException.notFound(HiveMessages.memberNotFound);
    return member;
  }

  async remove(hiveId: string, actorId: string, targetId: string): Promise<boolean> {
    await this.requireHive(hiveId);
    if (!isUuid(targetId)) throw HiveException.notFound(HiveMessages.memberNotFound);
    await this.inTransaction(hiveId, async (tx) => {
      const [actorRole, targetRole] = await Promise.all([
        memberRole(tx, hiveId, actorId),
        memberRole(tx, hiveId, targetId),
      ]);
      checkRemoval({ actorId, actorRole, targetId, targetRole });
      await removeMember(tx, hiveId, targetId, targetRole as string);
    });
    return true;
  }

  private async requireHive(hiveId: string): Promise<{ id: string; name: string; emailDomains: string[] }> {
    const hive = isUuid(hiveId)
      ? await this.prisma.hive.findUnique({
          where: { id: hiveId },
          select: { id: true, name: true, emailDomains: true },
        })
      : null;
    if (!hive) throw HiveException.notFound();
    return hive;
  }

  /** Runs a membership change under the hive's row lock, then wakes the outbox relay. */
  private async inTransaction(hiveId: string, fn: (tx: HivesTx) => Promise<void>): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      if (!(await lockHive(tx, hiveId))) throw HiveException.notFound();
      await fn(tx);
    });
    this.relay.wake();
  }
}
