import type { Redis } from 'ioredis';

/**
 * Deletes every key matching `pattern` (e.g. `${prefix}:*`, a BullMQ prefix's keys): what a Redis
 * flush or a restart without persistence does to them, without touching anyone else's keys (never
 * FLUSHALL: other test files and runs share the server). Answers how many keys it deleted.
 */
export async function deleteKeys(redis: Redis, pattern: string): Promise<number> {
  let deleted = 0;
  for await (const keys of redis.scanStream({ match: pattern, count: 500 }) as AsyncIterable<string[]>) {
    if (keys.length > 0) deleted += await redis.unlink(...keys);
  }
  return deleted;
}
