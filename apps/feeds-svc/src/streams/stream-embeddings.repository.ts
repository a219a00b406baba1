import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
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

  /** Streams never embedded, or changed since they were, oldest change first. */
  due(limit: number): Promise<StreamText[]> {
    return this.prisma.$queryRawUnsafe<StreamText[]>(
      `select id::text, name, description, coalesce(aliases, '{}') as aliases from stream
       where embedding is null or embedded_at is null or embedded_at < updated_at
       order by updated_at, id limit $1`,
      limit,
    );
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
