import { Module } from '@nestjs/common';
import { ListMatchingModule } from '../list-matching/list-matching.module.js';
import { FinalizeThoughtJob } from './jobs/finalize-thought.job.js';
import { ReembedThoughtJob } from './jobs/reembed-thought.job.js';
import { PipelineRepository } from './pipeline.repository.js';
import { StageProgress } from './stage-progress.js';
import { ThoughtPipeline } from './thought-pipeline.flow.js';

export { isValidEmbedding, PipelineRepository } from './pipeline.repository.js';
export { StageProgress } from './stage-progress.js';
export { ThoughtPipeline, pipelineFlow, type ThoughtPipelineStart } from './thought-pipeline.flow.js';

/**
 * A thought's processing: ThoughtPipeline.start() queues the flow, its parents on thoughts-results
 * (jobs/: finalize-thought, reembed-thought) store the result. ListMatchingRepository (list-matching/)
 * gives the flow the member's lists and stores their items. Needs PRISMA, REDIS, APP_ENV and
 * APP_LOGGER, which SubgraphCoreModule provides globally; the app's JobHost runs the jobs.
 */
@Module({
  imports: [ListMatchingModule],
  providers: [ThoughtPipeline, FinalizeThoughtJob, ReembedThoughtJob, PipelineRepository, StageProgress],
  exports: [ThoughtPipeline, PipelineRepository, StageProgress],
})
export class PipelineModule {}
