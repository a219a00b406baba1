import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  CATEGORIES,
  EMBEDDING_DIMENSIONS,
  JobName,
  QueueName,
  THOUGHT_TYPES,
  type JobData,
  type JobResult,
  type PostPipelineValue,
} from '@hivemind/contracts';
import { PRISMA, REDIS, runWithCorrelationId, withErrorSorting, type Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER } from '@hivemind/common/nest';
import type { FeedsPrisma } from '../prisma.js';

/**
 * The flow parent of a new post, on feeds-svc's results queue: stores the classification (only
 * where the author has not set one meanwhile) and the embedding the agent children computed.
 */
@Injectable()
export class FinalizePostWorker implements OnModuleInit, OnModuleDestroy {
  private worker: Worker | undefined;

  constructor(
    @Inject(PRISMA) private readonly prisma: FeedsPrisma,
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
    if (!category && !thoughtType && !embedding) {
      this.logger.warn({ postId }, 'post processing produced nothing to store');
      return { postId, status: 'failed' };
    }
    const updated = await this.prisma.$executeRawUnsafe(
      `update post set category = coalesce(category, $2), thought_type = coalesce(thought_type, $3),
         embedding = coalesce($4::vector, embedding), embedding_model = coalesce($5, embedding_model)
       where id = $1::uuid`,
      postId,
      category,
      thoughtType,
      embedding ? `[${embedding.join(',')}]` : null,
      embedding ? (merged.model ?? null) : null,
    );
    return { postId, status: updated > 0 ? 'ready' : 'gone' };
  }
}

function validEmbedding(e: unknown): e is number[] {
  return (
    Array.isArray(e) && e.length === EMBEDDING_DIMENSIONS && e.every((v) => typeof v === 'number' && Number.isFinite(v))
  );
}
