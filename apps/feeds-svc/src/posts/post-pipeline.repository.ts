import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type { StreamTag } from '@hivemind/contracts';
import type { FeedsPrisma } from '../prisma.js';

/** What a new post's flow computed, checked by finalize-post (null: nothing to store there). */
export interface PostPipelineOutput {
  category: string | null;
  thoughtType: string | null;
  embedding: number[] | null;
  /** The model that made the embedding. */
  model: string | null;
}

/**
 * The writes of a new post's flow parent (finalize-post). The vector column is pgvector, which Prisma
 * cannot write, hence raw SQL.
 */
@Injectable()
export class PostPipelineRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  /**
   * The classification only where the author has not set one meanwhile, and the embedding; false
   * when the post is gone.
   */
  async storeResults(postId: string, out: PostPipelineOutput): Promise<boolean> {
    const updated = await this.prisma.$executeRawUnsafe(
      `update post set category = coalesce(category, $2), thought_type = coalesce(thought_type, $3),
         embedding = coalesce($4::vector, embedding), embedding_model = coalesce($5, embedding_model)
       where id = $1::uuid`,
      postId,
      out.category,
      out.thoughtType,
      out.embedding ? `[${out.embedding.join(',')}]` : null,
      out.model,
    );
    return updated > 0;
  }

  /**
   * One statement; a manual assignment is never overwritten, and streams deleted since the job
   * started are skipped (no foreign-key failure). New tags (xmax = 0: inserted, not updated) add to
   * their stream's post_count in the same statement.
   */
  async storeStreamTags(postId: string, tags: StreamTag[]): Promise<void> {
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
