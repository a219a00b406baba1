import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  CATEGORIES,
  EMBEDDING_DIMENSIONS,
  JobName,
  QueueName,
  THOUGHT_TYPES,
  isSentiment,
  type JobData,
  type JobResult,
  type PostPipelineValue,
  type StreamTag,
} from '@hivemind/contracts';
import { isUuid, REDIS, runWithCorrelationId, withErrorSorting, type Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER } from '@hivemind/common/nest';
import { PostPipelineRepository } from './post-pipeline.repository.js';

/**
 * The flow parent of a new post, on feeds-svc's results queue: stores the classification (only
 * where the author has not set one meanwhile), the embedding and the stream tags with sentiment
 * (post_stream; a manual assignment is never overwritten) the agent children computed.
 */
@Injectable()
export class FinalizePostWorker implements OnModuleInit, OnModuleDestroy {
  private worker: Worker | undefined;

  constructor(
    private readonly repo: PostPipelineRepository,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_ENV) private readonly env: { BULL_PREFIX: string },
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.worker = new Worker(
      QueueName.FeedsResults,
      (job: Job) => {
        if (job.name !== JobName.FinalizePost) {
          throw new UnrecoverableError(`No processor for job "${job.name}" on queue "${QueueName.FeedsResults}"`);
        }
        const typed = job as Job<JobData<JobName.FinalizePost>>;
        return runWithCorrelationId(typed.data.correlationId, () => withErrorSorting(() => this.process(typed)));
      },
      { connection: this.redis, prefix: this.env.BULL_PREFIX, concurrency: 16 },
    );
    this.worker.on('failed', (job, error) =>
      this.logger.warn({ jobId: job?.id, jobName: job?.name, err: error }, 'post not finalized'),
    );
    this.worker.on('error', (error) => this.logger.error({ err: error }, 'feeds-results worker error'));
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    this.worker = undefined;
  }

  async process(job: Job<JobData<JobName.FinalizePost>>): Promise<JobResult<JobName.FinalizePost>> {
    const { postId } = job.data;
    const values = Object.values(await job.getChildrenValues<PostPipelineValue>());
    const merged: PostPipelineValue = Object.assign({}, ...values);
    const c = merged.classification;
    const category = c && (CATEGORIES as readonly string[]).includes(c.category) ? c.category : null;
    const thoughtType = c && (THOUGHT_TYPES as readonly string[]).includes(c.thoughtType) ? c.thoughtType : null;
    const embedding = validEmbedding(merged.embedding) ? merged.embedding : null;
    const tags = (merged.streamTags ?? []).filter(validTag);
    if (!category && !thoughtType && !embedding && merged.streamTags === undefined) {
      this.logger.warn({ postId }, 'post processing produced nothing to store');
      return { postId, status: 'failed' };
    }
    const stored = await this.repo.storeResults(postId, {
      category,
      thoughtType,
      embedding,
      model: embedding ? (merged.model ?? null) : null,
    });
    if (stored && tags.length > 0) await this.repo.storeStreamTags(postId, tags);
    return { postId, status: stored ? 'ready' : 'gone' };
  }
}

function validTag(t: StreamTag): boolean {
  return (
    typeof t.streamId === 'string' &&
    isUuid(t.streamId) &&
    typeof t.sentiment === 'string' &&
    isSentiment(t.sentiment) &&
    Number.isFinite(t.confidence) &&
    Number.isFinite(t.sentimentScore) &&
    typeof t.sentimentAnalysis === 'string'
  );
}

function validEmbedding(e: unknown): e is number[] {
  return (
    Array.isArray(e) && e.length === EMBEDDING_DIMENSIONS && e.every((v) => typeof v === 'number' && Number.isFinite(v))
  );
}
