import { ThoughtMessages, type RelatedSummaryJson } from '@hivemind/contracts';
import { badRequest, unauthorized } from './errors.js';
import type { RestContext, RestRouter } from './router.js';
import { THOUGHT_FIELDS, jsonFields, stringField, thoughtJson, type ThoughtData } from './thoughts-json.js';

/**
 * The agent calls of private thoughts (spec 1 §7, spec 3 §7): one stage of the stage-by-stage
 * capture, enhancement previews, reset, manual update and Past Thinking insights. Each runs one
 * thoughts-svc operation, which runs the AI as an agent-worker job and waits for it.
 */
const STAGES = {
  'thought-classification': 'classifyThought',
  'thought-formatting': 'formatThought',
  'thought-vectorize': 'vectorizeThought',
} as const;

const stageMutation = (field: string): string => /* GraphQL */ `
  mutation RestThoughtStage($thoughtId: ID!, $content: String!) {
    ${field}(thoughtId: $thoughtId, content: $content) { ${THOUGHT_FIELDS} }
  }
`;

const ENHANCE = /* GraphQL */ `
  mutation RestEnhancePreview($content: String!, $action: String!, $instructions: String) {
    enhanceThoughtPreview(content: $content, action: $action, instructions: $instructions)
  }
`;

const RESET = /* GraphQL */ `
  mutation RestResetThought($thoughtId: ID!) {
    resetThought(thoughtId: $thoughtId) {
      content
      originalThought
    }
  }
`;

const MANUAL = /* GraphQL */ `
  mutation RestUpdateThought($thoughtId: ID!, $content: String!) {
    updateThoughtContent(thoughtId: $thoughtId, content: $content) {
      id
    }
  }
`;

const SUMMARY = /* GraphQL */ `
  query RestRelatedSummary($thoughtId: ID!) {
    relatedSummary(thoughtId: $thoughtId) {
      insights {
        insight
        source
        thoughtId
      }
      thoughtCount
      message
    }
  }
`;

/** Spec 3 §5: "Any enhancement or save without a selected thought: 'No thought selected'". */
function thoughtIdOf(fields: Record<string, unknown>): string {
  const id = fields.thoughtId;
  if (typeof id !== 'string' || id.trim() === '') throw badRequest(ThoughtMessages.noThoughtSelected);
  return id;
}

async function signedInFields(ctx: RestContext): Promise<Record<string, unknown>> {
  if (!ctx.session) throw unauthorized();
  return jsonFields(ctx);
}

export function registerAgentRoutes(router: RestRouter): void {
  for (const [path, field] of Object.entries(STAGES)) {
    const mutation = stageMutation(field);
    router.add('POST', `/api/agent/${path}`, async (ctx) => {
      const fields = await signedInFields(ctx);
      const thoughtId = thoughtIdOf(fields);
      const content = stringField(fields, 'content', ThoughtMessages.blank);
      const data = await ctx.graphql<Record<string, ThoughtData>>(mutation, { thoughtId, content });
      const thought = data[field];
      if (!thought) throw new Error(`${field} answered no thought`);
      return { body: { success: true, thought: thoughtJson(thought) } };
    });
  }

  // One path per action: punchy, simplify, clarify, bullets-numbers (the Markdown button) and custom.
  router.add('POST', '/api/agent/edit-enhance/preview/:action', async (ctx) => {
    const fields = await signedInFields(ctx);
    const action = ctx.params.action ?? '';
    const content = stringField(fields, 'content', ThoughtMessages.contentRequired);
    const instructions =
      action === 'custom' ? stringField(fields, 'instructions', ThoughtMessages.instructionsRequired) : null;
    const { enhanceThoughtPreview } = await ctx.graphql<{ enhanceThoughtPreview: string }>(ENHANCE, {
      content,
      action,
      instructions,
    });
    return { body: { success: true, preview_content: enhanceThoughtPreview } };
  });

  router.add('POST', '/api/agent/edit-enhance/reset', async (ctx) => {
    const thoughtId = thoughtIdOf(await signedInFields(ctx));
    const { resetThought } = await ctx.graphql<{ resetThought: { content: string | null; originalThought: string } }>(
      RESET,
      { thoughtId },
    );
    return { body: { success: true, updated_content: resetThought.content ?? resetThought.originalThought } };
  });

  router.add('POST', '/api/agent/edit-enhance/manual', async (ctx) => {
    const fields = await signedInFields(ctx);
    const thoughtId = thoughtIdOf(fields);
    const content = stringField(fields, 'content', ThoughtMessages.contentRequired);
    await ctx.graphql(MANUAL, { thoughtId, content });
    return { body: { success: true } };
  });

  router.add('POST', '/api/agent/related-summary', async (ctx) => {
    const thoughtId = thoughtIdOf(await signedInFields(ctx));
    const { relatedSummary } = await ctx.graphql<{ relatedSummary: RelatedSummaryJson }>(SUMMARY, { thoughtId });
    return { body: relatedSummary };
  });
}
