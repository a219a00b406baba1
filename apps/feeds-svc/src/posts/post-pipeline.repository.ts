import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { StreamTag } from '@hivemind/contracts';
import type { FeedsPrisma, FeedsTx } from '../prisma.js';
import { ActivityRollupsRepository } from '../rollups/activity-rollups.repository.js';

/** What a new post's flow computed, checked by finalize-post (null: nothing to store there). */
export interface PostPipelineOutput {
  category: string | null;
  thoughtType: string | null;
  embedding: number[] | null;
  /** The model that made the embedding. */
  model: string | null;
}

/**
 * The writes of a new post's flow parent (finalize-post): one transaction that locks the post, stores
 * what the flow computed and moves the post in the activity rollups (its thought type and its stream
 * tags with their sentiments are what the dashboards count). The vector column is pgvector, which
 * Prisma cannot write, hence raw SQL.
 */
@Injectable()
export class PostPipelineRepository {
  constructor(
    @Inject(PRISMA) private readonly prisma: FeedsPrisma,
    private readonly rollups: ActivityRollupsRepository,
  ) {}

  /**
   * The classification only where the author has not set one meanwhile, the embedding, and the
   * stream tags; false when the post is gone.
   */
  storeResults(postId: string, out: PostPipelineOutput, tags: StreamTag[]): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const [locked] = await tx.$queryRawUnsafe<{ id: string }[]>(
        'select id::text from post where id = $1::uuid for update',
        postId,
      );
      if (!locked) return false;
      await this.rollups.around(tx, [postId], async () => {
        await this.storeOutput(tx, postId, out);
        if (tags.length > 0) await this.storeStreamTags(tx, postId, tags);
      });
      return true;
    });
  }

  private async storeOutput(tx: FeedsTx, postId: string, out: PostPipelineOutput): Promise<void> {
    await tx.$executeRawUnsafe(
      `update post set category = coalesce(category, $2), thought_type = coalesce(thought_type, $3),
         embedding = coalesce($4::vector, embedding), embedding_model = coalesce($5, embedding_model)
       where id = $1::uuid`,
      postId,
      out.category,
      out.thoughtType,
      out.embedding ? `[${out.embedding.join(',')}]` : null,
      out.model,
    );
  }

  /**
   * One statement; a manual assignment is never overwritten, and streams deleted since the job
   * started are skipped (no foreign-key failure). The streams' counts move with the rollups.
   */
  private async storeStreamTags(tx: FeedsTx, postId: string, tags: StreamTag[]): Promise<void> {
    await tx.$executeRawUnsafe(
      `insert into post_stream (post_id, stream_id, confidence, assignment_type, sentiment, sentiment_score, sentiment_analysis)
       select $1::uuid, t.stream_id, t.confidence, 'auto', t.sentiment, t.score, t.analysis
       from unnest($2::uuid[], $3::float8[], $4::text[], $5::float8[], $6::text[])
         as t(stream_id, confidence, sentiment, score, analysis)
       where exists (select 1 from stream s where s.id = t.stream_id)
       on conflict (post_id, stream_id) do update set confidence = excluded.confidence,
         sentiment = excluded.sentiment, sentiment_score = excluded.sentiment_score,
         sentiment_analysis = excluded.sentiment_analysis, assigned_at = now()
       where post_stream.assignment_type = 'auto'`,
      postId,
      tags.map((t) => t.streamId),
      tags.map((t) => t.confidence),
      tags.map((t) => t.sentiment),
      tags.map((t) => t.sentimentScore),
      tags.map((t) => t.sentimentAnalysis),
    );
  }
}
