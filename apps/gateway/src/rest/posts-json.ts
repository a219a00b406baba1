import { pageWindow } from '@hivemind/common';
import { POST_FEED_MAX_PAGE_SIZE, POST_FEED_PAGE_SIZE } from '@hivemind/contracts';
import type { PostFieldsFragment } from '../generated/graphql.js';
import type { RestContext } from './core/context.js';
import { intParam } from './core/params.js';

/**
 * The REST shape of a post (spec 2 §3 "Post (feed item)"), built from feeds-svc's Post, and the page
 * window of the post feeds. Posts are anonymous: user_id is only ever the viewer's own id, on their
 * own posts.
 */
export interface PostJsonOptions {
  /** The stream a stream feed is about: its tag fills the post's stream_* fields. */
  streamId?: string | null;
}

function streamTagJson(t: PostFieldsFragment['streams'][number]) {
  return {
    stream_id: t.streamId,
    stream_name: t.streamName,
    stream_type: t.streamType,
    stream_description: t.streamDescription,
    stream_aliases: t.streamAliases,
    stream_confidence: t.streamConfidence,
    stream_assignment_type: t.assignmentType,
    stream_assigned_at: t.assignedAt,
    sentiment: t.sentiment,
    sentiment_score: t.sentimentScore,
    sentiment_analysis: t.sentimentAnalysis,
    post_count: t.postCount,
  };
}

/**
 * The posts of a PresentedPosts leaf (feeds-svc's presented-posts.scalar.ts: each item every field of
 * Post but hive, which are the fields PostFields selects; tests/e2e/posts.e2e-spec.ts holds the two
 * equal), typed as the fragment they stand for.
 */
export function presentedPosts(value: unknown): PostFieldsFragment[] {
  if (!Array.isArray(value)) throw new Error('PresentedPosts is not a list');
  return value as PostFieldsFragment[];
}

export function postJson(p: PostFieldsFragment, ctx: RestContext, options: PostJsonOptions = {}) {
  const hive = { id: p.hiveId, name: p.hiveName, logo: p.hiveLogo };
  const streams = p.streams ?? [];
  // The stream_* fields: the stream the feed is filtered by, else the most confident tag.
  const main = (options.streamId ? streams.find((t) => t.streamId === options.streamId) : undefined) ?? streams[0];
  return {
    id: p.id,
    content: p.content,
    user_id: p.isMine && ctx.session ? ctx.session.userId : null,
    is_mine: p.isMine,
    created_at: p.createdAt,
    category: p.category,
    thought_type: p.thoughtType,
    kind: p.kind,
    is_public: p.isPublic,
    isPublic: p.isPublic,
    moderated_at: p.moderatedAt,
    moderated_by: p.moderatedBy,
    moderation_reason: p.moderationReason,
    upvotes: p.upvotes,
    downvotes: p.downvotes,
    unconstructiveVotes: p.unconstructiveVotes,
    userVote: p.userVote,
    userRole: p.userRole,
    hasOtherVoters: p.hasOtherVoters,
    hive,
    hive_id: hive.id,
    hive_name: hive.name,
    hive_logo: hive.logo,
    storm_id: p.stormId,
    stormId: p.stormId,
    storm_prompt: p.stormPrompt,
    stormPrompt: p.stormPrompt,
    statistic_id: p.statisticId,
    content_thought_id: p.contentThoughtId,
    historic_event_id: p.historicEventId,
    quote_id: p.quoteId,
    web_page_id: p.webPageId,
    web_page_url: p.webPageUrl,
    web_page_title: p.webPageTitle,
    web_page_description: p.webPageDescription,
    web_page_og_image: p.webPageOgImage,
    web_page_favicon_url: p.webPageFaviconUrl,
    content_creators: (p.contentCreators ?? []).map((c) => ({
      id: c.id,
      first_name: c.firstName,
      last_name: c.lastName,
    })),
    stream_id: main?.streamId ?? null,
    stream_name: main?.streamName ?? null,
    stream_description: main?.streamDescription ?? null,
    stream_assignment_type: main?.assignmentType ?? null,
    stream_confidence: main?.streamConfidence ?? null,
    stream_assigned_at: main?.assignedAt ?? null,
    streams: streams.map(streamTagJson),
    podcast_episode_id: p.podcastEpisodeId,
    podcast_episode_title: p.podcastEpisodeTitle,
    podcast_id: p.podcastId,
    podcast_title: p.podcastTitle,
    podcast_image_url: p.podcastImageUrl,
    podcast_description: p.podcastDescription,
    speaker_name: p.speakerName,
    episode_published_at: p.episodePublishedAt,
    similarity_score: p.similarityScore,
    similarityScore: p.similarityScore,
  };
}

/**
 * `page` (1-based, up to 10,000) and `limit` (1 to POST_FEED_MAX_PAGE_SIZE, default
 * POST_FEED_PAGE_SIZE) as feeds-svc's window: one post more than the page (`first`), so the extra one
 * tells that more follow.
 */
export function feedWindow(url: URL) {
  const { page, limit, offset } = pageWindow(Math.min(intParam(url, 'page') ?? 1, 10_000), intParam(url, 'limit'), {
    fallback: POST_FEED_PAGE_SIZE,
    max: POST_FEED_MAX_PAGE_SIZE,
  });
  return { page, limit, offset, first: limit + 1 };
}

/** A page of posts from a window's `first` posts: the page itself, and whether more follow. */
export function pageOf(posts: PostFieldsFragment[], limit: number, ctx: RestContext, options: PostJsonOptions = {}) {
  return { posts: posts.slice(0, limit).map((p) => postJson(p, ctx, options)), hasMore: posts.length > limit };
}
