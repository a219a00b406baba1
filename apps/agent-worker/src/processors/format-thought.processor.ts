import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AiProvider } from '@hivemind/ai';
import { JobName, type JobData, type JobResult } from '@hivemind/contracts';
import { REDIS } from '@hivemind/common';
import { AI_PROVIDER } from '../tokens.js';
import { ProcessesJob, type JobHandler } from '@hivemind/common/nest';
import { runThoughtStage } from './thought-stage.js';

/** The 'formatting' stage: the captured text tidied into the thought's displayed content. */
@Injectable()
@ProcessesJob(JobName.FormatThought)
export class FormatThoughtProcessor implements JobHandler<JobName.FormatThought> {
  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  process(job: Job<JobData<JobName.FormatThought>>): Promise<JobResult<JobName.FormatThought>> {
    const { thoughtId, userId, text } = job.data;
    return runThoughtStage(
      job,
      this.redis,
      { jobName: JobName.FormatThought, stage: 'formatting', userId, thoughtId },
      async (upstream) => ({ ...upstream, content: await this.ai.format(text) }),
    );
  }
}
