import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { EMBEDDING_DIMENSIONS, JobName, type EmbeddingResult, type JobData, type JobResult } from '@hivemind/contracts';
import type { Logger } from '@hivemind/common';
import { APP_LOGGER, ProcessesJob, type JobHandler } from '@hivemind/common/nest';
import { StreamEmbeddingsRepository } from '../stream-embeddings.repository.js';

/**
 * The flow parent of a stream's embedding (StreamEmbeddings.queue), on feeds-results: stores the
 * vector embed-stream computed, if the stream still reads as the embedded text.
 */
@Injectable()
@ProcessesJob(JobName.StoreStreamEmbedding)
export class StoreStreamEmbeddingJob implements JobHandler<JobName.StoreStreamEmbedding> {
  constructor(
    private readonly repo: StreamEmbeddingsRepository,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async process(job: Job<JobData<JobName.StoreStreamEmbedding>>): Promise<JobResult<JobName.StoreStreamEmbedding>> {
    const { streamId, text } = job.data;
    const [value] = Object.values(await job.getChildrenValues<Partial<EmbeddingResult>>());
    const embedding = value?.embedding;
    if (!isEmbedding(embedding) || typeof value?.model !== 'string') {
      // The embed-stream child failed for good (its reason is kept on it): the old vector stays.
      this.logger.warn({ streamId }, 'stream not embedded; similar streams use its previous vector, if any');
      return { streamId, status: 'failed' };
    }
    return { streamId, status: await this.repo.storeIfCurrent(streamId, text, embedding, value.model) };
  }
}

function isEmbedding(e: unknown): e is number[] {
  return (
    Array.isArray(e) && e.length === EMBEDDING_DIMENSIONS && e.every((v) => typeof v === 'number' && Number.isFinite(v))
  );
}
