import { Module } from '@nestjs/common';
import { ListMatchingRepository } from '../list-items/list-matching.repository.js';
import { AgentJobs } from './agent-jobs.js';
import { FinalizeThoughtWorker } from './finalize-thought.worker.js';
import { PipelineRepository } from './pipeline.repository.js';
import { StageProgress } from './stage-progress.js';
import { ThoughtPipeline } from './thought-pipeline.flow.js';

export { AgentJobs, AgentJobTimeoutError, type AgentRequestJob } from './agent-jobs.js';
export { PipelineRepository } from './pipeline.repository.js';
export { StageProgress } from './stage-progress.js';
export { ThoughtPipeline, pipelineFlow, type ThoughtPipelineStart } from './thought-pipeline.flow.js';

/**
 * A thought's processing: ThoughtPipeline.start() queues the flow, FinalizeThoughtWorker (on
 * thoughts-results) stores its result; AgentJobs runs single agent jobs for callers that wait.
 * ListMatchingRepository (list-items/) gives the flow the member's lists and stores their items.
 * Needs PRISMA, REDIS, APP_ENV and APP_LOGGER, which SubgraphCoreModule provides globally.
 */
@Module({
  providers: [
    ThoughtPipeline,
    FinalizeThoughtWorker,
    PipelineRepository,
    StageProgress,
    AgentJobs,
    ListMatchingRepository,
  ],
  exports: [ThoughtPipeline, PipelineRepository, StageProgress, AgentJobs, ListMatchingRepository],
})
export class PipelineModule {}
