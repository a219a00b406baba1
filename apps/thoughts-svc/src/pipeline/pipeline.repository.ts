import { Inject, Injectable } from '@nestjs/common';
import { EMBEDDING_DIMENSIONS, type Classification, type ThoughtStage } from '@hivemind/contracts';
import { PRISMA } from '@hivemind/common';
import type { Prisma } from '@hivemind/db-thoughts';
import type { ThoughtsPrisma } from '../prisma.js';

export interface PipelineOutput {
  classification: Classification;
  content: string;
  embedding: number[];
  model: string;
}

export function isValidEmbedding(embedding: unknown): embedding is number[] {
  return (
    Array.isArray(embedding) &&
    embedding.length === EMBEDDING_DIMENSIONS &&
    embedding.every((v) => typeof v === 'number' && Number.isFinite(v))
  );
}

const vectorLiteral = (embedding: number[]): string => `[${embedding.join(',')}]`;

/**
 * The writes of the thought pipeline. The vector column is pgvector, which Prisma cannot write,
 * hence raw SQL there. Stage writes are scoped to the owner; the finalize parent writes by id
 * (its payload came from this service).
 */
@Injectable()
export class PipelineRepository {
  constructor(@Inject(PRISMA) private readonly prisma: ThoughtsPrisma) {}

  /**
   * Everything at once, and ready: one statement, so a reader never sees half a thought; `also`
   * (the thought's list items) commits in the same transaction.
   */
  async finalize(thoughtId: string, out: PipelineOutput, also: Prisma.PrismaPromise<unknown>[] = []): Promise<boolean> {
    const update = this.prisma.$executeRaw`
      UPDATE thought SET
        content = ${out.content},
        category = ${out.classification.category},
        thought_type = ${out.classification.thoughtType},
        topic = ${out.classification.topic},
        embedding = ${vectorLiteral(out.embedding)}::vector,
        embedding_model = ${out.model},
        status = 'ready',
        failed_stage = NULL,
        updated_at = now()
      WHERE id = ${thoughtId}::uuid`;
    if (also.length === 0) return (await update) > 0;
    const [updated] = await this.prisma.$transaction([update, ...also]);
    return (updated as number) > 0;
  }

  /** A ready thought stays ready (a late failure of a re-run must not hide a good result). */
  async markFailed(thoughtId: string, stage: ThoughtStage): Promise<void> {
    await this.prisma.thought.updateMany({
      where: { id: thoughtId, status: { not: 'ready' } },
      data: { status: 'failed', failedStage: stage },
    });
  }

  async saveClassification(userId: string, thoughtId: string, c: Classification): Promise<boolean> {
    const { count } = await this.prisma.thought.updateMany({
      where: { id: thoughtId, userId },
      data: { category: c.category, thoughtType: c.thoughtType, topic: c.topic },
    });
    return count > 0;
  }

  async saveContent(userId: string, thoughtId: string, content: string): Promise<boolean> {
    const { count } = await this.prisma.thought.updateMany({ where: { id: thoughtId, userId }, data: { content } });
    return count > 0;
  }

  async saveEmbedding(userId: string, thoughtId: string, embedding: number[], model: string): Promise<boolean> {
    const updated = await this.prisma.$executeRaw`
      UPDATE thought SET embedding = ${vectorLiteral(embedding)}::vector, embedding_model = ${model}, updated_at = now()
      WHERE id = ${thoughtId}::uuid AND user_id = ${userId}::uuid`;
    return updated > 0;
  }

  /**
   * The vector of an edited thought, only while its content is still the text that was embedded
   * (so a vector never describes other words than the thought's); false when it changed or is gone.
   */
  async saveEmbeddingOfContent(
    userId: string,
    thoughtId: string,
    text: string,
    embedding: number[],
    model: string,
  ): Promise<boolean> {
    const updated = await this.prisma.$executeRaw`
      UPDATE thought SET embedding = ${vectorLiteral(embedding)}::vector, embedding_model = ${model}
      WHERE id = ${thoughtId}::uuid AND user_id = ${userId}::uuid AND content = ${text} AND status = 'ready'`;
    return updated > 0;
  }

  /**
   * Marks a thought ready once every stage's output is stored (the stage-by-stage REST path);
   * true only for the call that made it ready, so 'captured' is announced once.
   */
  async markReadyIfComplete(thoughtId: string): Promise<boolean> {
    const updated = await this.prisma.$executeRaw`
      UPDATE thought SET status = 'ready', failed_stage = NULL, updated_at = now()
      WHERE id = ${thoughtId}::uuid AND status <> 'ready'
        AND content IS NOT NULL AND category IS NOT NULL AND thought_type IS NOT NULL AND topic IS NOT NULL
        AND embedding IS NOT NULL`;
    return updated > 0;
  }
}
