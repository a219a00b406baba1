import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { Prisma } from '@hivemind/db-hives';
import type { HivesPrisma } from '../prisma.js';

export const HIVE_ROW_SELECT = {
  id: true,
  name: true,
  description: true,
  type: true,
  website: true,
  logo: true,
  level: true,
  allowFollowers: true,
  emailDomains: true,
  isListed: true,
  parentId: true,
  createdAt: true,
  parent: { select: { id: true, name: true, type: true, logo: true, parentId: true } },
} as const;

export interface HiveRow {
  id: string;
  name: string;
  description: string | null;
  type: string;
  website: string | null;
  logo: string | null;
  level: string;
  allowFollowers: boolean;
  emailDomains: string[];
  isListed: boolean;
  parentId: string | null;
  createdAt: Date;
  parent: { id: string; name: string; type: string; logo: string | null; parentId: string | null } | null;
}

/** Prisma queries of hives (the rows; views per viewer are HiveViewsService's). */
@Injectable()
export class HivesRepository {
  constructor(@Inject(PRISMA) private readonly prisma: HivesPrisma) {}

  findById(id: string): Promise<HiveRow | null> {
    return this.prisma.hive.findUnique({ where: { id }, select: HIVE_ROW_SELECT });
  }

  findByIds(ids: readonly string[]): Promise<HiveRow[]> {
    return this.prisma.hive.findMany({ where: { id: { in: [...ids] } }, select: HIVE_ROW_SELECT });
  }

  search(search: string | null, limit: number): Promise<HiveRow[]> {
    return this.prisma.hive.findMany({
      where: search ? { name: { contains: search, mode: 'insensitive' } } : {},
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      take: limit,
      select: HIVE_ROW_SELECT,
    });
  }

  /** Hives the user is a member of or follows, by name (GET /api/hives). */
  mine(userId: string, search: string | null): Promise<HiveRow[]> {
    return this.prisma.hive.findMany({
      where: {
        OR: [{ members: { some: { userId } } }, { follows: { some: { userId } } }],
        ...(search ? { name: { contains: search, mode: 'insensitive' } } : {}),
      },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      take: 500,
      select: HIVE_ROW_SELECT,
    });
  }

  /** One page (one extra row tells whether more exist) of listed hives the viewer is not in. */
  page(
    filter: { search: string | null; type: string | null; excludeMemberId: string | null },
    page: number,
    limit: number,
  ): Promise<HiveRow[]> {
    const where: Prisma.HiveWhereInput = { isListed: true };
    if (filter.search) where.name = { contains: filter.search, mode: 'insensitive' };
    if (filter.type) where.type = { equals: filter.type, mode: 'insensitive' };
    if (filter.excludeMemberId) where.members = { none: { userId: filter.excludeMemberId } };
    return this.prisma.hive.findMany({
      where,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      skip: (page - 1) * limit,
      take: limit + 1,
      select: HIVE_ROW_SELECT,
    });
  }

  /** The localization pickers (spec 2 §7): hives of a type, under a parent, name-contains search. */
  localization(type: string, parentId: string | null, search: string | null, limit: number): Promise<HiveRow[]> {
    return this.prisma.hive.findMany({
      where: {
        type: { equals: type, mode: 'insensitive' },
        ...(parentId ? { parentId } : {}),
        ...(search ? { name: { contains: search, mode: 'insensitive' } } : {}),
      },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      take: limit,
      select: HIVE_ROW_SELECT,
    });
  }

  update(id: string, data: Prisma.HiveUpdateInput): Promise<HiveRow> {
    return this.prisma.hive.update({ where: { id }, data, select: HIVE_ROW_SELECT });
  }
}
