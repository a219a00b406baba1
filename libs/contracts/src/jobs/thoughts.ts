import { QueueName } from '../queues.js';
import type {
  Classification,
  EnhanceAction,
  ListMatch,
  ListMatchInput,
  RelatedInsight,
  RelatedThoughtInput,
} from '../ai.js';
import type { EmbeddingResult } from './embedding.js';
import { JobName } from './names.js';

/** What the thought pipeline has computed so far, handed from each stage to its flow parent. */
export interface ThoughtPipelineValue {
  classification?: Classification;
  content?: string;
  embedding?: number[];
  model?: string;
  /** Pending items to create, from the list-matching stage (absent when it did not run). */
  listMatches?: ListMatch[];
}

/** Payload of a thought stage: the text travels in the payload (the worker has no database). */
export interface ThoughtStageData {
  thoughtId: string;
  userId: string;
  text: string;
  correlationId?: string;
}

/** The thought pipeline's jobs and the thought requests answered by the agent (enhance, insights, list matching). */
export interface ThoughtJobMap {
  [JobName.EmbedText]: {
    queue: QueueName.AgentThoughts;
    /**
     * `text` is embedded, unless the job has a child (the pipeline's format stage) whose value
     * carries `content`: then the formatted content is embedded.
     */
    data: {
      text: string;
      userId: string;
      entityId: string;
      correlationId?: string;
      /** False for work the member is not watching (re-embedding an edit): no progress messages. */
      announce?: boolean;
    };
    result: EmbeddingResult & ThoughtPipelineValue;
  };
  [JobName.ClassifyThought]: {
    queue: QueueName.AgentThoughts;
    data: ThoughtStageData;
    result: ThoughtPipelineValue & { classification: Classification };
  };
  [JobName.FormatThought]: {
    queue: QueueName.AgentThoughts;
    data: ThoughtStageData;
    result: ThoughtPipelineValue & { content: string };
  };
  [JobName.FinalizeThought]: {
    queue: QueueName.ThoughtsResults;
    data: {
      thoughtId: string;
      userId: string;
      correlationId?: string;
      /** Lists the member chose at capture: items are created directly in them (a failure is ignored). */
      selectedListIds?: string[];
      /** True when a match-lists child runs below: it announced 'finalizing' as it started. */
      matchesLists?: boolean;
    };
    result: { thoughtId: string; status: 'ready' | 'failed' | 'gone' };
  };
  [JobName.ReembedThought]: {
    queue: QueueName.ThoughtsResults;
    /** `text` is the content the embed-text child embedded. */
    data: { thoughtId: string; userId: string; text: string; correlationId?: string };
    result: { thoughtId: string; status: 'stored' | 'stale' };
  };
  [JobName.EnhanceThought]: {
    queue: QueueName.AgentThoughts;
    data: { userId: string; content: string; action: EnhanceAction; instructions?: string; correlationId?: string };
    result: { content: string };
  };
  [JobName.SummarizeInsights]: {
    queue: QueueName.AgentThoughts;
    data: {
      userId: string;
      thought: { thoughtId: string; content: string };
      related: RelatedThoughtInput[];
      limit?: number;
      correlationId?: string;
    };
    result: { insights: RelatedInsight[] };
  };
  [JobName.MatchLists]: {
    queue: QueueName.AgentThoughts;
    /**
     * Self-contained: the thought's text and the member's active lists with their instructions.
     * Inside the pipeline the formatted content of the stage below is matched instead of `text`.
     */
    data: { thoughtId: string; userId: string; text: string; lists: ListMatchInput[]; correlationId?: string };
    /**
     * The stages' value passed on, plus the matches. Matching never fails the thought: after the
     * last attempt (or a permanent AI error) it answers no matches and says why in listMatchingError.
     */
    result: ThoughtPipelineValue & { listMatches: ListMatch[]; listMatchingError?: string };
  };
}

/**
 * The stages of a captured thought as its progress topic names them, in order (spec 1 §4: the
 * input cycles Capturing Thought..., AI Classification..., Formatting Content..., Vectorizing...,
 * Final Processing..., Thought Captured!). 'captured' is terminal: it is only ever 'completed'.
 */
export const THOUGHT_STAGES = [
  'capturing',
  'classifying',
  'formatting',
  'vectorizing',
  'finalizing',
  'captured',
] as const;
export type ThoughtStage = (typeof THOUGHT_STAGES)[number];

/** Percent reported when a stage starts and completes: increasing over the whole pipeline. */
export const THOUGHT_STAGE_PERCENT: { [S in ThoughtStage]: { started: number; completed: number } } = {
  capturing: { started: 0, completed: 5 },
  classifying: { started: 5, completed: 30 },
  formatting: { started: 30, completed: 55 },
  vectorizing: { started: 55, completed: 80 },
  finalizing: { started: 80, completed: 95 },
  captured: { started: 100, completed: 100 },
};

/** The pipeline stage each thought job performs. */
export const STAGE_OF_JOB: Partial<Record<JobName, ThoughtStage>> = {
  [JobName.ClassifyThought]: 'classifying',
  [JobName.FormatThought]: 'formatting',
  [JobName.EmbedText]: 'vectorizing',
  [JobName.MatchLists]: 'finalizing',
  [JobName.FinalizeThought]: 'finalizing',
};

/** A thought's processing status as stored and served (`isReady` follows spec 3 §4 separately). */
export const THOUGHT_STATUSES = ['processing', 'ready', 'failed'] as const;
export type ThoughtStatus = (typeof THOUGHT_STATUSES)[number];
