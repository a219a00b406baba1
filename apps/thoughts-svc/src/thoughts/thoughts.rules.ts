import {
  ENHANCE_ACTIONS,
  ENHANCE_CONTENT_MAX_LENGTH,
  RELATED_THOUGHTS_THRESHOLD,
  THOUGHT_MAX_LENGTH,
  type EnhanceAction,
} from '@hivemind/contracts';
import { ThoughtException } from './thoughts.exception.js';

export const CLIENT_REQUEST_ID_MAX_LENGTH = 100;
/** Longest search text used (longer input is cut): a search box, not a document. */
export const SEARCH_MAX_LENGTH = 200;

/**
 * Spec 1: "Thought text: maximum 3000 characters … An empty or blank thought cannot be captured."
 * The text is stored as typed (originalThought), so only the checks trim.
 */
export function validateThoughtText(text: string): string {
  if (text.trim().length === 0) throw ThoughtException.blank();
  if (text.length > THOUGHT_MAX_LENGTH) throw ThoughtException.tooLong();
  return text;
}

/**
 * The idempotency key of a capture: the client's request id, scoped to the user (the database
 * holds a unique (user_id, client_request_id)), so a retried request returns the first thought.
 */
export function validateClientRequestId(id: string): string {
  const trimmed = id.trim();
  if (trimmed.length === 0 || trimmed.length > CLIENT_REQUEST_ID_MAX_LENGTH) throw ThoughtException.invalidRequestId();
  return trimmed;
}

/**
 * Spec 3 §5: edited content is at most 1000 characters, and blank content cannot be saved or
 * enhanced ('Please enter content').
 */
export function validateEditedContent(content: string): string {
  if (content.trim().length === 0) throw ThoughtException.contentRequired();
  if (content.length > ENHANCE_CONTENT_MAX_LENGTH) throw ThoughtException.contentTooLong();
  return content;
}

/** Spec 3 §5: custom instructions, 1 to 1000 characters ('Please enter custom instructions'). */
export function validateInstructions(instructions: string | null | undefined): string {
  const value = instructions ?? '';
  if (value.trim().length === 0) throw ThoughtException.instructionsRequired();
  if (value.length > ENHANCE_CONTENT_MAX_LENGTH) throw ThoughtException.instructionsTooLong();
  return value.trim();
}

export function validateEnhanceAction(action: string): EnhanceAction {
  if (!(ENHANCE_ACTIONS as readonly string[]).includes(action)) throw ThoughtException.unknownAction();
  return action as EnhanceAction;
}

/**
 * A minimum similarity (1 − cosine distance, spec 4), 0..1, default 0.1; returned as the largest
 * cosine distance a related thought may have.
 */
export function maxDistanceFor(threshold: number | null | undefined): number {
  const value = threshold ?? RELATED_THOUGHTS_THRESHOLD;
  if (!Number.isFinite(value) || value < 0 || value > 1) throw ThoughtException.invalidThreshold();
  return 1 - value;
}

/** An optional filter value: blank means "no filter". */
export function optionalFilter(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed.length === 0 ? null : trimmed;
}

/**
 * A search box's text as a Postgres tsquery: every word must match, each as a prefix (the feed
 * searches while the member types, so 'walk' finds 'walking'), stemmed by the 'english' config.
 * Null when the text has no word at all.
 */
export function toPrefixTsQuery(search: string): string | null {
  const words =
    search
      .slice(0, SEARCH_MAX_LENGTH)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 12)
    .map((w) => `${w}:*`)
    .join(' & ');
}

/** The search text as an ILIKE pattern (substring anywhere), wildcards escaped. */
export function toLikePattern(search: string): string {
  return `%${search.slice(0, SEARCH_MAX_LENGTH).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Spec 3 §4: a thought is ready only when content, thought_type, category and topic are all present. */
export function isThoughtReady(t: {
  content: string | null;
  thoughtType: string | null;
  category: string | null;
  topic: string | null;
}): boolean {
  return [t.content, t.thoughtType, t.category, t.topic].every((v) => v !== null && v.trim().length > 0);
}
