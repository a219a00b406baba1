import { z } from 'zod';

const positiveMs = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
import type { HostedQueue } from './jobs/job-host.js';
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
    /** How often owed flows (flow_start rows) are looked for in Redis and re-added when missing. */
    FLOW_SWEEP_MS: positiveMs(5_000),
    /** How long an owed flow waits between two checks (and after its start). */
    FLOW_RECHECK_MS: positiveMs(10_000),
    /** BullMQ job lock of the service's workers: a killed service's jobs are taken back once it expires. */
    JOB_LOCK_DURATION_MS: positiveMs(8_000),
    /** How often the service's workers look for jobs whose worker died (stalled) to take them back. */
    JOB_STALLED_INTERVAL_MS: positiveMs(4_000),
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
  FLOW_SWEEP_MS: number;
  FLOW_RECHECK_MS: number;
  JOB_LOCK_DURATION_MS: number;
  JOB_STALLED_INTERVAL_MS: number;
}

/**
 * The service's hosted queues with its job locks (JOB_LOCK_DURATION_MS, JOB_STALLED_INTERVAL_MS)
 * unless a queue sets its own: a killed service's active jobs are taken back by another replica (or
 * the restarted one) once the lock expires and the next stalled check sees it, about 16 s at most
 * with the defaults (measured by stalled-pickup.int-spec.ts).
 */
export function withServiceJobLocks(
  env: Pick<SubgraphEnv, 'JOB_LOCK_DURATION_MS' | 'JOB_STALLED_INTERVAL_MS'>,
  queues: readonly HostedQueue[],
): HostedQueue[] {
  return queues.map((q) => ({
    lockDuration: env.JOB_LOCK_DURATION_MS,
    stalledInterval: env.JOB_STALLED_INTERVAL_MS,
    ...q,
  }));
}
