import type { RelatedThoughtJson, ThoughtJson } from '@hivemind/contracts';
import { badRequest } from './errors.js';
import type { RestContext } from './router.js';

/**
 * Shared pieces of the thought routes (thoughts.routes.ts, agent.routes.ts): the GraphQL selection
 * of a thought, its snake_case JSON (spec 3 §3), and reading a JSON body's fields.
 */
export const THOUGHT_FIELDS = /* GraphQL */ `
  id
  originalThought
  content
  thoughtType
  category
  topic
  status
  isReady
  createdAt
`;

export interface ThoughtData {
  id: string;
  originalThought: string;
  content?: string | null;
  thoughtType?: string | null;
  category?: string | null;
  topic?: string | null;
  status: string;
  isReady: boolean;
  createdAt: string;
}

export function thoughtJson(t: ThoughtData): ThoughtJson {
  return {
    id: t.id,
    original_thought: t.originalThought,
    content: t.content ?? null,
    thought_type: t.thoughtType ?? null,
    category: t.category ?? null,
    topic: t.topic ?? null,
    status: t.status,
    is_ready: t.isReady,
    created_at: t.createdAt,
  };
}

export function relatedThoughtJson(r: { thought: ThoughtData; similarityScore: number }): RelatedThoughtJson {
  return { ...thoughtJson(r.thought), similarity_score: r.similarityScore };
}

/** The JSON body's fields (an empty object when the body is not an object). */
export async function jsonFields(ctx: RestContext): Promise<Record<string, unknown>> {
  const body = await ctx.body();
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A string field; `message` (the spec's text for a missing value) when absent or not a string. */
export function stringField(fields: Record<string, unknown>, name: string, message: string): string {
  const value = fields[name];
  if (typeof value !== 'string') throw badRequest(message);
  return value;
}

export function numberParam(url: URL, name: string, message: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw badRequest(message);
  return value;
}

export function stringParam(url: URL, name: string): string | undefined {
  const raw = url.searchParams.get(name);
  return raw === null || raw.trim() === '' ? undefined : raw;
}
