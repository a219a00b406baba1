import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AiProvider } from '@hivemind/ai';
import { JobName, topics, type JobData, type JobResult } from '@hivemind/contracts';
import { isPermanentError, ProgressReporter, REDIS } from '@hivemind/common';
import { AI_PROVIDER } from '../tokens.js';
import { ProcessesJob, type JobProcessor } from './job-processor.js';

/**
 * Turns a thought's text into its embedding. Stateless: the text comes in the payload and the
 * vector goes back as the job's return value, which the flow parent in thoughts-svc persists.
 */
@Injectable()
@ProcessesJob(JobName.EmbedText)
export class EmbedTextProcessor implements JobProcessor<JobName.EmbedText> {
  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async process(job: Job<JobData<JobName.EmbedText>>): Promise<JobResult<JobName.EmbedText>> {
    const { text, userId, entityId } = job.data;
    const progress = new ProgressReporter(job, this.redis, topics.thoughtProgress(userId, entityId), {
      jobName: JobName.EmbedText,
      entityId,
    });
    await progress.report({ stage: 'vectorizing', status: 'started', percent: 0 });
    try {
      const [result] = await this.ai.embed([text]);
      if (!result) throw new Error(`AI provider ${this.ai.name} returned no embedding`);
      await progress.report({ stage: 'vectorizing', status: 'completed', percent: 100 });
      return result;
    } catch (error) {
      // Only the last attempt tells the user: earlier failures are retried and may still succeed.
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (lastAttempt || isPermanentError(error)) {
        const message = error instanceof Error ? error.message : String(error);
        await progress
          .report({ stage: 'vectorizing', status: 'failed', percent: 0, error: message })
          .catch(() => undefined);
      }
      throw error;
    }
  }
}
