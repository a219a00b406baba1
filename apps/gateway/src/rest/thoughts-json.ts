import { ThoughtMessages, type RelatedThoughtJson, type ThoughtJson } from '@hivemind/contracts';
import type { BodyFields } from './core/body.js';
import { badRequest } from './core/errors.js';

/**
 * Shared pieces of the thought routes (thoughts.routes.ts, agent.routes.ts, list-items.routes.ts):
 * the GraphQL selection of a thought, its snake_case JSON (spec 3 §3), and the thought a call is about.
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

/** Spec 3 §5: "Any enhancement or save without a selected thought: 'No thought selected'". */
export function thoughtIdOf(fields: BodyFields): string {
  const id = fields.thoughtId;
  if (typeof id !== 'string' || id.trim() === '') throw badRequest(ThoughtMessages.noThoughtSelected);
  return id;
}
