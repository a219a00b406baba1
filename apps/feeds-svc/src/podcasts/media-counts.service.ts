import { Injectable } from '@nestjs/common';
import { MEDIA_MAX_STREAMS } from '@hivemind/contracts';
import type { PodcastDashboard } from './episode.model.js';
import { MediaCountsRepository } from './media-counts.repository.js';
import type { MediaCounts } from './media-counts.model.js';
import type { MediaKind } from './media-counts.queries.js';
import { parsePeriod, periodSince } from './podcasts.rules.js';
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
 * first (spec 3 §9 "stream widgets by post_count descending"), at most MEDIA_MAX_STREAMS.
 */
@Injectable()
export class MediaCountsService {
  constructor(
    private readonly repo: MediaCountsRepository,
    private readonly podcasts: PodcastsService,
  ) {}

  /** By id: the counts of each of `ids` since `since` (null: all time), zeros where none. */
  async of(kind: MediaKind, ids: string[], since: Date | null): Promise<Map<string, MediaCounts>> {
    return this.repo.countsOf(kind, ids, since, MEDIA_MAX_STREAMS);
  }

  /**
   * GET /api/podcasts/{id}/dashboard (spec 3 §3 Podcast dashboard): the podcast's posts of the
   * period (default all_time) by thought type, the streams they are tagged to with their sentiments,
   * and the sentiments overall. NOT_FOUND for an unknown podcast, BAD_USER_INPUT for a bad period.
   */
  async podcastDashboard(
    id: string,
    periodInput: string | null | undefined,
    now = new Date(),
  ): Promise<PodcastDashboard> {
    const period = parsePeriod(periodInput);
    const podcast = await this.podcasts.byId(id);
    const counts = (await this.of('podcast', [id], periodSince(period, now))).get(id);
    return { podcast, period, ...(counts ?? NO_COUNTS) };
  }
}
