/**
 * The dashboard and a stream's dashboard (spec 2 §2.5, §2.7, §3 Stream dashboard and Dashboard items,
 * §7 Dashboard, §9): periods, defaults, limits and the JSON shapes of their answers.
 */
import type { SentimentCountsJson, StreamJson } from './streams.js';

/** Periods a dashboard call takes (spec 2 §7). */
export const DASHBOARD_PERIODS = ['last_24_hours', 'last_7_days', 'last_30_days', 'all_time'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export function isDashboardPeriod(value: string): value is DashboardPeriod {
  return (DASHBOARD_PERIODS as readonly string[]).includes(value);
}

/** Spec 2 §9: the dashboard defaults to last_7_days, a stream's dashboard to all_time. */
export const DASHBOARD_DEFAULT_PERIOD: DashboardPeriod = 'last_7_days';
export const STREAM_DASHBOARD_DEFAULT_PERIOD: DashboardPeriod = 'all_time';

/** Podcast rankings request 10 (spec 2 §9); trending and new streams answer as many by default. */
export const PODCAST_RANKINGS_LIMIT = 10;
export const DASHBOARD_LIST_LIMIT = 10;
export const DASHBOARD_MAX_LIMIT = 50;
/** The podcasts a stream's dashboard lists at most (by post count). */
export const STREAM_DASHBOARD_MAX_PODCASTS = 50;

/** Posts by thought type (spec 2 §3 Dashboard items); percentages sum to 100. */
export interface ThoughtTypeCountJson {
  thought_type: string;
  count: number;
  percentage: number;
}

/** A stream in the trending and new streams cards, with its counts (of the period, for trending). */
export type DashboardStreamJson = Pick<StreamJson, 'id' | 'name' | 'type' | 'post_count' | 'sentiment_counts'>;

/** A podcast in the rankings (spec 2 §3 Dashboard items). */
export interface DashboardPodcastJson {
  id: string;
  title: string;
  image_url: string | null;
  publisher_name: string | null;
  post_count: number;
}

/** A podcast on a stream's dashboard (spec 2 §3 Stream dashboard). */
export interface StreamDashboardPodcastJson extends DashboardPodcastJson {
  sentiment_counts: SentimentCountsJson;
}

/** GET /api/streams/{id}/dashboard (spec 2 §3 Stream dashboard). */
export interface StreamDashboardJson {
  stream: StreamJson;
  period: DashboardPeriod;
  post_counts: { total: number; by_thought_type: Record<string, number> };
  sentiment_counts: SentimentCountsJson;
  podcasts: StreamDashboardPodcastJson[];
}
