import {
  CATEGORIES,
  POST_FEED_MAX_PAGE_SIZE,
  POST_FEED_PAGE_SIZE,
  POST_SORTS,
  THOUGHT_TYPES,
  VOTE_FILTERS,
} from '@hivemind/contracts';
import { bodyFields } from './auth.routes.js';
import { badRequest } from './errors.js';
import { requireSession } from './hives.routes.js';
import { POST_FIELDS, postJson, type PostData } from './posts-json.js';
import { requireUuid, type RestContext, type RestRouter } from './router.js';

/**
 * Post feeds (spec 2 §4 Feeds, §7): the media feed, a hive's feed, the user's own posts, and
 * marking posts as seen. Page sizes and pages are clamped by feeds-svc.
 */
const MEDIA = `query RestMediaFeed($offset: Int, $first: Int, $category: String, $thoughtType: String,
  $voteFilter: String, $sortBy: String, $search: String) {
  mediaFeed(offset: $offset, first: $first, category: $category, thoughtType: $thoughtType, voteFilter: $voteFilter,
    sortBy: $sortBy, search: $search) { ${POST_FIELDS} }
}`;
const HIVE_FEED = `query RestHiveFeed($hiveId: ID!, $offset: Int, $first: Int) {
  hiveFeedState(hiveId: $hiveId)
  hiveFeed(hiveId: $hiveId, offset: $offset, first: $first) { ${POST_FIELDS} }
}`;
const MINE = `query RestMyPosts($offset: Int, $first: Int) { myPosts(offset: $offset, first: $first) { ${POST_FIELDS} } }`;
const MARK = `mutation RestMarkPostsViewed($postIds: [ID!]!) { markPostsViewed(postIds: $postIds) }`;

/** An integer query parameter, or null when absent; 400 when not an integer. */
function intParam(ctx: RestContext, name: string): number | null {
  const raw = ctx.url.searchParams.get(name);
  if (raw === null || raw === '') return null;
  const n = Number(raw);
  if (!Number.isInteger(n)) throw badRequest(`${name} must be an integer`);
  return n;
}

/**
 * `page` (1-based, up to 10,000) and `limit` (1 to POST_FEED_MAX_PAGE_SIZE, default `fallback`) as
 * feeds-svc's window: one post more than the page, so the extra one tells that more follow.
 */
function pageWindow(ctx: RestContext, fallback: number) {
  const page = Math.min(Math.max(intParam(ctx, 'page') ?? 1, 1), 10_000);
  const limit = Math.min(Math.max(intParam(ctx, 'limit') ?? fallback, 1), POST_FEED_MAX_PAGE_SIZE);
  return { page, limit, vars: { offset: (page - 1) * limit, first: limit + 1 } };
}

function pageOf(posts: PostData[], limit: number, ctx: RestContext) {
  return { posts: posts.slice(0, limit).map((p) => postJson(p, ctx)), hasMore: posts.length > limit };
}

const text = (ctx: RestContext, name: string): string | null => ctx.url.searchParams.get(name) || null;

export function registerPostFeedRoutes(router: RestRouter): void {
  router.add('GET', '/api/posts', async (ctx) => {
    const { page, limit, vars } = pageWindow(ctx, POST_FEED_PAGE_SIZE);
    const { mediaFeed } = await ctx.graphql<{ mediaFeed: PostData[] }>(MEDIA, {
      ...vars,
      category: text(ctx, 'category'),
      thoughtType: text(ctx, 'thoughtType') ?? text(ctx, 'thought_type'),
      voteFilter: text(ctx, 'voteFilter'),
      sortBy: text(ctx, 'sortBy'),
      search: text(ctx, 'search'),
    });
    const { posts, hasMore } = pageOf(mediaFeed, limit, ctx);
    return {
      body: {
        posts,
        pagination: { page, limit, hasMore },
        filterOptions: {
          categories: CATEGORIES,
          thoughtTypes: THOUGHT_TYPES,
          voteFilters: VOTE_FILTERS,
          sortOptions: POST_SORTS,
        },
      },
    };
  });

  router.add('GET', '/api/hives/:id/feed', async (ctx) => {
    const hiveId = requireUuid(ctx.params.id, 'id');
    const { limit, vars } = pageWindow(ctx, POST_FEED_PAGE_SIZE);
    const data = await ctx.graphql<{ hiveFeedState: string; hiveFeed: PostData[] }>(HIVE_FEED, { hiveId, ...vars });
    return { body: { ...pageOf(data.hiveFeed, limit, ctx), state: data.hiveFeedState } };
  });

  router.add('GET', '/api/user/posts', async (ctx) => {
    requireSession(ctx);
    const { page, limit, vars } = pageWindow(ctx, POST_FEED_PAGE_SIZE);
    const { myPosts } = await ctx.graphql<{ myPosts: PostData[] }>(MINE, vars);
    const { posts, hasMore } = pageOf(myPosts, limit, ctx);
    return { body: { posts, pagination: { page, limit, hasMore } } };
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
