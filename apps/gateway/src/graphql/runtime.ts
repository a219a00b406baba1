import { randomUUID } from 'node:crypto';
import { GraphQLError, getOperationAST } from 'graphql';
import {
  createGatewayRuntime,
  Logger as HiveLogger,
  type GatewayPlugin,
  type GatewayRuntime,
  type LogLevel as HiveLogLevel,
} from '@graphql-hive/gateway-runtime';
import {
  GATEWAY_TYPE_DEFS,
  parseJobProgress,
  PostMessages,
  ThoughtMessages,
  WebPageIngestMessages,
  topics,
  type AgentReplyEvent,
  type JobProgress,
  type StormParticipantsMessage,
  type StormPostActivatedMessage,
  type StormPostsMessage,
} from '@hivemind/contracts';
import { isUuid, lastProgressKey, redactLogValue, redactQuoted } from '@hivemind/common';
import type { Logger } from '@hivemind/common';
import { useNoNulInput } from './no-nul-input.js';
import { useSubgraphOutage } from './subgraph-outage.js';
import { signedHeaders } from './supergraph.js';
import type { TopicHub } from './topic-hub.js';
import { postVotesStream, type PostVoteCounts } from './post-votes-subscription.js';
import { agentReplyStream } from './agent-reply-subscription.js';
import { stormParticipantsStream, stormPostsStream } from './storm-subscriptions.js';
import { messageStream } from './message-stream.js';

/**
 * The Hive Gateway runtime: executes operations against the composed supergraph, signs the user
 * context onto every subgraph request, and adds the gateway-owned subscriptions that are fed from
 * Redis pub/sub.
 */

/** What the gateway puts in every GraphQL context (HTTP, WebSocket and in-process REST calls). */
export interface HivemindContext extends Record<string, unknown> {
  userId: string | null;
  correlationId: string;
  /** Why this request may not run mutations (http/csrf.ts), or null; such mutations answer 403. */
  csrfRefusal: string | null;
  /** The client's address (socket, or first X-Forwarded-For hop with TRUST_PROXY); signed onward. */
  clientIp?: string;
  /**
   * Set only by the REST facade for its auth routes' in-process operations; lets those operations
   * reach subgraph fields marked internal-only. Never set for /graphql or WebSocket requests.
   */
  internal?: boolean;
}

export interface RuntimeOptions {
  getSupergraph: () => string;
  contextSecret: string;
  hub: TopicHub;
  logger: Logger;
  graphiql: boolean;
  /** feeds-svc's GraphQL endpoint (postVotesChanged reads the counts a viewer may see there). */
  feedsUrl?: string;
  /** thoughts-svc's GraphQL endpoint (agentReply checks there that the thread is the member's). */
  thoughtsUrl?: string;
  /** Called after every mutation (HTTP, WebSocket or REST): the guest cache forgets its answers. */
  onMutation?: () => void;
}

export type HivemindRuntime = GatewayRuntime<HivemindContext>;

/** A message of a thought's progress topic; its entity is the subscribed thought. */
function parseProgress(message: string, thoughtId: string): JobProgress | null {
  const progress = parseJobProgress(message);
  return progress && { ...progress, entityId: progress.entityId || thoughtId };
}

function parseStormPostActivated(message: string): StormPostActivatedMessage | null {
  try {
    const value = JSON.parse(message) as Partial<StormPostActivatedMessage>;
    if (typeof value.postId !== 'string' || typeof value.stormId !== 'string') return null;
    return {
      postId: value.postId,
      stormId: value.stormId,
      at: typeof value.at === 'string' ? value.at : new Date().toISOString(),
    };
  } catch {
    return null;
  }
}

/** A parser whose malformed messages are logged and skipped. */
function parsed<T>(parse: (message: string) => T | null, onMalformed: () => void): (message: string) => T | null {
  return (message) => {
    const value = parse(message);
    if (value === null) onMalformed();
    return value;
  };
}

export const unauthenticated = (): GraphQLError =>
  new GraphQLError('Not signed in', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });

/**
 * A subscription's id argument that is not an id names nothing: refused as NOT_FOUND with the text
 * the matching query answers, instead of listening on a channel named by whatever was sent.
 */
function requireId(id: string, notFound: string): void {
  if (!isUuid(id)) throw new GraphQLError(notFound, { extensions: { code: 'NOT_FOUND', http: { status: 404 } } });
}

/** Refuses mutations from requests that failed the CSRF rules (cross-site, or cookie without proof: http/csrf.ts). */
function useCsrfForMutations(): GatewayPlugin<HivemindContext> {
  return {
    onExecute({ args }) {
      const ctx = args.contextValue as Partial<HivemindContext>;
      if (!ctx.csrfRefusal) return;
      const op = getOperationAST(args.document, args.operationName ?? undefined);
      if (op?.operation === 'mutation') {
        throw new GraphQLError(ctx.csrfRefusal, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
      }
    },
  };
}

/**
 * Tells `onMutation` after each mutation ran, whatever its outcome: what guests read may have changed,
 * so cached guest answers (rest/core/guest-cache.ts) must not outlive it.
 */
function useMutationNotice(onMutation: () => void): GatewayPlugin<HivemindContext> {
  return {
    onExecute({ args }) {
      const op = getOperationAST(args.document, args.operationName ?? undefined);
      if (op?.operation !== 'mutation') return;
      return { onExecuteDone: () => onMutation() };
    },
  };
}

/**
 * Hive Gateway's own log lines through ours. Its lines carry request bodies, documents and variables
 * (a failed subgraph request logs the whole body it sent): those fields are dropped and quoted
 * literals taken out of the rest, so the operation name, service, error code and message remain
 * but never a member's text (issue 20).
 */
function hiveLogger(logger: Logger): HiveLogger {
  const level = logger.level as string;
  const hiveLevel: HiveLogLevel | false = ['trace', 'debug', 'info', 'warn', 'error'].includes(level)
    ? (level as HiveLogLevel)
    : level === 'fatal'
      ? 'error'
      : false;
  return new HiveLogger({
    level: hiveLevel,
    writers: [
      {
        write(lvl, attrs, msg) {
          const fields = attrs === null || attrs === undefined ? {} : redactLogValue(attrs);
          const safe =
            typeof fields === 'object' && fields !== null && !Array.isArray(fields) ? fields : { attrs: fields };
          logger[lvl]({ ...safe, source: 'hive-gateway' }, redactQuoted(msg ?? ''));
        },
      },
    ],
  });
}

export function createRuntime(opts: RuntimeOptions): HivemindRuntime {
  /** What a subscription checked with feeds-svc needs (storm changes, vote counts); refused without feeds-svc. */
  const feedsStreamDeps = (what: string) => {
    if (!opts.feedsUrl) throw new GraphQLError(`${what} are not available on this gateway`);
    return { hub: opts.hub, logger: opts.logger, contextSecret: opts.contextSecret, feedsUrl: opts.feedsUrl };
  };
  return createGatewayRuntime<HivemindContext>({
    supergraph: () => opts.getSupergraph(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: opts.graphiql,
    logging: hiveLogger(opts.logger),
    // Named explicitly: the runtime otherwise resolves the subgraph transport by package name at the
    // first request, and a missing package only shows up as null data.
    transports: { http: import('@graphql-mesh/transport-http') },
    // Deduplication of identical in-flight subgraph requests never applies here (every request carries
    // its own signed context, part of the key), yet each answer was deep-copied (structuredClone) for
    // it: a feed page's 50 KB on every request.
    transportEntries: { '*.http': { options: { deduplicateInflightRequests: false } } },
    // The REST facade and the correlation-id middleware set x-request-id; the runtime must not
    // invent a second one.
    requestId: false,
    propagateHeaders: {
      // Every subgraph request carries a freshly signed context: subgraphs trust nothing else.
      fromClientToSubgraphs: ({ context }) =>
        signedHeaders(opts.contextSecret, context.userId ?? null, context.correlationId ?? randomUUID(), {
          clientIp: context.clientIp,
          internal: context.internal === true,
        }),
    },
    plugins: () => [
      useNoNulInput<HivemindContext>(),
      useSubgraphOutage<HivemindContext>(opts.logger),
      useCsrfForMutations(),
      ...(opts.onMutation ? [useMutationNotice(opts.onMutation)] : []),
    ],
    additionalTypeDefs: GATEWAY_TYPE_DEFS,
    additionalResolvers: {
      Subscription: {
        thoughtProgress: {
          subscribe: async (_root: unknown, args: { thoughtId: string }, ctx: Partial<HivemindContext>) => {
            if (!ctx.userId) throw unauthenticated();
            requireId(args.thoughtId, ThoughtMessages.notFound);
            const topic = topics.thoughtProgress(ctx.userId, args.thoughtId);
            const source = await opts.hub.subscribe(topic, { replayKey: lastProgressKey(topic) });
            return messageStream(
              source,
              parsed(
                (message) => parseProgress(message, args.thoughtId),
                () => opts.logger.warn({ thoughtId: args.thoughtId }, 'ignored malformed thought progress message'),
              ),
            );
          },
          resolve: (payload: JobProgress) => payload,
        },
        webPageProgress: {
          subscribe: async (_root: unknown, args: { processId: string }, ctx: Partial<HivemindContext>) => {
            if (!ctx.userId) throw unauthenticated();
            requireId(args.processId, WebPageIngestMessages.processNotFound);
            const topic = topics.webPageProgress(ctx.userId, args.processId);
            const source = await opts.hub.subscribe(topic, { replayKey: lastProgressKey(topic) });
            return messageStream(
              source,
              parsed(
                (message) => parseProgress(message, args.processId),
                () => opts.logger.warn({ processId: args.processId }, 'ignored malformed web page progress message'),
              ),
            );
          },
          resolve: (payload: JobProgress) => payload,
        },
        stormPostActivated: {
          subscribe: async (_root: unknown, _args: unknown, ctx: Partial<HivemindContext>) => {
            if (!ctx.userId) throw unauthenticated();
            const source = await opts.hub.subscribe(topics.stormPostActivated(ctx.userId));
            return messageStream(
              source,
              parsed(parseStormPostActivated, () => opts.logger.warn('ignored malformed storm-post-activated message')),
            );
          },
          resolve: (payload: StormPostActivatedMessage) => payload,
        },
        stormParticipantsChanged: {
          subscribe: async (_root: unknown, args: { stormId: string }, ctx: Partial<HivemindContext>) => {
            if (!ctx.userId) throw unauthenticated();
            const deps = feedsStreamDeps('Storm changes');
            return stormParticipantsStream(deps, ctx.userId, args.stormId);
          },
          resolve: (payload: StormParticipantsMessage) => payload,
        },
        stormPostsChanged: {
          subscribe: async (_root: unknown, args: { stormId: string }, ctx: Partial<HivemindContext>) => {
            if (!ctx.userId) throw unauthenticated();
            const deps = feedsStreamDeps('Storm changes');
            return stormPostsStream(deps, ctx.userId, args.stormId);
          },
          resolve: (payload: StormPostsMessage) => payload,
        },
        postVotesChanged: {
          subscribe: async (_root: unknown, args: { postId: string }, ctx: Partial<HivemindContext>) => {
            if (!ctx.userId) throw unauthenticated();
            requireId(args.postId, PostMessages.postNotFound);
            const deps = feedsStreamDeps('Post vote counts');
            return postVotesStream(deps, ctx.userId, args.postId);
          },
          resolve: (payload: { postVotesChanged: PostVoteCounts }) => payload.postVotesChanged,
        },
        agentReply: {
          subscribe: async (_root: unknown, args: { threadId: string }, ctx: Partial<HivemindContext>) => {
            if (!ctx.userId) throw unauthenticated();
            if (!opts.thoughtsUrl) throw new GraphQLError('Agent replies are not available on this gateway');
            const deps = {
              hub: opts.hub,
              logger: opts.logger,
              contextSecret: opts.contextSecret,
              thoughtsUrl: opts.thoughtsUrl,
            };
            return agentReplyStream(deps, ctx.userId, args.threadId);
          },
          resolve: (payload: AgentReplyEvent) => payload,
        },
      },
    },
  });
}
