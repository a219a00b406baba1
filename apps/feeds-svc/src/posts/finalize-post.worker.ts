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
import { PRISMA, REDIS, runWithCorrelationId, withErrorSorting, type Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER } from '@hivemind/common/nest';
import type { FeedsPrisma } from '../prisma.js';
import { isUuid } from './posts.rules.js';

/**
 * The flow parent of a new post, on feeds-svc's results queue: stores the classification (only
 * where the author has not set one meanwhile), the embedding and the stream tags with sentiment
 * (post_stream; a manual assignment is never overwritten) the agent children computed.
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
    const tags = (merged.streamTags ?? []).filter(validTag);
    if (!category && !thoughtType && !embedding && merged.streamTags === undefined) {
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
    if (updated > 0 && tags.length > 0) await this.storeTags(postId, tags);
    return { postId, status: updated > 0 ? 'ready' : 'gone' };
  }

  /**
   * One statement; streams deleted since the job started are skipped (no foreign-key failure). New
   * tags (xmax = 0: inserted, not updated) add to their stream's post_count in the same statement.
   */
  private async storeTags(postId: string, tags: StreamTag[]): Promise<void> {
    await this.prisma.$executeRawUnsafe(
      `with written as (
       insert into post_stream (post_id, stream_id, confidence, assignment_type, sentiment, sentiment_score, sentiment_analysis)
       select $1::uuid, t.stream_id, t.confidence, 'auto', t.sentiment, t.score, t.analysis
       from unnest($2::uuid[], $3::float8[], $4::text[], $5::float8[], $6::text[])
         as t(stream_id, confidence, sentiment, score, analysis)
       where exists (select 1 from stream s where s.id = t.stream_id)
       on conflict (post_id, stream_id) do update set confidence = excluded.confidence,
         sentiment = excluded.sentiment, sentiment_score = excluded.sentiment_score,
         sentiment_analysis = excluded.sentiment_analysis, assigned_at = now()
       where post_stream.assignment_type = 'auto'
       returning stream_id, (xmax = 0) as inserted
     )
     update stream s set post_count = s.post_count + n.added
     from (select stream_id, count(*)::int as added from written where inserted group by stream_id) n
     where s.id = n.stream_id`,
      postId,
      tags.map((t) => t.streamId),
      tags.map((t) => t.confidence),
      tags.map((t) => t.sentiment),
      tags.map((t) => t.sentimentScore),
      tags.map((t) => t.sentimentAnalysis),
    );
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
