// Voting on a post (spec 2 §4 Voting) as a pure reducer: a vote is shown at once (optimistic), then
// replaced by the server's counts, or rolled back when the call fails. Counts the viewer may not
// see stay null until the server answers with them.
import { NO_VOTE, type VoteType } from '@hivemind/contracts';
import { type PostCardFieldsFragment } from './graphql/posts.generated.js';

export type UserVote = VoteType | typeof NO_VOTE;

export interface VoteTally {
  readonly userVote: string;
  readonly upvotes: number | null;
  readonly downvotes: number | null;
  readonly unconstructiveVotes: number | null;
}

const COUNT_OF: Record<VoteType, 'upvotes' | 'downvotes' | 'unconstructiveVotes'> = {
  up: 'upvotes',
  down: 'downvotes',
  unconstructive: 'unconstructiveVotes',
};

export function tallyOf(post: Pick<PostCardFieldsFragment, keyof VoteTally>): VoteTally {
  return {
    userVote: post.userVote,
    upvotes: post.upvotes,
    downvotes: post.downvotes,
    unconstructiveVotes: post.unconstructiveVotes,
  };
}

/** The counts of a vote's answer (votePost), which carries more besides. */
export function tallyOfResult(result: VoteTally): VoteTally {
  return {
    userVote: result.userVote,
    upvotes: result.upvotes,
    downvotes: result.downvotes,
    unconstructiveVotes: result.unconstructiveVotes,
  };
}

function shift(count: number | null, by: number): number | null {
  return count === null ? null : Math.max(0, count + by);
}

/**
 * One vote per post: choosing a different vote moves the count from the old type to the new one;
 * choosing the current vote again changes nothing (and sends nothing).
 */
export function applyVote(tally: VoteTally, vote: VoteType): VoteTally {
  if (tally.userVote === vote) return tally;
  let next: VoteTally = { ...tally, userVote: vote };
  const previous = tally.userVote;
  if (previous === 'up' || previous === 'down' || previous === 'unconstructive') {
    const key = COUNT_OF[previous];
    next = { ...next, [key]: shift(tally[key], -1) };
  }
  const key = COUNT_OF[vote];
  return { ...next, [key]: shift(tally[key], +1) };
}

/**
 * What the controls show: the server's tally (the post as last read or answered), or the optimistic
 * one while votes are in flight. `pending` counts the votes still waiting for an answer.
 */
export interface VoteState {
  readonly optimistic: VoteTally | null;
  readonly pending: number;
}

export type VoteAction =
  | { readonly type: 'cast'; readonly vote: VoteType; readonly base: VoteTally }
  /** The server answered; its counts have been written where `base` comes from. */
  | { readonly type: 'settled' }
  /** The call failed: the optimistic change is dropped, the last server tally shows again. */
  | { readonly type: 'failed' };

export const initialVoteState: VoteState = { optimistic: null, pending: 0 };

export function voteReducer(state: VoteState, action: VoteAction): VoteState {
  switch (action.type) {
    case 'cast': {
      const current = state.optimistic ?? action.base;
      if (current.userVote === action.vote) return state;
      return { optimistic: applyVote(current, action.vote), pending: state.pending + 1 };
    }
    case 'settled': {
      const pending = Math.max(0, state.pending - 1);
      return { optimistic: pending === 0 ? null : state.optimistic, pending };
    }
    case 'failed':
      return { optimistic: null, pending: Math.max(0, state.pending - 1) };
  }
}

export function shownTally(state: VoteState, base: VoteTally): VoteTally {
  return state.optimistic ?? base;
}
