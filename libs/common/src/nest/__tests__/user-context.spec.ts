import { describe, expect, it } from '@jest/globals';
import type { IncomingMessage } from 'node:http';
import { CONTEXT_MAX_AGE_MS, USER_CONTEXT_HEADER, USER_CONTEXT_SIGNATURE_HEADER } from '@hivemind/contracts';
import { signUserContext } from '../../context-signing.js';
import { resolveRequestUser } from '../user-context.js';

const SECRET = 'unit-test-secret-0123456789';
const NOW = 1_800_000_000_000;

function request(method: string, url: string, headers: Record<string, string> = {}): IncomingMessage {
  return { method, url, headers } as unknown as IncomingMessage;
}

function signed(userId: string | null, secret = SECRET, iat = NOW): Record<string, string> {
  const { context, signature } = signUserContext({ userId, correlationId: 'corr-1', iat }, secret);
  return { [USER_CONTEXT_HEADER]: context, [USER_CONTEXT_SIGNATURE_HEADER]: signature };
}

describe('signed user context on subgraph requests', () => {
  it('lets probes and the metrics scrape through without a signature', () => {
    for (const path of ['/healthz', '/readyz', '/metrics', '/readyz?verbose=1']) {
      expect(resolveRequestUser(request('GET', path), SECRET, NOW)).toEqual({ kind: 'unsigned-path' });
    }
  });

  it('refuses a GraphQL request without a signature', () => {
    expect(resolveRequestUser(request('POST', '/graphql'), SECRET, NOW)).toEqual({ kind: 'refused' });
  });

  it('refuses a POST to a probe path without a signature (only GET is open)', () => {
    expect(resolveRequestUser(request('POST', '/healthz'), SECRET, NOW)).toEqual({ kind: 'refused' });
  });

  it('refuses a context signed with another secret', () => {
    expect(
      resolveRequestUser(request('POST', '/graphql', signed('u1', 'another-secret-0123456789')), SECRET, NOW),
    ).toEqual({
      kind: 'refused',
    });
  });

  it('refuses a tampered context', () => {
    const headers = signed('u1');
    const forged = signUserContext({ userId: 'admin', correlationId: 'corr-1', iat: NOW }, SECRET).context;
    headers[USER_CONTEXT_HEADER] = forged.slice(0, -2) + 'xx';
    expect(resolveRequestUser(request('POST', '/graphql', headers), SECRET, NOW)).toEqual({ kind: 'refused' });
  });

  it('refuses a signature older than CONTEXT_MAX_AGE_MS (no replay)', () => {
    const old = signed('u1', SECRET, NOW - CONTEXT_MAX_AGE_MS - 1);
    expect(resolveRequestUser(request('POST', '/graphql', old), SECRET, NOW)).toEqual({ kind: 'refused' });
  });

  it('accepts a valid signature and exposes the user and correlation id', () => {
    expect(resolveRequestUser(request('POST', '/graphql', signed('u1')), SECRET, NOW)).toEqual({
      kind: 'user',
      user: { userId: 'u1', correlationId: 'corr-1' },
    });
  });

  it('accepts a signed guest (userId null)', () => {
    expect(resolveRequestUser(request('POST', '/graphql', signed(null)), SECRET, NOW)).toEqual({
      kind: 'user',
      user: { userId: null, correlationId: 'corr-1' },
    });
  });
});
