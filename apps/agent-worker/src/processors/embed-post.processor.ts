import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { AiProvider } from '@hivemind/ai';
import { JobName, type JobData, type JobResult } from '@hivemind/contracts';
import { AI_PROVIDER } from '../tokens.js';
import { ProcessesJob, type JobHandler } from '@hivemind/common/nest';

/** A post's embedding. Stateless: the vector goes back to feeds-svc's flow parent, which stores it. */
@Injectable()
@ProcessesJob(JobName.EmbedPost)
export class EmbedPostProcessor implements JobHandler<JobName.EmbedPost> {
  constructor(@Inject(AI_PROVIDER) private readonly ai: AiProvider) {}

  async process(job: Job<JobData<JobName.EmbedPost>>): Promise<JobResult<JobName.EmbedPost>> {
    const [result] = await this.ai.embed([job.data.text]);
    if (!result) throw new Error(`AI provider ${this.ai.name} returned no embedding`);
    return { embedding: result.embedding, model: result.model };
  }
}
