import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { AiProvider } from '@hivemind/ai';
import { JobName, type JobData, type JobResult } from '@hivemind/contracts';
import { ProcessesJob, type JobHandler } from '@hivemind/common/nest';
import { AI_PROVIDER } from '../tokens.js';

/**
 * A stream's embedding (its name, description and aliases, as feeds-svc wrote them in the payload).
 * Stateless: the vector goes back to feeds-svc's store-stream-embedding parent, which stores it.
 */
@Injectable()
@ProcessesJob(JobName.EmbedStream)
export class EmbedStreamProcessor implements JobHandler<JobName.EmbedStream> {
  constructor(@Inject(AI_PROVIDER) private readonly ai: AiProvider) {}

  async process(job: Job<JobData<JobName.EmbedStream>>): Promise<JobResult<JobName.EmbedStream>> {
    const [result] = await this.ai.embed([job.data.text]);
    if (!result) throw new Error(`AI provider ${this.ai.name} returned no embedding`);
    return { embedding: result.embedding, model: result.model };
  }
}
