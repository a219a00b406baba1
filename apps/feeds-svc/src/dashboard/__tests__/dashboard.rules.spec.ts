import { describe, expect, it } from '@jest/globals';
import { parsePeriod, percentages, periodWindow } from '../dashboard.rules.js';

describe('dashboard periods', () => {
  const now = new Date('2026-11-25T15:42:10.000Z');

  it('last_24_hours starts at the beginning of the UTC hour 24 hours back, on hourly buckets', () => {
    expect(periodWindow('last_24_hours', now)).toEqual({
      period: 'last_24_hours',
      grain: 'hour',
      since: new Date('2026-11-24T15:00:00.000Z'),
    });
  });

  it('last_7_days and last_30_days start at the beginning of the UTC day they reach back to, on daily buckets', () => {
    expect(periodWindow('last_7_days', now)).toEqual({
      period: 'last_7_days',
      grain: 'day',
      since: new Date('2026-11-18T00:00:00.000Z'),
    });
    expect(periodWindow('last_30_days', now).since).toEqual(new Date('2026-10-26T00:00:00.000Z'));
  });

  it('all_time has no start', () => {
    expect(periodWindow('all_time', now)).toEqual({ period: 'all_time', grain: 'day', since: null });
  });

  it('an absent period is the default; an unknown one is refused', () => {
    expect(parsePeriod(undefined, 'last_7_days')).toBe('last_7_days');
    expect(parsePeriod('', 'all_time')).toBe('all_time');
    expect(parsePeriod('last_30_days', 'all_time')).toBe('last_30_days');
    expect(parsePeriod('yesterday', 'all_time')).toBeNull();
  });
});

describe('percentages', () => {
  const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 10) / 10;

  it('sum to 100 with one decimal, the leftover tenths going to the largest remainders', () => {
    expect(percentages([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(sum(percentages([1, 1, 1]))).toBe(100);
    expect(percentages([2, 1])).toEqual([66.7, 33.3]);
    expect(percentages([5])).toEqual([100]);
    for (const counts of [
      [7, 3, 3, 1],
      [1, 2, 3, 4, 5, 6, 7],
      [999, 1, 1],
      [13, 13, 13, 13, 13, 13, 13],
    ])
      expect(sum(percentages(counts))).toBe(100);
  });

  it('leave all-zero counts at zero', () => {
    expect(percentages([0, 0])).toEqual([0, 0]);
    expect(percentages([])).toEqual([]);
  });
});
