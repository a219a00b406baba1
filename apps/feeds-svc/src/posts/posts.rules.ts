import { POST_MAX_LENGTH } from '@hivemind/contracts';
import { PostException } from './posts.exception.js';

/** A post's content: 1 to POST_MAX_LENGTH characters, not blank. */
export function validatePostContent(content: string): string {
  if (content.trim().length === 0) throw PostException.blank();
  if (content.length > POST_MAX_LENGTH) throw PostException.tooLong();
  return content;
}

/** A page size: the fallback when absent, otherwise clamped to 1..max. */
export function clampLimit(limit: number | null | undefined, fallback: number, max = 100): number {
  if (limit === null || limit === undefined || !Number.isFinite(limit)) return fallback;
  return Math.min(Math.max(Math.trunc(limit), 1), max);
}
