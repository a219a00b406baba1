import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import { isPublicSquareType } from '@hivemind/contracts';
import { verifiedEmailsOf } from '../members/membership.js';
import type { HivesPrisma } from '../prisma.js';
import type { Hive, HiveRef } from './hive.model.js';
import type { HiveRow } from './hives.repository.js';
import { effectiveRole, hierarchyOrder, isManagingRole, matchesHiveDomain } from './hives.rules.js';

export function toHiveRef(row: {
  id: string;
  name: string;
  type: string;
  logo: string | null;
  parentId: string | null;
}): HiveRef {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    logo: row.logo,
    parentId: row.parentId,
    hierarchyOrder: hierarchyOrder(row.type),
  };
}

/** The fields of a Hive that are counts or the viewer's relation to it: each costs queries. */
export const HIVE_VIEWER_FIELDS = [
  'followersCount',
  'membersCount',
  'viewerRole',
  'isMember',
  'isFollowing',
  'isAdmin',
  'canApply',
] as const;

/** A hive's own fields, from its row alone. */
export type HiveRowView = Omit<Hive, (typeof HIVE_VIEWER_FIELDS)[number]>;

export function hiveRowView(row: HiveRow): HiveRowView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    website: row.website,
    logo: row.logo,
    level: row.level,
    allowFollowers: row.allowFollowers,
    emailDomains: row.emailDomains,
    isListed: row.isListed,
    isPublicSquare: isPublicSquareType(row.type),
    hierarchyOrder: hierarchyOrder(row.type),
    parent: row.parent ? toHiveRef(row.parent) : null,
    createdAt: row.createdAt,
  };
}

/**
 * Turns hive rows into what one viewer sees: counts and the viewer's relation, computed for a whole
 * list in a fixed number of queries (no per-hive round trips).
 */
@Injectable()
export class HiveViewsService {
  constructor(@Inject(PRISMA) private readonly prisma: HivesPrisma) {}

  async one(row: HiveRow, viewerId: string | null): Promise<Hive> {
    const [view] = await this.many([row], viewerId);
    return view as Hive;
  }

  async many(rows: readonly HiveRow[], viewerId: string | null): Promise<Hive[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [members, followers, mine, following, emails] = await Promise.all([
      this.prisma.hiveMember.groupBy({ by: ['hiveId'], where: { hiveId: { in: ids } }, _count: { _all: true } }),
      this.prisma.hiveFollow.groupBy({ by: ['hiveId'], where: { hiveId: { in: ids } }, _count: { _all: true } }),
      viewerId
        ? this.prisma.hiveMember.findMany({ where: { userId: viewerId, hiveId: { in: ids } } })
        : Promise.resolve([]),
      viewerId
        ? this.prisma.hiveFollow.findMany({
            where: { userId: viewerId, hiveId: { in: ids } },
            select: { hiveId: true },
          })
        : Promise.resolve([]),
      viewerId ? verifiedEmailsOf(this.prisma, viewerId) : Promise.resolve([] as string[]),
    ]);
    const invited = emails.length
      ? await this.prisma.hiveInvitation.findMany({
          where: { hiveId: { in: ids }, email: { in: emails }, status: 'pending' },
          select: { hiveId: true },
        })
      : [];
    const memberCount = new Map(members.map((m) => [m.hiveId, m._count._all]));
    const followerCount = new Map(followers.map((f) => [f.hiveId, f._count._all]));
    const roleOf = new Map(mine.map((m) => [m.hiveId, m.role]));
    const followed = new Set(following.map((f) => f.hiveId));
    const invitedTo = new Set(invited.map((i) => i.hiveId));

    return rows.map((row) => {
      const memberRole = roleOf.get(row.id) ?? null;
      const isMember = memberRole !== null;
      return {
        ...hiveRowView(row),
        followersCount: followerCount.get(row.id) ?? 0,
        membersCount: memberCount.get(row.id) ?? 0,
        viewerRole: effectiveRole(memberRole, row.type),
        isMember,
        isFollowing: followed.has(row.id),
        isAdmin: isManagingRole(memberRole),
        canApply:
          viewerId !== null && !isMember && (invitedTo.has(row.id) || matchesHiveDomain(emails, row.emailDomains)),
      };
    });
  }
}
