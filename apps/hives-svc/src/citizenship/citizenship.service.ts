import { Inject, Injectable } from '@nestjs/common';
import { isUuid } from '@hivemind/common';
import { CITIZENSHIP_LEVELS, CitizenshipMessages, type CitizenshipLevel } from '@hivemind/contracts';
import { CLOCK, type Clock } from '../clock.js';
import { toHiveRef } from '../hives/hive-views.service.js';
import { MembershipRepository } from '../membership/membership.repository.js';
import { OutboxRelayService } from '../outbox/outbox-relay.service.js';
import type { Citizenship, CitizenshipLog, CitizenshipRateLimit, LocalizationResult } from './citizenship.model.js';
import { CitizenshipRepository } from './citizenship.repository.js';
import { checkChoices, levelLimit, planChange, type LevelInput, type Levels } from './citizenship.rules.js';

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
    private readonly repo: CitizenshipRepository,
    private readonly membership: MembershipRepository,
    private readonly relay: OutboxRelayService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async get(userId: string): Promise<Citizenship> {
    const [current, lastChosen] = await Promise.all([this.repo.current(userId), this.repo.lastChosen(userId)]);
    const at = (level: CitizenshipLevel) => {
      const row = current.find((r) => r.level === level);
      return row ? toHiveRef(row.hive) : null;
    };
    return {
      country: at('country'),
      state: at('state'),
      city: at('city'),
      neighborhood: at('neighborhood'),
      rateLimits: this.rateLimits(lastChosen),
    };
  }

  async logs(userId: string): Promise<CitizenshipLog[]> {
    const rows = await this.repo.history(userId);
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
    const outcome = await this.repo.transaction(async (tx) => {
      await this.repo.lockUser(tx, userId);
      const currentRows = await this.repo.currentChoices(tx, userId);
      const current = Object.fromEntries(
        CITIZENSHIP_LEVELS.map((l) => [l, currentRows.find((r) => r.level === l)?.hiveId ?? null]),
      ) as Levels;
      const plan = planChange(current, input);
      if (plan.changed.length === 0)
        return { success: true, message: CitizenshipMessages.updated, type: null, details: [] };

      const limits = this.rateLimits(await this.repo.lastChosen(userId, tx));
      const details = plan.limited
        .map((level) => limits.find((l) => l.level === level))
        .filter((l): l is CitizenshipRateLimit => l !== undefined && !l.canUpdate)
        .map((l) => l.reason as string);
      if (details.length)
        return { success: false, message: CitizenshipMessages.rateLimited, type: 'rate_limit', details };

      const chosenIds = CITIZENSHIP_LEVELS.map((l) => plan.desired[l]).filter(isUuid);
      checkChoices(plan.desired, chosenIds.length ? await this.repo.chosenHives(tx, chosenIds) : []);
      const now = this.clock.now();
      for (const level of plan.changed) {
        const old = currentRows.find((r) => r.level === level);
        if (old) {
          await this.repo.end(tx, old.id, now);
          await this.membership.lockHive(tx, old.hiveId);
          if ((await this.membership.roleOf(old.hiveId, userId, tx)) === 'post')
            await this.membership.remove(tx, old.hiveId, userId, 'post');
        }
        const next = plan.desired[level];
        if (next) {
          await this.repo.choose(tx, { userId, hiveId: next, level, at: now });
          await this.membership.lockHive(tx, next);
          if ((await this.membership.roleOf(next, userId, tx)) === null)
            await this.membership.add(tx, next, userId, 'post');
        }
      }
      return { success: true, message: CitizenshipMessages.updated, type: null, details: [] };
    });
    if (outcome.success) this.relay.wake();
    return outcome;
  }

  /** Per level: may it change now? Counted from the user's last choice of that level. */
  private rateLimits(lastChosen: ReadonlyMap<string, Date | null>): CitizenshipRateLimit[] {
    const now = this.clock.now();
    return CITIZENSHIP_LEVELS.map((level) => ({ level, ...levelLimit(level, lastChosen.get(level) ?? null, now) }));
  }
}
