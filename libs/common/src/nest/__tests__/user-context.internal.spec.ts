import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { createHmac } from 'node:crypto';
import { USER_CONTEXT_HEADER, USER_CONTEXT_SIGNATURE_HEADER, type UserContext } from '@hivemind/contracts';
import { signUserContext, verifyUserContext } from '../../context-signing.js';
import { resolveRequestUser } from '../user-context.js';
import { requireInternal } from '../user-context.internal.js';

const SECRET = 'unit-test-secret-0123456789';
const NOW = 1_800_000_000_000;

function request(ctx: UserContext): IncomingMessage {
  const { context, signature } = signUserContext(ctx, SECRET);
  return {
    method: 'POST',
    url: '/graphql',
    headers: { [USER_CONTEXT_HEADER]: context, [USER_CONTEXT_SIGNATURE_HEADER]: signature },
  } as unknown as IncomingMessage;
}

describe('client address and the internal flag in the signed context', () => {
  it('carries both to the resolvers when the gateway signed them', () => {
    const decision = resolveRequestUser(
      request({ userId: 'u1', correlationId: 'c', iat: NOW, clientIp: '198.51.100.1', internal: true }),
      SECRET,
      NOW,
    );
    expect(decision).toEqual({
      kind: 'user',
      user: { userId: 'u1', correlationId: 'c', clientIp: '198.51.100.1', internal: true },
    });
  });

  it('leaves them out when absent (ordinary /graphql requests)', () => {
    const decision = resolveRequestUser(request({ userId: null, correlationId: 'c', iat: NOW }), SECRET, NOW);
    expect(decision).toEqual({ kind: 'user', user: { userId: null, correlationId: 'c' } });
  });

  it('refuses a signed context whose fields have the wrong types', () => {
    const forged = Buffer.from(
      JSON.stringify({ userId: null, correlationId: 'c', iat: NOW, internal: 'yes' }),
    ).toString('base64url');
    const signature = createHmac('sha256', SECRET).update(forged).digest('base64url');
    expect(verifyUserContext(forged, signature, SECRET, NOW)).toBeNull();
  });
});

describe('internal-only fields', () => {
  it('are refused (FORBIDDEN) unless the context is internal', () => {
    expect(() => requireInternal({ user: { userId: 'u1', correlationId: 'c' } })).toThrow(
      expect.objectContaining({ kind: 'FORBIDDEN', reason: 'INTERNAL_ONLY' }),
    );
    expect(() => requireInternal({ user: { userId: 'u1', correlationId: 'c', internal: true } })).not.toThrow();
  });
});
