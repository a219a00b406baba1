import { describe, expect, it } from '@jest/globals';
import { stripHandIndexDrops } from '../../../../scripts/db/migrate.mjs';

describe('stripHandIndexDrops', () => {
  it('removes generated drops of hand-added *_hnsw_idx indexes and their emptied step comment', () => {
    const generated = [
      '-- DropIndex',
      'DROP INDEX "thought_embedding_hnsw_idx";',
      '',
      '-- DropIndex',
      'DROP INDEX "thought_topic_idx";',
      '',
      '-- AlterTable',
      'ALTER TABLE "thought" ADD COLUMN "mood" TEXT;',
      '',
    ].join('\n');
    expect(stripHandIndexDrops(generated)).toBe(
      '-- DropIndex\nDROP INDEX "thought_topic_idx";\n\n-- AlterTable\nALTER TABLE "thought" ADD COLUMN "mood" TEXT;\n',
    );
  });

  it('leaves nothing when the hand-added index drop was the only step', () => {
    expect(stripHandIndexDrops('-- DropIndex\nDROP INDEX "post_embedding_hnsw_idx";\n').trim()).toBe('');
  });
});
