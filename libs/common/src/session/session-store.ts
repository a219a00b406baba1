import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Server-side sessions in Redis. The `sid` cookie carries only an opaque random id; `sess:<sid>`
 * holds who it belongs to, with a sliding expiry, and `user-sessions:<userId>` lists a user's
 * sessions so they can all be revoked at once (password change, sign out everywhere).
 */
export interface Session {
  sid: string;
  userId: string;
  /** ISO timestamp of sign-in. */
  createdAt: string;
}

export const DEFAULT_SESSION_TTL_SECONDS = 30 * 24 * 3600;

export const sessionKey = (sid: string): string => `sess:${sid}`;
export const userSessionsKey = (userId: string): string => `user-sessions:${userId}`;

/** 32 random bytes, base64url: unguessable and safe in a cookie value. */
const SID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function createSession(
  redis: Redis,
  userId: string,
  ttlSeconds: number = DEFAULT_SESSION_TTL_SECONDS,
): Promise<Session> {
  const sid = randomBytes(32).toString('base64url');
  const createdAt = new Date().toISOString();
  await redis
    .multi()
    .set(sessionKey(sid), JSON.stringify({ userId, createdAt }), 'EX', ttlSeconds)
    .sadd(userSessionsKey(userId), sid)
    // The index outlives no session by much: it is refreshed with each new session.
    .expire(userSessionsKey(userId), ttlSeconds)
    .exec();
  return { sid, userId, createdAt };
}

/** The session for a cookie value, or null; a hit slides the expiry forward. */
export async function getSession(
  redis: Redis,
  sid: string | undefined,
  ttlSeconds: number = DEFAULT_SESSION_TTL_SECONDS,
): Promise<Session | null> {
  if (!sid || !SID_PATTERN.test(sid)) return null;
  const raw = await redis.getex(sessionKey(sid), 'EX', ttlSeconds);
  if (!raw) return null;
  const parsed = parseSession(raw);
  if (!parsed) return null;
  // The index's expiry slides too, without holding the request for a second round trip: it is only
  // read to revoke a user's sessions, and a refresh that fails leaves it to the next request.
  void redis.expire(userSessionsKey(parsed.userId), ttlSeconds, 'GT').catch(() => undefined);
  return { sid, ...parsed };
}

export async function revokeSession(redis: Redis, sid: string): Promise<void> {
  const raw = await redis.get(sessionKey(sid));
  const parsed = raw ? parseSession(raw) : null;
  const tx = redis.multi().del(sessionKey(sid));
  if (parsed) tx.srem(userSessionsKey(parsed.userId), sid);
  await tx.exec();
}

/** Revokes every session of a user, except optionally the one making the request. */
export async function revokeUserSessions(redis: Redis, userId: string, except?: string): Promise<number> {
  const sids = (await redis.smembers(userSessionsKey(userId))).filter((s) => s !== except);
  if (sids.length === 0) return 0;
  await redis
    .multi()
    .del(...sids.map(sessionKey))
    .srem(userSessionsKey(userId), ...sids)
    .exec();
  return sids.length;
}

function parseSession(raw: string): { userId: string; createdAt: string } | null {
  try {
    const value = JSON.parse(raw) as { userId?: unknown; createdAt?: unknown };
    if (typeof value.userId !== 'string' || typeof value.createdAt !== 'string') return null;
    return { userId: value.userId, createdAt: value.createdAt };
  } catch {
    return null;
  }
}
