import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  EMBEDDING_DIMENSIONS,
  JobName,
  QueueName,
  topics,
  type EmbeddingResult,
  type JobData,
  type JobResult,
} from '@hivemind/contracts';
import { PRISMA, ProgressReporter, REDIS, runWithCorrelationId, withErrorSorting, type Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER } from '@hivemind/common/nest';

/** What this worker needs of thoughts-svc's PrismaClient. */
export interface RawExecutor {
  $executeRaw(query: TemplateStringsArray, ...values: unknown[]): Promise<number>;
}

/**
 * The flow parent of a thought's embedding, on thoughts-svc's own results queue: it reads the
 * vector the agent child returned and stores it on the thought with the model that made it
 * (the vector column is pgvector, which Prisma cannot write, hence raw SQL), then tells the user's
 * progress topic that the thought is stored.
 */
@Injectable()
export class PersistThoughtEmbeddingWorker implements OnModuleInit, OnModuleDestroy {
  private worker: Worker | undefined;

  constructor(
    @Inject(PRISMA) private readonly prisma: RawExecutor,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_ENV) private readonly env: { BULL_PREFIX: string },
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.worker = new Worker(
      QueueName.ThoughtsResults,
      (job: Job) => {
        if (job.name !== JobName.PersistThoughtEmbedding) {
          throw new UnrecoverableError(`No processor for job "${job.name}" on queue "${QueueName.ThoughtsResults}"`);
        }
        const typed = job as Job<JobData<JobName.PersistThoughtEmbedding>>;
        return runWithCorrelationId(typed.data.correlationId, () => withErrorSorting(() => this.process(typed)));
      },
      // BullMQ duplicates the shared client for its blocking connection and leaves the shared one open.
      { connection: this.redis, prefix: this.env.BULL_PREFIX },
    );
    this.worker.on('failed', (job, error) =>
      this.logger.warn({ jobId: job?.id, jobName: job?.name, err: error }, 'embedding not stored'),
    );
    this.worker.on('error', (error) => this.logger.error({ err: error }, 'thoughts-results worker error'));
  }

  /** Waits for a write in progress; runs before the shared Prisma and Redis clients close. */
  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    this.worker = undefined;
  }

  async process(
    job: Job<JobData<JobName.PersistThoughtEmbedding>>,
  ): Promise<JobResult<JobName.PersistThoughtEmbedding>> {
    const { thoughtId, userId } = job.data;
    const [result] = Object.values(await job.getChildrenValues<EmbeddingResult>());
    if (!result || result.embedding.length !== EMBEDDING_DIMENSIONS || !result.embedding.every(Number.isFinite)) {
      throw new UnrecoverableError(
        `thought ${thoughtId}: the embed-text child returned no valid ${EMBEDDING_DIMENSIONS}-d vector`,
      );
    }
    const vector = `[${result.embedding.join(',')}]`;
    const updated = await this.prisma.$executeRaw`
      UPDATE thought SET embedding = ${vector}::vector, embedding_model = ${result.model}
      WHERE id = ${thoughtId}::uuid`;
    if (updated === 0) {
      // Deleted while the vector was computed: nothing to store, nothing to retry.
      this.logger.info({ thoughtId }, 'thought gone before its embedding was stored');
    }
    const progress = new ProgressReporter(job, this.redis, topics.thoughtProgress(userId, thoughtId), {
      jobName: JobName.PersistThoughtEmbedding,
      entityId: thoughtId,
    });
    await progress.report({ stage: 'stored', status: 'completed', percent: 100 });
    return { thoughtId, model: result.model };
  }
}
