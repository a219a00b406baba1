import { Module, type DynamicModule, type OnApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createAiProvider, type AiProvider } from '@hivemind/ai';
import { closeRedis, createLogger, createRedis, REDIS } from '@hivemind/common';
import { JobHostModule } from '@hivemind/common/nest';
import { PROCESSORS } from './processors/index.js';
import { HealthServer } from './health-server.js';
import { AGENT_LOGGER, AGENT_WORKER_ENV, AI_PROVIDER } from './tokens.js';
import { APP_NAME, type AgentWorkerEnv } from './env.js';

/** Quits the shared Redis client last, after the Workers (onModuleDestroy) have drained. */
@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}

export interface AgentWorkerModuleOptions {
  env: AgentWorkerEnv;
  /** Replaces the provider AI_PROVIDER names (tests wrap the real one to control timing). */
  aiProvider?: AiProvider;
}

/** The worker's whole application context: no database, only Redis and the AI provider. */
@Module({})
export class AgentWorkerModule {
  static forRoot(options: AgentWorkerModuleOptions): DynamicModule {
    const { env } = options;
    const logger = createLogger(APP_NAME, env.LOG_LEVEL);
    const ai = options.aiProvider ?? createAiProvider(env);
    return {
      module: AgentWorkerModule,
      imports: [
        JobHostModule.forRootAsync({
          useFactory: () => ({
            connection: { url: env.REDIS_URL },
            prefix: env.BULL_PREFIX,
            logger,
            queues: env.AGENT_QUEUES.map((name) => ({
              name,
              concurrency: env.AGENT_CONCURRENCY,
              lockDuration: env.AGENT_LOCK_DURATION_MS,
              stalledInterval: env.AGENT_STALLED_INTERVAL_MS,
            })),
            // Loading word vectors blocks the event loop, which must not happen while a job holds a
            // lock: the AI warms up after the handler check and before any Worker starts.
            beforeStart: async () => {
              await ai.warmUp();
              logger.info(
                { queues: env.AGENT_QUEUES, concurrency: env.AGENT_CONCURRENCY, ai: ai.name },
                'agent worker started',
              );
            },
          }),
        }),
      ],
      providers: [
        { provide: AGENT_WORKER_ENV, useValue: env },
        { provide: AI_PROVIDER, useValue: ai },
        { provide: AGENT_LOGGER, useValue: logger },
        { provide: REDIS, useFactory: () => createRedis(env.REDIS_URL) },
        RedisCloser,
        ...PROCESSORS,
        HealthServer,
      ],
    };
  }
}
