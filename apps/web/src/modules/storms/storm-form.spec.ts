import { describe, expect, it } from '@jest/globals';
import { DEFAULT_VOTE_REQUIREMENT, stormInput } from './storm-form.js';

describe('the new storm form (spec 4 POST /api/hives/{id}/storms)', () => {
  it('vote_submission_requirement defaults to 5', () => {
    expect(DEFAULT_VOTE_REQUIREMENT).toBe(5);
    expect(stormInput({ prompt: ' What next? ', requirement: '', endsAt: '' })).toEqual({
      prompt: 'What next?',
      voteSubmissionRequirement: 5,
      endsAt: null,
    });
  });

  it('takes a requirement of 1 or more and an optional end time', () => {
    const input = stormInput({ prompt: 'p', requirement: '1', endsAt: '2030-01-02T03:04' });
    expect(input?.voteSubmissionRequirement).toBe(1);
    expect(input?.endsAt).toBe(new Date('2030-01-02T03:04').toISOString());
  });

  it('refuses a blank prompt or a requirement under 1', () => {
    expect(stormInput({ prompt: '  ', requirement: '5', endsAt: '' })).toBeNull();
    expect(stormInput({ prompt: 'p', requirement: '0', endsAt: '' })).toBeNull();
    expect(stormInput({ prompt: 'p', requirement: '2.5', endsAt: '' })).toBeNull();
  });
});
