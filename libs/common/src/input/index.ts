/**
 * Small input helpers every server shares: id checks and page windows. Services keep their rules
 * (which page size, which maximum); these only do the arithmetic the same way everywhere.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuid columns: anything else names nothing, and must never reach a ::uuid cast. */
export function isUuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A page size: the fallback when absent, otherwise clamped to 1..max. */
export function clampLimit(limit: number | null | undefined, fallback: number, max = 100): number {
  if (limit === null || limit === undefined || !Number.isFinite(limit)) return fallback;
  return Math.min(Math.max(Math.trunc(limit), 1), max);
}

/** Pages count from 1; anything else (absent, 0, negative) is page 1. */
export function clampPage(page: number | null | undefined): number {
  if (page === null || page === undefined || !Number.isFinite(page)) return 1;
  return Math.max(Math.trunc(page), 1);
}

export interface PageWindow {
  page: number;
  limit: number;
  /** Rows to skip: (page - 1) × limit. */
  offset: number;
}

/** The rows a page covers, from the request's page and limit (clamped as above). */
export function pageWindow(
  page: number | null | undefined,
  limit: number | null | undefined,
  sizes: { fallback: number; max?: number },
): PageWindow {
  const p = clampPage(page);
  const l = clampLimit(limit, sizes.fallback, sizes.max);
  return { page: p, limit: l, offset: (p - 1) * l };
}
