import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { Podcast } from './podcast.model.js';
import { PodcastsService } from './podcasts.service.js';

@Resolver(() => Podcast)
export class PodcastsResolver {
  constructor(private readonly service: PodcastsService) {}

  @Query(() => [Podcast])
  podcasts(@Args('limit', { type: () => Int, nullable: true }) limit: number | null): Promise<Podcast[]> {
    return this.service.tracked(limit);
  }
}
