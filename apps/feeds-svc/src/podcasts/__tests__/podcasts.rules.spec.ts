import { describe, expect, it } from '@jest/globals';
import { listWindow, parsePeriod, periodSince, totalEpisodes } from '../podcasts.rules.js';

describe('podcast dashboard period (spec 3 §9: default all_time)', () => {
  it('defaults to all_time and refuses anything outside the list', () => {
    expect(parsePeriod(undefined)).toBe('all_time');
    expect(parsePeriod('')).toBe('all_time');
    expect(parsePeriod('last_7_days')).toBe('last_7_days');
    expect(() => parsePeriod('last_year')).toThrow(
      'period must be one of last_24_hours, last_7_days, last_30_days, all_time',
    );
  });

  it('starts at the UTC hour (last 24 hours) or UTC day (7 and 30 days) its length reaches back to', () => {
    const now = new Date('2026-11-25T15:42:10Z');
    expect(periodSince('last_24_hours', now)).toEqual(new Date('2026-11-24T15:00:00Z'));
    expect(periodSince('last_7_days', now)).toEqual(new Date('2026-11-18T00:00:00Z'));
    expect(periodSince('last_30_days', now)).toEqual(new Date('2026-10-26T00:00:00Z'));
    expect(periodSince('all_time', now)).toBeNull();
  });
});

describe('total episodes (spec 3 §3 Podcast: actual vs total episodes)', () => {
  it("is the podcast's own count, never fewer than the episodes tracked", () => {
    expect(totalEpisodes(120, 5)).toBe(120);
    expect(totalEpisodes(null, 5)).toBe(5);
    expect(totalEpisodes(3, 5)).toBe(5);
  });
});

describe('a listing window', () => {
  const sizes = { fallback: 51, max: 101, maxOffset: 1000 };
  it('clamps first to 1..max and offset to 0..maxOffset', () => {
    expect(listWindow({}, sizes)).toEqual({ offset: 0, first: 51 });
    expect(listWindow({ offset: -3, first: 0 }, sizes)).toEqual({ offset: 0, first: 1 });
    expect(listWindow({ offset: 5000, first: 500 }, sizes)).toEqual({ offset: 1000, first: 101 });
  });
});
