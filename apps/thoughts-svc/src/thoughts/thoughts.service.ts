import { Injectable } from '@nestjs/common';
import { clampLimit, isUuid, pageWindow, type FlowStartRecord } from '@hivemind/common';
import { PAGE_SIZE } from '@hivemind/contracts';
import { StageProgress, ThoughtPipeline } from '../pipeline/pipeline.module.js';
import type { Thought, ThoughtsFeed } from './thought.model.js';
import { ThoughtException } from './thoughts.exception.js';
import { isUniqueViolation, ThoughtsRepository } from './thoughts.repository.js';
import {
  optionalFilter,
  toLikePattern,
  toPrefixTsQuery,
  validateClientRequestId,
  validateThoughtText,
} from './thoughts.rules.js';
import { v7 as uuid7 } from 'uuid';

export interface CaptureInput {
  userId: string;
  text: string;
  clientRequestId: string;
  correlationId: string;
  /** Lists the member chose in the capture area: items go straight into them, no matching. */
  selectedListIds?: string[] | null;
}

/** A feed page; the filter options only when asked for (they cost two more queries). */
export type ThoughtsFeedPage = Omit<ThoughtsFeed, 'filterOptions'> & Partial<Pick<ThoughtsFeed, 'filterOptions'>>;

export interface FeedInput {
  page?: number | null;
  limit?: number | null;
  category?: string | null;
  thoughtType?: string | null;
  search?: string | null;
}

@Injectable()
export class ThoughtsService {
  constructor(
    private readonly repo: ThoughtsRepository,
    private readonly pipeline: ThoughtPipeline,
    private readonly progress: StageProgress,
  ) {}

  /** Another user's thought is simply not found. */
  async findOwned(userId: string, id: string): Promise<Thought | null> {
    return isUuid(id) ? this.repo.findOwned(userId, id) : null;
  }

  async requireOwned(userId: string, id: string): Promise<Thought> {
    const thought = await this.findOwned(userId, id);
    if (!thought) throw ThoughtException.notFound();
    return thought;
  }

  listOwned(userId: string, limit: number | null | undefined): Promise<Thought[]> {
    return this.repo.listOwned(userId, clampLimit(limit, PAGE_SIZE));
  }

  /**
   * Captures a thought once per (user, clientRequestId) and runs its whole processing as one flow.
   * The owed flow is recorded in the thought's transaction (durable: re-added by the sweeper if the
   * add below never happens or Redis loses it). A retried request returns the first thought instead
   * of a duplicate, and starts the flow again while the thought is still processing: the flow's job
   * ids make that a no-op when it was queued.
   */
  async capture(input: CaptureInput): Promise<Thought> {
    const start = (thoughtId: string, text: string) => ({
      thoughtId,
      userId: input.userId,
      text,
      correlationId: input.correlationId,
      selectedListIds: (input.selectedListIds ?? []).filter(isUuid),
    });
    const { thought, created } = await this.createOnce(input, (id, text) => this.pipeline.owed(start(id, text)));
    if (created || thought.status === 'processing') {
      await this.pipeline.start(start(thought.id, thought.originalThought));
    }
    return thought;
  }

  /**
   * Creates a thought WITHOUT processing it: the REST facade's documented client then asks for
   * classification, formatting and vectorization one by one (spec 1 §7).
   */
  async create(input: CaptureInput): Promise<Thought> {
    return (await this.createOnce(input)).thought;
  }

  async feed(userId: string, input: FeedInput, withFilterOptions = true): Promise<ThoughtsFeedPage> {
    const { limit, offset } = pageWindow(input.page, input.limit, { fallback: PAGE_SIZE });
    const search = optionalFilter(input.search);
    const [rows, filterOptions] = await Promise.all([
      this.repo.feed(userId, {
        offset,
        take: limit + 1,
        category: optionalFilter(input.category),
        thoughtType: optionalFilter(input.thoughtType),
        search: search === null ? null : { tsQuery: toPrefixTsQuery(search), like: toLikePattern(search) },
      }),
      withFilterOptions ? this.repo.filterOptions(userId) : undefined,
    ]);
    return { thoughts: rows.slice(0, limit), hasMore: rows.length > limit, filterOptions };
  }

  private async createOnce(
    input: CaptureInput,
    owes?: (thoughtId: string, text: string) => FlowStartRecord,
  ): Promise<{ thought: Thought; created: boolean }> {
    const text = validateThoughtText(input.text);
    const clientRequestId = validateClientRequestId(input.clientRequestId);
    const existing = await this.repo.findByRequest(input.userId, clientRequestId);
    if (existing) return { thought: existing, created: false };
    // Named before the insert, so 'capturing' is announced on the thought's own topic as it starts.
    const id = uuid7();
    const subject = { userId: input.userId, thoughtId: id, jobName: 'capture-thought' };
    await this.progress.started(subject, 'capturing');
    try {
      const thought = await this.repo.create(
        { id, userId: input.userId, clientRequestId, originalThought: text },
        owes?.(id, text),
      );
      await this.progress.completed(subject, 'capturing');
      return { thought, created: true };
    } catch (error) {
      // Two concurrent retries of one request: the loser returns the winner's thought.
      if (!isUniqueViolation(error)) throw error;
      const winner = await this.repo.findByRequest(input.userId, clientRequestId);
      if (!winner) throw error;
      return { thought: winner, created: false };
    }
  }
}
