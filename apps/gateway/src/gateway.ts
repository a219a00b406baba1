import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { parse } from 'graphql';
import type { Redis } from 'ioredis';
import { WebSocketServer } from 'ws';
import {
  checkReadiness,
  closeRedis,
  createRedis,
  getSession,
  runWithCorrelationId,
  READINESS_TIMEOUT_MS,
  type Logger,
  type ReadinessReport,
  type Session,
} from '@hivemind/common';
import type { GatewayEnv } from './env.js';
import { SupergraphOwnership } from './graphql/direct-reads.js';
import { createRuntime, type HivemindRuntime } from './graphql/runtime.js';
import { buildSupergraph, probeSubgraph, type SubgraphDef, type SubgraphName } from './graphql/supergraph.js';
import { TopicHub } from './graphql/topic-hub.js';
import { correlationIdFrom } from './http/correlation.js';
import { createMetrics, type GatewayMetrics } from './http/metrics.js';
import { handleRequest, type GatewayServices } from './http/routes.js';
import { attachWebSockets, type WsHandle } from './http/ws.js';
import { GuestCache } from './rest/core/guest-cache.js';
import type { RestRouter } from './rest/core/router.js';
import { createRestRouter } from './rest/index.js';
import { createUploadStorage, type UploadStorage } from './uploads/storage.js';

/**
 * The gateway process: one node:http server (HTTP, WebSocket upgrades), the Hive Gateway runtime
 * over a supergraph composed at start (retried with backoff until every subgraph answers), Redis for
 * sessions and a dedicated Redis subscriber for subscriptions.
 */
export interface GatewayOptions {
  env: GatewayEnv;
  logger: Logger;
  /** Host to listen on; tests use 127.0.0.1. */
  host?: string;
  /** First retry delay of the composition loop (doubles up to maxRetryMs). */
  retryMs?: number;
  maxRetryMs?: number;
}

export class Gateway implements GatewayServices {
  readonly server: Server;
  readonly redis: Redis;
  readonly metrics: GatewayMetrics;
  readonly rest: RestRouter;
  /** Answers of guest-readable REST reads, shared by every guest (rest/core/guest-cache.ts). */
  readonly guestCache: GuestCache;
  /** Uploaded files (hive logos): S3-compatible when configured, the local disk otherwise. */
  readonly uploads: UploadStorage;
  readonly subgraphs: SubgraphDef[];
  private readonly subscriber: Redis;
  private readonly hub: TopicHub;
  private readonly wss: WebSocketServer;
  private ws: WsHandle | null = null;
  private runtime: HivemindRuntime | null = null;
  private supergraphSdl: string | null = null;
  private composed = false;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private composing: Promise<void> | null = null;
  private lastProbe: { at: number; report: ReadinessReport; subgraphsUp: boolean } | null = null;
  /** Which REST reads go straight to their subgraph, decided once per operation per supergraph. */
  private directReads: {
    sdl: string;
    ownership: SupergraphOwnership;
    targets: Map<string, SubgraphDef | null>;
  } | null = null;

  constructor(readonly options: GatewayOptions) {
    const { env } = options;
    this.subgraphs = [
      { name: 'thoughts', url: env.THOUGHTS_URL },
      { name: 'hives', url: env.HIVES_URL },
      { name: 'feeds', url: env.FEEDS_URL },
    ];
    this.redis = createRedis(env.REDIS_URL, { maxRetriesPerRequest: 3 });
    this.subscriber = createRedis(env.REDIS_URL);
    this.hub = new TopicHub(this.subscriber, this.redis);
    this.metrics = createMetrics();
    this.uploads = createUploadStorage(env);
    this.rest = createRestRouter({ uploads: this.uploads, logger: options.logger });
    this.guestCache = new GuestCache(env.REST_GUEST_CACHE_MS);
    this.wss = new WebSocketServer({ noServer: true });
    this.server = createServer((req, res) => void this.onRequest(req, res));
    this.server.on('upgrade', (req, socket, head) => {
      void runWithCorrelationId(correlationIdFrom(req.headers['x-request-id']), async () =>
        (this.ws ?? attachWebSockets.refuse)(req, socket, head),
      );
    });
  }

  get logger(): Logger {
    return this.options.logger;
  }

  get env(): GatewayEnv {
    return this.options.env;
  }

  /** The runtime once the supergraph is composed (null before). */
  getRuntime(): HivemindRuntime | null {
    return this.composed ? this.runtime : null;
  }

  isComposed(): boolean {
    return this.composed;
  }

  /** Starts listening at once (healthz answers) and composes in the background. */
  async start(port: number = this.env.PORT): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, this.options.host, () => resolve());
    });
    const address = this.server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    this.logger.info({ port: actual }, 'gateway listening');
    this.scheduleCompose(0);
    return actual;
  }

  /** Resolves once the supergraph is composed (tests and main use it to log readiness). */
  async whenComposed(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.isComposed()) {
      if (Date.now() > deadline || this.stopped) throw new Error('supergraph not composed in time');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  private scheduleCompose(delayMs: number): void {
    if (this.stopped || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.recompose().catch((err: unknown) => {
        const next = Math.min(Math.max(delayMs * 2, this.options.retryMs ?? 500), this.options.maxRetryMs ?? 10_000);
        this.logger.warn({ err: (err as Error).message, retryInMs: next }, 'supergraph composition failed; retrying');
        if (!this.isComposed()) this.scheduleCompose(next);
      });
    }, delayMs);
  }

  /** Fetches every subgraph's SDL and swaps the supergraph in; throws if a subgraph is down. */
  async recompose(): Promise<void> {
    if (this.composing) return this.composing;
    this.composing = this.composeOnce().finally(() => {
      this.composing = null;
    });
    return this.composing;
  }

  private async composeOnce(): Promise<void> {
    const sdl = await buildSupergraph(this.subgraphs, this.env.CONTEXT_SECRET);
    const previous = this.supergraphSdl;
    if (this.stopped || sdl === previous) return;
    this.supergraphSdl = sdl; // what the runtime's supergraph callback serves
    try {
      if (!this.runtime) {
        this.runtime = createRuntime({
          getSupergraph: () => this.supergraphSdl as string,
          contextSecret: this.env.CONTEXT_SECRET,
          hub: this.hub,
          logger: this.logger,
          graphiql: this.env.NODE_ENV !== 'production',
          feedsUrl: this.env.FEEDS_URL,
          thoughtsUrl: this.env.THOUGHTS_URL,
          onMutation: () => this.guestCache.invalidate(),
        });
      } else {
        this.runtime.invalidateUnifiedGraph();
      }
      // The runtime loads the supergraph lazily on its first HTTP request; graphql-ws operations
      // bypass that step, so load it now (this also proves the supergraph is usable).
      await this.runtime.getSchema();
    } catch (err) {
      this.supergraphSdl = previous;
      if (previous) this.runtime?.invalidateUnifiedGraph();
      throw err;
    }
    if (!this.ws) {
      this.ws = attachWebSockets({
        wss: this.wss,
        runtime: this.runtime,
        logger: this.logger,
        sessionOf: (sid) => this.sessionOf(sid),
        trustProxy: this.env.TRUST_PROXY,
        allowedOrigins: this.env.CSRF_ALLOWED_ORIGINS,
      });
    }
    this.composed = true;
    this.logger.info(previous ? 'supergraph recomposed' : 'supergraph composed');
  }

  /**
   * Ready = composed, Redis (sessions, subscriptions) answering and every subgraph answering right
   * now; each check bounded so the answer comes within a second, a good one cached for a second. `unavailable`
   * names what is missing ('redis', a subgraph's name, 'supergraph' before the first composition).
   */
  async readiness(): Promise<ReadinessReport & { composed: boolean }> {
    const composed = this.isComposed();
    // Only a good answer is reused: a dependency that was missing is looked at again at once.
    if (!this.lastProbe || !this.lastProbe.report.ready || Date.now() - this.lastProbe.at >= 1000) {
      const report = await checkReadiness([
        { name: 'redis', check: () => this.redis.ping() },
        ...this.subgraphs.map((s) => ({
          name: s.name,
          check: async () => {
            // Under the readiness bound, so a slow subgraph reads as "no answer", not a late one.
            if (!(await probeSubgraph(s, this.env.CONTEXT_SECRET, READINESS_TIMEOUT_MS - 100))) {
              throw new Error('not answering');
            }
          },
        })),
      ]);
      const subgraphsUp = this.subgraphs.every((s) => report.checks[s.name] === 'ok');
      const wasDown = this.lastProbe?.subgraphsUp === false;
      this.lastProbe = { at: Date.now(), report, subgraphsUp };
      // A subgraph that came back may have been redeployed with a new schema.
      if (composed && subgraphsUp && wasDown) {
        this.recompose().catch((err: unknown) => this.logger.warn({ err }, 'recompose failed'));
      }
    }
    const { report } = this.lastProbe;
    const unavailable = composed ? report.unavailable : ['supergraph', ...report.unavailable];
    return { ready: unavailable.length === 0, composed, checks: report.checks, unavailable };
  }

  async sessionOf(sid: string | undefined): Promise<Session | null> {
    return sid ? getSession(this.redis, sid, this.env.SESSION_TTL_SECONDS) : null;
  }

  directReadTarget(query: string, subgraph: SubgraphName): SubgraphDef | null {
    const sdl = this.supergraphSdl;
    if (!sdl || !this.composed) return null;
    if (this.directReads?.sdl !== sdl) {
      this.directReads = { sdl, ownership: new SupergraphOwnership(sdl), targets: new Map() };
    }
    const { ownership, targets } = this.directReads;
    const key = `${subgraph}\n${query}`;
    let target = targets.get(key);
    if (target === undefined) {
      const problem = ownership.problem(subgraph, parse(query));
      target = problem ? null : (this.subgraphs.find((s) => s.name === subgraph) ?? null);
      // The route still answers, through the runtime; the operator learns why it is not direct.
      if (problem) this.logger.warn({ subgraph, problem }, 'a REST read is not sent directly to its subgraph');
      targets.set(key, target);
    }
    return target;
  }

  private async onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    await handleRequest(this, req, res);
  }

  /** Graceful stop: refuse new connections, close sockets, dispose the runtime, quit Redis. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const client of this.wss.clients) client.close(1001, 'Server shutting down');
    await this.ws?.dispose();
    this.wss.close();
    this.server.closeIdleConnections();
    const force = setTimeout(() => this.server.closeAllConnections(), 5000);
    await closed;
    clearTimeout(force);
    if (this.runtime) {
      await Promise.resolve(this.runtime[Symbol.asyncDispose]()).catch((err: unknown) =>
        this.logger.warn({ err }, 'runtime dispose failed'),
      );
    }
    await Promise.allSettled([closeRedis(this.redis), closeRedis(this.subscriber)]);
    this.logger.info('gateway stopped');
  }
}
