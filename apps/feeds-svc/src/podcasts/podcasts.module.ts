import { Module } from '@nestjs/common';
import { PodcastsRepository } from './podcasts.repository.js';
import { PodcastsResolver } from './podcasts.resolver.js';
import { PodcastsService } from './podcasts.service.js';

@Module({ providers: [PodcastsRepository, PodcastsService, PodcastsResolver] })
export class PodcastsModule {}
