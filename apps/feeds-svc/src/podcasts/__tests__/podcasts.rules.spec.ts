import { describe, expect, it } from '@jest/globals';
import { listWindow, totalEpisodes } from '../podcasts.rules.js';

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
