import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PRISMA, type Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER } from '@hivemind/common/nest';
import type { FeedsEnv } from '../env.js';
import type { FeedsPrisma } from '../prisma.js';
import { ReadPool } from '../read-pool.js';
import { nearestPostsSql, type Neighbour } from './related-posts.queries.js';

export type NearestQuery = Parameters<typeof nearestPostsSql>[0];

/**
 * Rows read at a time from the nearest-first index scan, which one cursor keeps open until a row
 * past the answer's threshold (or `cap`). Re-running the statement with a growing limit, as before,
 * scanned the nearest rows again on each read, and a post with more matches than the first read
 * covered paid two or three searches. On 100 held-out posts of the medium seed (not the bench's
 * samples) the search took p50 4.5 / p95 11.3 ms with limits growing from 128, 4.3 / 7.2 ms through a
 * cursor read 64 rows at a time (bench/RESULTS.md P4).
 */
export const CURSOR_BATCH = 64;

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
   * matches at all; none either when the source is missing or not embedded). The HNSW index scan
   * (strict order, see `search`) is read CURSOR_BATCH rows at a time and left at the first row past
   * that distance, so a request reads about as many rows as it answers with, once. The statement's
   * limit is `cap`: it keeps the planner on the index scan and bounds the rows a cursor can read.
   */
  async nearest(
    query: NearestQuery,
    cap: number,
    maxDistance: (nearest: number | null) => number,
  ): Promise<Neighbour[]> {
    const { sql, params } = nearestPostsSql(query);
    return this.search.cursor<Neighbour, Neighbour[]>(`${sql} limit ${cap}`, params, async (read) => {
      const rows: Neighbour[] = [];
      let max: number | undefined;
      for (;;) {
        const got = await read(CURSOR_BATCH);
        for (const r of got) {
          const distance = Number(r.distance);
          max ??= maxDistance(distance);
          if (distance > max || rows.length >= cap) return rows;
          rows.push({ ...r, distance });
        }
        if (got.length < CURSOR_BATCH) return rows;
      }
    });
  }
}
