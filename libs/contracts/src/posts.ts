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
