import { describe, expect, it } from '@jest/globals';
import { batchFullyVoted, progressPercent, stormStage } from './storm-progress.js';

describe('storm participation (spec 2 §4)', () => {
  it('a progress bar shows current against required votes', () => {
    expect(progressPercent(0, 5)).toBe(0);
    expect(progressPercent(2, 5)).toBe(40);
    expect(progressPercent(5, 5)).toBe(100);
    expect(progressPercent(7, 5)).toBe(100);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(0, 0)).toBe(100);
  });

  it('when every post in the current batch has been voted on, the next batch is fetched', () => {
    expect(batchFullyVoted([{ userVote: 'up' }, { userVote: 'down' }])).toBe(true);
    expect(batchFullyVoted([{ userVote: 'up' }, { userVote: 'none' }])).toBe(false);
    expect(batchFullyVoted([])).toBe(false);
  });

  it('after activation, or in vote-only mode, the active feed is shown', () => {
    expect(stormStage({ hasSubmitted: false, wantsToVoteOnly: false, postActivatedAt: null })).toBe('choose');
    expect(stormStage({ hasSubmitted: true, wantsToVoteOnly: false, postActivatedAt: null })).toBe('voting');
    expect(stormStage({ hasSubmitted: true, wantsToVoteOnly: false, postActivatedAt: '2026-01-01' })).toBe('active');
    expect(stormStage({ hasSubmitted: false, wantsToVoteOnly: true, postActivatedAt: null })).toBe('active');
  });
});
