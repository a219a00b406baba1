import { Module } from '@nestjs/common';
import { PodcastsResolver } from './podcasts.resolver.js';
import { PodcastsService } from './podcasts.service.js';

@Module({ providers: [PodcastsService, PodcastsResolver] })
export class PodcastsModule {}
