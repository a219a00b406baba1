import { z } from 'zod';
import { envContextSecret, envLogLevel, envNodeEnv, envPort, envUrl } from '../env.js';

/**
 * Env schema shared by the three subgraphs: each adds its own database URL. Subgraphs listen on
 * 127.0.0.1 only (HOST exists for containers, where the gateway reaches them over a network).
 */
export function subgraphEnvShape(defaultPort: number) {
  return {
    PORT: envPort(defaultPort),
    HOST: z.string().min(1).default('127.0.0.1'),
    REDIS_URL: envUrl('redis://127.0.0.1:6379'),
    CONTEXT_SECRET: envContextSecret,
    BULL_PREFIX: z.string().min(1).default('hivemind'),
    LOG_LEVEL: envLogLevel,
    NODE_ENV: envNodeEnv,
  };
}

export interface SubgraphEnv {
  PORT: number;
  HOST: string;
  REDIS_URL: string;
  CONTEXT_SECRET: string;
  BULL_PREFIX: string;
  LOG_LEVEL: string;
  NODE_ENV: 'development' | 'production' | 'test';
}
