import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createRedis } from '../../redis.js';
import {
  createSession,
  getSession,
  revokeSession,
  revokeUserSessions,
  sessionKey,
  userSessionsKey,
} from '../session-store.js';

const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
afterAll(async () => {
  await redis.quit();
});

describe('session store (Redis)', () => {
  it('creates an opaque session that resolves to its user', async () => {
    const userId = randomUUID();
    const s = await createSession(redis, userId, 120);
    expect(s.sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(s.sid).not.toContain(userId);
    expect(await getSession(redis, s.sid, 120)).toEqual({ sid: s.sid, userId, createdAt: s.createdAt });
    expect(JSON.parse((await redis.get(sessionKey(s.sid))) as string)).toEqual({ userId, createdAt: s.createdAt });
    expect(await redis.sismember(userSessionsKey(userId), s.sid)).toBe(1);
  });

  it('slides the expiry forward on each read', async () => {
    const s = await createSession(redis, randomUUID(), 100);
    await redis.expire(sessionKey(s.sid), 10);
    await getSession(redis, s.sid, 100);
    expect(await redis.ttl(sessionKey(s.sid))).toBeGreaterThan(90);
  });

  it('answers null for unknown, malformed or revoked ids', async () => {
    expect(await getSession(redis, undefined)).toBeNull();
    expect(await getSession(redis, 'x')).toBeNull();
    expect(await getSession(redis, 'A'.repeat(43))).toBeNull();
    const s = await createSession(redis, randomUUID(), 60);
    await revokeSession(redis, s.sid);
    expect(await getSession(redis, s.sid)).toBeNull();
    expect(await redis.sismember(userSessionsKey(s.userId), s.sid)).toBe(0);
  });

  it("revokes all of a user's sessions except the current one", async () => {
    const userId = randomUUID();
    const a = await createSession(redis, userId, 60);
    const b = await createSession(redis, userId, 60);
    const c = await createSession(redis, userId, 60);
    const other = await createSession(redis, randomUUID(), 60);
    expect(await revokeUserSessions(redis, userId, b.sid)).toBe(2);
    expect(await getSession(redis, a.sid)).toBeNull();
    expect(await getSession(redis, c.sid)).toBeNull();
    expect(await getSession(redis, b.sid)).not.toBeNull();
    expect(await getSession(redis, other.sid)).not.toBeNull();
  });
});
