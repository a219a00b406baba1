import { Injectable } from '@nestjs/common';
import { isUuid } from '@hivemind/common';
import { EPISODES_MAX_PAGE_SIZE, EPISODES_PAGE_SIZE, MEDIA_MAX_PAGE } from '@hivemind/contracts';
import type { MediaCounts, PodcastEpisode, PodcastEpisodeDetail } from './episode.model.js';
import { EpisodesRepository, type EpisodeRow } from './episodes.repository.js';
import { MediaCountsService, NO_COUNTS } from './media-counts.service.js';
import { PodcastException } from './podcasts.exception.js';
import { listWindow } from './podcasts.rules.js';
import { PodcastsService } from './podcasts.service.js';

/**
 * Episodes (spec 3 §2.11, §2.12, §3 Episode, §7): a podcast's episodes newest first, each with its
 * featured people and the counts of the posts drawn from it, and one episode with its podcast.
 */
@Injectable()
export class EpisodesService {
  constructor(
    private readonly repo: EpisodesRepository,
    private readonly counts: MediaCountsService,
    private readonly podcasts: PodcastsService,
  ) {}

  /**
   * GET /api/podcasts/{id}/episodes: `first` episodes after `offset` (callers ask one more than a
   * page to learn whether more follow), counted over all time; NOT_FOUND for an unknown podcast.
   */
  async page(podcastId: string, input: { offset?: number | null; first?: number | null }): Promise<PodcastEpisode[]> {
    await this.podcasts.byId(podcastId);
    const { offset, first } = listWindow(input, {
      fallback: EPISODES_PAGE_SIZE + 1,
      max: EPISODES_MAX_PAGE_SIZE + 1,
      maxOffset: MEDIA_MAX_PAGE * EPISODES_MAX_PAGE_SIZE,
    });
    const rows = await this.repo.page(podcastId, offset, first);
    const counts = await this.counts.episodes(
      rows.map((r) => r.id),
      this.counts.window(null),
    );
    return rows.map((r) => withCounts(r, counts.get(r.id)));
  }

  /**
   * GET /api/podcast-episodes/{id}: the episode with its podcast, its counts over the period
   * (default all_time, as the podcast's dashboard); NOT_FOUND for an unknown episode.
   */
  async detail(id: string, period: string | null | undefined): Promise<PodcastEpisodeDetail> {
    const w = this.counts.window(period);
    const row = isUuid(id) ? await this.repo.byId(id) : null;
    if (!row) throw PodcastException.episodeNotFound();
    const [podcast, counts] = await Promise.all([this.podcasts.byId(row.podcastId), this.counts.episodes([id], w)]);
    return { episode: withCounts(row, counts.get(id)), podcast, period: w.period };
  }
}

function withCounts(row: EpisodeRow, counts: MediaCounts | undefined): PodcastEpisode {
  return { ...row, ...(counts ?? NO_COUNTS) };
}
