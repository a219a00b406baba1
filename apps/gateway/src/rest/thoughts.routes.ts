import { randomUUID } from 'node:crypto';
import { ThoughtMessages, type RelatedThoughtsJson, type ThoughtsFeedJson } from '@hivemind/contracts';
import {
  RestCreateThoughtDocument,
  RestRelatedThoughtsDocument,
  RestThoughtDocument,
  RestThoughtsFeedDocument,
  type RestThoughtQuery,
} from '../generated/graphql.js';
import { bodyFields, stringField } from './core/body.js';
import type { RestContext } from './core/context.js';
import { notFound } from './core/errors.js';
import { intParam, numberParam, requireUuid, stringParam } from './core/params.js';
import { route } from './core/route.js';
import { relatedThoughtJson, thoughtJson } from './thoughts-json.js';

/**
 * Private thoughts (spec 1 §7, spec 3 §7): shapes in libs/contracts thoughts.ts. thoughts-svc
 * answers null or NOT_FOUND for a thought that is missing or not the caller's: both are 404.
 * Operations in graphql/thoughts.graphql.
 */

/** The idempotency key of a create: the client's Idempotency-Key header, else a fresh one. */
function requestId(ctx: RestContext): string {
  const header = ctx.req.headers['idempotency-key'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.trim().length > 0 ? value : randomUUID();
}

const thoughtById = {
  session: true,
  operation: RestThoughtDocument,
  variables: (ctx: RestContext) => ({ id: requireUuid(ctx.params.id, 'id') }),
  answer: ({ thought }: RestThoughtQuery) => {
    if (!thought) throw notFound(ThoughtMessages.notFound);
    return { thought: thoughtJson(thought) };
  },
} as const;

export const thoughtRoutes = [
  route('POST', '/api/thoughts/create', {
    session: true,
    operation: RestCreateThoughtDocument,
    variables: async (ctx) => ({
      text: stringField(await bodyFields(ctx), 'originalThought', ThoughtMessages.blank),
      rid: requestId(ctx),
    }),
    status: 201,
    answer: ({ createThought }) => ({ thought: thoughtJson(createThought) }),
  }),

  // Declared before /api/thoughts/:id, which would otherwise take 'feed' and 'related' for ids.
  route('GET', '/api/thoughts/feed', {
    session: true,
    operation: RestThoughtsFeedDocument,
    variables: (ctx) => ({
      page: intParam(ctx.url, 'page'),
      limit: intParam(ctx.url, 'limit'),
      category: stringParam(ctx.url, 'category'),
      thoughtType: stringParam(ctx.url, 'thoughtType'),
      search: stringParam(ctx.url, 'search'),
    }),
    answer: ({ thoughtsFeed }): ThoughtsFeedJson => ({
      thoughts: thoughtsFeed.thoughts.map(thoughtJson),
      hasMore: thoughtsFeed.hasMore,
      filterOptions: thoughtsFeed.filterOptions,
    }),
  }),

  route('GET', '/api/thoughts/related', {
    session: true,
    operation: RestRelatedThoughtsDocument,
    variables: (ctx) => ({
      thoughtId: requireUuid(stringParam(ctx.url, 'thoughtId'), 'thoughtId'),
      page: intParam(ctx.url, 'page'),
      limit: intParam(ctx.url, 'limit'),
      category: stringParam(ctx.url, 'category'),
      thoughtType: stringParam(ctx.url, 'thoughtType'),
      threshold: numberParam(ctx.url, 'threshold', ThoughtMessages.invalidThreshold),
    }),
    answer: ({ relatedThoughts }): RelatedThoughtsJson => ({
      thoughts: relatedThoughts.thoughts.map(relatedThoughtJson),
      hasMore: relatedThoughts.hasMore,
    }),
  }),

  route('GET', '/api/thoughts/details/:id', thoughtById),
  route('GET', '/api/thoughts/:id', thoughtById),
];
