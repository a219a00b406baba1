import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import {
  CATEGORIES,
  EMBEDDING_DIMENSIONS,
  JobName,
  THOUGHT_TYPES,
  isSentiment,
  type JobData,
  type JobResult,
  type PostPipelineValue,
  type StreamTag,
} from '@hivemind/contracts';
import { isUuid, type Logger } from '@hivemind/common';
import { APP_LOGGER, ProcessesJob, type JobHandler } from '@hivemind/common/nest';
import { PostPipelineRepository } from '../post-pipeline.repository.js';

/**
 * The flow parent of a new post, on feeds-svc's results queue: stores the classification (only
 * where the author has not set one meanwhile), the embedding and the stream tags with sentiment
 * (post_stream; a manual assignment is never overwritten) the agent children computed.
 */
@Injectable()
@ProcessesJob(JobName.FinalizePost)
export class FinalizePostJob implements JobHandler<JobName.FinalizePost> {
  constructor(
    private readonly repo: PostPipelineRepository,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn({ jobId: job?.id, jobName: job?.name, err: error }, 'post not finalized');
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
    const stored = await this.repo.storeResults(
      postId,
      { category, thoughtType, embedding, model: embedding ? (merged.model ?? null) : null },
      tags,
    );
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
