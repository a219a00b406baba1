import { ThoughtMessages } from '@hivemind/contracts';
import {
  RestClassifyThoughtDocument,
  RestEnhancePreviewDocument,
  RestFormatThoughtDocument,
  RestRelatedSummaryDocument,
  RestResetThoughtDocument,
  RestUpdateThoughtDocument,
  RestVectorizeThoughtDocument,
  type ThoughtFieldsFragment,
} from '../generated/graphql.js';
import { bodyFields, stringField } from './core/body.js';
import type { Operation } from './core/context.js';
import { route } from './core/route.js';
import { thoughtAndContent, thoughtIdOf, thoughtJson } from './thoughts-json.js';

/**
 * The agent calls of private thoughts (spec 1 §7, spec 3 §7): one stage of the stage-by-stage
 * capture, enhancement previews, reset, manual update and Past Thinking insights. Each runs one
 * thoughts-svc operation, which runs the AI as an agent-worker job and waits for it. Operations in
 * graphql/agent.graphql.
 */
/** POST /api/agent/<path>: one stage on the thought's content, answered with the thought. */
function stageRoute<TResult>(
  path: string,
  operation: Operation<TResult, { thoughtId: string; content: string }>,
  thoughtOf: (data: TResult) => ThoughtFieldsFragment,
) {
  return route('POST', `/api/agent/${path}`, {
    session: true,
    operation,
    variables: (ctx) => thoughtAndContent(ctx, ThoughtMessages.blank),
    answer: (data) => ({ success: true, thought: thoughtJson(thoughtOf(data)) }),
  });
}

export const agentRoutes = [
  stageRoute('thought-classification', RestClassifyThoughtDocument, (d) => d.classifyThought),
  stageRoute('thought-formatting', RestFormatThoughtDocument, (d) => d.formatThought),
  stageRoute('thought-vectorize', RestVectorizeThoughtDocument, (d) => d.vectorizeThought),

  // One path per action: punchy, simplify, clarify, bullets-numbers (the Markdown button) and custom.
  route('POST', '/api/agent/edit-enhance/preview/:action', {
    session: true,
    operation: RestEnhancePreviewDocument,
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
    operation: RestResetThoughtDocument,
    variables: async (ctx) => ({ thoughtId: thoughtIdOf(await bodyFields(ctx)) }),
    answer: ({ resetThought }) => ({
      success: true,
      updated_content: resetThought.content ?? resetThought.originalThought,
    }),
  }),

  route('POST', '/api/agent/edit-enhance/manual', {
    session: true,
    operation: RestUpdateThoughtDocument,
    variables: (ctx) => thoughtAndContent(ctx, ThoughtMessages.contentRequired),
    answer: () => ({ success: true }),
  }),

  route('POST', '/api/agent/related-summary', {
    session: true,
    operation: RestRelatedSummaryDocument,
    variables: async (ctx) => ({ thoughtId: thoughtIdOf(await bodyFields(ctx)) }),
    answer: ({ relatedSummary }) => relatedSummary,
  }),
];
