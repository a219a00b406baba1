import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { Podcast } from './podcast.model.js';
import { PodcastsService } from './podcasts.service.js';

@Resolver(() => Podcast)
export class PodcastsResolver {
  constructor(private readonly service: PodcastsService) {}

  @Query(() => [Podcast])
  podcasts(@Args('limit', { type: () => Int, nullable: true }) limit: number | null): Promise<Podcast[]> {
    return this.service.tracked(limit);
  }

  /** GET /api/posts?streamId: the stream feed's podcast filter (podcasts with posts tagged to the stream). */
  @Query(() => [Podcast])
  streamPodcasts(@Args('streamId', { type: () => ID }) streamId: string): Promise<Podcast[]> {
    return this.service.withPostsInStream(streamId);
  }
}
