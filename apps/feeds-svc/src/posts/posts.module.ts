import { Module } from '@nestjs/common';
import { HiveReadModelModule } from '../hive-read-model/hive-read-model.module.js';
import { PermissionsModule } from '../permissions/permissions.module.js';
import { RollupsModule } from '../rollups/rollups.module.js';
import { StormParticipationModule } from '../storm-participation/storm-participation.module.js';
import { ActiveStreamsRepository } from '../streams/active-streams.repository.js';
import { FinalizePostJob } from './jobs/finalize-post.job.js';
import { PageReads } from '../read-pool.js';
import { PostDetailsRepository } from './post-details.repository.js';
import { PostPipeline } from './post-pipeline.js';
import { PostPipelineRepository } from './post-pipeline.repository.js';
import { PostsRepository } from './posts.repository.js';
import { PostsResolver } from './posts.resolver.js';
import { PostsService } from './posts.service.js';
import { ThinkerControlsResolver } from './thinker-controls.resolver.js';
import { ThinkerControlsService } from './thinker-controls.service.js';

/**
 * Posts: creating one (and its AI flow: PostPipeline queues it, FinalizePostJob stores what it
 * computed), reading and presenting them for a viewer (PostsService, which the feeds use), and the
 * author's Thinker Controls.
 */
@Module({
  imports: [HiveReadModelModule, PermissionsModule, RollupsModule, StormParticipationModule],
  providers: [
    PostsRepository,
    PageReads,
    PostDetailsRepository,
    PostPipelineRepository,
    ActiveStreamsRepository,
    PostPipeline,
    FinalizePostJob,
    PostsService,
    PostsResolver,
    ThinkerControlsService,
    ThinkerControlsResolver,
  ],
  exports: [PostsService, PostPipeline],
})
export class PostsModule {}
