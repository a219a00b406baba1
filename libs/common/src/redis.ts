import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis connection. BullMQ workers need maxRetriesPerRequest: null; `keyPrefix` is never set here
 * because BullMQ forbids it: queues are isolated with BullMQ's own `prefix` option instead
 * (see bullPrefix()).
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, ...options });
}

/**
 * Closes a Redis connection without hanging: QUIT when it is connected, else drops it at once (ioredis
 * queues a QUIT for a Redis that is down until it reconnects, which may be never, and keeps retrying).
 */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}

/** BullMQ key prefix; tests give each run its own so runs never see each other's jobs. */
export function bullPrefix(env: NodeJS.ProcessEnv = process.env): string {
  return env.BULL_PREFIX ?? 'hivemind';
}
