import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { FlowProducer, type FlowJob } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  DEFAULT_JOB_OPTIONS,
  JobName,
  QueueName,
  jobIdFor,
  streamEmbeddingText,
  type JobData,
} from '@hivemind/contracts';
import { currentCorrelationId, REDIS, type Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER } from '@hivemind/common/nest';
import { StreamEmbeddingsRepository, type StreamText } from './stream-embeddings.repository.js';

/** Streams a boot queues at most (the rest wait for the next boot). */
const SWEEP_LIMIT = 500;

/** store-stream-embedding (feeds-results) ← embed-stream (agent-feeds), with a fresh id per request. */
export function streamEmbeddingFlow(data: JobData<JobName.StoreStreamEmbedding>): FlowJob {
  // A fresh id each time: a stream changed back to an earlier text must be embedded again.
  const key = randomUUID();
  const child: JobData<JobName.EmbedStream> = data;
  return {
    name: JobName.StoreStreamEmbedding,
    queueName: QueueName.FeedsResults,
    data,
    opts: { ...DEFAULT_JOB_OPTIONS, jobId: jobIdFor(key, JobName.StoreStreamEmbedding) },
    children: [
      {
        name: JobName.EmbedStream,
        queueName: QueueName.AgentFeeds,
        data: child,
        // A failed embedding still lets the parent run (and log it) instead of waiting forever.
        opts: { ...DEFAULT_JOB_OPTIONS, jobId: jobIdFor(key, JobName.EmbedStream), ignoreDependencyOnFailure: true },
      },
    ],
  };
}

/**
 * Queues a stream's embedding (name, description and aliases) as a BullMQ flow: the agent worker
 * embeds it, feeds-svc's store-stream-embedding job stores it. What is due is recorded in the stream
 * row itself (no embedding, or embedded_at older than updated_at), so a flow lost before it was queued
 * is queued again at the next boot.
 */
@Injectable()
export class StreamEmbeddings implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly producer: FlowProducer;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(APP_ENV) env: { BULL_PREFIX: string },
    @Inject(APP_LOGGER) private readonly logger: Logger,
    private readonly repo: StreamEmbeddingsRepository,
  ) {
    this.producer = new FlowProducer({ connection: redis, prefix: env.BULL_PREFIX });
  }

  async queue(stream: StreamText): Promise<void> {
    await this.producer.add(
      streamEmbeddingFlow({
        streamId: stream.id,
        text: streamEmbeddingText(stream),
        correlationId: currentCorrelationId(),
      }),
    );
  }

  /** Streams due for an embedding, queued in the background once the app is up. */
  onApplicationBootstrap(): void {
    void this.sweep().catch((err: unknown) => this.logger.warn({ err }, 'stream embeddings not queued at boot'));
  }

  async sweep(): Promise<number> {
    const due = await this.repo.due(SWEEP_LIMIT);
    if (due.length > 0)
      await this.producer.addBulk(
        due.map((s) => streamEmbeddingFlow({ streamId: s.id, text: streamEmbeddingText(s) })),
      );
    return due.length;
  }

  async onModuleDestroy(): Promise<void> {
    await this.producer.close();
  }
}
