import { Module, type DynamicModule, type OnApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { Redis } from 'ioredis';
import { createAiProvider, type AiProvider } from '@hivemind/ai';
import { createRedis, REDIS } from '@hivemind/common';
import { PROCESSORS } from './processors/index.js';
import { WorkerHost } from './worker-host.service.js';
import { HealthServer } from './health-server.js';
import { loggerProvider } from './logger.provider.js';
import { AGENT_WORKER_ENV, AI_PROVIDER } from './tokens.js';
import type { AgentWorkerEnv } from './env.js';

/** Quits the shared Redis client last, after the Workers (onModuleDestroy) have drained. */
@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
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
    return {
      module: AgentWorkerModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: AGENT_WORKER_ENV, useValue: options.env },
        { provide: AI_PROVIDER, useFactory: () => options.aiProvider ?? createAiProvider(options.env) },
        { provide: REDIS, useFactory: () => createRedis(options.env.REDIS_URL) },
        loggerProvider,
        RedisCloser,
        ...PROCESSORS,
        WorkerHost,
        HealthServer,
      ],
    };
  }
}
