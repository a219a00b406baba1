import { describe, expect, it } from '@jest/globals';
import { isReady, label, sameWords, similarityPercent, snippet, thoughtText, thoughtTitle } from './display.js';

describe('how thoughts read', () => {
  it('shows similarity as (1 − cosine distance) × 100 with one decimal and %', () => {
    expect(similarityPercent(0)).toBe('100.0%');
    expect(similarityPercent(0.127)).toBe('87.3%');
    expect(similarityPercent(0.5)).toBe('50.0%');
    expect(similarityPercent(0.9)).toBe('10.0%');
    expect(similarityPercent(0.33333)).toBe('66.7%');
    // Distances beyond 1 (opposite meaning) never read as negative.
    expect(similarityPercent(1.4)).toBe('0.0%');
  });

  it('titles a thought with its category plus its thought type', () => {
    expect(thoughtTitle({ category: 'personal', thoughtType: 'idea' })).toBe('Personal · Idea');
    expect(thoughtTitle({ category: 'technology', thoughtType: null })).toBe('Technology');
    expect(thoughtTitle({ category: null, thoughtType: null })).toBeUndefined();
    expect(label('bullets-numbers')).toBe('Bullets numbers');
  });

  it('is ready only when content, thought type, category and topic are all present', () => {
    const full = { content: 'c', thoughtType: 'idea', category: 'personal', topic: 'garden' };
    expect(isReady(full)).toBe(true);
    expect(isReady({ ...full, topic: null })).toBe(false);
    expect(isReady({ ...full, content: '  ' })).toBe(false);
    expect(isReady({ ...full, category: null })).toBe(false);
  });

  it('shows the formatted content once there is one, else the original text', () => {
    expect(thoughtText({ content: null, originalThought: 'raw' })).toBe('raw');
    expect(thoughtText({ content: 'Formatted.', originalThought: 'raw' })).toBe('Formatted.');
    expect(snippet('a  lot\nof   words here', 12)).toBe('a lot of wo…');
  });

  it('shows the original wording only when the formatting changed words, not just case or punctuation', () => {
    expect(sameWords('buy milk', 'Buy milk.')).toBe(true);
    expect(sameWords('Buy oat milk.', 'buy milk')).toBe(false);
  });
});
