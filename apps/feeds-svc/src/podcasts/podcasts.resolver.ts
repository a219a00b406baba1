import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { PodcastDashboard } from './episode.model.js';
import { MediaCountsService } from './media-counts.service.js';
import { Podcast } from './podcast.model.js';
import { PodcastsService } from './podcasts.service.js';

/** Podcasts; guests read them all. */
@Resolver(() => Podcast)
export class PodcastsResolver {
  constructor(
    private readonly service: PodcastsService,
    private readonly counts: MediaCountsService,
  ) {}

  @Query(() => [Podcast])
  podcasts(@Args('limit', { type: () => Int, nullable: true }) limit: number | null): Promise<Podcast[]> {
    return this.service.tracked(limit);
  }

  /** GET /api/podcasts/{id}. */
  @Query(() => Podcast)
  podcast(@Args('id', { type: () => ID }) id: string): Promise<Podcast> {
    return this.service.byId(id);
  }

  /** GET /api/podcasts/{id}/dashboard; period: last_24_hours, last_7_days, last_30_days or all_time (default). */
  @Query(() => PodcastDashboard)
  podcastDashboard(
    @Args('id', { type: () => ID }) id: string,
    @Args('period', { type: () => String, nullable: true }) period: string | null,
  ): Promise<PodcastDashboard> {
    return this.counts.podcastDashboard(id, period);
  }

  /** GET /api/posts?streamId: the stream feed's podcast filter (podcasts with posts tagged to the stream). */
  @Query(() => [Podcast])
  streamPodcasts(@Args('streamId', { type: () => ID }) streamId: string): Promise<Podcast[]> {
    return this.service.withPostsInStream(streamId);
  }
}
