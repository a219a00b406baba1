import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { PodcastEpisode, PodcastEpisodeDetail } from './episode.model.js';
import { EpisodesService } from './episodes.service.js';

/** Podcast episodes; guests read them all. */
@Resolver(() => PodcastEpisode)
export class EpisodesResolver {
  constructor(private readonly service: EpisodesService) {}

  /**
   * GET /api/podcasts/{id}/episodes: `first` episodes after `offset`, newest first (ask one more
   * than a page to learn whether more follow).
   */
  @Query(() => [PodcastEpisode])
  podcastEpisodes(
    @Args('podcastId', { type: () => ID }) podcastId: string,
    @Args('offset', { type: () => Int, nullable: true }) offset: number | null,
    @Args('first', { type: () => Int, nullable: true }) first: number | null,
  ): Promise<PodcastEpisode[]> {
    return this.service.page(podcastId, { offset, first });
  }

  /** GET /api/podcast-episodes/{id}; counts over `period` (default all_time). */
  @Query(() => PodcastEpisodeDetail)
  podcastEpisode(
    @Args('id', { type: () => ID }) id: string,
    @Args('period', { type: () => String, nullable: true }) period: string | null,
  ): Promise<PodcastEpisodeDetail> {
    return this.service.detail(id, period);
  }
}
