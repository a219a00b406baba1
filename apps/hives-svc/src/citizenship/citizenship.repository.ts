import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { CitizenshipLevel } from '@hivemind/contracts';
import type { HivesPrisma, HivesTx } from '../prisma.js';

const HIVE_REF = { select: { id: true, name: true, type: true, logo: true, parentId: true } } as const;

export interface CurrentCitizenship {
  level: string;
  hive: { id: string; name: string; type: string; logo: string | null; parentId: string | null };
}

export interface CitizenshipHistoryRow {
  id: string;
  level: string;
  hiveId: string;
  createdAt: Date;
  deletedAt: Date | null;
  hive: { name: string };
}

export interface CurrentChoice {
  id: string;
  level: string;
  hiveId: string;
}

export interface ChosenHive {
  id: string;
  type: string;
  parentId: string | null;
}

/** Prisma queries of hive_citizenship: current choices (deleted_at null) and their history. */
@Injectable()
export class CitizenshipRepository {
  constructor(@Inject(PRISMA) private readonly prisma: HivesPrisma) {}

  /** The user's current choices with their hives. */
  current(userId: string): Promise<CurrentCitizenship[]> {
    return this.prisma.hiveCitizenship.findMany({
      where: { userId, deletedAt: null },
      select: { level: true, hive: HIVE_REF },
    });
  }

  /** Every choice the user made, newest first, with its hive's name. */
  history(userId: string): Promise<CitizenshipHistoryRow[]> {
    return this.prisma.hiveCitizenship.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: {
        id: true,
        level: true,
        hiveId: true,
        createdAt: true,
        deletedAt: true,
        hive: { select: { name: true } },
      },
    });
  }

  /** When the user last chose each level (the rate limits count from it); `db`: a transaction. */
  async lastChosen(userId: string, db: HivesTx = this.prisma): Promise<Map<string, Date | null>> {
    const latest = await db.hiveCitizenship.groupBy({ by: ['level'], where: { userId }, _max: { createdAt: true } });
    return new Map(latest.map((l) => [l.level, l._max.createdAt]));
  }

  transaction<T>(work: (tx: HivesTx) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work);
  }

  /** One change of a user's citizenship at a time: holds the user's row until the transaction ends. */
  async lockUser(tx: HivesTx, userId: string): Promise<void> {
    await tx.$queryRawUnsafe(`select id from app_user where id = $1::uuid for update`, userId);
  }

  currentChoices(tx: HivesTx, userId: string): Promise<CurrentChoice[]> {
    return tx.hiveCitizenship.findMany({
      where: { userId, deletedAt: null },
      select: { id: true, level: true, hiveId: true },
    });
  }

  /** The hives of these ids (unknown ones left out), to check a new choice against. */
  chosenHives(tx: HivesTx, ids: string[]): Promise<ChosenHive[]> {
    return tx.hive.findMany({ where: { id: { in: ids } }, select: { id: true, type: true, parentId: true } });
  }

  async end(tx: HivesTx, id: string, at: Date): Promise<void> {
    await tx.hiveCitizenship.update({ where: { id }, data: { deletedAt: at } });
  }

  async choose(
    tx: HivesTx,
    choice: { userId: string; hiveId: string; level: CitizenshipLevel; at: Date },
  ): Promise<void> {
    const { at, ...data } = choice;
    await tx.hiveCitizenship.create({ data: { ...data, createdAt: at } });
  }
}
