import { Inject, Injectable } from '@nestjs/common';
import { PRISMA, writeOutboxEvent } from '@hivemind/common';
import type { DomainEvent } from '@hivemind/contracts';
import type { HivesPrisma } from '../prisma.js';
import type { Hive } from './hive.model.js';

const HIVE_SELECT = {
  id: true,
  name: true,
  description: true,
  type: true,
  website: true,
  logo: true,
  level: true,
  allowFollowers: true,
  emailDomains: true,
  createdAt: true,
} as const;

/** Prisma queries of hives and their members. */
@Injectable()
export class HivesRepository {
  constructor(@Inject(PRISMA) private readonly prisma: HivesPrisma) {}

  findById(id: string): Promise<Hive | null> {
    return this.prisma.hive.findUnique({ where: { id }, select: HIVE_SELECT });
  }

  search(search: string | null, limit: number): Promise<Hive[]> {
    return this.prisma.hive.findMany({
      where: search ? { name: { contains: search, mode: 'insensitive' } } : {},
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      take: limit,
      select: HIVE_SELECT,
    });
  }

  /**
   * The hive, its owner's membership and the event announcing it, in one transaction: either all
   * three exist or none does.
   */
  createWithOwner(
    data: { name: string; type: string },
    ownerId: string,
    event: (hiveId: string) => DomainEvent,
  ): Promise<Hive> {
    return this.prisma.$transaction(async (tx) => {
      const hive = await tx.hive.create({ data, select: HIVE_SELECT });
      await tx.hiveMember.create({ data: { hiveId: hive.id, userId: ownerId, role: 'owner' } });
      await writeOutboxEvent(tx, event(hive.id));
      return hive;
    });
  }
}
