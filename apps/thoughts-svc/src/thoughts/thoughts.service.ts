import { Inject, Injectable } from '@nestjs/common';
import { PAGE_SIZE } from '@hivemind/contracts';
import { ThoughtEmbeddingFlow } from '../embeddings/embeddings.module.js';
import type { Thought } from './thought.model.js';
import { isUniqueViolation, ThoughtsRepository } from './thoughts.repository.js';
import { clampLimit, validateClientRequestId, validateThoughtText } from './thoughts.rules.js';

@Injectable()
export class ThoughtsService {
  constructor(
    private readonly repo: ThoughtsRepository,
    @Inject(ThoughtEmbeddingFlow) private readonly embeddings: ThoughtEmbeddingFlow,
  ) {}

  /** Another user's thought is simply not found. */
  findOwned(userId: string, id: string): Promise<Thought | null> {
    return this.repo.findOwned(userId, id);
  }

  listOwned(userId: string, limit: number | null | undefined): Promise<Thought[]> {
    return this.repo.listOwned(userId, clampLimit(limit, PAGE_SIZE));
  }

  /**
   * Captures a thought once per (user, clientRequestId): a retried request returns the first
   * thought instead of a duplicate. The embedding flow starts for any thought still without an
   * embedding, so a retry after a failed start recovers (the flow's job ids make a second start
   * of a queued flow a no-op).
   */
  async capture(input: {
    userId: string;
    text: string;
    clientRequestId: string;
    correlationId: string;
  }): Promise<Thought> {
    const text = validateThoughtText(input.text);
    const clientRequestId = validateClientRequestId(input.clientRequestId);
    const thought = await this.createOnce(input.userId, clientRequestId, text);
    if (!thought.hasEmbedding) {
      await this.embeddings.start({
        thoughtId: thought.id,
        userId: input.userId,
        text: thought.originalThought,
        correlationId: input.correlationId,
      });
    }
    return thought;
  }

  private async createOnce(userId: string, clientRequestId: string, text: string): Promise<Thought> {
    const existing = await this.repo.findByRequest(userId, clientRequestId);
    if (existing) return existing;
    try {
      return await this.repo.create({ userId, clientRequestId, originalThought: text });
    } catch (error) {
      // Two concurrent retries of one request: the loser returns the winner's thought.
      if (!isUniqueViolation(error)) throw error;
      const winner = await this.repo.findByRequest(userId, clientRequestId);
      if (!winner) throw error;
      return winner;
    }
  }
}
