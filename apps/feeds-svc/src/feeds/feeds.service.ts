import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import {
  CATEGORIES,
  isPublicSquareType,
  POST_FEED_MAX_PAGE_SIZE,
  POST_FEED_PAGE_SIZE,
  POST_SORTS,
  MEDIA_FEED_RECENT_DAYS,
  SENTIMENTS,
  THOUGHT_TYPES,
  VOTE_FILTERS,
  type HiveFeedState,
  type PostSort,
  type VoteFilter,
} from '@hivemind/contracts';
import { PermissionsService } from '../permissions/permissions.service.js';
import type { FeedsPrisma } from '../prisma.js';
import { POST_ROW_SELECT } from '../posts/post-row.js';
import type { Post } from '../posts/post.model.js';
import { PostException } from '../posts/posts.exception.js';
import { clampLimit, isUuid } from '../posts/posts.rules.js';
import { PostsService } from '../posts/posts.service.js';
import { allRecentSeenSql, mediaFeedSql, myPostsSql, type MediaFeedFilter } from './feed-query.js';

/**
 * A window of a feed: `first` posts after `offset`. Callers ask for one more than a page to learn
 * whether more follow, so `first` clamps to 1..POST_FEED_MAX_PAGE_SIZE + 1, `offset` to 0..1,000,000.
 */
export interface PageInput {
  offset?: number | null;
  first?: number | null;
}

export function pageWindow(input: PageInput): { limit: number; offset: number } {
  const limit = clampLimit(input.first, POST_FEED_PAGE_SIZE + 1, POST_FEED_MAX_PAGE_SIZE + 1);
  const offset = Math.min(Math.max(Math.trunc(input.offset ?? 0) || 0, 0), 1_000_000);
  return { limit, offset };
}

/** The all-posts-seen answers of one request, by filter (FeedsService.allPostsSeen). */
export type AllSeenMemo = Map<string, Promise<boolean>>;

/** GET /api/user/posts filters (spec 2 §2.4): hive, category, thought type and full-text search. */
export interface MyPostsInput extends PageInput {
  hiveId?: string | null;
  category?: string | null;
  thoughtType?: string | null;
  search?: string | null;
}

export interface MediaFeedInput extends PageInput {
  category?: string | null;
  thoughtType?: string | null;
  voteFilter?: string | null;
  sortBy?: string | null;
  search?: string | null;
  streamId?: string | null;
  podcastId?: string | null;
  podcastEpisodeId?: string | null;
  sentimentFilter?: string | null;
}

function optionalUuid(value: string | null | undefined, name: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (!isUuid(value)) throw PostException.badInput(`${name} must be an id (UUID)`);
  return value;
}

function oneOf<T extends string>(value: string | null | undefined, allowed: readonly T[], name: string): T | null {
  if (value === null || value === undefined || value === '') return null;
  if (!(allowed as readonly string[]).includes(value))
    throw PostException.badInput(`${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

@Injectable()
export class FeedsService {
  constructor(
    @Inject(PRISMA) private readonly prisma: FeedsPrisma,
    private readonly posts: PostsService,
    private readonly permissions: PermissionsService,
  ) {}

  /**
   * GET /api/posts: the media feed and its stream / podcast / episode variants. Once the signed-in
   * viewer has seen every recent post (allPostsSeen), it answers the older posts to review.
   */
  async media(viewerId: string | null, input: MediaFeedInput, memo?: AllSeenMemo): Promise<Post[]> {
    const filter = this.mediaFilter(viewerId, input);
    if (await this.allPostsSeen(filter, memo)) filter.createdBefore = this.recentSince();
    return this.posts.presentPage(mediaFeedSql(filter), viewerId);
  }

  /** The media feed's all_posts_seen state for the same filters (spec 2 §2.3). */
  mediaAllPostsSeen(viewerId: string | null, input: MediaFeedInput, memo?: AllSeenMemo): Promise<boolean> {
    return this.allPostsSeen(this.mediaFilter(viewerId, input), memo);
  }

  private recentSince(): Date {
    return new Date(Date.now() - MEDIA_FEED_RECENT_DAYS * 24 * 3600 * 1000);
  }

  /**
   * Signed in, newest first, no search; every recent post seen; and older posts exist to review.
   * With a memo (one per GraphQL request), a request asking mediaFeed and mediaFeedAllPostsSeen for
   * the same filters computes it once.
   */
  private allPostsSeen(f: MediaFeedFilter, memo?: AllSeenMemo): Promise<boolean> {
    if (!memo) return this.computeAllPostsSeen(f);
    const { limit: _limit, offset: _offset, createdBefore: _before, ...filters } = f;
    const key = JSON.stringify(filters);
    let seen = memo.get(key);
    if (!seen) memo.set(key, (seen = this.computeAllPostsSeen(f)));
    return seen;
  }

  private async computeAllPostsSeen(f: MediaFeedFilter): Promise<boolean> {
    if (!f.viewerId || f.sortBy !== 'new' || f.search) return false;
    const since = this.recentSince();
    const seen = allRecentSeenSql({ ...f, viewerId: f.viewerId }, since);
    const [row] = await this.prisma.$queryRawUnsafe<{ all_seen: boolean }[]>(seen.sql, ...seen.params);
    if (!row?.all_seen) return false;
    const older = mediaFeedSql({ ...f, createdBefore: since, limit: 1, offset: 0 });
    return (await this.prisma.$queryRawUnsafe<{ id: string }[]>(older.sql, ...older.params)).length > 0;
  }

  private mediaFilter(viewerId: string | null, input: MediaFeedInput): MediaFeedFilter {
    const { limit, offset } = pageWindow(input);
    const search = input.search?.trim() || null;
    return {
      viewerId,
      category: oneOf(input.category, CATEGORIES, 'category'),
      thoughtType: oneOf(input.thoughtType, THOUGHT_TYPES, 'thoughtType'),
      voteFilter: oneOf<VoteFilter>(input.voteFilter, VOTE_FILTERS, 'voteFilter') ?? 'all-votes',
      sortBy: oneOf<PostSort>(input.sortBy, POST_SORTS, 'sortBy') ?? 'new',
      search: search ? search.slice(0, 200) : null,
      streamId: optionalUuid(input.streamId, 'streamId'),
      podcastId: optionalUuid(input.podcastId, 'podcastId'),
      podcastEpisodeId: optionalUuid(input.podcastEpisodeId, 'podcastEpisodeId'),
      sentiment: oneOf(input.sentimentFilter, SENTIMENTS, 'sentimentFilter'),
      createdBefore: null,
      limit,
      offset,
    };
  }

  /** What a hive's feed shows the viewer (spec 2 §4 Hive visibility); NOT_FOUND for unknown hives. */
  async hiveState(viewerId: string | null, hiveId: string): Promise<HiveFeedState> {
    const hive = isUuid(hiveId)
      ? await this.prisma.hiveReadModel.findUnique({ where: { hiveId }, select: { type: true } })
      : null;
    if (!hive) throw PostException.hiveNotFound();
    if (isPublicSquareType(hive.type)) return 'visible';
    const { role } = await this.permissions.inHive(hiveId, viewerId);
    if (role === 'public') return 'locked';
    const own = await this.prisma.post.count({ where: { hiveId, userId: viewerId! } });
    return own === 0 ? 'needs_post' : 'visible';
  }

  /** GET /api/hives/{id}/feed: newest first, empty unless the feed is visible to the viewer. */
  async hive(viewerId: string | null, hiveId: string, input: PageInput): Promise<Post[]> {
    if ((await this.hiveState(viewerId, hiveId)) !== 'visible') return [];
    const { limit, offset } = pageWindow(input);
    const rows = await this.prisma.post.findMany({
      where: {
        hiveId,
        moderatedAt: null,
        OR: [
          { isPublic: true },
          ...(viewerId ? [{ userId: viewerId }, { votes: { some: { userId: viewerId } } }] : []),
        ],
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: offset,
      take: limit,
      select: POST_ROW_SELECT,
    });
    return this.posts.present(rows, viewerId);
  }

  /** GET /api/user/posts: the author's own posts, moderated and hidden included, newest first. */
  async mine(userId: string, input: MyPostsInput): Promise<Post[]> {
    const { limit, offset } = pageWindow(input);
    const hiveId = input.hiveId || null;
    if (hiveId !== null && !isUuid(hiveId)) throw PostException.badInput('hiveId must be a hive id');
    const search = input.search?.trim() || null;
    const page = myPostsSql({
      userId,
      hiveId,
      category: oneOf(input.category, CATEGORIES, 'category'),
      thoughtType: oneOf(input.thoughtType, THOUGHT_TYPES, 'thoughtType'),
      search: search ? search.slice(0, 200) : null,
      limit,
      offset,
    });
    return this.posts.presentPage(page, userId);
  }

  /** The hives the author has posted in (the Hives filter of My Posts, spec 2 §2.4). */
  async myPostHiveIds(userId: string): Promise<string[]> {
    const rows = await this.prisma.post.findMany({
      where: { userId },
      distinct: ['hiveId'],
      select: { hiveId: true },
      take: 500,
    });
    return rows.map((r) => r.hiveId);
  }

  /** Any post of the user in the hive, hidden or moderated included (user-drops-check). */
  async hasPostsInHive(userId: string, hiveId: string): Promise<boolean> {
    if (!isUuid(hiveId)) return false;
    return (await this.prisma.post.count({ where: { hiveId, userId }, take: 1 })) > 0;
  }

  /** POST /api/posts/mark-viewed: records unseen posts only; answers how many were new. */
  async markViewed(userId: string, postIds: string[]): Promise<number> {
    const ids = [...new Set(postIds.filter(isUuid))].slice(0, 500);
    if (ids.length === 0) return 0;
    return this.prisma.$executeRawUnsafe(
      `insert into post_view (post_id, user_id)
       select p.id, $2::uuid from post p where p.id = any($1::uuid[])
       on conflict (post_id, user_id) do nothing`,
      ids,
      userId,
    );
  }
}
