import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { AiProvider } from '@hivemind/ai';
import { JobName, type JobData, type JobResult } from '@hivemind/contracts';
import { AI_PROVIDER } from '../tokens.js';
import { ProcessesJob, type JobHandler } from '@hivemind/common/nest';

/** A post's category and thought type (spec 4 POST /api/posts), with the same AI call as thoughts. */
@Injectable()
@ProcessesJob(JobName.ClassifyPost)
export class ClassifyPostProcessor implements JobHandler<JobName.ClassifyPost> {
  constructor(@Inject(AI_PROVIDER) private readonly ai: AiProvider) {}

  async process(job: Job<JobData<JobName.ClassifyPost>>): Promise<JobResult<JobName.ClassifyPost>> {
    return { classification: await this.ai.classify(job.data.text) };
  }
}
