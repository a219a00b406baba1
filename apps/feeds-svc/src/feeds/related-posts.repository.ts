import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { FeedsPrisma } from '../prisma.js';
import { nearestPostsSql, type Neighbour } from './related-posts.queries.js';

export type NearestQuery = Parameters<typeof nearestPostsSql>[0];

/** Rows read per FETCH: the first batch covers a page of 20, each next one is four times larger. */
const FIRST_BATCH = 24;
const BATCH_GROWTH = 4;

@Injectable()
export class RelatedPostsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  /**
   * The post's embedding as pgvector text (null: not embedded yet); undefined when there is no such
   * post.
   */
  async embeddingOf(postId: string): Promise<{ vector: string | null } | undefined> {
    const [source] = await this.prisma.$queryRawUnsafe<{ vector: string | null }[]>(
      'select embedding::text as vector from post where id = $1::uuid',
      postId,
    );
    return source;
  }

  /**
   * The posts of `query` nearest first, at most `cap`, and none farther than `maxDistance(nearest)`,
   * where `nearest` is the distance of the nearest row (null when nothing matches at all). The rows
   * are read through a cursor over the HNSW index scan in batches, so the scan stops at the first row
   * past the distance the answer needs instead of reading `cap` rows every time; with
   * hnsw.iterative_scan = strict_order the index returns them in exact distance order and keeps
   * scanning while the cursor reads. hnsw.ef_search 200: recall@20 of the endpoint 0.939 at 100 (bench/feeds, P4).
   */
  nearest(query: NearestQuery, cap: number, maxDistance: (nearest: number | null) => number): Promise<Neighbour[]> {
    return this.prisma.$transaction(async (tx) => {
      // Both settings in one round trip (set local, as set_config's third argument says).
      await tx.$queryRawUnsafe(
        `select set_config('hnsw.iterative_scan', 'strict_order', true), set_config('hnsw.ef_search', '200', true)`,
      );
      const { sql, params } = nearestPostsSql(query);
      await tx.$executeRawUnsafe(`declare related_posts no scroll cursor for ${sql}`, ...params);
      const rows: Neighbour[] = [];
      let max: number | undefined;
      let batch = FIRST_BATCH;
      for (;;) {
        const got = await tx.$queryRawUnsafe<Neighbour[]>(`fetch ${batch} from related_posts`);
        for (const r of got) {
          const distance = Number(r.distance);
          max ??= maxDistance(distance);
          if (distance > max || rows.length >= cap) return rows;
          rows.push({ ...r, distance });
        }
        if (got.length < batch) return rows;
        batch = Math.min(batch * BATCH_GROWTH, cap);
      }
    });
  }
}
