import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { FeedsPrisma, FeedsTx } from '../prisma.js';

export interface HiveSnapshot {
  hiveId: string;
  name: string;
  type: string;
  logo: string | null;
}

/** A member's role as feeds-svc last heard it (hive.member-* events). */
export interface MemberSnapshot {
  hiveId: string;
  userId: string;
  role: string;
}

/** feeds-svc's copy of hives-svc's hives and members; written only by the hive.* event handlers. */
@Injectable()
export class HiveReadModelRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  exists(hiveId: string): Promise<boolean> {
    return this.prisma.hiveReadModel.count({ where: { hiveId } }).then((n) => n > 0);
  }

  /** The hive's type (public squares are open to all), or null when feeds-svc does not know the hive. */
  async typeOf(hiveId: string): Promise<string | null> {
    const hive = await this.prisma.hiveReadModel.findUnique({ where: { hiveId }, select: { type: true } });
    return hive?.type ?? null;
  }

  /**
   * Upsert inside the consumer's transaction. updated_at is the event's time in hives-svc and an
   * older event never overwrites a newer one, so events applied out of order (the consumer runs
   * several at once) still leave the latest state.
   */
  async upsert(tx: FeedsTx, hive: HiveSnapshot, occurredAt: string): Promise<void> {
    await tx.$executeRawUnsafe(
      `insert into hive_read_model (hive_id, name, type, logo, updated_at)
       values ($1::uuid, $2, $3, $4, $5::timestamptz)
       on conflict (hive_id) do update
         set name = excluded.name, type = excluded.type, logo = excluded.logo, updated_at = excluded.updated_at
         where hive_read_model.updated_at <= excluded.updated_at`,
      hive.hiveId,
      hive.name,
      hive.type,
      hive.logo,
      occurredAt,
    );
  }

  /**
   * The member's current role in the hive, or null when they are not a member (never were, or were
   * removed). What posting and voting rules read (POSTING_HIVE_ROLES / VOTING_HIVE_ROLES).
   */
  async memberRole(hiveId: string, userId: string): Promise<string | null> {
    const row = await this.prisma.hiveMemberReadModel.findUnique({
      where: { hiveId_userId: { hiveId, userId } },
      select: { role: true, removedAt: true },
    });
    return row && row.removedAt === null ? row.role : null;
  }

  /**
   * member-added / member-role-changed: the role as of `occurredAt`. Like hives, an older event never
   * overwrites a newer one (a removal included), so out-of-order application keeps the latest state.
   */
  async upsertMember(tx: FeedsTx, member: MemberSnapshot, occurredAt: string): Promise<void> {
    await tx.$executeRawUnsafe(
      `insert into hive_member_read_model (hive_id, user_id, role, removed_at, updated_at)
       values ($1::uuid, $2::uuid, $3, null, $4::timestamptz)
       on conflict (hive_id, user_id) do update
         set role = excluded.role, removed_at = null, updated_at = excluded.updated_at
         where hive_member_read_model.updated_at <= excluded.updated_at`,
      member.hiveId,
      member.userId,
      member.role,
      occurredAt,
    );
  }

  /** member-removed: kept as a tombstone (removed_at) so a late, older member-added cannot revive it. */
  async removeMember(tx: FeedsTx, member: MemberSnapshot, occurredAt: string): Promise<void> {
    await tx.$executeRawUnsafe(
      `insert into hive_member_read_model (hive_id, user_id, role, removed_at, updated_at)
       values ($1::uuid, $2::uuid, $3, $4::timestamptz, $4::timestamptz)
       on conflict (hive_id, user_id) do update
         set removed_at = excluded.removed_at, updated_at = excluded.updated_at
         where hive_member_read_model.updated_at <= excluded.updated_at`,
      member.hiveId,
      member.userId,
      member.role,
      occurredAt,
    );
  }
}
