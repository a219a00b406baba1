import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { AiProvider } from '@hivemind/ai';
import { JobName, type JobData, type JobResult } from '@hivemind/contracts';
import { AI_PROVIDER } from '../tokens.js';
import { ProcessesJob, type JobHandler } from '@hivemind/common/nest';

/**
 * Past Thinking insights: the related thoughts arrive in the payload (thoughts-svc found them by
 * vector similarity for their owner), so the worker still needs no database.
 */
@Injectable()
@ProcessesJob(JobName.SummarizeInsights)
export class SummarizeInsightsProcessor implements JobHandler<JobName.SummarizeInsights> {
  constructor(@Inject(AI_PROVIDER) private readonly ai: AiProvider) {}

  async process(job: Job<JobData<JobName.SummarizeInsights>>): Promise<JobResult<JobName.SummarizeInsights>> {
    const { thought, related, limit } = job.data;
    return { insights: await this.ai.summarizeInsights(thought, related, limit) };
  }
}
