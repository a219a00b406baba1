import { THOUGHT_MAX_LENGTH } from '@hivemind/contracts';
import { ThoughtException } from './thoughts.exception.js';

export const CLIENT_REQUEST_ID_MAX_LENGTH = 100;

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

/** A page size: the fallback when absent, otherwise clamped to 1..max. */
export function clampLimit(limit: number | null | undefined, fallback: number, max = 100): number {
  if (limit === null || limit === undefined || !Number.isFinite(limit)) return fallback;
  return Math.min(Math.max(Math.trunc(limit), 1), max);
}
