import { Module } from '@nestjs/common';
import { EpisodesRepository } from './episodes.repository.js';
import { EpisodesResolver } from './episodes.resolver.js';
import { EpisodesService } from './episodes.service.js';
import { MediaCountsRepository } from './media-counts.repository.js';
import { MediaCountsService } from './media-counts.service.js';
import { PODCAST_FIELD_RESOLVERS } from './podcast-fields.resolver.js';
import { PodcastsRepository } from './podcasts.repository.js';
import { PodcastsResolver } from './podcasts.resolver.js';
import { PodcastsService } from './podcasts.service.js';

/** Podcasts and their episodes, with the counts of the posts drawn from them. */
@Module({
  providers: [
    PodcastsRepository,
    EpisodesRepository,
    MediaCountsRepository,
    PodcastsService,
    MediaCountsService,
    EpisodesService,
    PodcastsResolver,
    EpisodesResolver,
    ...PODCAST_FIELD_RESOLVERS,
  ],
})
export class PodcastsModule {}
