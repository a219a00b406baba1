import { Injectable } from '@nestjs/common';
import { MEDIA_MAX_STREAMS, PODCAST_DASHBOARD_DEFAULT_PERIOD } from '@hivemind/contracts';
import { parsePeriod, periodWindow, type PeriodWindow } from '../dashboard/dashboard.rules.js';
import type { MediaCounts, PodcastDashboard } from './episode.model.js';
import { MediaCountsRepository } from './media-counts.repository.js';
import { PodcastException } from './podcasts.exception.js';
import { PodcastsService } from './podcasts.service.js';

/** What a podcast or an episode with no counted posts shows. */
export const NO_COUNTS: MediaCounts = {
  postCounts: { total: 0, byThoughtType: [] },
  streams: [],
  sentimentCounts: { positive: 0, negative: 0, neutral: 0, mixed: 0 },
};

/**
 * The counts of the posts drawn from podcasts and episodes (spec 3 §3 Episode, Podcast dashboard):
 * counted posts are the ones every feed shows (public, not moderated); streams by post count, most
 * first (spec 3 §9 "stream widgets by post_count descending"), at most MEDIA_MAX_STREAMS; periods as
 * the stream dashboard's (UTC hour and day buckets), all_time by default.
 */
@Injectable()
export class MediaCountsService {
  constructor(
    private readonly repo: MediaCountsRepository,
    private readonly podcasts: PodcastsService,
  ) {}

  /** The period asked (absent: all_time); BAD_USER_INPUT outside last_24_hours .. all_time. */
  window(period: string | null | undefined, now = new Date()): PeriodWindow {
    const parsed = parsePeriod(period, PODCAST_DASHBOARD_DEFAULT_PERIOD);
    if (parsed === null) throw PodcastException.badPeriod();
    return periodWindow(parsed, now);
  }

  /** By id: each episode's counts in the window (zeros where none). */
  episodes(ids: string[], w: PeriodWindow): Promise<Map<string, MediaCounts>> {
    return this.repo.episodes(ids, w.since, MEDIA_MAX_STREAMS);
  }

  /**
   * GET /api/podcasts/{id}/dashboard (spec 3 §3 Podcast dashboard): the podcast's posts of the
   * period by thought type, the streams they are tagged to with their sentiments, and the sentiments
   * overall, from the activity rollups. NOT_FOUND for an unknown podcast.
   */
  async podcastDashboard(id: string, period: string | null | undefined): Promise<PodcastDashboard> {
    const w = this.window(period);
    const podcast = await this.podcasts.byId(id);
    const counts = await this.repo.podcast(id, w, MEDIA_MAX_STREAMS);
    return { podcast, period: w.period, ...(counts ?? NO_COUNTS) };
  }
}
