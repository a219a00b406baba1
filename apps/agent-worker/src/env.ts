import { z } from 'zod';
import { AI_PROVIDERS } from '@hivemind/ai';
import { AGENT_QUEUES, isAgentQueue, type AgentQueueName } from '@hivemind/contracts';
import { EnvValidationError, envLogLevel, envNodeEnv, envUrl, loadEnv } from '@hivemind/common';

export const APP_NAME = 'agent-worker';

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** The agent worker's environment. Defaults make `npm start` work on a development machine. */
export const agentWorkerEnvSchema = z.object({
  /** Health/metrics port; 0 picks a free port (tests). */
  PORT: z.coerce.number().int().min(0).max(65535).default(4110),
  /** Host of the health/metrics port: all interfaces by default so Prometheus and probes reach it. */
  HOST: z.string().min(1).default('0.0.0.0'),
  REDIS_URL: envUrl('redis://127.0.0.1:6379'),
  BULL_PREFIX: z.string().min(1).default('hivemind'),
  /** Comma-separated agent queues to serve; empty = all of AGENT_QUEUES. */
  AGENT_QUEUES: z.string().default(''),
  /** Jobs processed in parallel per served queue. */
  AGENT_CONCURRENCY: positiveInt(8),
  /** BullMQ job lock: a crashed worker's job returns to the queue once its lock has expired. */
  AGENT_LOCK_DURATION_MS: positiveInt(30_000),
  /** How often this worker looks for jobs whose worker died (stalled jobs) to put them back. */
  AGENT_STALLED_INTERVAL_MS: positiveInt(30_000),
  AI_PROVIDER: z.enum(AI_PROVIDERS).default('local'),
  // Passed through to createAiProvider, which checks them (a missing key names OPENAI_API_KEY).
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().optional(),
  OPENAI_CHAT_MODEL: z.string().optional(),
  OPENAI_EMBEDDING_MODEL: z.string().optional(),
  OPENAI_TIMEOUT_MS: z.string().optional(),
  OPENAI_EMBEDDING_SEND_DIMENSIONS: z.string().optional(),
  /**
   * Comma-separated hosts (names or addresses) whose pages may be fetched although they are loopback
   * or private (a local test or demo server). Empty by default: production refuses them all.
   */
  INGEST_ALLOWED_HOSTS: z.string().default(''),
  LOG_LEVEL: envLogLevel,
  NODE_ENV: envNodeEnv,
});

export interface AgentWorkerEnv extends Omit<
  z.infer<typeof agentWorkerEnvSchema>,
  'AGENT_QUEUES' | 'INGEST_ALLOWED_HOSTS'
> {
  AGENT_QUEUES: AgentQueueName[];
  INGEST_ALLOWED_HOSTS: string[];
}

/** AGENT_QUEUES → queue names; an unknown name stops the boot naming the variable and the value. */
export function parseAgentQueues(value: string | undefined): AgentQueueName[] {
  const names = (value ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n.length > 0);
  if (names.length === 0) return [...AGENT_QUEUES];
  const unknown = names.filter((n) => !isAgentQueue(n));
  if (unknown.length > 0) {
    throw new EnvValidationError(APP_NAME, [
      `AGENT_QUEUES: unknown queue ${unknown.map((n) => JSON.stringify(n)).join(', ')} (expected a comma-separated subset of: ${AGENT_QUEUES.join(', ')})`,
    ]);
  }
  return [...new Set(names)].filter(isAgentQueue);
}

export function loadAgentWorkerEnv(env: NodeJS.ProcessEnv = process.env): AgentWorkerEnv {
  const parsed = loadEnv(APP_NAME, agentWorkerEnvSchema, env);
  return {
    ...parsed,
    AGENT_QUEUES: parseAgentQueues(parsed.AGENT_QUEUES),
    INGEST_ALLOWED_HOSTS: parsed.INGEST_ALLOWED_HOSTS.split(',')
      .map((h) => h.trim())
      .filter((h) => h.length > 0),
  };
}
