import { Inject, Injectable, Optional } from '@nestjs/common';
import { clampLimit } from '@hivemind/common';
import {
  DASHBOARD_DEFAULT_PERIOD,
  DASHBOARD_LIST_LIMIT,
  DASHBOARD_MAX_LIMIT,
  PODCAST_RANKINGS_LIMIT,
  STREAM_DASHBOARD_DEFAULT_PERIOD,
  STREAM_DASHBOARD_MAX_PODCASTS,
  THOUGHT_TYPES,
  type DashboardPeriod,
} from '@hivemind/contracts';
import type { SentimentCounts } from '../streams/stream.model.js';
import { StreamException } from '../streams/streams.exception.js';
import { StreamsService } from '../streams/streams.service.js';
import type {
  DashboardPodcast,
  DashboardStream,
  StreamDashboard,
  StreamDashboardPodcast,
  ThoughtTypeCount,
} from './dashboard.model.js';
import {
  newStreamsSql,
  podcastRankingsSql,
  postsByTypeSql,
  sentimentSql,
  streamByTypeSql,
  streamPodcastsSql,
  streamTotalsSql,
  trendingStreamsSql,
  type PodcastCountRow,
  type SentimentRow,
  type StreamCountRow,
  type TypeCountRow,
} from './dashboard.queries.js';
import { DashboardRepository } from './dashboard.repository.js';
import { parsePeriod, percentages, PERIOD_ERROR, periodWindow, type PeriodWindow } from './dashboard.rules.js';

/** The dashboards' time source (tests pass their own clock). */
export const DASHBOARD_CLOCK = Symbol('DASHBOARD_CLOCK');

const sentiments = (r: SentimentRow | undefined): SentimentCounts => ({
  positive: r?.positive ?? 0,
  negative: r?.negative ?? 0,
  neutral: r?.neutral ?? 0,
  mixed: r?.mixed ?? 0,
});

/**
 * The dashboard (spec 2 §2.7, §7 Dashboard) and a stream's dashboard (§2.5, §7 Streams): every count
 * is summed from the activity rollups over the period (dashboard.queries.ts), never from the posts.
 * Only public, unmoderated posts count, as in every feed. Guests read them all.
 */
@Injectable()
export class DashboardService {
  private readonly clock: { now(): number };

  constructor(
    private readonly repo: DashboardRepository,
    private readonly streams: StreamsService,
    @Optional() @Inject(DASHBOARD_CLOCK) clock?: { now(): number },
  ) {
    this.clock = clock ?? Date;
  }

  /** The period's window; BAD_USER_INPUT for a period outside the spec's four. */
  window(period: string | null | undefined, fallback: DashboardPeriod = DASHBOARD_DEFAULT_PERIOD): PeriodWindow {
    const parsed = parsePeriod(period, fallback);
    if (parsed === null) throw StreamException.badInput(PERIOD_ERROR);
    return periodWindow(parsed, new Date(this.clock.now()));
  }

  /** GET /api/streams/{id}/dashboard: the stream's posts, by thought type, sentiments and podcasts. */
  async streamDashboard(streamId: string, period: string | null | undefined): Promise<StreamDashboard> {
    const w = this.window(period, STREAM_DASHBOARD_DEFAULT_PERIOD);
    const stream = await this.streams.get(streamId);
    const [[totals], byType, podcastRows] = await Promise.all([
      this.repo.rows<SentimentRow>(streamTotalsSql(stream.id, w)),
      this.repo.rows<TypeCountRow>(streamByTypeSql(stream.id, w)),
      this.repo.rows<PodcastCountRow>(streamPodcastsSql(stream.id, w, STREAM_DASHBOARD_MAX_PODCASTS)),
    ]);
    const podcasts = await this.withPodcastInfo(podcastRows);
    return {
      stream,
      period: w.period,
      postCounts: {
        total: totals?.posts ?? 0,
        byThoughtType: byType.map((r) => ({ thoughtType: r.thought_type, count: r.posts })),
      },
      sentimentCounts: sentiments(totals),
      podcasts: podcasts.map(({ row, info }) => ({ ...info, postCount: row.posts, sentimentCounts: sentiments(row) })),
    };
  }

  /** GET /api/dashboard/posts-by-thought-type: classified posts by type, percentages summing to 100. */
  async postsByThoughtType(period: string | null | undefined): Promise<ThoughtTypeCount[]> {
    const rows = await this.repo.rows<TypeCountRow>(postsByTypeSql(this.window(period)));
    const shares = percentages(rows.map((r) => r.posts));
    return rows.map((r, i) => ({ thoughtType: r.thought_type, count: r.posts, percentage: shares[i]! }));
  }

  /** GET /api/dashboard/trending-streams: the streams with the most posts in the period. */
  async trendingStreams(period: string | null | undefined, limit?: number | null): Promise<DashboardStream[]> {
    const w = this.window(period);
    return this.withStreamInfo(
      await this.repo.rows<StreamCountRow>(
        trendingStreamsSql(w, clampLimit(limit, DASHBOARD_LIST_LIMIT, DASHBOARD_MAX_LIMIT)),
      ),
    );
  }

  /** GET /api/dashboard/new-streams: streams created in the period, newest first, with their counts. */
  async newStreams(period: string | null | undefined, limit?: number | null): Promise<DashboardStream[]> {
    const w = this.window(period);
    return this.withStreamInfo(
      await this.repo.rows<StreamCountRow>(
        newStreamsSql(w.since, clampLimit(limit, DASHBOARD_LIST_LIMIT, DASHBOARD_MAX_LIMIT)),
      ),
    );
  }

  /** GET /api/dashboard/sentiment-analysis: the sentiments toward streams of the period's posts. */
  async sentimentAnalysis(period: string | null | undefined): Promise<SentimentCounts> {
    const [row] = await this.repo.rows<SentimentRow>(sentimentSql(this.window(period)));
    return sentiments(row);
  }

  /** GET /api/dashboard/podcast-rankings: podcasts by their posts in the period (of one thought type). */
  async podcastRankings(
    period: string | null | undefined,
    thoughtType?: string | null,
    limit?: number | null,
  ): Promise<DashboardPodcast[]> {
    const w = this.window(period);
    const type = thoughtType || null;
    if (type !== null && !(THOUGHT_TYPES as readonly string[]).includes(type))
      throw StreamException.badInput(`thought_type must be one of ${THOUGHT_TYPES.join(', ')}`);
    const rows = await this.repo.rows<PodcastCountRow>(
      podcastRankingsSql(w, type, clampLimit(limit, PODCAST_RANKINGS_LIMIT, DASHBOARD_MAX_LIMIT)),
    );
    return (await this.withPodcastInfo(rows)).map(({ row, info }) => ({ ...info, postCount: row.posts }));
  }

  private async withPodcastInfo(rows: PodcastCountRow[]) {
    const info = new Map((await this.repo.podcasts(rows.map((r) => r.podcast_id))).map((p) => [p.id, p]));
    return rows.flatMap((row) => {
      const p = info.get(row.podcast_id);
      if (!p) return [];
      const podcast: Omit<StreamDashboardPodcast, 'postCount' | 'sentimentCounts'> = {
        id: p.id,
        title: p.title,
        imageUrl: p.image_url,
        publisherName: p.publisher_name,
      };
      return [{ row, info: podcast }];
    });
  }

  private async withStreamInfo(rows: StreamCountRow[]): Promise<DashboardStream[]> {
    const info = new Map((await this.repo.streams(rows.map((r) => r.stream_id))).map((s) => [s.id, s]));
    return rows.flatMap((r) => {
      const s = info.get(r.stream_id);
      return s
        ? [{ id: s.id, name: s.name, type: s.stream_type, postCount: r.posts, sentimentCounts: sentiments(r) }]
        : [];
    });
  }
}
