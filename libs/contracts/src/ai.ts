/**
 * The AI vocabulary shared by the worker, the services that persist AI results and the web app:
 * thought types, categories, enhancement actions and the shapes every AI provider returns.
 */

/** The 17 thought types of spec part 2 §3, in the spec's order. */
export const THOUGHT_TYPES = [
  'observation',
  'idea',
  'prediction',
  'theory',
  'belief',
  'memory',
  'hypothesis',
  'opinion',
  'plan',
  'reflection',
  'insight',
  'problem',
  'argument',
  'solution',
  'statistic',
  'event',
  'quote',
] as const;
export type ThoughtType = (typeof THOUGHT_TYPES)[number];

/**
 * Categories of thoughts and posts. The spec names no list for thoughts; it offers hive categories
 * (part 2 §9: business, culture, education, government, health, science, technology), which fit
 * posts, plus 'personal' for the private side of life (family, home, errands, feelings) that most
 * private thoughts are about. One list for thoughts and posts so filters and classification agree.
 */
export const CATEGORIES = [
  'business',
  'culture',
  'education',
  'government',
  'health',
  'science',
  'technology',
  'personal',
] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * Enhancement actions of the thought editor (spec part 3 §2.3 and §7). The Markdown button uses
 * 'bullets-numbers'; 'custom' takes free instructions (max 1000 characters).
 */
export const ENHANCE_ACTIONS = ['punchy', 'simplify', 'clarify', 'bullets-numbers', 'custom'] as const;
export type EnhanceAction = (typeof ENHANCE_ACTIONS)[number];

/** Maximum length of custom enhancement instructions and of edited thought content (spec 3 §5). */
export const ENHANCE_CONTENT_MAX_LENGTH = 1000;

/** What classification gives a thought: all three are needed before a thought is "ready". */
export interface Classification {
  category: Category;
  thoughtType: ThoughtType;
  /** A short noun phrase naming what the thought is about (a few words). */
  topic: string;
}

/** One of the member's lists as the matcher sees it (the fields of spec part 3 §3). */
export interface ListMatchInput {
  listId: string;
  title: string;
  description?: string | null;
  matchInstructions: string;
  itemCreationInstructions: string;
  isTaskList?: boolean;
}

/** A list the thought belongs to, with the item to create in it (created as pending). */
export interface ListMatch {
  listId: string;
  /** Item title, following the list's item creation instructions (max 255 characters). */
  title: string;
  /** Item content, following the list's item creation instructions. */
  content: string;
}

/** A past thought offered to the insight summary (found by vector similarity by its owner). */
export interface RelatedThoughtInput {
  thoughtId: string;
  content: string;
  /** Cosine similarity to the current thought, 0..1, when the caller knows it. */
  similarity?: number;
}

/** An insight drawn from past thinking (spec part 3 §3: insight, source, thoughtId). */
export interface RelatedInsight {
  insight: string;
  /** The past thought the insight comes from, as a short quotable snippet. */
  source: string;
  /** Id of that past thought. */
  thoughtId: string;
}
