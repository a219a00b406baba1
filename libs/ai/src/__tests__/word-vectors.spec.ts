import { describe, expect, it } from '@jest/globals';
import { parseWinkEmbeddings } from '../local/word-vectors.js';

describe('reading the wink-embeddings file format from bytes', () => {
  // Same layout as the package: 2 dims + l2 norm + rank per word; keys may carry JSON escapes.
  const file = JSON.stringify({
    precision: 8,
    l2NormIndex: 2,
    wordIndex: 3,
    size: 3,
    dimensions: 2,
    words: ['the', '"', 'café'],
    vectors: {
      the: [3, -4, 5, 0],
      '"': [1.5e-1, 0, 0.15, 1],
      café: [-0.6, 0.8, 1, 2],
    },
    unkVector: [0, 0, 0, -1],
  });

  it('gives each word its frequency rank and unit-length vector', () => {
    const table = parseWinkEmbeddings(Buffer.from(file, 'utf8'));
    expect(table.size).toBe(3);
    expect(table.dimensions).toBe(2);
    expect(table.rankOf('the')).toBe(0);
    expect(table.rankOf('"')).toBe(1);
    expect(table.rankOf('café')).toBe(2);
    expect(table.rankOf('unknown')).toBeUndefined();
    expect(Array.from(table.row(0))).toEqual([expect.closeTo(0.6, 6), expect.closeTo(-0.8, 6)]);
    expect(Array.from(table.row(1))).toEqual([expect.closeTo(1, 6), 0]);
    expect(Array.from(table.row(2))).toEqual([expect.closeTo(-0.6, 6), expect.closeTo(0.8, 6)]);
  });
});
