import { ThoughtMessages, type RelatedSummaryJson } from '@hivemind/contracts';
import { bodyFields, stringField } from './core/body.js';
import { typedOperation, type Operation } from './core/context.js';
import { route } from './core/route.js';
import { THOUGHT_FIELDS, thoughtIdOf, thoughtJson, type ThoughtData } from './thoughts-json.js';

/**
 * The agent calls of private thoughts (spec 1 §7, spec 3 §7): one stage of the stage-by-stage
 * capture, enhancement previews, reset, manual update and Past Thinking insights. Each runs one
 * thoughts-svc operation, which runs the AI as an agent-worker job and waits for it.
 */
const stageMutation = (field: string) =>
  typedOperation<Record<string, ThoughtData | undefined>>(/* GraphQL */ `
  mutation RestThoughtStage($thoughtId: ID!, $content: String!) {
    ${field}(thoughtId: $thoughtId, content: $content) { ${THOUGHT_FIELDS} }
  }
`);

const ENHANCE = typedOperation<{ enhanceThoughtPreview: string }>(/* GraphQL */ `
  mutation RestEnhancePreview($content: String!, $action: String!, $instructions: String) {
    enhanceThoughtPreview(content: $content, action: $action, instructions: $instructions)
  }
`);

const RESET = typedOperation<{ resetThought: { content: string | null; originalThought: string } }>(/* GraphQL */ `
  mutation RestResetThought($thoughtId: ID!) {
    resetThought(thoughtId: $thoughtId) {
      content
      originalThought
    }
  }
`);

const MANUAL = typedOperation<{ updateThoughtContent: { id: string } }>(/* GraphQL */ `
  mutation RestUpdateThought($thoughtId: ID!, $content: String!) {
    updateThoughtContent(thoughtId: $thoughtId, content: $content) {
      id
    }
  }
`);

const SUMMARY = typedOperation<{ relatedSummary: RelatedSummaryJson }>(/* GraphQL */ `
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
`);

/** POST /api/agent/<path>: one stage on the thought's content, answered with the thought. */
function stageRoute(path: string, field: string) {
  const operation: Operation<Record<string, ThoughtData | undefined>, Record<string, unknown>> = stageMutation(field);
  return route('POST', `/api/agent/${path}`, {
    session: true,
    operation,
    variables: async (ctx) => {
      const fields = await bodyFields(ctx);
      return { thoughtId: thoughtIdOf(fields), content: stringField(fields, 'content', ThoughtMessages.blank) };
    },
    answer: (data) => {
      const thought = data[field];
      if (!thought) throw new Error(`${field} answered no thought`);
      return { success: true, thought: thoughtJson(thought) };
    },
  });
}

export const agentRoutes = [
  stageRoute('thought-classification', 'classifyThought'),
  stageRoute('thought-formatting', 'formatThought'),
  stageRoute('thought-vectorize', 'vectorizeThought'),

  // One path per action: punchy, simplify, clarify, bullets-numbers (the Markdown button) and custom.
  route('POST', '/api/agent/edit-enhance/preview/:action', {
    session: true,
    operation: ENHANCE,
    variables: async (ctx) => {
      const fields = await bodyFields(ctx);
      const action = ctx.params.action ?? '';
      const content = stringField(fields, 'content', ThoughtMessages.contentRequired);
      const instructions =
        action === 'custom' ? stringField(fields, 'instructions', ThoughtMessages.instructionsRequired) : null;
      return { content, action, instructions };
    },
    answer: ({ enhanceThoughtPreview }) => ({ success: true, preview_content: enhanceThoughtPreview }),
  }),

  route('POST', '/api/agent/edit-enhance/reset', {
    session: true,
    operation: RESET,
    variables: async (ctx) => ({ thoughtId: thoughtIdOf(await bodyFields(ctx)) }),
    answer: ({ resetThought }) => ({
      success: true,
      updated_content: resetThought.content ?? resetThought.originalThought,
    }),
  }),

  route('POST', '/api/agent/edit-enhance/manual', {
    session: true,
    operation: MANUAL,
    variables: async (ctx) => {
      const fields = await bodyFields(ctx);
      return {
        thoughtId: thoughtIdOf(fields),
        content: stringField(fields, 'content', ThoughtMessages.contentRequired),
      };
    },
    answer: () => ({ success: true }),
  }),

  route('POST', '/api/agent/related-summary', {
    session: true,
    operation: SUMMARY,
    variables: async (ctx) => ({ thoughtId: thoughtIdOf(await bodyFields(ctx)) }),
    answer: ({ relatedSummary }) => relatedSummary,
  }),
];
