import { CATEGORIES, POST_SORTS, SENTIMENTS, THOUGHT_TYPES, VOTE_FILTERS } from '@hivemind/contracts';
import {
  RestHiveFeedDocument,
  RestMarkPostsViewedDocument,
  RestMediaFeedDocument,
  RestMediaFeedSignedInDocument,
  RestMyPostsDocument,
  RestPodcastFeedDocument,
  RestRelatedPostsDocument,
  RestStreamFeedDocument,
} from '../generated/graphql.js';
import { bodyFields } from './core/body.js';
import type { RestContext } from './core/context.js';
import { badRequest } from './core/errors.js';
import { optionalParam, requireUuid, uuidParam } from './core/params.js';
import { route } from './core/route.js';
import { feedWindow, pageOf, postJson, presentedPosts } from './posts-json.js';

/**
 * Post feeds (spec 2 §4 Feeds, §7): the media feed, a hive's feed, the user's own posts, and
 * marking posts as seen. Page sizes and pages are clamped by feeds-svc. A guest's feed page is the same
 * for every guest (no votes, counts or membership), so the guest-readable reads share their answers.
 * Operations in graphql/posts-feeds.graphql.
 */

/**
 * An optional query parameter from a fixed list, or 400. Checked here, before the one operation runs:
 * when two root fields of one subgraph fail, the gateway reports neither's error code.
 */
function oneOf(url: URL, name: string, allowed: readonly string[], alias?: string): string | null {
  const v = optionalParam(url, name) ?? (alias ? optionalParam(url, alias) : null);
  if (v !== null && !allowed.includes(v)) throw badRequest(`${name} must be one of ${allowed.join(', ')}`);
  return v;
}

/** thoughtType, also spelled thought_type. */
const thoughtTypeParam = (url: URL) => optionalParam(url, 'thoughtType') ?? optionalParam(url, 'thought_type');

/** feeds-svc answers every media-feed operation whole: sent to it directly (graphql/direct-reads.ts). */
const FEEDS = { subgraph: 'feeds' } as const;

/**
 * The media feed, one stream's feed, or one podcast's or episode's: one of four operations (the
 * stream feed carries its podcasts, a signed-in feed its all_posts_seen state, a podcast's or
 * episode's feed the total of its posts), so a handler of its own.
 */
async function mediaFeed(ctx: RestContext) {
  const { page, limit, offset, first } = feedWindow(ctx.url);
  const streamId = uuidParam(ctx.url, 'streamId');
  const podcastId = uuidParam(ctx.url, 'podcastId');
  const podcastEpisodeId = uuidParam(ctx.url, 'podcastEpisodeId');
  const filters = {
    category: oneOf(ctx.url, 'category', CATEGORIES),
    thoughtType: oneOf(ctx.url, 'thoughtType', THOUGHT_TYPES, 'thought_type'),
    voteFilter: oneOf(ctx.url, 'voteFilter', VOTE_FILTERS),
    sortBy: oneOf(ctx.url, 'sortBy', POST_SORTS),
    search: optionalParam(ctx.url, 'search'),
    podcastId,
    podcastEpisodeId,
    sentimentFilter: oneOf(ctx.url, 'sentimentFilter', SENTIMENTS),
  };
  const variables = { offset, first, ...filters };
  const signedIn = ctx.session !== null;
  // Spec 3 §7: a podcast's or an episode's feed answers pagination.total as well.
  const withTotal = podcastId !== null || podcastEpisodeId !== null;
  // all_posts_seen is a signed-in state (spec 2 §2.3): a guest's is always false, with no call.
  // The four answers with the same keys: absent ones undefined.
  const {
    mediaFeed,
    mediaFeedAllPostsSeen = false,
    mediaFeedTotal,
    streamPodcasts,
  } = streamId
    ? await ctx.graphql(RestStreamFeedDocument, { ...variables, streamId, signedIn, withTotal }, FEEDS)
    : withTotal
      ? {
          ...(await ctx.graphql(RestPodcastFeedDocument, { ...variables, signedIn }, FEEDS)),
          streamPodcasts: undefined,
        }
      : signedIn
        ? {
            ...(await ctx.graphql(RestMediaFeedSignedInDocument, variables, FEEDS)),
            mediaFeedTotal: undefined,
            streamPodcasts: undefined,
          }
        : {
            ...(await ctx.graphql(RestMediaFeedDocument, variables, FEEDS)),
            mediaFeedAllPostsSeen: undefined,
            mediaFeedTotal: undefined,
            streamPodcasts: undefined,
          };
  const shown = pageOf(presentedPosts(mediaFeed), limit, ctx, { streamId });
  return {
    body: {
      posts: shown.posts,
      pagination: {
        page,
        limit,
        hasMore: shown.hasMore,
        ...(mediaFeedTotal === undefined || mediaFeedTotal === null ? {} : { total: mediaFeedTotal }),
      },
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
}

export const postFeedRoutes = [
  route('GET', '/api/posts', { guestCacheable: true, handler: mediaFeed }),

  route('GET', '/api/hives/:id/feed', {
    guestCacheable: true,
    operation: RestHiveFeedDocument,
    variables: (ctx) => {
      const hiveId = requireUuid(ctx.params.id, 'id');
      const { offset, first } = feedWindow(ctx.url);
      return { hiveId, offset, first };
    },
    answer: ({ hiveFeed, hiveFeedState }, ctx) => ({
      ...pageOf(hiveFeed, feedWindow(ctx.url).limit, ctx),
      state: hiveFeedState,
    }),
  }),

  route('GET', '/api/user/posts', {
    session: true,
    operation: RestMyPostsDocument,
    variables: (ctx) => {
      const { offset, first } = feedWindow(ctx.url);
      return {
        offset,
        first,
        hiveId: optionalParam(ctx.url, 'hiveId') ?? optionalParam(ctx.url, 'hive_id'),
        category: optionalParam(ctx.url, 'category'),
        thoughtType: thoughtTypeParam(ctx.url),
        search: optionalParam(ctx.url, 'search'),
      };
    },
    answer: ({ myPosts, myPostHives }, ctx) => {
      const { page, limit } = feedWindow(ctx.url);
      const { posts, hasMore } = pageOf(myPosts, limit, ctx);
      return {
        posts,
        hasMore,
        pagination: { page, limit, hasMore },
        filterOptions: { categories: CATEGORIES, thoughtTypes: THOUGHT_TYPES, hives: myPostHives },
      };
    },
  }),

  // Spec 2 §7: threshold is a minimum similarity (0 to 1, default 0.9), stepped down through the tiers.
  // feeds-svc answers the whole operation: sent to it directly (graphql/direct-reads.ts, P4).
  route('GET', '/api/posts/:id/related', {
    guestCacheable: true,
    subgraph: 'feeds',
    operation: RestRelatedPostsDocument,
    variables: (ctx) => {
      const postId = requireUuid(ctx.params.id, 'id');
      const { limit, offset } = feedWindow(ctx.url);
      const rawThreshold = optionalParam(ctx.url, 'threshold');
      const threshold = rawThreshold === null ? null : Number(rawThreshold);
      if (threshold !== null && (!Number.isFinite(threshold) || threshold < 0 || threshold > 1))
        throw badRequest('threshold must be a number from 0 to 1');
      return {
        postId,
        offset,
        first: limit,
        category: optionalParam(ctx.url, 'category'),
        thoughtType: thoughtTypeParam(ctx.url),
        threshold,
      };
    },
    answer: ({ relatedPosts: r }, ctx) => ({
      posts: presentedPosts(r.presentedPosts).map((p) => postJson(p, ctx)),
      hasMore: r.hasMore,
      similarityThresholdUsed: r.similarityThresholdUsed,
      totalMatchesFound: r.totalMatchesFound,
      filterOptions: r.filterOptions,
    }),
  }),

  route('POST', '/api/posts/mark-viewed', {
    session: true,
    operation: RestMarkPostsViewedDocument,
    variables: async (ctx) => {
      const { postIds } = await bodyFields(ctx);
      if (!Array.isArray(postIds) || !postIds.every((id): id is string => typeof id === 'string'))
        throw badRequest('postIds must be an array of ids');
      if (postIds.length > 500) throw badRequest('At most 500 postIds at once');
      return { postIds };
    },
    answer: ({ markPostsViewed }) => ({ success: true, markedCount: markPostsViewed }),
  }),
];
