import { Module } from '@nestjs/common';
import { HivesModule } from '../hives/hives.module.js';
import { FollowsRepository } from './follows.repository.js';
import { FollowsResolver } from './follows.resolver.js';
import { FollowsService } from './follows.service.js';

@Module({ imports: [HivesModule], providers: [FollowsRepository, FollowsService, FollowsResolver] })
export class FollowsModule {}
