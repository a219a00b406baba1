import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { HivesPrisma } from '../prisma.js';

export interface HiveCounts {
  members: Map<string, number>;
  followers: Map<string, number>;
}

export interface ViewerRelations {
  /** The viewer's membership role per hive they are a member of. */
  roles: Map<string, string>;
  /** The hives the viewer follows. */
  following: Set<string>;
}

/** The queries behind HiveViewsService: each answers a whole list of hives at once. */
@Injectable()
export class HiveViewsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: HivesPrisma) {}

  async counts(hiveIds: string[]): Promise<HiveCounts> {
    const [members, followers] = await Promise.all([
      this.prisma.hiveMember.groupBy({ by: ['hiveId'], where: { hiveId: { in: hiveIds } }, _count: { _all: true } }),
      this.prisma.hiveFollow.groupBy({ by: ['hiveId'], where: { hiveId: { in: hiveIds } }, _count: { _all: true } }),
    ]);
    return {
      members: new Map(members.map((m) => [m.hiveId, m._count._all])),
      followers: new Map(followers.map((f) => [f.hiveId, f._count._all])),
    };
  }

  async viewerRelations(viewerId: string, hiveIds: string[]): Promise<ViewerRelations> {
    const [memberships, follows] = await Promise.all([
      this.prisma.hiveMember.findMany({
        where: { userId: viewerId, hiveId: { in: hiveIds } },
        select: { hiveId: true, role: true },
      }),
      this.prisma.hiveFollow.findMany({
        where: { userId: viewerId, hiveId: { in: hiveIds } },
        select: { hiveId: true },
      }),
    ]);
    return {
      roles: new Map(memberships.map((m) => [m.hiveId, m.role])),
      following: new Set(follows.map((f) => f.hiveId)),
    };
  }

  /** Those of the hives with a pending invitation to one of these addresses. */
  async invitedTo(hiveIds: string[], emails: string[]): Promise<Set<string>> {
    const rows = await this.prisma.hiveInvitation.findMany({
      where: { hiveId: { in: hiveIds }, email: { in: emails }, status: 'pending' },
      select: { hiveId: true },
    });
    return new Set(rows.map((i) => i.hiveId));
  }
}
