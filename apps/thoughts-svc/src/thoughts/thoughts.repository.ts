import { Inject, Injectable } from '@nestjs/common';
import { PRISMA, recordFlowStart, type FlowStartRecord } from '@hivemind/common';
import { Prisma } from '@hivemind/db-thoughts';
import type { ThoughtsPrisma } from '../prisma.js';
import type { Thought } from './thought.model.js';
import { isThoughtReady } from './thoughts.rules.js';

const THOUGHT_SELECT = {
  id: true,
  originalThought: true,
  content: true,
  category: true,
  thoughtType: true,
  topic: true,
  embeddingModel: true,
  status: true,
  failedStage: true,
  createdAt: true,
} as const;

/** The same columns for raw queries, aliased to the model's names. */
const THOUGHT_COLUMNS = Prisma.sql`
  id::text AS "id", original_thought AS "originalThought", content, category,
  thought_type AS "thoughtType", topic, embedding_model AS "embeddingModel", status,
  failed_stage AS "failedStage", created_at AS "createdAt"`;

export type ThoughtRow = Omit<Thought, 'hasEmbedding' | 'isReady'>;

/**
 * The vector column is not readable through Prisma (Unsupported type); the pipeline writes
 * `embedding` and `embedding_model` together, so the model name tells whether one exists.
 */
export function toThought(row: ThoughtRow): Thought {
  return { ...row, hasEmbedding: row.embeddingModel !== null, isReady: isThoughtReady(row) };
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

export interface FeedQuery {
  offset: number;
  /** Rows to read (one more than the page, to know whether another page exists). */
  take: number;
  category: string | null;
  thoughtType: string | null;
  /** Prefix tsquery and ILIKE pattern of the search text, or null for no search. */
  search: { tsQuery: string | null; like: string } | null;
}

export interface RelatedQuery {
  offset: number;
  take: number;
  category: string | null;
  thoughtType: string | null;
  maxDistance: number;
}

/** Prisma queries of thoughts, always scoped to their owner. */
@Injectable()
export class ThoughtsRepository {
  constructor(@Inject(PRISMA) private readonly prisma: ThoughtsPrisma) {}

  async findOwned(userId: string, id: string): Promise<Thought | null> {
    const row = await this.prisma.thought.findFirst({ where: { id, userId }, select: THOUGHT_SELECT });
    return row ? toThought(row) : null;
  }

  async findByRequest(userId: string, clientRequestId: string): Promise<Thought | null> {
    const row = await this.prisma.thought.findUnique({
      where: { userId_clientRequestId: { userId, clientRequestId } },
      select: THOUGHT_SELECT,
    });
    return row ? toThought(row) : null;
  }

  async listOwned(userId: string, limit: number): Promise<Thought[]> {
    const rows = await this.prisma.thought.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
      select: THOUGHT_SELECT,
    });
    return rows.map(toThought);
  }

  /** Creates the thought and, in the same transaction, records the flow it owes (if any). */
  async create(
    data: { id: string; userId: string; clientRequestId: string; originalThought: string },
    owes?: FlowStartRecord,
  ): Promise<Thought> {
    const create = this.prisma.thought.create({ data, select: THOUGHT_SELECT });
    if (!owes) return toThought(await create);
    const [row] = await this.prisma.$transaction([create, recordFlowStart(this.prisma, owes)]);
    return toThought(row);
  }

  /**
   * The member's thoughts, newest first, filtered; the search matches the content, the captured
   * text and the topic by Postgres full text (stemmed word prefixes) or as a plain substring.
   */
  async feed(userId: string, q: FeedQuery): Promise<Thought[]> {
    const search = q.search
      ? Prisma.sql`AND (
          ${q.search.tsQuery === null ? Prisma.sql`FALSE` : Prisma.sql`to_tsvector('english', coalesce(content, '') || ' ' || original_thought || ' ' || coalesce(topic, '')) @@ to_tsquery('english', ${q.search.tsQuery})`}
          OR coalesce(content, original_thought) ILIKE ${q.search.like}
          OR original_thought ILIKE ${q.search.like})`
      : Prisma.empty;
    const rows = await this.prisma.$queryRaw<ThoughtRow[]>`
      SELECT ${THOUGHT_COLUMNS} FROM thought
      WHERE user_id = ${userId}::uuid
        ${q.category === null ? Prisma.empty : Prisma.sql`AND category = ${q.category}`}
        ${q.thoughtType === null ? Prisma.empty : Prisma.sql`AND thought_type = ${q.thoughtType}`}
        ${search}
      ORDER BY created_at DESC, id DESC
      LIMIT ${q.take} OFFSET ${q.offset}`;
    return rows.map(toThought);
  }

  async filterOptions(userId: string): Promise<{ categories: string[]; thoughtTypes: string[] }> {
    const [categories, types] = await Promise.all([
      this.prisma.thought.findMany({
        where: { userId, category: { not: null } },
        distinct: ['category'],
        select: { category: true },
        orderBy: { category: 'asc' },
      }),
      this.prisma.thought.findMany({
        where: { userId, thoughtType: { not: null } },
        distinct: ['thoughtType'],
        select: { thoughtType: true },
        orderBy: { thoughtType: 'asc' },
      }),
    ]);
    return {
      categories: categories.flatMap((r) => (r.category ? [r.category] : [])),
      thoughtTypes: types.flatMap((r) => (r.thoughtType ? [r.thoughtType] : [])),
    };
  }

  /** The stored embedding of the member's thought as pgvector text, or null (missing, not theirs, not yet embedded). */
  async embeddingOf(userId: string, id: string): Promise<string | null> {
    const rows = await this.prisma.$queryRaw<{ embedding: string | null }[]>`
      SELECT embedding::text AS embedding FROM thought WHERE id = ${id}::uuid AND user_id = ${userId}::uuid`;
    return rows[0]?.embedding ?? null;
  }

  /**
   * The member's other thoughts nearest to `vector` by cosine distance (`<=>`, the HNSW index's
   * operator), within maxDistance. Iterative index scans (pgvector 0.8) keep the filtered scan
   * exact when the planner picks the HNSW index: it keeps scanning until enough rows pass the
   * filters instead of returning fewer than asked.
   */
  async related(
    userId: string,
    excludeId: string,
    vector: string,
    q: RelatedQuery,
  ): Promise<{ row: ThoughtRow; distance: number }[]> {
    const [, rows] = await this.prisma.$transaction([
      this.prisma.$executeRaw`SET LOCAL hnsw.iterative_scan = strict_order`,
      this.prisma.$queryRaw<(ThoughtRow & { distance: number })[]>`
        SELECT ${THOUGHT_COLUMNS}, (embedding <=> ${vector}::vector) AS distance FROM thought
        WHERE user_id = ${userId}::uuid AND id <> ${excludeId}::uuid AND embedding IS NOT NULL
          ${q.category === null ? Prisma.empty : Prisma.sql`AND category = ${q.category}`}
          ${q.thoughtType === null ? Prisma.empty : Prisma.sql`AND thought_type = ${q.thoughtType}`}
          AND (embedding <=> ${vector}::vector) <= ${q.maxDistance}
        ORDER BY embedding <=> ${vector}::vector
        LIMIT ${q.take} OFFSET ${q.offset}`,
    ]);
    return rows.map(({ distance, ...row }) => ({ row, distance: Number(distance) }));
  }

  /** Sets the content of the member's thought; null when it is not theirs. */
  async updateContent(
    userId: string,
    id: string,
    content: string,
    owes?: (thought: Thought) => FlowStartRecord | null,
  ): Promise<Thought | null> {
    return this.edit(userId, id, owes, async (tx) => {
      const { count } = await tx.thought.updateMany({ where: { id, userId }, data: { content } });
      return count;
    });
  }

  /** Content back to the text as captured; null when the thought is not theirs. */
  async resetContent(
    userId: string,
    id: string,
    owes?: (thought: Thought) => FlowStartRecord | null,
  ): Promise<Thought | null> {
    return this.edit(
      userId,
      id,
      owes,
      (tx) => tx.$executeRaw`
        UPDATE thought SET content = original_thought, updated_at = now()
        WHERE id = ${id}::uuid AND user_id = ${userId}::uuid`,
    );
  }

  /**
   * One edit of a thought and, in the same transaction, the flow it owes (`owes`, given the edited
   * thought; null when it owes none); null when the thought is not theirs.
   */
  private edit(
    userId: string,
    id: string,
    owes: ((thought: Thought) => FlowStartRecord | null) | undefined,
    update: (tx: ThoughtsTx) => Promise<number>,
  ): Promise<Thought | null> {
    return this.prisma.$transaction(async (tx) => {
      if ((await update(tx)) === 0) return null;
      const row = await tx.thought.findFirst({ where: { id, userId }, select: THOUGHT_SELECT });
      if (!row) return null;
      const thought = toThought(row);
      const owed = owes?.(thought);
      if (owed) await recordFlowStart(tx, owed);
      return thought;
    });
  }
}

type ThoughtsTx = Parameters<Parameters<ThoughtsPrisma['$transaction']>[0]>[0];
