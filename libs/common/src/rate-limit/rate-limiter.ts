import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitRule } from '@hivemind/contracts';

/**
 * Fixed-window rate limits in Redis (rate-limiter-flexible's RateLimiterRedis over ioredis), so every
 * replica of a service counts against the same budget. Keys are `<prefix>:<limit name>:<key>`; the
 * prefix comes from RATE_LIMIT_PREFIX (default `<BULL_PREFIX>:rl`) so test runs never share counters.
 */
export class RateLimitExceededError extends Error {
  constructor(
    readonly limit: string,
    /** Milliseconds until the window frees a point. */
    readonly retryAfterMs: number,
  ) {
    super(`rate limit ${limit} exceeded; retry in ${retryAfterMs} ms`);
    this.name = 'RateLimitExceededError';
  }
}

/**
 * Keys that hold an email address are hashed, so Redis never stores addresses in clear; other keys
 * (client addresses) are kept readable for operators.
 */
export function rateLimitKey(kind: 'email' | 'ip', value: string): string {
  if (kind === 'ip') return `ip:${value}`;
  return `email:${createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}

export class RateLimit {
  private readonly limiter: RateLimiterRedis;

  constructor(
    redis: Redis,
    prefix: string,
    readonly name: string,
    readonly rule: RateLimitRule,
  ) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:${name}`,
      points: rule.points,
      duration: rule.durationSeconds,
      // No in-memory fallback (insuranceLimiter): without Redis the call waits or fails rather than
      // letting brute force through uncounted. Commands sent while ioredis connects are queued.
    });
  }

  /** Counts one event; throws RateLimitExceededError when this one goes over the budget. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key, 1);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw new RateLimitExceededError(this.name, err.msBeforeNext);
      throw err;
    }
  }

  /** Throws when the budget is already spent, without counting (e.g. before checking a password). */
  async assertAvailable(key: string): Promise<void> {
    const res = await this.limiter.get(key);
    if (res && res.consumedPoints >= this.rule.points) {
      throw new RateLimitExceededError(this.name, res.msBeforeNext);
    }
  }

  /** Counts one event without refusing it (the refusal comes from assertAvailable next time). */
  async penalize(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** Runs every check; the first refusal wins. Used to test several keys before counting any. */
export async function assertAllAvailable(checks: readonly [RateLimit, string | null | undefined][]): Promise<void> {
  for (const [limit, key] of checks) if (key) await limit.assertAvailable(key);
}

/**
 * Consumes one point from each (limit, key) pair; keys that are null are skipped (e.g. no client
 * address on a call the gateway made for itself). Checks all before counting, so a refusal by one
 * key does not also spend the others.
 */
export async function consumeAll(checks: readonly [RateLimit, string | null | undefined][]): Promise<void> {
  await assertAllAvailable(checks);
  for (const [limit, key] of checks) if (key) await limit.consume(key);
}
