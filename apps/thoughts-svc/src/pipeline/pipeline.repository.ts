import { Inject, Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import { EMBEDDING_DIMENSIONS, type Classification, type ThoughtStage } from '@hivemind/contracts';
import { PRISMA } from '@hivemind/common';
import { Prisma } from '@hivemind/db-thoughts';
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

interface FinalizeWrite {
  thoughtId: string;
  out: PipelineOutput;
}

/** How long finalize writes wait for others to share their statement, and how many at most. */
const FINALIZE_BATCH_WAIT_MS = 2;
const FINALIZE_BATCH_MAX = 32;

/**
 * The writes of the thought pipeline. The vector column is pgvector, which Prisma cannot write,
 * hence raw SQL there. Stage writes are scoped to the owner; the finalize parent writes by id
 * (its payload came from this service).
 */
@Injectable()
export class PipelineRepository {
  /**
   * Finalize writes without list items, gathered for a couple of milliseconds and stored by one
   * UPDATE … FROM (VALUES …): under load the finalize worker (concurrency 16) pays one statement and
   * one commit for many thoughts. A batch that fails is written again row by row, so one bad row
   * never fails the others.
   */
  private readonly finalizeWrites = new DataLoader<FinalizeWrite, boolean>((writes) => this.finalizeMany(writes), {
    cache: false,
    maxBatchSize: FINALIZE_BATCH_MAX,
    batchScheduleFn: (run) => setTimeout(run, FINALIZE_BATCH_WAIT_MS),
  });

  constructor(@Inject(PRISMA) private readonly prisma: ThoughtsPrisma) {}

  /**
   * Everything at once, and ready: one statement, so a reader never sees half a thought; `also`
   * (the thought's list items) commits in the same transaction. False when the thought is gone.
   */
  async finalize(thoughtId: string, out: PipelineOutput, also: Prisma.PrismaPromise<unknown>[] = []): Promise<boolean> {
    if (also.length === 0) return this.finalizeWrites.load({ thoughtId, out });
    const [updated] = await this.prisma.$transaction([this.finalizeOne(thoughtId, out), ...also]);
    return (updated as number) > 0;
  }

  /** One statement for the batch; each write learns whether its thought still existed. */
  private async finalizeMany(writes: readonly FinalizeWrite[]): Promise<(boolean | Error)[]> {
    const rows = writes.map(
      ({ thoughtId, out }) =>
        Prisma.sql`(${thoughtId}::uuid, ${out.content}, ${out.classification.category},
          ${out.classification.thoughtType}, ${out.classification.topic}, ${vectorLiteral(out.embedding)}::vector,
          ${out.model})`,
    );
    try {
      const updated = await this.prisma.$queryRaw<{ id: string }[]>`
        UPDATE thought AS t SET
          content = v.content, category = v.category, thought_type = v.thought_type, topic = v.topic,
          embedding = v.embedding, embedding_model = v.model,
          status = 'ready', failed_stage = NULL, updated_at = now()
        FROM (VALUES ${Prisma.join(rows)}) AS v(id, content, category, thought_type, topic, embedding, model)
        WHERE t.id = v.id
        RETURNING t.id::text AS id`;
      const stored = new Set(updated.map((r) => r.id));
      return writes.map((w) => stored.has(w.thoughtId));
    } catch (error) {
      if (writes.length === 1) return [error instanceof Error ? error : new Error(String(error))];
      return Promise.all(
        writes.map(({ thoughtId, out }) =>
          this.finalizeOne(thoughtId, out).then(
            (n) => n > 0,
            (e: unknown) => (e instanceof Error ? e : new Error(String(e))),
          ),
        ),
      );
    }
  }

  private finalizeOne(thoughtId: string, out: PipelineOutput): Prisma.PrismaPromise<number> {
    return this.prisma.$executeRaw`
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
