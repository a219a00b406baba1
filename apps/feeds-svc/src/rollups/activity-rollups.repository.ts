import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { FeedsPrisma, FeedsTx } from '../prisma.js';

/**
 * The activity rollups the dashboards and stream counts read (schema.prisma "Activity rollups"),
 * kept in the transaction of each write that changes what a post counts for. The SQL functions live
 * in the migration that made the tables (20261125192825_activity_rollups), so the seed's bulk load
 * fills them with the very same statements (post_activity_rebuild). Hourly rows are kept 48 hours
 * (migration 20261126100000_hourly_rollup_retention): `prune` deletes those past it.
 */
@Injectable()
export class ActivityRollupsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  /**
   * Runs `change` between taking the posts' current contributions away and adding what they count
   * for afterwards, all in `tx`. Lock the posts' rows first (or create them in `tx`), so nothing
   * else changes them in between.
   */
  async around<T>(tx: FeedsTx, postIds: string[], change: () => Promise<T>): Promise<T> {
    await this.apply(tx, postIds, -1);
    const result = await change();
    await this.apply(tx, postIds, 1);
    return result;
  }

  /** Adds what new posts count for. */
  add(tx: FeedsTx, postIds: string[]): Promise<void> {
    return this.apply(tx, postIds, 1);
  }

  /** Deletes the hourly rollup rows past their horizon; answers how many. */
  async prune(): Promise<number> {
    const [row] = await this.prisma.$queryRawUnsafe<{ pruned: number }[]>('select post_activity_prune() as pruned');
    return row?.pruned ?? 0;
  }

  private async apply(tx: FeedsTx, postIds: string[], delta: 1 | -1): Promise<void> {
    await tx.$executeRawUnsafe('select post_activity_apply($1::uuid[], $2::int)', postIds, delta);
  }
}
