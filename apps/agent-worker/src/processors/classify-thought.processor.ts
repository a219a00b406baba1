import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AiProvider } from '@hivemind/ai';
import { JobName, type JobData, type JobResult } from '@hivemind/contracts';
import { REDIS } from '@hivemind/common';
import { AI_PROVIDER } from '../tokens.js';
import { ProcessesJob, type JobHandler } from '@hivemind/common/nest';
import { runThoughtStage } from './thought-stage.js';

/** The 'classifying' stage: category, thought type and topic of the thought's text. */
@Injectable()
@ProcessesJob(JobName.ClassifyThought)
export class ClassifyThoughtProcessor implements JobHandler<JobName.ClassifyThought> {
  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  process(job: Job<JobData<JobName.ClassifyThought>>): Promise<JobResult<JobName.ClassifyThought>> {
    const { thoughtId, userId, text } = job.data;
    return runThoughtStage(
      job,
      this.redis,
      { jobName: JobName.ClassifyThought, stage: 'classifying', userId, thoughtId },
      async () => ({ classification: await this.ai.classify(text) }),
      { first: true },
    );
  }
}
