import { describe, expect, it } from '@jest/globals';
import {
  aliasView,
  byPostCount,
  descriptionView,
  percentText,
  relatedName,
  sentimentSlices,
  shareText,
  similarityText,
  STREAM_PERIODS,
  topItems,
} from './display.js';
import { streamMessages } from './messages.js';

describe('stream info card (spec 2 §2.5, §9)', () => {
  it('shows the first 4 aliases, then +N for the rest until expanded', () => {
    const aliases = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'];
    expect(aliasView(aliases, false)).toEqual({ shown: ['A1', 'A2', 'A3', 'A4'], more: 2 });
    expect(aliasView(aliases, true)).toEqual({ shown: aliases, more: 0 });
    expect(aliasView(['A1', 'A2', 'A3', 'A4'], false)).toEqual({ shown: ['A1', 'A2', 'A3', 'A4'], more: 0 });
    expect(aliasView([], false)).toEqual({ shown: [], more: 0 });
  });

  it('cuts the description at 200 characters with Expand, whole when expanded', () => {
    const short = 'x'.repeat(200);
    expect(descriptionView(short, false)).toEqual({ text: short, long: false });
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const cut = descriptionView(words, false);
    expect(cut.long).toBe(true);
    expect(cut.text.endsWith('…')).toBe(true);
    // Up to 200 characters of the text, cut at a word boundary, plus the ellipsis.
    expect(cut.text.length).toBeLessThanOrEqual(201);
    expect(words.startsWith(cut.text.slice(0, -1))).toBe(true);
    expect(words.charAt(cut.text.length - 1)).toBe(' ');
    expect(descriptionView(words, true)).toEqual({ text: words, long: true });
    // One long word: cut exactly at 200.
    expect(descriptionView('y'.repeat(250), false).text).toBe(`${'y'.repeat(200)}…`);
  });

  it('cuts related-stream names to 15 characters and shows similarity with one decimal', () => {
    expect(relatedName('Renewable Energy Sources')).toBe('Renewable Ener…');
    expect(relatedName('Renewable Energy Sources')).toHaveLength(15);
    expect(relatedName('Short name')).toBe('Short name');
    expect(similarityText(0.8768)).toBe('87.7%');
    expect(similarityText(0.4)).toBe('40.0%');
    expect(similarityText(1.2)).toBe('100.0%');
  });
});

describe('widgets and dashboard cards (spec 2 §2.5, §2.7, §9)', () => {
  it('offers the period chips 24h, 7d, 30d, All in that order', () => {
    expect(STREAM_PERIODS.map((p) => streamMessages.periodLabels[p])).toEqual(['24h', '7d', '30d', 'All']);
  });

  it('shows 5 items until View All', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(topItems(items, false)).toEqual([1, 2, 3, 4, 5]);
    expect(topItems(items, true)).toEqual(items);
    expect(topItems([1, 2], false)).toEqual([1, 2]);
  });

  it('orders stream widgets by post count, highest first', () => {
    const rows = [{ postCount: 2 }, { postCount: 9 }, { postCount: 5 }];
    expect(byPostCount(rows).map((r) => r.postCount)).toEqual([9, 5, 2]);
  });

  it('displays percentages with one decimal', () => {
    expect(percentText(18.9)).toBe('18.9%');
    expect(percentText(22)).toBe('22.0%');
    expect(percentText(12.34)).toBe('12.3%');
    expect(shareText(1, 3)).toBe('33.3%');
    expect(shareText(2, 3)).toBe('66.7%');
    expect(shareText(0, 0)).toBe('0.0%');
    expect(shareText(5, 0)).toBe('0.0%');
  });

  it('splits sentiment counts into the four slices in the spec order', () => {
    const { total, slices } = sentimentSlices({ positive: 3, negative: 1, neutral: 0, mixed: 0 });
    expect(total).toBe(4);
    expect(slices.map((s) => [s.sentiment, s.count, s.share])).toEqual([
      ['positive', 3, 0.75],
      ['negative', 1, 0.25],
      ['neutral', 0, 0],
      ['mixed', 0, 0],
    ]);
    expect(sentimentSlices({ positive: 0, negative: 0, neutral: 0, mixed: 0 }).total).toBe(0);
  });
});
