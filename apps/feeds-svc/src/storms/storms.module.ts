import { Module } from '@nestjs/common';
import { PermissionsModule } from '../permissions/permissions.module.js';
import { PostsModule } from '../posts/posts.module.js';
import { StormParticipationModule } from '../storm-participation/storm-participation.module.js';
import { CloseStormJob } from './jobs/close-storm.job.js';
import { StormCloseCheck } from './storm-close-check.js';
import { StormCloser } from './storm-closer.js';
import { StormsRepository } from './storms.repository.js';
import { StormFieldsResolver, StormsResolver, StormStatusFieldsResolver } from './storms.resolver.js';
import { StormsService } from './storms.service.js';

/**
 * Storms: creating and closing them (by hand, or at their end time: a delayed job, and a periodic check
 * should Redis lose the job), reading them, the storm feeds.
 */
@Module({
  imports: [PermissionsModule, PostsModule, StormParticipationModule],
  providers: [
    StormsRepository,
    StormCloser,
    StormCloseCheck,
    StormsService,
    StormsResolver,
    StormFieldsResolver,
    StormStatusFieldsResolver,
    CloseStormJob,
  ],
})
export class StormsModule {}
