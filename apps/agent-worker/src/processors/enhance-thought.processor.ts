import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { AiProvider } from '@hivemind/ai';
import { JobName, type JobData, type JobResult } from '@hivemind/contracts';
import { AI_PROVIDER } from '../tokens.js';
import { ProcessesJob, type JobHandler } from '@hivemind/common/nest';

/** An enhancement preview (Punchy, Simplify, Clarify, Markdown, Custom): computed, never stored. */
@Injectable()
@ProcessesJob(JobName.EnhanceThought)
export class EnhanceThoughtProcessor implements JobHandler<JobName.EnhanceThought> {
  constructor(@Inject(AI_PROVIDER) private readonly ai: AiProvider) {}

  async process(job: Job<JobData<JobName.EnhanceThought>>): Promise<JobResult<JobName.EnhanceThought>> {
    const { content, action, instructions } = job.data;
    return { content: await this.ai.enhance(content, action, instructions) };
  }
}
