import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis connection. BullMQ workers need maxRetriesPerRequest: null; `keyPrefix` is never set here
 * because BullMQ forbids it: queues are isolated with BullMQ's own `prefix` option instead
 * (see bullPrefix()).
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, ...options });
}

/** BullMQ key prefix; tests give each run its own so runs never see each other's jobs. */
export function bullPrefix(env: NodeJS.ProcessEnv = process.env): string {
  return env.BULL_PREFIX ?? 'hivemind';
}
