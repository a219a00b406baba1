import { Inject, Injectable } from '@nestjs/common';
import { flowOwedForSql, PRISMA, recordFlowStart, type FlowStartRecord } from '@hivemind/common';
import { streamEmbeddingText } from '@hivemind/contracts';
import type { FeedsPrisma } from '../prisma.js';

/** What a stream's embedding is made from. */
export interface StreamText {
  id: string;
  name: string;
  description: string | null;
  aliases: string[];
}

/** Stream embeddings: which are due, and storing one (pgvector, which Prisma cannot write: raw SQL). */
@Injectable()
export class StreamEmbeddingsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: FeedsPrisma) {}

  /**
   * Streams never embedded, or changed since they were, with no embedding owed (`kind`), oldest
   * change first: each gets its owed embedding (`owes`) recorded in one transaction; answers them.
   */
  oweDue(limit: number, kind: string, owes: (stream: StreamText) => FlowStartRecord): Promise<FlowStartRecord[]> {
    return this.prisma.$transaction(async (tx) => {
      const due = await tx.$queryRawUnsafe<StreamText[]>(
        `select id::text, name, description, coalesce(aliases, '{}') as aliases from stream
         where (embedding is null or embedded_at is null or embedded_at < updated_at)
           and not ${flowOwedForSql(kind, 'stream.id::text')}
         order by updated_at, id limit $1`,
        limit,
      );
      const records = due.map(owes);
      for (const record of records) await recordFlowStart(tx, record);
      return records;
    });
  }

  /**
   * Stores the vector when the stream still reads as `text` (a later change has its own flow):
   * 'stored', or 'stale' when it changed or is gone.
   */
  storeIfCurrent(streamId: string, text: string, embedding: number[], model: string): Promise<'stored' | 'stale'> {
    return this.prisma.$transaction(async (tx) => {
      const [row] = await tx.$queryRawUnsafe<StreamText[]>(
        `select id::text, name, description, coalesce(aliases, '{}') as aliases from stream where id = $1::uuid for update`,
        streamId,
      );
      if (!row || streamEmbeddingText(row) !== text) return 'stale';
      await tx.$executeRawUnsafe(
        `update stream set embedding = $2::vector, embedding_model = $3, embedded_at = now() where id = $1::uuid`,
        streamId,
        `[${embedding.join(',')}]`,
        model,
      );
      return 'stored';
    });
  }
}
