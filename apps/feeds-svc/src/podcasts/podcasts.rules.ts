import { clampLimit } from '@hivemind/common';
import {
  isPodcastDashboardPeriod,
  PODCAST_DASHBOARD_DEFAULT_PERIOD,
  type PodcastDashboardPeriod,
} from '@hivemind/contracts';
import { PodcastException } from './podcasts.exception.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The period asked for: absent or empty is all_time (spec 3 §9), anything outside the list is refused. */
export function parsePeriod(value: string | null | undefined): PodcastDashboardPeriod {
  if (value === null || value === undefined || value === '') return PODCAST_DASHBOARD_DEFAULT_PERIOD;
  if (!isPodcastDashboardPeriod(value)) throw PodcastException.badPeriod();
  return value;
}

/**
 * Where a period starts (null: the beginning). The spec leaves a period's edges open; as the stream
 * dashboards of issue 15 read them from hourly and daily rollups, a period starts at the beginning of
 * the UTC hour (last 24 hours) or UTC day (last 7 and 30 days) its length reaches back to, so both
 * count the same posts for the same period.
 */
export function periodSince(period: PodcastDashboardPeriod, now: Date): Date | null {
  const t = now.getTime();
  switch (period) {
    case 'last_24_hours':
      return new Date(Math.floor((t - DAY) / HOUR) * HOUR);
    case 'last_7_days':
      return new Date(Math.floor((t - 7 * DAY) / DAY) * DAY);
    case 'last_30_days':
      return new Date(Math.floor((t - 30 * DAY) / DAY) * DAY);
    case 'all_time':
      return null;
  }
}

/** The total episodes a podcast has published: its feed's count, never fewer than the ones tracked. */
export function totalEpisodes(stored: number | null, tracked: number): number {
  return Math.max(stored ?? tracked, tracked);
}

/** A window of a listing: `first` rows (1..max) after `offset` (0..maxOffset); absent = fallback / 0. */
export function listWindow(
  input: { offset?: number | null; first?: number | null },
  sizes: { fallback: number; max: number; maxOffset: number },
): { offset: number; first: number } {
  const first = clampLimit(input.first, sizes.fallback, sizes.max);
  const offset = Math.min(Math.max(Math.trunc(input.offset ?? 0) || 0, 0), sizes.maxOffset);
  return { offset, first };
}
