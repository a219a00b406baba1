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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuid columns: anything else names nothing (NOT_FOUND), rather than a database error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
