import { Injectable } from '@nestjs/common';
import { isUuid } from '@hivemind/common';
import {
  CATEGORIES,
  isPublicSquareType,
  POST_SORTS,
  SENTIMENTS,
  THOUGHT_TYPES,
  VOTE_FILTERS,
  type HiveFeedState,
  type PostSort,
  type VoteFilter,
} from '@hivemind/contracts';
import { HiveException } from '../hive-read-model/hive-read-model.exception.js';
import { HiveReadModelRepository } from '../hive-read-model/hive-read-model.repository.js';
import { PermissionsService } from '../permissions/permissions.service.js';
import type { Post } from '../posts/post.model.js';
import { PostException } from '../posts/posts.exception.js';
import { PostsService } from '../posts/posts.service.js';
import { WebPagesService } from '../web-pages/web-pages.service.js';
import { mediaFeedSql, myPostsSql, type MediaFeedFilter } from './feeds.queries.js';
import { FeedsRepository } from './feeds.repository.js';
import { feedWindow, oneOf, optionalUuid, recentSince, searchText, type PageInput } from './feeds.rules.js';

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

/**
 * The feeds of posts (spec 2 §2.3, §2.4, §4 Feeds, §7): the media feed and its variants, a hive's
 * feed, My Posts, and what the viewer has seen. A page's posts are chosen by a statement of
 * feeds.queries.ts and read and presented by PostsService in the same statement.
 */
@Injectable()
export class FeedsService {
  constructor(
    private readonly repo: FeedsRepository,
    private readonly hives: HiveReadModelRepository,
    private readonly posts: PostsService,
    private readonly permissions: PermissionsService,
    private readonly webPages: WebPagesService,
  ) {}

  /**
   * GET /api/posts: the media feed and its stream / podcast / episode variants. Once the signed-in
   * viewer has seen every recent post (allPostsSeen), it answers the older posts to review.
   */
  async media(viewerId: string | null, input: MediaFeedInput, memo?: AllSeenMemo): Promise<Post[]> {
    const filter = this.mediaFilter(viewerId, input);
    if (await this.allPostsSeen(filter, memo)) filter.createdBefore = recentSince();
    return this.posts.presentPage(mediaFeedSql(filter), viewerId);
  }

  /** The media feed's all_posts_seen state for the same filters (spec 2 §2.3). */
  mediaAllPostsSeen(viewerId: string | null, input: MediaFeedInput, memo?: AllSeenMemo): Promise<boolean> {
    return this.allPostsSeen(this.mediaFilter(viewerId, input), memo);
  }

  /**
   * pagination.total of a podcast's or an episode's feed (spec 3 §7 GET /api/posts?podcastId or
   * podcastEpisodeId): the posts the same filters show this viewer across all pages. Only these
   * feeds are counted (a podcast's posts are an index-only count); any other feed is refused.
   */
  async mediaTotal(viewerId: string | null, input: MediaFeedInput, memo?: AllSeenMemo): Promise<number> {
    const filter = this.mediaFilter(viewerId, input);
    if (!filter.podcastId && !filter.podcastEpisodeId)
      throw PostException.badInput('A total is counted for a podcast or an episode feed only');
    if (await this.allPostsSeen(filter, memo)) filter.createdBefore = recentSince();
    return this.repo.mediaTotal(filter);
  }

  /**
   * GET /api/web-pages/{id}/feed (spec 3 §7): the posts drawn from the page that the media feed shows
   * the viewer, newest first; NOT_FOUND 'Webpage not found' for an unknown page.
   */
  async webPage(viewerId: string | null, webPageId: string, input: PageInput): Promise<Post[]> {
    await this.webPages.byId(webPageId);
    const { limit, offset } = feedWindow(input);
    const filter: MediaFeedFilter = {
      viewerId,
      category: null,
      thoughtType: null,
      voteFilter: 'all-votes',
      sortBy: 'new',
      search: null,
      webPageId,
      limit,
      offset,
    };
    return this.posts.presentPage(mediaFeedSql(filter), viewerId);
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
    const since = recentSince();
    if (!(await this.repo.allRecentSeen({ ...f, viewerId: f.viewerId }, since))) return false;
    return this.repo.hasPostsBefore(f, since);
  }

  private mediaFilter(viewerId: string | null, input: MediaFeedInput): MediaFeedFilter {
    const { limit, offset } = feedWindow(input);
    return {
      viewerId,
      category: oneOf(input.category, CATEGORIES, 'category'),
      thoughtType: oneOf(input.thoughtType, THOUGHT_TYPES, 'thoughtType'),
      voteFilter: oneOf<VoteFilter>(input.voteFilter, VOTE_FILTERS, 'voteFilter') ?? 'all-votes',
      sortBy: oneOf<PostSort>(input.sortBy, POST_SORTS, 'sortBy') ?? 'new',
      search: searchText(input.search),
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
    const type = isUuid(hiveId) ? await this.hives.typeOf(hiveId) : null;
    if (type === null) throw HiveException.notFound();
    if (isPublicSquareType(type)) return 'visible';
    const { role } = await this.permissions.inHive(hiveId, viewerId);
    if (role === 'public') return 'locked';
    const own = await this.repo.postCountInHive(hiveId, viewerId!);
    return own === 0 ? 'needs_post' : 'visible';
  }

  /** GET /api/hives/{id}/feed: newest first, empty unless the feed is visible to the viewer. */
  async hive(viewerId: string | null, hiveId: string, input: PageInput): Promise<Post[]> {
    if ((await this.hiveState(viewerId, hiveId)) !== 'visible') return [];
    const { limit, offset } = feedWindow(input);
    return this.posts.visibleInHive(hiveId, viewerId, { skip: offset, take: limit });
  }

  /** GET /api/user/posts: the author's own posts, moderated and hidden included, newest first. */
  async mine(userId: string, input: MyPostsInput): Promise<Post[]> {
    const { limit, offset } = feedWindow(input);
    const hiveId = input.hiveId || null;
    if (hiveId !== null && !isUuid(hiveId)) throw PostException.badInput('hiveId must be a hive id');
    const page = myPostsSql({
      userId,
      hiveId,
      category: oneOf(input.category, CATEGORIES, 'category'),
      thoughtType: oneOf(input.thoughtType, THOUGHT_TYPES, 'thoughtType'),
      search: searchText(input.search),
      limit,
      offset,
    });
    return this.posts.presentPage(page, userId);
  }

  /** The hives the author has posted in (the Hives filter of My Posts, spec 2 §2.4). */
  myPostHiveIds(userId: string): Promise<string[]> {
    return this.repo.hiveIdsPostedIn(userId);
  }

  /** Any post of the user in the hive, hidden or moderated included (user-drops-check). */
  async hasPostsInHive(userId: string, hiveId: string): Promise<boolean> {
    if (!isUuid(hiveId)) return false;
    return this.repo.hasPostsInHive(hiveId, userId);
  }

  /** POST /api/posts/mark-viewed: records unseen posts only; answers how many were new. */
  async markViewed(userId: string, postIds: string[]): Promise<number> {
    const ids = [...new Set(postIds.filter(isUuid))].slice(0, 500);
    if (ids.length === 0) return 0;
    return this.repo.markViewed(userId, ids);
  }
}
