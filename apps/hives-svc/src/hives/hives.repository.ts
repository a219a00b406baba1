import { Inject, Injectable } from '@nestjs/common';
import { newDomainEvent, PRISMA, writeOutboxEvent } from '@hivemind/common';
import { EventType } from '@hivemind/contracts';
import type { Prisma } from '@hivemind/db-hives';
import type { HivesPrisma, HivesTx } from '../prisma.js';

const HIVE_ROW_SELECT = {
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

/** What a hive's name, domains and membership rules need (no parent, unlike HiveRow). */
export interface HiveSummary {
  id: string;
  name: string;
  emailDomains: string[];
}

/** The owners' settings of a hive (spec 1 §6), as validated by HivesService; absent ones stay. */
export interface HiveChanges {
  name?: string;
  description?: string | null;
  website?: string | null;
  allowFollowers?: boolean;
  emailDomains?: string[];
  type?: string;
  logo?: string | null;
}

/** Prisma queries of hives (the rows; views per viewer are HiveViewsService's). */
@Injectable()
export class HivesRepository {
  constructor(@Inject(PRISMA) private readonly prisma: HivesPrisma) {}

  findById(id: string): Promise<HiveRow | null> {
    return this.prisma.hive.findUnique({ where: { id }, select: HIVE_ROW_SELECT });
  }

  findSummary(id: string): Promise<HiveSummary | null> {
    return this.prisma.hive.findUnique({ where: { id }, select: { id: true, name: true, emailDomains: true } });
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

  transaction<T>(work: (tx: HivesTx) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work);
  }

  /** A new hive and the hive.created event that announces it, through `tx`. */
  async create(tx: HivesTx, data: { name: string; type: string }, ownerId: string): Promise<HiveRow> {
    const hive = await tx.hive.create({ data, select: HIVE_ROW_SELECT });
    await writeOutboxEvent(
      tx,
      newDomainEvent(EventType.HiveCreated, 'hives-svc', {
        hiveId: hive.id,
        name: hive.name,
        type: hive.type,
        logo: null,
        ownerId,
      }),
    );
    return hive;
  }

  /** Applies the changes and writes the hive.updated event (its name, type and logo) in one transaction. */
  update(id: string, changes: HiveChanges): Promise<HiveRow> {
    return this.prisma.$transaction(async (tx) => {
      const next = await tx.hive.update({ where: { id }, data: changes, select: HIVE_ROW_SELECT });
      await writeOutboxEvent(
        tx,
        newDomainEvent(EventType.HiveUpdated, 'hives-svc', {
          hiveId: id,
          name: next.name,
          type: next.type,
          logo: next.logo,
        }),
      );
      return next;
    });
  }
}
