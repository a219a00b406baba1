import { Injectable } from '@nestjs/common';
import { isUuid, pageWindow, type FlowStartRecord } from '@hivemind/common';
import { JobName, RELATED_SUMMARY_THOUGHTS, ThoughtMessages, PAGE_SIZE } from '@hivemind/contracts';
import { AgentJobs } from '../agent-jobs/agent-jobs.module.js';
import { ThoughtPipeline } from '../pipeline/pipeline.module.js';
import type { RelatedSummary, RelatedThoughts, Thought } from './thought.model.js';
import { ThoughtException } from './thoughts.exception.js';
import { ThoughtsRepository, toThought } from './thoughts.repository.js';
import {
  maxDistanceFor,
  optionalFilter,
  validateEditedContent,
  validateEnhanceAction,
  validateInstructions,
} from './thoughts.rules.js';

export interface RelatedInput {
  page?: number | null;
  limit?: number | null;
  category?: string | null;
  thoughtType?: string | null;
  threshold?: number | null;
}

/**
 * What a member does with one of their thoughts once it exists: edit it (enhancement previews,
 * reset, manual update), see related thoughts and the insights drawn from them. Only the owner
 * reaches any of it: someone else's thought is "not found".
 */
@Injectable()
export class ThoughtEditService {
  constructor(
    private readonly repo: ThoughtsRepository,
    private readonly agent: AgentJobs,
    private readonly pipeline: ThoughtPipeline,
  ) {}

  /** A preview only: the editor shows it; nothing is stored until Save Changes. */
  async enhancePreview(input: {
    userId: string;
    content: string;
    action: string;
    instructions?: string | null;
    correlationId: string;
  }): Promise<string> {
    const action = validateEnhanceAction(input.action);
    const content = validateEditedContent(input.content);
    const instructions = action === 'custom' ? validateInstructions(input.instructions) : undefined;
    const result = await this.agent.run(JobName.EnhanceThought, {
      userId: input.userId,
      content,
      action,
      ...(instructions === undefined ? {} : { instructions }),
      correlationId: input.correlationId,
    });
    return result.content;
  }

  /** Reset: the content goes back to the text as captured. */
  async reset(userId: string, thoughtId: string, correlationId?: string): Promise<Thought> {
    const owes = this.reembedding(userId, correlationId);
    const thought = isUuid(thoughtId) ? await this.repo.resetContent(userId, thoughtId, owes.record) : null;
    if (!thought) throw ThoughtException.notFound();
    await owes.start();
    return thought;
  }

  /** Save Changes: the edited text is stored as the thought's content. */
  async updateContent(userId: string, thoughtId: string, content: string, correlationId?: string): Promise<Thought> {
    const valid = validateEditedContent(content);
    const owes = this.reembedding(userId, correlationId);
    const thought = isUuid(thoughtId) ? await this.repo.updateContent(userId, thoughtId, valid, owes.record) : null;
    if (!thought) throw ThoughtException.notFound();
    await owes.start();
    return thought;
  }

  /**
   * Related thoughts compare what the member now reads: an edit of a ready thought owes its content's
   * embedding again, recorded in the edit's transaction (`record`) and added after the commit
   * (`start`); the edit is already saved, so a queue failure is left to the sweeper, not answered as
   * an error. A thought still processing gets its vector from its pipeline.
   */
  private reembedding(
    userId: string,
    correlationId?: string,
  ): { record: (thought: Thought) => FlowStartRecord | null; start: () => Promise<void> } {
    let owed: FlowStartRecord | null = null;
    return {
      record: (thought) => {
        if (!thought.isReady || thought.content === null) return null;
        owed = this.pipeline.owedReembed({ thoughtId: thought.id, userId, text: thought.content, correlationId });
        return owed;
      },
      start: async () => {
        if (owed) await this.pipeline.reembed(owed);
      },
    };
  }

  /**
   * The member's other thoughts nearest in meaning, paged, nearest first; a thought not yet
   * vectorized has none yet.
   */
  async related(userId: string, thoughtId: string, input: RelatedInput): Promise<RelatedThoughts> {
    const maxDistance = maxDistanceFor(input.threshold);
    await this.requireOwned(userId, thoughtId);
    const vector = await this.repo.embeddingOf(userId, thoughtId);
    if (vector === null) return { thoughts: [], hasMore: false };
    const { limit, offset } = pageWindow(input.page, input.limit, { fallback: PAGE_SIZE });
    const rows = await this.repo.related(userId, thoughtId, vector, {
      offset,
      take: limit + 1,
      category: optionalFilter(input.category),
      thoughtType: optionalFilter(input.thoughtType),
      maxDistance,
    });
    return {
      thoughts: rows
        .slice(0, limit)
        .map(({ row, distance }) => ({ thought: toThought(row), similarityScore: distance })),
      hasMore: rows.length > limit,
    };
  }

  private async requireOwned(userId: string, thoughtId: string): Promise<Thought> {
    const thought = isUuid(thoughtId) ? await this.repo.findOwned(userId, thoughtId) : null;
    if (!thought) throw ThoughtException.notFound();
    return thought;
  }

  /** Past Thinking: insights the agent draws from the nearest related thoughts. */
  async relatedSummary(userId: string, thoughtId: string, correlationId: string): Promise<RelatedSummary> {
    const thought = await this.requireOwned(userId, thoughtId);
    const { thoughts } = await this.related(userId, thoughtId, { limit: RELATED_SUMMARY_THOUGHTS });
    if (thoughts.length === 0) return { insights: [], thoughtCount: 0, message: ThoughtMessages.noRelatedThoughts };
    const { insights } = await this.agent.run(JobName.SummarizeInsights, {
      userId,
      thought: { thoughtId, content: thought.content ?? thought.originalThought },
      related: thoughts.map((r) => ({
        thoughtId: r.thought.id,
        content: r.thought.content ?? r.thought.originalThought,
        similarity: Math.max(0, 1 - r.similarityScore),
      })),
      correlationId,
    });
    return {
      insights,
      thoughtCount: thoughts.length,
      message: ThoughtMessages.insightsFound(insights.length, thoughts.length),
    };
  }
}
