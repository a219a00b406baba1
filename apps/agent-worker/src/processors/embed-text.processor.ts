import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AiProvider } from '@hivemind/ai';
import { JobName, type JobData, type JobResult, type ThoughtPipelineValue } from '@hivemind/contracts';
import { REDIS } from '@hivemind/common';
import { AI_PROVIDER } from '../tokens.js';
import { ProcessesJob, type JobHandler } from '@hivemind/common/nest';
import { runThoughtStage } from './thought-stage.js';

/**
 * The 'vectorizing' stage: a thought's embedding. Stateless: the text comes in the payload, or,
 * inside the pipeline, from the format stage below it (the formatted content is what the member
 * reads and what related thoughts compare); the vector goes back as the job's return value, which
 * the flow parent in thoughts-svc persists.
 */
@Injectable()
@ProcessesJob(JobName.EmbedText)
export class EmbedTextProcessor implements JobHandler<JobName.EmbedText> {
  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  process(job: Job<JobData<JobName.EmbedText>>): Promise<JobResult<JobName.EmbedText>> {
    const { text, userId, entityId, announce } = job.data;
    const work = async (upstream: ThoughtPipelineValue) => {
      const [result] = await this.ai.embed([upstream.content ?? text]);
      if (!result) throw new Error(`AI provider ${this.ai.name} returned no embedding`);
      return { ...upstream, embedding: result.embedding, model: result.model };
    };
    // Re-embedding an edit: nobody watches it, so no stage messages (and no upstream stage).
    if (announce === false) return work({});
    return runThoughtStage(
      job,
      this.redis,
      { jobName: JobName.EmbedText, stage: 'vectorizing', userId, thoughtId: entityId },
      work,
    );
  }
}
