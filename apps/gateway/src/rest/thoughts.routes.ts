import { randomUUID } from 'node:crypto';
import { ThoughtMessages, type RelatedThoughtsJson, type ThoughtsFeedJson } from '@hivemind/contracts';
import { notFound, unauthorized } from './errors.js';
import { intParam, requireUuid, type RestContext, type RestRouter } from './router.js';
import {
  THOUGHT_FIELDS,
  jsonFields,
  numberParam,
  relatedThoughtJson,
  stringField,
  stringParam,
  thoughtJson,
  type ThoughtData,
} from './thoughts-json.js';

/**
 * Private thoughts (spec 1 §7, spec 3 §7): shapes in libs/contracts thoughts.ts. thoughts-svc
 * answers null or NOT_FOUND for a thought that is missing or not the caller's: both are 404.
 */
const THOUGHT = /* GraphQL */ `
  query RestThought($id: ID!) {
    thought(id: $id) { ${THOUGHT_FIELDS} }
  }
`;

const CREATE = /* GraphQL */ `
  mutation RestCreateThought($text: String!, $rid: String!) {
    createThought(text: $text, clientRequestId: $rid) { ${THOUGHT_FIELDS} }
  }
`;

const FEED = /* GraphQL */ `
  query RestThoughtsFeed($page: Int, $limit: Int, $category: String, $thoughtType: String, $search: String) {
    thoughtsFeed(page: $page, limit: $limit, category: $category, thoughtType: $thoughtType, search: $search) {
      thoughts { ${THOUGHT_FIELDS} }
      hasMore
      filterOptions { categories thoughtTypes }
    }
  }
`;

const RELATED = /* GraphQL */ `
  query RestRelatedThoughts(
    $thoughtId: ID!
    $page: Int
    $limit: Int
    $category: String
    $thoughtType: String
    $threshold: Float
  ) {
    relatedThoughts(
      thoughtId: $thoughtId
      page: $page
      limit: $limit
      category: $category
      thoughtType: $thoughtType
      threshold: $threshold
    ) {
      thoughts { similarityScore thought { ${THOUGHT_FIELDS} } }
      hasMore
    }
  }
`;

/** The idempotency key of a create: the client's Idempotency-Key header, else a fresh one. */
function requestId(ctx: RestContext): string {
  const header = ctx.req.headers['idempotency-key'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.trim().length > 0 ? value : randomUUID();
}

async function thoughtById(ctx: RestContext): Promise<{ body: unknown }> {
  if (!ctx.session) throw unauthorized();
  const id = requireUuid(ctx.params.id, 'id');
  const { thought } = await ctx.graphql<{ thought: ThoughtData | null }>(THOUGHT, { id });
  if (!thought) throw notFound(ThoughtMessages.notFound);
  return { body: { thought: thoughtJson(thought) } };
}

export function registerThoughtRoutes(router: RestRouter): void {
  router.add('POST', '/api/thoughts/create', async (ctx) => {
    if (!ctx.session) throw unauthorized();
    const text = stringField(await jsonFields(ctx), 'originalThought', ThoughtMessages.blank);
    const { createThought } = await ctx.graphql<{ createThought: ThoughtData }>(CREATE, {
      text,
      rid: requestId(ctx),
    });
    return { status: 201, body: { thought: thoughtJson(createThought) } };
  });

  // Registered before /api/thoughts/:id, which would otherwise take 'feed' and 'related' for ids.
  router.add('GET', '/api/thoughts/feed', async (ctx) => {
    if (!ctx.session) throw unauthorized();
    const { thoughtsFeed } = await ctx.graphql<{
      thoughtsFeed: { thoughts: ThoughtData[]; hasMore: boolean; filterOptions: ThoughtsFeedJson['filterOptions'] };
    }>(FEED, {
      page: intParam(ctx.url, 'page'),
      limit: intParam(ctx.url, 'limit'),
      category: stringParam(ctx.url, 'category'),
      thoughtType: stringParam(ctx.url, 'thoughtType'),
      search: stringParam(ctx.url, 'search'),
    });
    const body: ThoughtsFeedJson = {
      thoughts: thoughtsFeed.thoughts.map(thoughtJson),
      hasMore: thoughtsFeed.hasMore,
      filterOptions: thoughtsFeed.filterOptions,
    };
    return { body };
  });

  router.add('GET', '/api/thoughts/related', async (ctx) => {
    if (!ctx.session) throw unauthorized();
    const thoughtId = requireUuid(stringParam(ctx.url, 'thoughtId'), 'thoughtId');
    const { relatedThoughts } = await ctx.graphql<{
      relatedThoughts: { thoughts: { thought: ThoughtData; similarityScore: number }[]; hasMore: boolean };
    }>(RELATED, {
      thoughtId,
      page: intParam(ctx.url, 'page'),
      limit: intParam(ctx.url, 'limit'),
      category: stringParam(ctx.url, 'category'),
      thoughtType: stringParam(ctx.url, 'thoughtType'),
      threshold: numberParam(ctx.url, 'threshold', ThoughtMessages.invalidThreshold),
    });
    const body: RelatedThoughtsJson = {
      thoughts: relatedThoughts.thoughts.map(relatedThoughtJson),
      hasMore: relatedThoughts.hasMore,
    };
    return { body };
  });

  router.add('GET', '/api/thoughts/details/:id', thoughtById);
  router.add('GET', '/api/thoughts/:id', thoughtById);
}
