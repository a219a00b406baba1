import { describe, expect, it } from '@jest/globals';
import { applyVote, initialVoteState, shownTally, voteReducer, type VoteTally } from './vote-state.js';

const visible: VoteTally = { userVote: 'none', upvotes: 4, downvotes: 2, unconstructiveVotes: 1 };
const hidden: VoteTally = { userVote: 'none', upvotes: null, downvotes: null, unconstructiveVotes: null };

describe('voting (spec 2 §4)', () => {
  it('adds a first vote to its count', () => {
    expect(applyVote(visible, 'up')).toEqual({ ...visible, userVote: 'up', upvotes: 5 });
  });

  it('choosing a different vote moves the count from the old type to the new one', () => {
    const up = applyVote(visible, 'up');
    expect(applyVote(up, 'down')).toEqual({ userVote: 'down', upvotes: 4, downvotes: 3, unconstructiveVotes: 1 });
    expect(applyVote(up, 'unconstructive')).toEqual({
      userVote: 'unconstructive',
      upvotes: 4,
      downvotes: 2,
      unconstructiveVotes: 2,
    });
  });

  it('choosing the current vote again does nothing', () => {
    const up = applyVote(visible, 'up');
    expect(applyVote(up, 'up')).toBe(up);
    const state = voteReducer(initialVoteState, { type: 'cast', vote: 'up', base: visible });
    expect(voteReducer(state, { type: 'cast', vote: 'up', base: visible })).toBe(state);
  });

  it('keeps counts the viewer may not see hidden (null) until the server answers', () => {
    expect(applyVote(hidden, 'up')).toEqual({ ...hidden, userVote: 'up' });
  });

  it('the change is applied at once, then replaced by the server counts', () => {
    const cast = voteReducer(initialVoteState, { type: 'cast', vote: 'up', base: visible });
    expect(shownTally(cast, visible)).toEqual({ ...visible, userVote: 'up', upvotes: 5 });
    expect(cast.pending).toBe(1);
    // The server's answer is written where the base comes from; the optimistic tally is dropped.
    const server: VoteTally = { userVote: 'up', upvotes: 9, downvotes: 2, unconstructiveVotes: 1 };
    const settled = voteReducer(cast, { type: 'settled' });
    expect(settled).toEqual(initialVoteState);
    expect(shownTally(settled, server)).toEqual(server);
  });

  it('rolls the change back if the call fails', () => {
    const cast = voteReducer(initialVoteState, { type: 'cast', vote: 'down', base: visible });
    const failed = voteReducer(cast, { type: 'failed' });
    expect(shownTally(failed, visible)).toEqual(visible);
    expect(failed.pending).toBe(0);
  });

  it('a second vote while the first is in flight builds on the shown tally and waits for both answers', () => {
    const first = voteReducer(initialVoteState, { type: 'cast', vote: 'up', base: visible });
    const second = voteReducer(first, { type: 'cast', vote: 'down', base: visible });
    expect(shownTally(second, visible)).toEqual({ userVote: 'down', upvotes: 4, downvotes: 3, unconstructiveVotes: 1 });
    const oneSettled = voteReducer(second, { type: 'settled' });
    expect(shownTally(oneSettled, visible).userVote).toBe('down');
    expect(voteReducer(oneSettled, { type: 'settled' }).optimistic).toBeNull();
  });
});
