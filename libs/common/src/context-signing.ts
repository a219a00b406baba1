import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONTEXT_MAX_AGE_MS, type UserContext } from '@hivemind/contracts';

/**
 * HMAC-SHA256 signature of the user context the gateway forwards to subgraphs. The context travels
 * base64url-encoded in USER_CONTEXT_HEADER with its signature in USER_CONTEXT_SIGNATURE_HEADER.
 */
export function signUserContext(ctx: UserContext, secret: string): { context: string; signature: string } {
  const context = Buffer.from(JSON.stringify(ctx)).toString('base64url');
  return { context, signature: sign(context, secret) };
}

export function verifyUserContext(
  context: string | undefined,
  signature: string | undefined,
  secret: string,
  now: number = Date.now(),
): UserContext | null {
  if (!context || !signature) return null;
  const expected = Buffer.from(sign(context, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(context, 'base64url').toString('utf8')) as UserContext;
    if (typeof parsed.iat !== 'number' || Math.abs(now - parsed.iat) > CONTEXT_MAX_AGE_MS) return null;
    if (parsed.userId !== null && typeof parsed.userId !== 'string') return null;
    if (parsed.clientIp !== undefined && typeof parsed.clientIp !== 'string') return null;
    if (parsed.internal !== undefined && typeof parsed.internal !== 'boolean') return null;
    return parsed;
  } catch {
    return null;
  }
}

function sign(context: string, secret: string): string {
  return createHmac('sha256', secret).update(context).digest('base64url');
}
