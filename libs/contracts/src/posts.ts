/**
 * Posts, votes, moderation and thinker controls (spec 2 §3-§7, spec 4 POST /api/posts): constants and
 * user-facing texts shared by feeds-svc, the gateway's REST facade and the web app.
 */

/** A member's vote on a post (spec 2 §4 Voting). */
export const VOTE_TYPES = ['up', 'down', 'unconstructive'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];
/** `userVote` when the signed-in user has not voted. */
export const NO_VOTE = 'none';

/** Why a post is removed from its hive when an owner or admin votes it unconstructive. */
export const UNCONSTRUCTIVE_REASON = 'unconstructive content';
export const MODERATION_ACTION_REMOVE = 'removed_from_hive';

export function isVoteType(value: string): value is VoteType {
  return (VOTE_TYPES as readonly string[]).includes(value);
}

/** Texts the web app shows as they are (spec 2 §4, §8). */
export const PostMessages = {
  voteRecorded: 'Vote recorded',
  voteUnchanged: 'Vote unchanged',
  removedByModeration: 'Post has been removed from Hive due to moderation',
  moderatedNoVotes: 'This post has been moderated and can no longer be voted on',
  classificationOthersVoted: 'Cannot change classification - others have already voted on this post',
  classificationModerated: 'Cannot change classification - post is under moderation',
  visibilityModerated: 'Visibility cannot be restored while the post is moderated',
  notAuthor: 'Only the author can change this post',
  cannotPost: 'Only members with the post, admin or owner role can post in this hive',
  cannotVote: 'Only members with a voting role can vote in this hive',
  postNotFound: 'Post not found',
} as const;

/** Media feed filters (spec 2 §7 GET /api/posts). */
export const VOTE_FILTERS = ['all-votes', 'no-vote', 'upvoted', 'downvoted'] as const;
export type VoteFilter = (typeof VOTE_FILTERS)[number];
export const POST_SORTS = ['new', 'most_upvotes', 'most_downvotes'] as const;
export type PostSort = (typeof POST_SORTS)[number];
/** Feed page sizes: the spec's hive feed default, and the cap every feed clamps to. */
export const POST_FEED_PAGE_SIZE = 20;
export const POST_FEED_MAX_PAGE_SIZE = 100;
/** What a hive feed shows (spec 2 §4 Hive visibility). */
export const HIVE_FEED_STATES = ['visible', 'locked', 'needs_post'] as const;
export type HiveFeedState = (typeof HIVE_FEED_STATES)[number];

/** The derived kind of a post (spec 2 §3), in the order the spec decides it. */
export const POST_KINDS = ['historic_event', 'quote', 'statistic', 'content_thought', 'thought'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/**
 * Related posts (spec 2 §7, §9; spec 4): `threshold` is a minimum similarity (1 − cosine distance).
 * Tiers 0.9 High .. 0.4 Any; the default is 0.9, and when nothing matches at the asked threshold the
 * next lower tier is tried. At most RELATED_POSTS_MAX_MATCHES matches are counted and paged.
 */
export const SIMILARITY_TIERS = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4] as const;
export const RELATED_POSTS_DEFAULT_THRESHOLD = 0.9;
export const RELATED_POSTS_MAX_MATCHES = 1000;

/**
 * The media feed's all_posts_seen state (spec 2 §2.3): once a signed-in viewer has seen every post
 * of the last MEDIA_FEED_RECENT_DAYS days (newest-first feed, no search) and older ones exist, the
 * feed answers those older posts to review and says so.
 */
export const MEDIA_FEED_RECENT_DAYS = 7;

/** Analytics events the web app sends and feeds-svc records (spec 2 §2.1: view_post with post_id). */
export const ANALYTICS_EVENTS = ['view_post'] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];
export const isAnalyticsEvent = (v: unknown): v is AnalyticsEventName =>
  typeof v === 'string' && (ANALYTICS_EVENTS as readonly string[]).includes(v);
