import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { JobName, type JobData, type JobResult, type ThoughtPipelineValue } from '@hivemind/contracts';
import type { Logger } from '@hivemind/common';
import { APP_LOGGER, ProcessesJob, type JobHandler } from '@hivemind/common/nest';
import { isValidEmbedding, PipelineRepository } from '../pipeline.repository.js';

/**
 * The flow parent of a re-embedding (ThoughtPipeline.reembed), on thoughts-results: stores the
 * vector of a thought's edited content, if the content is still what was embedded.
 */
@Injectable()
@ProcessesJob(JobName.ReembedThought)
export class ReembedThoughtJob implements JobHandler<JobName.ReembedThought> {
  constructor(
    private readonly repo: PipelineRepository,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async process(job: Job<JobData<JobName.ReembedThought>>): Promise<JobResult<JobName.ReembedThought>> {
    const { thoughtId, userId, text } = job.data;
    const [value] = Object.values(await job.getChildrenValues<ThoughtPipelineValue>());
    if (!value || !isValidEmbedding(value.embedding) || !value.model) {
      // The embed-text child failed for good (its reason is kept on it): the old vector stays.
      this.logger.warn({ thoughtId }, 'edited thought not re-embedded; related thoughts use its previous vector');
      return { thoughtId, status: 'stale' };
    }
    const stored = await this.repo.saveEmbeddingOfContent(userId, thoughtId, text, value.embedding, value.model);
    return { thoughtId, status: stored ? 'stored' : 'stale' };
  }
}
