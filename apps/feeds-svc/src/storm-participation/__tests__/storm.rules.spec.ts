import { describe, expect, it } from '@jest/globals';
import { activationProgress } from '@hivemind/contracts';
import { isStormOpen } from '../storm.rules.js';

describe('storm rules (spec 2 §3, §4 Storm participation; spec 4)', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('a storm takes answers while active and before its end time', () => {
    expect(isStormOpen({ isActive: true, endsAt: null }, now)).toBe(true);
    expect(isStormOpen({ isActive: true, endsAt: new Date('2026-11-25T12:00:01Z') }, now)).toBe(true);
    expect(isStormOpen({ isActive: true, endsAt: now }, now)).toBe(false);
    expect(isStormOpen({ isActive: false, endsAt: null }, now)).toBe(false);
  });

  it('activation progress: current against required votes, percentage complete capped at 100', () => {
    expect(activationProgress(0, 5)).toEqual({ currentVotes: 0, requiredVotes: 5, percentageComplete: 0 });
    expect(activationProgress(2, 3)).toEqual({ currentVotes: 2, requiredVotes: 3, percentageComplete: 67 });
    expect(activationProgress(7, 5)).toEqual({ currentVotes: 7, requiredVotes: 5, percentageComplete: 100 });
  });
});
