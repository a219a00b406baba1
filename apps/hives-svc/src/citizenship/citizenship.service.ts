import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import { CITIZENSHIP_LEVELS, CITIZENSHIP_TYPE, CitizenshipMessages, type CitizenshipLevel } from '@hivemind/contracts';
import { CLOCK, type Clock } from '../clock.js';
import { toHiveRef } from '../hives/hive-views.service.js';
import { HiveException } from '../hives/hives.exception.js';
import { addMember, isUuid, lockHive, memberRole, removeMember, type HivesTx } from '../members/membership.js';
import { OutboxRelayService } from '../outbox/outbox-relay.service.js';
import type { HivesPrisma } from '../prisma.js';
import type { Citizenship, CitizenshipLog, CitizenshipRateLimit, LocalizationResult } from './citizenship.model.js';
import { levelLimit, planChange, type LevelInput, type Levels } from './citizenship.rules.js';

const HIVE_REF = { select: { id: true, name: true, type: true, logo: true, parentId: true } } as const;
const PARENT: Partial<Record<CitizenshipLevel, CitizenshipLevel>> = {
  state: 'country',
  city: 'state',
  neighborhood: 'city',
};

/**
 * Citizenship (spec 2 §1, §2.12, §3, §4, §7): which country, state, city and neighbourhood hives a
 * user belongs to, with a change history and per-level rate limits (rules in citizenship.rules.ts).
 * Choosing a public square makes the user a post member of it (only members post and vote there);
 * leaving it removes that membership when it is still a plain post membership (an admin or owner
 * keeps their role).
 */
@Injectable()
export class CitizenshipService {
  constructor(
    @Inject(PRISMA) private readonly prisma: HivesPrisma,
    private readonly relay: OutboxRelayService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async get(userId: string): Promise<Citizenship> {
    const [current, limits] = await Promise.all([
      this.prisma.hiveCitizenship.findMany({ where: { userId, deletedAt: null }, include: { hive: HIVE_REF } }),
      this.rateLimits(this.prisma, userId),
    ]);
    const at = (level: CitizenshipLevel) => {
      const row = current.find((r) => r.level === level);
      return row ? toHiveRef(row.hive) : null;
    };
    return {
      country: at('country'),
      state: at('state'),
      city: at('city'),
      neighborhood: at('neighborhood'),
      rateLimits: limits,
    };
  }

  async logs(userId: string): Promise<CitizenshipLog[]> {
    const rows = await this.prisma.hiveCitizenship.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      include: { hive: { select: { name: true } } },
    });
    return rows.map((r) => ({
      id: r.id,
      level: r.level,
      hiveId: r.hiveId,
      name: r.hive.name,
      isCurrent: r.deletedAt === null,
      createdAt: r.createdAt,
      deletedAt: r.deletedAt,
    }));
  }

  async update(userId: string, input: LevelInput): Promise<LocalizationResult> {
    const outcome = await this.prisma.$transaction(async (tx) => {
      // One change of a user's citizenship at a time.
      await tx.$queryRawUnsafe(`select id from app_user where id = $1::uuid for update`, userId);
      const currentRows = await tx.hiveCitizenship.findMany({ where: { userId, deletedAt: null } });
      const current = Object.fromEntries(
        CITIZENSHIP_LEVELS.map((l) => [l, currentRows.find((r) => r.level === l)?.hiveId ?? null]),
      ) as Levels;
      const plan = planChange(current, input);
      if (plan.changed.length === 0)
        return { success: true, message: CitizenshipMessages.updated, type: null, details: [] };

      const limits = await this.rateLimits(tx, userId);
      const details = plan.limited
        .map((level) => limits.find((l) => l.level === level))
        .filter((l): l is CitizenshipRateLimit => l !== undefined && !l.canUpdate)
        .map((l) => l.reason as string);
      if (details.length)
        return { success: false, message: CitizenshipMessages.rateLimited, type: 'rate_limit', details };

      await this.validate(tx, plan.desired);
      const now = this.clock.now();
      for (const level of plan.changed) {
        const old = currentRows.find((r) => r.level === level);
        if (old) {
          await tx.hiveCitizenship.update({ where: { id: old.id }, data: { deletedAt: now } });
          await lockHive(tx, old.hiveId);
          if ((await memberRole(tx, old.hiveId, userId)) === 'post') await removeMember(tx, old.hiveId, userId, 'post');
        }
        const next = plan.desired[level];
        if (next) {
          await tx.hiveCitizenship.create({ data: { userId, hiveId: next, level, createdAt: now } });
          await lockHive(tx, next);
          if ((await memberRole(tx, next, userId)) === null) await addMember(tx, next, userId, 'post');
        }
      }
      return { success: true, message: CitizenshipMessages.updated, type: null, details: [] };
    });
    if (outcome.success) this.relay.wake();
    return outcome;
  }

  /** Each chosen hive exists, has its level's type and sits under the level above (spec 2 §4). */
  private async validate(tx: HivesTx, desired: Levels): Promise<void> {
    for (const level of CITIZENSHIP_LEVELS) {
      const id = desired[level];
      if (!id) continue;
      const hive = isUuid(id)
        ? await tx.hive.findUnique({ where: { id }, select: { type: true, parentId: true } })
        : null;
      if (!hive) throw HiveException.badInput(CitizenshipMessages.hiveNotFound(level));
      if (hive.type !== CITIZENSHIP_TYPE[level]) throw HiveException.badInput(CitizenshipMessages.wrongType(level));
      const parent = PARENT[level];
      if (!parent) continue;
      const parentId = desired[parent];
      if (!parentId) throw HiveException.badInput(CitizenshipMessages.needsParent(level, parent));
      if (hive.parentId !== parentId) throw HiveException.badInput(CitizenshipMessages.wrongParent(level, parent));
    }
  }

  /** Per level: may it change now? Counted from the user's last choice of that level. */
  private async rateLimits(db: HivesTx | HivesPrisma, userId: string): Promise<CitizenshipRateLimit[]> {
    const latest = await db.hiveCitizenship.groupBy({ by: ['level'], where: { userId }, _max: { createdAt: true } });
    const now = this.clock.now();
    return CITIZENSHIP_LEVELS.map((level) => ({
      level,
      ...levelLimit(level, latest.find((l) => l.level === level)?._max.createdAt ?? null, now),
    }));
  }
}
