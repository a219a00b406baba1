import {
  Global,
  Inject,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import type { ApolloFederationDriverConfig } from '@nestjs/apollo';
import type { Redis } from 'ioredis';
import { closeRedis, createRedis } from '../redis.js';
import type { Logger } from '../logger.js';
import { subgraphGraphQLOptions } from './graphql-options.js';
import { HealthModule, type HealthOptions } from './health.js';
import { withServiceJobLocks, type SubgraphEnv } from './service-env.js';
import { UserContextModule } from './user-context.module.js';
import { JobHostModule, type HostedQueue } from './jobs/job-host.js';

import { FlowStarts } from '../jobs/flow-starts.js';
import type { SqlExecutor, TransactionalDb } from '../outbox/db.js';
import { FLOW_STARTS, PRISMA, REDIS } from './tokens.js';

/** Injection tokens of what every subgraph shares (PRISMA and REDIS live in tokens.ts). */
export const APP_LOGGER = Symbol('APP_LOGGER');
export const APP_ENV = Symbol('APP_ENV');

/** What the core needs of a service's Prisma client. */
export interface PrismaLike {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
  $disconnect(): Promise<void>;
}

export interface SubgraphCoreOptions {
  app: string;
  env: SubgraphEnv;
  logger: Logger;
  createPrisma: () => PrismaLike;
  /** BullMQ queues the service touches (metrics gauges). */
  queues: readonly string[];
  /** The queues this service's JobHost serves, with their worker options (handlers: <feature>/jobs/). */
  jobs?: readonly HostedQueue[];
  /**
   * The service records the flows it owes (a `flow_start` table in its database): FLOW_STARTS is a
   * FlowStarts whose sweeper runs for the life of the app. Otherwise FLOW_STARTS is null.
   */
  flowStarts?: boolean;
}

/** Sweeps owed flows from boot (after every provider registered its kinds) until shutdown. */
class FlowStartsLifecycle implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(@Inject(FLOW_STARTS) private readonly flowStarts: FlowStarts | null) {}

  onApplicationBootstrap(): void {
    this.flowStarts?.startSweeping();
  }

  async onModuleDestroy(): Promise<void> {
    await this.flowStarts?.stop();
  }
}

/** How long the boot waits for the database's first answer before going on without it. */
const WARM_UP_TIMEOUT_MS = 5_000;

/**
 * Warms Prisma up at boot and closes the shared clients last, after every module's onModuleDestroy
 * stopped its workers.
 */
class CoreLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaLike,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Prisma opens its first connection and loads its query compiler on the first query (about 0.4 s
   * on these machines, more under load, with the event loop busy meanwhile): done here, before the
   * app listens, so neither the first request nor the first /readyz (each check bounded at 500 ms)
   * pays it. A database that does not answer is /readyz's to report: the boot goes on.
   */
  async onModuleInit(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, WARM_UP_TIMEOUT_MS);
    });
    const warmUp = this.prisma.$queryRawUnsafe('select 1').then(
      () => undefined,
      (err: unknown) => this.logger.warn({ err }, 'the database did not answer at boot'),
    );
    await Promise.race([warmUp, gaveUp]);
    clearTimeout(timer);
  }

  async onApplicationShutdown(signal?: string): Promise<void> {
    this.logger.info({ signal }, 'shutting down: closing Prisma and Redis');
    await Promise.allSettled([this.prisma.$disconnect(), closeRedis(this.redis)]);
  }
}

/**
 * Everything a subgraph has besides its features: env, logger, Prisma, Redis, the signed-context
 * middleware, the federation GraphQL server, /healthz /readyz /metrics and orderly shutdown.
 */
@Global()
@Module({})
export class SubgraphCoreModule {
  static forRoot(options: SubgraphCoreOptions): DynamicModule {
    const { env, logger } = options;
    const shared = [
      { provide: APP_ENV, useValue: env },
      { provide: APP_LOGGER, useValue: logger },
      { provide: PRISMA, useFactory: options.createPrisma },
      { provide: REDIS, useFactory: () => createRedis(env.REDIS_URL) },
      {
        provide: FLOW_STARTS,
        inject: [PRISMA, REDIS],
        useFactory: (prisma: PrismaLike, redis: Redis): FlowStarts | null =>
          options.flowStarts
            ? new FlowStarts({
                // Every service's generated PrismaClient runs raw SQL and interactive transactions.
                db: prisma as unknown as TransactionalDb & SqlExecutor,
                connection: redis,
                prefix: env.BULL_PREFIX,
                logger,
                sweepMs: env.FLOW_SWEEP_MS,
                recheckMs: env.FLOW_RECHECK_MS,
              })
            : null,
      },
    ];
    return {
      module: SubgraphCoreModule,
      imports: [
        UserContextModule.forRoot(env.CONTEXT_SECRET),
        GraphQLModule.forRoot<ApolloFederationDriverConfig>(subgraphGraphQLOptions(env.NODE_ENV)),
        JobHostModule.forRootAsync({
          inject: [REDIS, FLOW_STARTS],
          useFactory: (redis: Redis, flowStarts: FlowStarts | null) => ({
            // BullMQ duplicates the shared client for each Worker's blocking connection.
            connection: redis,
            prefix: env.BULL_PREFIX,
            logger,
            // Short locks: a killed service's parents are taken back within 8-16 s (README).
            queues: withServiceJobLocks(env, options.jobs ?? []),
            ...(flowStarts ? { flowStarts } : {}),
          }),
        }),
        HealthModule.forRootAsync({
          inject: [PRISMA, REDIS],
          useFactory: (prisma: PrismaLike, redis: Redis): HealthOptions => ({
            app: options.app,
            checks: [
              { name: 'postgres', check: () => prisma.$queryRawUnsafe('select 1') },
              { name: 'redis', check: () => redis.ping() },
            ],
            queues: { names: options.queues, connection: redis, prefix: env.BULL_PREFIX },
          }),
        }),
      ],
      providers: [...shared, CoreLifecycle, FlowStartsLifecycle],
      exports: [APP_ENV, APP_LOGGER, PRISMA, REDIS, FLOW_STARTS],
    };
  }
}
