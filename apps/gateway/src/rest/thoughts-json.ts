import { ThoughtMessages, type RelatedThoughtJson, type ThoughtJson } from '@hivemind/contracts';
import type { ThoughtFieldsFragment } from '../generated/graphql.js';
import { bodyFields, stringField, type BodyFields } from './core/body.js';
import type { RestContext } from './core/context.js';
import { badRequest } from './core/errors.js';

/**
 * Shared pieces of the thought routes (thoughts.routes.ts, agent.routes.ts, list-items.routes.ts):
 * a thought's snake_case JSON (spec 3 §3) and the thought a call is about.
 */
export function thoughtJson(t: ThoughtFieldsFragment): ThoughtJson {
  return {
    id: t.id,
    original_thought: t.originalThought,
    content: t.content,
    thought_type: t.thoughtType,
    category: t.category,
    topic: t.topic,
    status: t.status,
    is_ready: t.isReady,
    created_at: t.createdAt,
  };
}

export function relatedThoughtJson(r: { thought: ThoughtFieldsFragment; similarityScore: number }): RelatedThoughtJson {
  return { ...thoughtJson(r.thought), similarity_score: r.similarityScore };
}

/** Spec 3 §5: "Any enhancement or save without a selected thought: 'No thought selected'". */
export function thoughtIdOf(fields: BodyFields): string {
  const id = fields.thoughtId;
  if (typeof id !== 'string' || id.trim() === '') throw badRequest(ThoughtMessages.noThoughtSelected);
  return id;
}

/** The body's thought and content; `missingContent` is the spec's text for a missing content. */
export async function thoughtAndContent(ctx: RestContext, missingContent: string) {
  const fields = await bodyFields(ctx);
  return { thoughtId: thoughtIdOf(fields), content: stringField(fields, 'content', missingContent) };
}
