import { ENHANCE_CONTENT_MAX_LENGTH } from './ai.js';
import { THOUGHT_MAX_LENGTH } from './limits.js';

/**
 * Private thoughts: the texts the service answers with (and the web app shows) and the REST shapes
 * of spec 1 §7 and spec 3 §7. Field names are the spec's (snake_case).
 *
 *   POST /api/thoughts/create { originalThought }         → 201 { thought } (no processing started)
 *   POST /api/agent/thought-classification { thoughtId, content } → { success, thought }
 *   POST /api/agent/thought-formatting     { thoughtId, content } → { success, thought }
 *   POST /api/agent/thought-vectorize      { thoughtId, content } → { success, thought }
 *   GET  /api/thoughts/{id}, /api/thoughts/details/{id}    → { thought }
 *   GET  /api/thoughts/feed?page&limit&category&thoughtType&search → { thoughts, hasMore, filterOptions }
 *   GET  /api/thoughts/related?thoughtId&page&limit&category&thoughtType&threshold
 *                                                          → { thoughts (with similarity_score), hasMore }
 *   POST /api/agent/edit-enhance/preview/{action} { content[, instructions] } → { success, preview_content }
 *   POST /api/agent/edit-enhance/reset  { thoughtId }          → { success, updated_content }
 *   POST /api/agent/edit-enhance/manual { thoughtId, content } → { success }
 *   POST /api/agent/related-summary     { thoughtId }          → { insights, thoughtCount, message }
 */
export const ThoughtMessages = {
  blank: 'An empty or blank thought cannot be captured',
  tooLong: `A thought can be at most ${THOUGHT_MAX_LENGTH} characters long`,
  notFound: 'Thought not found',
  /** Spec 3 §5: edited content and custom instructions. */
  contentRequired: 'Please enter content',
  contentTooLong: `Content can be at most ${ENHANCE_CONTENT_MAX_LENGTH} characters`,
  instructionsRequired: 'Please enter custom instructions',
  instructionsTooLong: `Custom instructions can be at most ${ENHANCE_CONTENT_MAX_LENGTH} characters`,
  noThoughtSelected: 'No thought selected',
  unknownAction: 'Unknown enhancement action',
  invalidThreshold: 'threshold must be a number from 0 to 1',
  /** relatedSummary's message. */
  noRelatedThoughts: 'No related thoughts yet. Keep capturing your thinking!',
  insightsFound: (insights: number, thoughts: number): string =>
    `${insights} insight${insights === 1 ? '' : 's'} from ${thoughts} related thought${thoughts === 1 ? '' : 's'}`,
} as const;

/** Default minimum similarity (1 − cosine distance) of related thoughts (spec 3 §9, spec 4). */
export const RELATED_THOUGHTS_THRESHOLD = 0.1;
/** How many related thoughts an insight summary reads. */
export const RELATED_SUMMARY_THOUGHTS = 10;

export interface ThoughtJson {
  id: string;
  original_thought: string;
  content: string | null;
  thought_type: string | null;
  category: string | null;
  topic: string | null;
  /** processing, ready or failed. */
  status: string;
  /** Spec 3 §4: content, thought_type, category and topic all present. */
  is_ready: boolean;
  /** ISO 8601. */
  created_at: string;
}

export interface RelatedThoughtJson extends ThoughtJson {
  /** Cosine distance to the thought asked about: 0 same meaning, 1 unrelated (spec 4). */
  similarity_score: number;
}

export interface ThoughtsFeedJson {
  thoughts: ThoughtJson[];
  hasMore: boolean;
  filterOptions: { categories: string[]; thoughtTypes: string[] };
}

export interface RelatedThoughtsJson {
  thoughts: RelatedThoughtJson[];
  hasMore: boolean;
}

export interface RelatedSummaryJson {
  insights: { insight: string; source: string; thoughtId: string }[];
  thoughtCount: number;
  message: string;
}
