import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { FlowJob } from 'bullmq';
import {
  DEFAULT_JOB_OPTIONS,
  JobName,
  QueueName,
  jobIdFor,
  streamEmbeddingText,
  type JobData,
} from '@hivemind/contracts';
import {
  currentCorrelationId,
  FLOW_STARTS,
  type FlowStartRecord,
  type FlowStarts,
  type Logger,
} from '@hivemind/common';
import { APP_LOGGER } from '@hivemind/common/nest';
import { StreamEmbeddingsRepository, type StreamText } from './stream-embeddings.repository.js';

/** Streams a boot queues at most (the rest wait for the next boot). */
const SWEEP_LIMIT = 500;

/** The flow kind of a stream's embedding (FlowStarts). */
export const STREAM_EMBEDDING = 'stream-embedding';

/** What a recorded stream embedding carries: `key` names its jobs. */
interface OwedStreamEmbedding extends JobData<JobName.StoreStreamEmbedding> {
  key: string;
}

/** store-stream-embedding (feeds-results) ← embed-stream (agent-feeds); job ids from `key`. */
export function streamEmbeddingFlow(key: string, data: JobData<JobName.StoreStreamEmbedding>): FlowJob {
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
 * A stream's embedding (name, description and aliases) as a BullMQ flow: the agent worker embeds it,
 * feeds-svc's store-stream-embedding job stores it while the stream still reads as the embedded text.
 *
 * Durable start: a stream's creation or change records the owed flow (`owed`) in its own
 * transaction, then `start` adds it; FlowStarts re-adds it while Redis lacks it. A fresh key per
 * change names the jobs (a stream changed back to an earlier text is embedded again) and supersedes
 * the stream's earlier owed embedding. Streams due without an owed flow (written before, or by a
 * seed) are recorded and queued at boot.
 */
@Injectable()
export class StreamEmbeddings implements OnApplicationBootstrap {
  constructor(
    @Inject(FLOW_STARTS) private readonly flowStarts: FlowStarts,
    @Inject(APP_LOGGER) private readonly logger: Logger,
    private readonly repo: StreamEmbeddingsRepository,
  ) {
    flowStarts.register<OwedStreamEmbedding>(STREAM_EMBEDDING, {
      queue: QueueName.FeedsResults,
      build: async ({ key, streamId, text, correlationId }) =>
        streamEmbeddingFlow(key, { streamId, text, correlationId }),
    });
  }

  /** What a created or changed stream owes, to record in the write's transaction. */
  owed(stream: StreamText, correlationId = currentCorrelationId()): FlowStartRecord {
    const key = randomUUID();
    const input: OwedStreamEmbedding = { key, streamId: stream.id, text: streamEmbeddingText(stream), correlationId };
    return this.flowStarts.record(STREAM_EMBEDDING, jobIdFor(key, JobName.StoreStreamEmbedding), input, {
      supersedes: stream.id,
    });
  }

  /** Adds a recorded embedding after the write's commit (a failure is left to the sweeper). */
  async start(owed: FlowStartRecord): Promise<void> {
    await this.flowStarts.start(owed);
  }

  /** Streams due for an embedding, queued in the background once the app is up. */
  onApplicationBootstrap(): void {
    void this.sweep().catch((err: unknown) => this.logger.warn({ err }, 'stream embeddings not queued at boot'));
  }

  /** Records and queues the embedding of each stream due without an owed one; answers how many. */
  async sweep(): Promise<number> {
    const owed = await this.repo.oweDue(SWEEP_LIMIT, STREAM_EMBEDDING, (s) => this.owed(s));
    for (const record of owed) await this.start(record);
    return owed.length;
  }
}
