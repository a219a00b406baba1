import { describe, expect, it } from '@jest/globals';
import { stripHandIndexDrops } from '../../../../scripts/db/migrate.mjs';

describe('later generated migrations keep the hand-added GIN full-text index post_content_fts_idx', () => {
  it('removes the generated DROP INDEX of *_fts_idx and keeps other steps', () => {
    const generated = [
      '-- DropIndex',
      'DROP INDEX "post_content_fts_idx";',
      '',
      '-- AlterTable',
      'ALTER TABLE "post" ADD COLUMN "mood" TEXT;',
      '',
    ].join('\n');
    expect(stripHandIndexDrops(generated)).toBe('-- AlterTable\nALTER TABLE "post" ADD COLUMN "mood" TEXT;\n');
  });

  it('keeps the hand-added covering indexes (*_cover_idx) too', () => {
    const generated =
      '-- DropIndex\nDROP INDEX "post_podcast_feed_cover_idx";\n\n-- AlterTable\nALTER TABLE "post" ADD COLUMN "x" TEXT;\n';
    expect(stripHandIndexDrops(generated)).toBe('-- AlterTable\nALTER TABLE "post" ADD COLUMN "x" TEXT;\n');
  });

  it('still drops ordinary indexes', () => {
    expect(stripHandIndexDrops('-- DropIndex\nDROP INDEX "post_fts_idx_old";\n')).toContain('post_fts_idx_old');
  });
});
