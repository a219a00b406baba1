import { Injectable } from '@nestjs/common';
import { isPublicSquareType } from '@hivemind/contracts';
import { EmailsService } from '../emails/emails.service.js';
import type { Hive, HiveRef } from './hive.model.js';
import { HiveViewsRepository, type ViewerRelations } from './hive-views.repository.js';
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

const NO_RELATIONS: ViewerRelations = { roles: new Map(), following: new Set() };

/**
 * Turns hive rows into what one viewer sees: counts and the viewer's relation, computed for a whole
 * list in a fixed number of queries (no per-hive round trips).
 */
@Injectable()
export class HiveViewsService {
  constructor(
    private readonly repo: HiveViewsRepository,
    private readonly emails: EmailsService,
  ) {}

  async one(row: HiveRow, viewerId: string | null): Promise<Hive> {
    const [view] = await this.many([row], viewerId);
    return view as Hive;
  }

  async many(rows: readonly HiveRow[], viewerId: string | null): Promise<Hive[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [counts, viewer, emails] = await Promise.all([
      this.repo.counts(ids),
      viewerId ? this.repo.viewerRelations(viewerId, ids) : Promise.resolve(NO_RELATIONS),
      viewerId ? this.emails.verifiedAddresses(viewerId) : Promise.resolve([] as string[]),
    ]);
    const invitedTo = emails.length ? await this.repo.invitedTo(ids, emails) : new Set<string>();

    return rows.map((row) => {
      const memberRole = viewer.roles.get(row.id) ?? null;
      const isMember = memberRole !== null;
      return {
        ...hiveRowView(row),
        followersCount: counts.followers.get(row.id) ?? 0,
        membersCount: counts.members.get(row.id) ?? 0,
        viewerRole: effectiveRole(memberRole, row.type),
        isMember,
        isFollowing: viewer.following.has(row.id),
        isAdmin: isManagingRole(memberRole),
        canApply:
          viewerId !== null && !isMember && (invitedTo.has(row.id) || matchesHiveDomain(emails, row.emailDomains)),
      };
    });
  }
}
