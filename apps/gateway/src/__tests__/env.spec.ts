import { describe, expect, it } from '@jest/globals';
import { EnvValidationError } from '@hivemind/common';
import { loadGatewayEnv } from '../env.js';
import { parseCookies, sessionCookie } from '../http/cookies.js';

describe('gateway env', () => {
  it('has defaults that make a local start work', () => {
    const env = loadGatewayEnv({});
    expect(env).toMatchObject({
      PORT: 4000,
      THOUGHTS_URL: 'http://127.0.0.1:4101/graphql',
      WEB_DIST: 'apps/web/dist',
      SESSION_TTL_SECONDS: 2592000,
    });
  });
  it('stops the boot naming every bad variable', () => {
    try {
      loadGatewayEnv({ PORT: 'abc', HIVES_URL: 'not a url', SESSION_TTL_SECONDS: '-1' });
      throw new Error('should have thrown');
    } catch (err) {
      expect(err).toBeInstanceOf(EnvValidationError);
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('HIVES_URL');
      expect(message).toContain('SESSION_TTL_SECONDS');
    }
  });
  it('reads CSRF_ALLOWED_ORIGINS as origins, and refuses anything that is not one', () => {
    expect(loadGatewayEnv({}).CSRF_ALLOWED_ORIGINS).toEqual([]);
    expect(
      loadGatewayEnv({ CSRF_ALLOWED_ORIGINS: 'https://App.example.com, http://localhost:5173/' }).CSRF_ALLOWED_ORIGINS,
    ).toEqual(['https://app.example.com', 'http://localhost:5173']);
    for (const bad of ['app.example.com', 'https://app.example.com/path', 'ftp://x.test', 'https://u@x.test'])
      expect(() => loadGatewayEnv({ CSRF_ALLOWED_ORIGINS: bad })).toThrow(/CSRF_ALLOWED_ORIGINS/);
  });
  it('refuses the development context secret in production', () => {
    expect(() => loadGatewayEnv({ NODE_ENV: 'production' })).toThrow(/CONTEXT_SECRET/);
  });
});

describe('session cookie', () => {
  it('is httpOnly, SameSite=Lax, and Secure only over https', () => {
    expect(sessionCookie('abc', { secure: false, maxAgeSeconds: 60 })).toBe(
      'sid=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=60',
    );
    expect(sessionCookie('abc', { secure: true, maxAgeSeconds: 60 })).toContain('; Secure');
  });
  it('parses the sid out of a cookie header', () => {
    expect(parseCookies('a=1; sid=xyz; b=2').sid).toBe('xyz');
    expect(parseCookies(undefined)).toEqual({});
  });
});
