import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import { Prisma } from '@hivemind/db-thoughts';
import type { ThoughtsPrisma } from '../prisma.js';
import type { Thought } from './thought.model.js';

const THOUGHT_SELECT = {
  id: true,
  originalThought: true,
  content: true,
  category: true,
  thoughtType: true,
  topic: true,
  embeddingModel: true,
  createdAt: true,
} as const;

type ThoughtRow = Omit<Thought, 'hasEmbedding'>;

/**
 * The vector column is not readable through Prisma (Unsupported type); the embedding persister
 * writes `embedding` and `embedding_model` together, so the model name tells whether one exists.
 */
function toThought(row: ThoughtRow): Thought {
  return { ...row, hasEmbedding: row.embeddingModel !== null };
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
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

  async create(data: { userId: string; clientRequestId: string; originalThought: string }): Promise<Thought> {
    return toThought(await this.prisma.thought.create({ data, select: THOUGHT_SELECT }));
  }
}
