import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { FeedsPrisma } from '../prisma.js';
import { allRecentSeenSql, mediaFeedSql, mediaTotalSql, type MediaFeedFilter } from './feeds.queries.js';

/**
 * The feeds' own statements: the media feed's all-posts-seen state, the author's posts per hive, and
 * what the viewer has seen. A page's posts are read by PostsService (feeds.queries.ts says which).
 */
@Injectable()
export class FeedsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  /** Whether the viewer has seen (post_view) every post of the feed created since `since`. */
  async allRecentSeen(f: MediaFeedFilter & { viewerId: string }, since: Date): Promise<boolean> {
    const seen = allRecentSeenSql(f, since);
    const [row] = await this.prisma.$queryRawUnsafe<{ all_seen: boolean }[]>(seen.sql, ...seen.params);
    return Boolean(row?.all_seen);
  }

  /** Whether the feed has a post created before `before`. */
  async hasPostsBefore(f: MediaFeedFilter, before: Date): Promise<boolean> {
    const older = mediaFeedSql({ ...f, createdBefore: before, limit: 1, offset: 0 });
    return (await this.prisma.$queryRawUnsafe<{ id: string }[]>(older.sql, ...older.params)).length > 0;
  }

  /** How many posts the feed holds across all its pages. */
  async mediaTotal(f: MediaFeedFilter): Promise<number> {
    const total = mediaTotalSql(f);
    const [row] = await this.prisma.$queryRawUnsafe<{ total: number }[]>(total.sql, ...total.params);
    return row?.total ?? 0;
  }

  /** How many posts the user has in the hive, hidden or moderated included. */
  postCountInHive(hiveId: string, userId: string): Promise<number> {
    return this.prisma.post.count({ where: { hiveId, userId } });
  }

  /** Whether the user has any post in the hive (stops at the first). */
  async hasPostsInHive(hiveId: string, userId: string): Promise<boolean> {
    return (await this.prisma.post.count({ where: { hiveId, userId }, take: 1 })) > 0;
  }

  /** The hives the author has posted in (at most 500). */
  async hiveIdsPostedIn(userId: string): Promise<string[]> {
    const rows = await this.prisma.post.findMany({
      where: { userId },
      distinct: ['hiveId'],
      select: { hiveId: true },
      take: 500,
    });
    return rows.map((r) => r.hiveId);
  }

  /** Records the posts (those that exist) as seen by the user; answers how many were new. */
  markViewed(userId: string, postIds: string[]): Promise<number> {
    return this.prisma.$executeRawUnsafe(
      `insert into post_view (post_id, user_id)
       select p.id, $2::uuid from post p where p.id = any($1::uuid[])
       on conflict (post_id, user_id) do nothing`,
      postIds,
      userId,
    );
  }
}
