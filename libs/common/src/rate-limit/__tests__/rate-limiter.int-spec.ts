import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createRedis } from '../../redis.js';
import { consumeAll, RateLimit, RateLimitExceededError, rateLimitKey } from '../rate-limiter.js';

const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const prefix = `${process.env.BULL_PREFIX ?? 'hivemind'}:rl-lib-${randomUUID()}`;
afterAll(async () => {
  await redis.quit();
});

describe('RateLimit (Redis)', () => {
  it('allows `points` events per window, then refuses with the time until the window frees', async () => {
    const limit = new RateLimit(redis, prefix, 'consume', { points: 3, durationSeconds: 600 });
    const key = rateLimitKey('ip', '192.0.2.1');
    for (let i = 0; i < 3; i++) await limit.consume(key);
    const err = await limit.consume(key).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitExceededError);
    expect((err as RateLimitExceededError).retryAfterMs).toBeGreaterThan(590_000);
    expect((err as RateLimitExceededError).retryAfterMs).toBeLessThanOrEqual(600_000);
  });

  it('counts failures with penalize, refuses with assertAvailable, and forgets on reset', async () => {
    const limit = new RateLimit(redis, prefix, 'failures', { points: 2, durationSeconds: 600 });
    const key = rateLimitKey('email', 'Someone@Example.test');
    await limit.assertAvailable(key);
    await limit.penalize(key);
    await limit.assertAvailable(key);
    await limit.penalize(key);
    await expect(limit.assertAvailable(key)).rejects.toBeInstanceOf(RateLimitExceededError);
    await limit.reset(key);
    await expect(limit.assertAvailable(key)).resolves.toBeUndefined();
  });

  it('is shared by every instance on the same prefix (replicas), and separate across prefixes', async () => {
    const a = new RateLimit(redis, prefix, 'shared', { points: 1, durationSeconds: 600 });
    const b = new RateLimit(redis, prefix, 'shared', { points: 1, durationSeconds: 600 });
    const other = new RateLimit(redis, `${prefix}-other`, 'shared', { points: 1, durationSeconds: 600 });
    await a.consume('k');
    await expect(b.consume('k')).rejects.toBeInstanceOf(RateLimitExceededError);
    await expect(other.consume('k')).resolves.toBeUndefined();
  });

  it('consumeAll spends nothing when one of its keys is already spent', async () => {
    const perEmail = new RateLimit(redis, prefix, 'all-email', { points: 5, durationSeconds: 600 });
    const perIp = new RateLimit(redis, prefix, 'all-ip', { points: 1, durationSeconds: 600 });
    await perIp.consume('ip');
    await expect(
      consumeAll([
        [perEmail, 'e'],
        [perIp, 'ip'],
      ]),
    ).rejects.toBeInstanceOf(RateLimitExceededError);
    await consumeAll([
      [perEmail, 'e2'],
      [perIp, null],
    ]);
    // 'e' was not charged by the refused call: five more fit.
    for (let i = 0; i < 5; i++) await perEmail.consume('e');
  });

  it('hashes email keys so Redis holds no address in clear', () => {
    const key = rateLimitKey('email', ' Ann@Example.com ');
    expect(key).toBe(rateLimitKey('email', 'ann@example.com'));
    expect(key).not.toContain('ann');
  });
});
