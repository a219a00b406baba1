import { DASHBOARD_PERIODS, isDashboardPeriod, type DashboardPeriod } from '@hivemind/contracts';

/** The rollups' time buckets: UTC hours serve the last 24 hours, UTC days the longer periods. */
export type Grain = 'hour' | 'day';

/** Which rollup rows a period sums: its grain, and the first bucket (null: from the beginning). */
export interface PeriodWindow {
  period: DashboardPeriod;
  grain: Grain;
  since: Date | null;
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The period asked for: absent or empty is `fallback`, anything outside the spec's list is refused. */
export function parsePeriod(value: string | null | undefined, fallback: DashboardPeriod): DashboardPeriod | null {
  if (value === null || value === undefined || value === '') return fallback;
  return isDashboardPeriod(value) ? value : null;
}

export const PERIOD_ERROR = `period must be one of ${DASHBOARD_PERIODS.join(', ')}`;

/**
 * The spec leaves a period's edges open: a period starts at the beginning of the UTC hour (last 24
 * hours) or UTC day (last 7 and 30 days) that its length reaches back to, so it always covers at least
 * its length and the rollups' buckets sum to exactly the posts created since then.
 */
export function periodWindow(period: DashboardPeriod, now: Date): PeriodWindow {
  const t = now.getTime();
  switch (period) {
    case 'last_24_hours':
      return { period, grain: 'hour', since: new Date(Math.floor((t - DAY) / HOUR) * HOUR) };
    case 'last_7_days':
      return { period, grain: 'day', since: new Date(Math.floor((t - 7 * DAY) / DAY) * DAY) };
    case 'last_30_days':
      return { period, grain: 'day', since: new Date(Math.floor((t - 30 * DAY) / DAY) * DAY) };
    case 'all_time':
      return { period, grain: 'day', since: null };
  }
}

/**
 * Each count's share of the total in percent with one decimal, summing to exactly 100 (largest
 * remainders get the leftover tenths; ties go to the earlier entry). All zeros stay zeros.
 */
export function percentages(counts: readonly number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total <= 0) return counts.map(() => 0);
  const exact = counts.map((c) => (c * 1000) / total);
  const tenths = exact.map(Math.floor);
  let left = 1000 - tenths.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    tenths[i]! += 1;
    left -= 1;
  }
  return tenths.map((t) => t / 10);
}
