import { clampLimit, isUuid } from '@hivemind/common';
import { MEDIA_FEED_RECENT_DAYS, POST_FEED_MAX_PAGE_SIZE, POST_FEED_PAGE_SIZE } from '@hivemind/contracts';
import { PostException } from '../posts/posts.exception.js';

/** Longest search text used (longer input is cut): a search box, not a document. */
const SEARCH_MAX_LENGTH = 200;
/** The farthest a feed pages. */
const FEED_MAX_OFFSET = 1_000_000;

/**
 * A window of a feed: `first` posts after `offset`. Callers ask for one more than a page to learn
 * whether more follow, so `first` clamps to 1..POST_FEED_MAX_PAGE_SIZE + 1, `offset` to 0..1,000,000.
 */
export interface PageInput {
  offset?: number | null;
  first?: number | null;
}

export function feedWindow(input: PageInput): { limit: number; offset: number } {
  const limit = clampLimit(input.first, POST_FEED_PAGE_SIZE + 1, POST_FEED_MAX_PAGE_SIZE + 1);
  return { limit, offset: clampOffset(input.offset, FEED_MAX_OFFSET) };
}

/** Rows to skip: a whole number from 0 to max; absent or not a number is 0. */
export function clampOffset(offset: number | null | undefined, max: number): number {
  return Math.min(Math.max(Math.trunc(offset ?? 0) || 0, 0), max);
}

/** An optional filter value: absent or empty means no filter; anything else must be one of `allowed`. */
export function oneOf<T extends string>(
  value: string | null | undefined,
  allowed: readonly T[],
  name: string,
): T | null {
  if (value === null || value === undefined || value === '') return null;
  if (!(allowed as readonly string[]).includes(value))
    throw PostException.badInput(`${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

/** An optional id filter: absent or empty means no filter; anything else must be a UUID. */
export function optionalUuid(value: string | null | undefined, name: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (!isUuid(value)) throw PostException.badInput(`${name} must be an id (UUID)`);
  return value;
}

/** The search box's text for full-text search (websearch_to_tsquery); blank means no search. */
export function searchText(search: string | null | undefined): string | null {
  const trimmed = search?.trim() || null;
  return trimmed ? trimmed.slice(0, SEARCH_MAX_LENGTH) : null;
}

/** Where the media feed's recent posts begin (spec 2 §2.3: older ones are shown once all recent ones were seen). */
export function recentSince(): Date {
  return new Date(Date.now() - MEDIA_FEED_RECENT_DAYS * 24 * 3600 * 1000);
}

/**
 * The threshold a related-posts answer uses: the asked one if anything matches there, else the
 * first lower tier with a match; the lowest tried when nothing matches at all.
 */
export function thresholdToUse(asked: number, tiers: readonly number[], distances: number[]): number {
  const candidates = [asked, ...tiers.filter((t) => t < asked)];
  const EPS = 1e-9;
  return candidates.find((t) => distances.some((d) => d <= 1 - t + EPS)) ?? candidates[candidates.length - 1]!;
}
