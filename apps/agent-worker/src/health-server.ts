import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { Redis } from 'ioredis';
import { checkReadiness, createRedis, type Logger } from '@hivemind/common';
import { AGENT_LOGGER, AGENT_WORKER_ENV } from './tokens.js';
import { APP_NAME, type AgentWorkerEnv } from './env.js';

import { JobHost } from '@hivemind/common/nest';

const QUEUE_STATES = ['waiting', 'active', 'failed', 'completed'] as const;

/**
 * The worker has no HTTP app, only this port: GET /healthz for probes, GET /readyz (Redis answering
 * and every Worker running, within a second; 503 naming what is missing) and GET /metrics for
 * Prometheus (default process metrics and, per served queue, job counts read from BullMQ on
 * scrape — what the autoscaler watches).
 */
@Injectable()
export class HealthServer implements OnModuleInit, OnApplicationShutdown {
  readonly registry = new Registry();
  private readonly queues: Queue[];
  private server: Server | undefined;
  /** Pings Redis for /readyz (the Workers' own connections block on their queues). */
  private readonly redis: Redis;

  constructor(
    @Inject(AGENT_WORKER_ENV) private readonly env: AgentWorkerEnv,
    @Inject(AGENT_LOGGER) private readonly logger: Logger,
    private readonly host: JobHost,
  ) {
    // One registry per app instance (not the global one) so tests can run several in a process.
    this.registry.setDefaultLabels({ app: APP_NAME });
    collectDefaultMetrics({ register: this.registry });
    this.queues = env.AGENT_QUEUES.map(
      (name) =>
        new Queue(name, { connection: { url: env.REDIS_URL, maxRetriesPerRequest: null }, prefix: env.BULL_PREFIX }),
    );
    this.redis = createRedis(env.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
    this.redis.on('error', () => undefined); // reported by /readyz, not as an unhandled event
    const queues = this.queues;
    for (const state of QUEUE_STATES) {
      new Gauge({
        // Same names as the services' AppMetrics, so one dashboard reads every app.
        name: `bullmq_queue_${state}_jobs`,
        help: `Jobs ${state} in each BullMQ queue this worker serves`,
        labelNames: ['queue'],
        registers: [this.registry],
        async collect() {
          for (const q of queues) {
            const counts = await q.getJobCounts(state);
            this.set({ queue: q.name }, counts[state] ?? 0);
          }
        },
      });
    }
  }

  /** The bound port (differs from PORT when PORT=0). */
  get port(): number {
    return (this.server?.address() as AddressInfo | null)?.port ?? this.env.PORT;
  }

  /** Listens before the Workers boot, so probes see 503 (not a refused connection) while warming up. */
  async onModuleInit(): Promise<void> {
    const server = createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0];
      if (req.method !== 'GET') return void res.writeHead(405).end();
      if (path === '/healthz') {
        const ok = this.host.healthy;
        res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ status: ok ? 'ok' : 'unavailable', queues: this.env.AGENT_QUEUES }));
      }
      if (path === '/readyz') {
        checkReadiness([
          { name: 'redis', check: () => this.redis.ping() },
          {
            name: 'workers',
            check: async () => {
              if (!this.host.healthy) throw new Error('not running');
            },
          },
        ]).then(
          ({ ready, unavailable, checks }) => {
            res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ status: ready ? 'ok' : 'unavailable', unavailable, checks }));
          },
          (error: unknown) => {
            this.logger.error({ err: error }, 'readiness check failed');
            res.writeHead(500).end();
          },
        );
        return;
      }
      if (path === '/metrics') {
        this.registry.metrics().then(
          (text) => res.writeHead(200, { 'content-type': this.registry.contentType }).end(text),
          (error: unknown) => {
            this.logger.error({ err: error }, 'metrics collection failed');
            res.writeHead(500).end();
          },
        );
        return;
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.env.PORT, this.env.HOST, () => resolve());
    });
    this.server = server;
    this.logger.info({ port: this.port, host: this.env.HOST }, 'health and metrics listening');
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    await Promise.all(this.queues.map((q) => q.close()));
    this.redis.disconnect();
  }
}
