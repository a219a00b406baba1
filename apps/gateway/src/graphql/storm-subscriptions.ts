import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { Logger } from '@hivemind/common';
import { topics, type StormParticipantsMessage, type StormPostsMessage } from '@hivemind/contracts';
import { signedHeaders } from './supergraph.js';
import { messageStream } from './message-stream.js';
import type { TopicHub } from './topic-hub.js';

/**
 * Subscription.stormParticipantsChanged(stormId) and stormPostsChanged(stormId): a storm's
 * participation changes and its answers' (a new one, an activation), filtered by storm id (spec 2 §7
 * "Realtime subscriptions on storm participants and storm posts"). Members of the storm's hive only:
 * the storm is read as the member from feeds-svc first, which answers FORBIDDEN for a non-member and
 * NOT_FOUND for no such storm; the messages carry ids only (answers are anonymous), and clients re-read
 * what they show.
 */
export interface StormSubscriptionDeps {
  hub: TopicHub;
  logger: Logger;
  contextSecret: string;
  /** feeds-svc's GraphQL endpoint. */
  feedsUrl: string;
}

const READ = `query StormMembership($id: ID!) { storm(id: $id) { id } }`;

/** Throws the GraphQL error feeds-svc answers when `userId` may not read the storm. */
async function requireMember(deps: StormSubscriptionDeps, userId: string, stormId: string): Promise<void> {
  const res = await fetch(deps.feedsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedHeaders(deps.contextSecret, userId, randomUUID()) },
    body: JSON.stringify({ query: READ, variables: { id: stormId } }),
  });
  const body = (await res.json()) as {
    data?: { storm?: { id: string } | null } | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  if (body.data?.storm) return;
  const error = body.errors?.[0];
  const code = error?.extensions?.code ?? 'NOT_FOUND';
  throw new GraphQLError(error?.message ?? 'Storm not found', {
    extensions: { code, http: { status: code === 'FORBIDDEN' ? 403 : 404 } },
  });
}

function parseParticipants(message: string, stormId: string): StormParticipantsMessage | null {
  try {
    const v = JSON.parse(message) as Partial<StormParticipantsMessage>;
    if (v.stormId !== stormId || typeof v.at !== 'string') return null;
    return { stormId, at: v.at };
  } catch {
    return null;
  }
}

function parsePosts(message: string, stormId: string): StormPostsMessage | null {
  try {
    const v = JSON.parse(message) as Partial<StormPostsMessage>;
    if (v.stormId !== stormId || typeof v.postId !== 'string' || typeof v.at !== 'string') return null;
    if (v.change !== 'submitted' && v.change !== 'activated') return null;
    return { stormId, postId: v.postId, change: v.change, at: v.at };
  } catch {
    return null;
  }
}

export async function stormParticipantsStream(
  deps: StormSubscriptionDeps,
  userId: string,
  stormId: string,
): Promise<AsyncIterableIterator<StormParticipantsMessage>> {
  await requireMember(deps, userId, stormId);
  const source = await deps.hub.subscribe(topics.stormParticipants(stormId));
  return messageStream(source, (message) => {
    const parsed = parseParticipants(message, stormId);
    if (!parsed) deps.logger.warn({ stormId }, 'ignored malformed storm participants message');
    return parsed;
  });
}

export async function stormPostsStream(
  deps: StormSubscriptionDeps,
  userId: string,
  stormId: string,
): Promise<AsyncIterableIterator<StormPostsMessage>> {
  await requireMember(deps, userId, stormId);
  const source = await deps.hub.subscribe(topics.stormPosts(stormId));
  return messageStream(source, (message) => {
    const parsed = parsePosts(message, stormId);
    if (!parsed) deps.logger.warn({ stormId }, 'ignored malformed storm posts message');
    return parsed;
  });
}
