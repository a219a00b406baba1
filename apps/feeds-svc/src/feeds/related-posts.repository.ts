import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PRISMA, type Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER } from '@hivemind/common/nest';
import type { FeedsEnv } from '../env.js';
import type { FeedsPrisma } from '../prisma.js';
import { ReadPool } from '../read-pool.js';
import { nearestPostsSql, type Neighbour } from './related-posts.queries.js';

export type NearestQuery = Parameters<typeof nearestPostsSql>[0];

/**
 * Rows read by the first statement; each next read is four times larger. A read pays the HNSW
 * search of its ef_search (200) candidates whatever its limit, so 128 rows cost about 1 ms more than
 * 24 and spare a second statement to the posts with more than 24 matches: half of them on the medium
 * seed. On 200 held-out posts (not the bench's samples) the search took p50 3.9 / p95 11.2 ms from 24,
 * 3.3 / 9.2 ms from 128 (bench/RESULTS.md P4).
 */
export const FIRST_BATCH = 128;
const BATCH_GROWTH = 4;

/**
 * The settings nearest-post reads run with: the HNSW index returns rows in exact distance order and
 * keeps scanning past ef_search while the filters reject rows; ef_search 200 (recall@20 of the
 * endpoint 0.939 at 100, bench/feeds P4).
 */
export const NEAREST_SEARCH_SETTINGS = { 'hnsw.iterative_scan': 'strict_order', 'hnsw.ef_search': '200' } as const;

@Injectable()
export class RelatedPostsRepository implements OnApplicationShutdown {
  /**
   * The nearest-post reads' own connections, opened with NEAREST_SEARCH_SETTINGS, so a read is one
   * statement: no transaction to SET LOCAL them in (which cost four more round trips through Prisma
   * per request), and no other query of the service runs with them.
   */
  private readonly search: ReadPool;

  constructor(
    @Inject(PRISMA) private readonly prisma: FeedsPrisma,
    @Inject(APP_ENV) env: Pick<FeedsEnv, 'FEEDS_DATABASE_URL'>,
    @Inject(APP_LOGGER) logger: Logger,
  ) {
    this.search = new ReadPool(env.FEEDS_DATABASE_URL, logger, 'nearest-posts reads', NEAREST_SEARCH_SETTINGS);
  }

  /** After the HTTP server has closed, as PageReads' pool (read-pool.ts). */
  async onApplicationShutdown(): Promise<void> {
    await this.search.end();
  }

  /**
   * Whether the post exists and is embedded (undefined: no such post): asked only when a search found
   * nothing, to tell an unknown post from one not embedded yet or with no neighbour.
   */
  async sourceState(postId: string): Promise<{ embedded: boolean } | undefined> {
    const [source] = await this.prisma.$queryRawUnsafe<{ embedded: boolean }[]>(
      'select embedding is not null as embedded from post where id = $1::uuid',
      postId,
    );
    return source;
  }

  /**
   * The posts of `query` nearest to its source post first, at most `cap`, and none farther than
   * `maxDistance(nearest)`, where `nearest` is the distance of the nearest row (null when nothing
   * matches at all; none either when the source is missing or not embedded). The HNSW
   * index scan (strict order, see `search`) is read FIRST_BATCH rows at a time: when every row read
   * is still within the distance the answer needs, the statement runs again four times larger, so a
   * request reads about as many rows as it answers with instead of `cap` every time.
   */
  async nearest(
    query: NearestQuery,
    cap: number,
    maxDistance: (nearest: number | null) => number,
  ): Promise<Neighbour[]> {
    const { sql, params } = nearestPostsSql(query);
    let max: number | undefined;
    for (let limit = Math.min(FIRST_BATCH, cap); ; limit = Math.min(limit * BATCH_GROWTH, cap)) {
      const got = await this.search.rows<Neighbour>(`${sql} limit ${limit}`, params);
      const rows: Neighbour[] = [];
      for (const r of got) {
        const distance = Number(r.distance);
        max ??= maxDistance(distance);
        if (distance > max || rows.length >= cap) return rows;
        rows.push({ ...r, distance });
      }
      if (got.length < limit || limit >= cap) return rows;
    }
  }
}
