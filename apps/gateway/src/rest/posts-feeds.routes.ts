import {
  CATEGORIES,
  POST_FEED_MAX_PAGE_SIZE,
  POST_FEED_PAGE_SIZE,
  POST_SORTS,
  SENTIMENTS,
  THOUGHT_TYPES,
  VOTE_FILTERS,
} from '@hivemind/contracts';
import { bodyFields } from './auth.routes.js';
import { badRequest } from './errors.js';
import { requireSession } from './hives.routes.js';
import { POST_FIELDS, postJson, type PostData } from './posts-json.js';
import { intParam, requireUuid, type RestContext, type RestRouter } from './router.js';

/**
 * Post feeds (spec 2 §4 Feeds, §7): the media feed, a hive's feed, the user's own posts, and
 * marking posts as seen. Page sizes and pages are clamped by feeds-svc. A guest's feed page is the same
 * for every guest (no votes, counts or membership), so the guest-readable reads share their answers.
 */
const MEDIA_ARGS = `category: $category, thoughtType: $thoughtType, voteFilter: $voteFilter, sortBy: $sortBy,
  search: $search, streamId: $streamId, podcastId: $podcastId, podcastEpisodeId: $podcastEpisodeId,
  sentimentFilter: $sentimentFilter`;
/** The media feed's variables; the stream feed's streamId is required (streamPodcasts takes an ID!). */
const mediaVars = (streamId: 'ID' | 'ID!') => `$category: String, $thoughtType: String, $voteFilter: String,
  $sortBy: String, $search: String, $streamId: ${streamId}, $podcastId: ID, $podcastEpisodeId: ID,
  $sentimentFilter: String`;
const MEDIA_VARS = mediaVars('ID');
const MEDIA = `query RestMediaFeed($offset: Int, $first: Int, ${MEDIA_VARS}) {
  mediaFeed(offset: $offset, first: $first, ${MEDIA_ARGS}) { ${POST_FIELDS} }
}`;
// Signed in, the all_posts_seen state too (spec 2 §2.3): feeds-svc computes it once for both fields.
const MEDIA_SIGNED_IN = `query RestMediaFeedSignedIn($offset: Int, $first: Int, ${MEDIA_VARS}) {
  mediaFeed(offset: $offset, first: $first, ${MEDIA_ARGS}) { ${POST_FIELDS} }
  mediaFeedAllPostsSeen(${MEDIA_ARGS})
}`;
// The stream feed (spec 2 §7): its podcast filter options in the same operation; all_posts_seen only
// when signed in, as above.
const STREAM_FEED = `query RestStreamFeed($offset: Int, $first: Int, $signedIn: Boolean!, ${mediaVars('ID!')}) {
  mediaFeed(offset: $offset, first: $first, ${MEDIA_ARGS}) { ${POST_FIELDS} }
  mediaFeedAllPostsSeen(${MEDIA_ARGS}) @include(if: $signedIn)
  streamPodcasts(streamId: $streamId) { id title }
}`;
const HIVE_FEED = `query RestHiveFeed($hiveId: ID!, $offset: Int, $first: Int) {
  hiveFeedState(hiveId: $hiveId)
  hiveFeed(hiveId: $hiveId, offset: $offset, first: $first) { ${POST_FIELDS} }
}`;
const MINE = `query RestMyPosts($offset: Int, $first: Int, $hiveId: ID, $category: String, $thoughtType: String,
  $search: String) {
  myPosts(offset: $offset, first: $first, hiveId: $hiveId, category: $category, thoughtType: $thoughtType,
    search: $search) { ${POST_FIELDS} }
  myPostHives { id name }
}`;
const RELATED = `query RestRelatedPosts($postId: ID!, $offset: Int, $first: Int, $category: String,
  $thoughtType: String, $threshold: Float) {
  relatedPosts(postId: $postId, offset: $offset, first: $first, category: $category, thoughtType: $thoughtType,
    threshold: $threshold) {
    posts { ${POST_FIELDS} } hasMore similarityThresholdUsed totalMatchesFound filterOptions { categories thoughtTypes }
  }
}`;
const MARK = `mutation RestMarkPostsViewed($postIds: [ID!]!) { markPostsViewed(postIds: $postIds) }`;

/**
 * `page` (1-based, up to 10,000) and `limit` (1 to POST_FEED_MAX_PAGE_SIZE, default `fallback`) as
 * feeds-svc's window: one post more than the page, so the extra one tells that more follow.
 */
function pageWindow(ctx: RestContext, fallback: number) {
  const page = Math.min(Math.max(intParam(ctx.url, 'page') ?? 1, 1), 10_000);
  const limit = Math.min(Math.max(intParam(ctx.url, 'limit') ?? fallback, 1), POST_FEED_MAX_PAGE_SIZE);
  return { page, limit, vars: { offset: (page - 1) * limit, first: limit + 1 } };
}

function pageOf(posts: PostData[], limit: number, ctx: RestContext) {
  return { posts: posts.slice(0, limit).map((p) => postJson(p, ctx)), hasMore: posts.length > limit };
}

const text = (ctx: RestContext, name: string): string | null => ctx.url.searchParams.get(name) || null;

/**
 * An optional query parameter from a fixed list, or 400. Checked here, before the one operation runs:
 * when two root fields of one subgraph fail, the gateway reports neither's error code.
 */
function oneOf(ctx: RestContext, name: string, allowed: readonly string[], alias?: string): string | null {
  const v = text(ctx, name) ?? (alias ? text(ctx, alias) : null);
  if (v !== null && !allowed.includes(v)) throw badRequest(`${name} must be one of ${allowed.join(', ')}`);
  return v;
}

export function registerPostFeedRoutes(router: RestRouter): void {
  router.addGuestCacheable('/api/posts', async (ctx) => {
    const { page, limit, vars } = pageWindow(ctx, POST_FEED_PAGE_SIZE);
    const id = (name: string): string | null => {
      const v = text(ctx, name);
      return v === null ? null : requireUuid(v, name);
    };
    const streamId = id('streamId');
    const filters = {
      category: oneOf(ctx, 'category', CATEGORIES),
      thoughtType: oneOf(ctx, 'thoughtType', THOUGHT_TYPES, 'thought_type'),
      voteFilter: oneOf(ctx, 'voteFilter', VOTE_FILTERS),
      sortBy: oneOf(ctx, 'sortBy', POST_SORTS),
      search: text(ctx, 'search'),
      streamId,
      podcastId: id('podcastId'),
      podcastEpisodeId: id('podcastEpisodeId'),
      sentimentFilter: oneOf(ctx, 'sentimentFilter', SENTIMENTS),
    };
    // all_posts_seen is a signed-in state (spec 2 §2.3): a guest's is always false, with no call.
    const operation = streamId ? STREAM_FEED : ctx.session ? MEDIA_SIGNED_IN : MEDIA;
    const {
      mediaFeed,
      mediaFeedAllPostsSeen = false,
      streamPodcasts,
    } = await ctx.graphql<{
      mediaFeed: PostData[];
      mediaFeedAllPostsSeen?: boolean;
      streamPodcasts?: { id: string; title: string }[];
    }>(operation, { ...vars, ...filters, ...(streamId ? { signedIn: ctx.session !== null } : {}) });
    const posts = mediaFeed.slice(0, limit).map((p) => postJson(p, ctx, { streamId }));
    const hasMore = mediaFeed.length > limit;
    return {
      body: {
        posts,
        pagination: { page, limit, hasMore },
        all_posts_seen: mediaFeedAllPostsSeen,
        filterOptions: {
          categories: CATEGORIES,
          thoughtTypes: THOUGHT_TYPES,
          voteFilters: VOTE_FILTERS,
          sortOptions: POST_SORTS,
          sentiments: SENTIMENTS,
          // The stream feed's podcasts (spec 2 §7 filterOptions: thoughtTypes, podcasts, sentiments).
          ...(streamPodcasts ? { podcasts: streamPodcasts.map((p) => ({ id: p.id, title: p.title })) } : {}),
        },
      },
    };
  });

  router.addGuestCacheable('/api/hives/:id/feed', async (ctx) => {
    const hiveId = requireUuid(ctx.params.id, 'id');
    const { limit, vars } = pageWindow(ctx, POST_FEED_PAGE_SIZE);
    const data = await ctx.graphql<{ hiveFeedState: string; hiveFeed: PostData[] }>(HIVE_FEED, { hiveId, ...vars });
    return { body: { ...pageOf(data.hiveFeed, limit, ctx), state: data.hiveFeedState } };
  });

  router.add('GET', '/api/user/posts', async (ctx) => {
    requireSession(ctx);
    const { page, limit, vars } = pageWindow(ctx, POST_FEED_PAGE_SIZE);
    const { myPosts, myPostHives } = await ctx.graphql<{
      myPosts: PostData[];
      myPostHives: { id: string; name: string | null }[];
    }>(MINE, {
      ...vars,
      hiveId: text(ctx, 'hiveId') ?? text(ctx, 'hive_id'),
      category: text(ctx, 'category'),
      thoughtType: text(ctx, 'thoughtType') ?? text(ctx, 'thought_type'),
      search: text(ctx, 'search'),
    });
    const { posts, hasMore } = pageOf(myPosts, limit, ctx);
    return {
      body: {
        posts,
        hasMore,
        pagination: { page, limit, hasMore },
        filterOptions: { categories: CATEGORIES, thoughtTypes: THOUGHT_TYPES, hives: myPostHives },
      },
    };
  });

  // Spec 2 §7: threshold is a minimum similarity (0 to 1, default 0.9), stepped down through the tiers.
  router.addGuestCacheable('/api/posts/:id/related', async (ctx) => {
    const postId = requireUuid(ctx.params.id, 'id');
    const { limit, vars } = pageWindow(ctx, POST_FEED_PAGE_SIZE);
    const rawThreshold = text(ctx, 'threshold');
    const threshold = rawThreshold === null ? null : Number(rawThreshold);
    if (threshold !== null && (!Number.isFinite(threshold) || threshold < 0 || threshold > 1))
      throw badRequest('threshold must be a number from 0 to 1');
    const { relatedPosts: r } = await ctx.graphql<{
      relatedPosts: {
        posts: PostData[];
        hasMore: boolean;
        similarityThresholdUsed: number;
        totalMatchesFound: number;
        filterOptions: { categories: string[]; thoughtTypes: string[] };
      };
    }>(RELATED, {
      postId,
      offset: vars.offset,
      first: limit,
      category: text(ctx, 'category'),
      thoughtType: text(ctx, 'thoughtType') ?? text(ctx, 'thought_type'),
      threshold,
    });
    return {
      body: {
        posts: r.posts.map((p) => postJson(p, ctx)),
        hasMore: r.hasMore,
        similarityThresholdUsed: r.similarityThresholdUsed,
        totalMatchesFound: r.totalMatchesFound,
        filterOptions: r.filterOptions,
      },
    };
  });

  router.add('POST', '/api/posts/mark-viewed', async (ctx) => {
    requireSession(ctx);
    const { postIds } = await bodyFields(ctx);
    if (!Array.isArray(postIds) || !postIds.every((id): id is string => typeof id === 'string'))
      throw badRequest('postIds must be an array of ids');
    if (postIds.length > 500) throw badRequest('At most 500 postIds at once');
    const { markPostsViewed } = await ctx.graphql<{ markPostsViewed: number }>(MARK, { postIds });
    return { body: { success: true, markedCount: markPostsViewed } };
  });
}
