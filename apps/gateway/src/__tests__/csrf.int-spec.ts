// Cross-site request forgery (issue 20), against the gateway in front of the real hives-svc: every
// state-changing call, signed in or not (login and register included), refuses a cross-site Origin or
// Sec-Fetch-Site with 403, and JSON calls require a JSON content type (415), while same-origin pages
// and non-browser clients (no Origin) keep working.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import WebSocket from 'ws';
import { freshAddress, RestClient, startAccountsStack, type AccountsStack } from './accounts-rest-harness.js';

let s: AccountsStack;
const PASSWORD = 'a perfectly long password';
const EVIL = 'http://evil.example';

beforeAll(async () => {
  s = await startAccountsStack({ CSRF_ALLOWED_ORIGINS: 'https://app.example.com' });
});
afterAll(async () => {
  await s?.stop();
});

/** A raw request, as a browser form or page would send it (no X-Requested-With unless given). */
async function send(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${s.base}${path}`, {
    method,
    headers: {
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    cookies: res.headers.getSetCookie(),
  };
}

async function registeredEmail(): Promise<string> {
  const email = freshAddress('csrf');
  expect((await new RestClient(s.base).call('POST', '/api/auth/register', { email, password: PASSWORD })).status).toBe(
    201,
  );
  return email;
}

describe('login CSRF: a cross-site form cannot sign a visitor into an account', () => {
  it('refuses POST /api/auth/login with a text/plain JSON body from a foreign Origin: 403 { error }, no sid cookie', async () => {
    const email = await registeredEmail();
    const res = await send('POST', '/api/auth/login', {
      body: JSON.stringify({ email, password: PASSWORD }),
      headers: { 'content-type': 'text/plain', origin: EVIL },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: expect.any(String) });
    expect(res.cookies.filter((c) => c.startsWith('sid='))).toEqual([]);
  });

  it('refuses a cross-site Origin or Sec-Fetch-Site on login and register even with a JSON type and X-Requested-With', async () => {
    const email = await registeredEmail();
    const json = { 'content-type': 'application/json', 'x-requested-with': 'hivemind' };
    const login = JSON.stringify({ email, password: PASSWORD });
    for (const headers of [
      { ...json, origin: EVIL } as Record<string, string>,
      { ...json, 'sec-fetch-site': 'cross-site' },
      { ...json, 'sec-fetch-site': 'same-site', origin: 'https://sub.example.test' },
      { ...json, origin: 'null' },
    ]) {
      const res = await send('POST', '/api/auth/login', { body: login, headers });
      expect([headers, res.status, res.cookies.length]).toEqual([headers, 403, 0]);
      const reg = await send('POST', '/api/auth/register', {
        body: JSON.stringify({ email: freshAddress('csrf-reg'), password: PASSWORD }),
        headers,
      });
      expect([headers, reg.status, reg.body]).toEqual([headers, 403, { error: expect.any(String) }]);
    }
  });

  it('answers a JSON call sent with another content type 415 { error }, without signing in', async () => {
    const email = await registeredEmail();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await send('POST', '/api/auth/login', {
        body: JSON.stringify({ email, password: PASSWORD }),
        headers: { 'content-type': type },
      });
      expect([type, res.status, res.body, res.cookies.length]).toEqual([type, 415, { error: expect.any(String) }, 0]);
    }
    const untyped = await send('POST', '/api/auth/login', { body: JSON.stringify({ email, password: PASSWORD }) });
    expect(untyped.status).toBe(415);
  });

  it('keeps same-origin pages, listed origins and non-browser clients working', async () => {
    const email = await registeredEmail();
    const body = JSON.stringify({ email, password: PASSWORD });
    const host = new URL(s.base).host;
    for (const headers of [
      { 'content-type': 'application/json' } as Record<string, string>,
      { 'content-type': 'application/json; charset=utf-8', origin: `http://${host}` },
      { 'content-type': 'application/json', origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' },
      { 'content-type': 'application/json', origin: 'https://app.example.com', 'sec-fetch-site': 'cross-site' },
    ]) {
      const res = await send('POST', '/api/auth/login', { body, headers });
      expect([headers, res.status, res.cookies.some((c) => c.startsWith('sid='))]).toEqual([headers, 200, true]);
    }
  });

  it('refuses a signed-in state-changing call from a foreign Origin even with X-Requested-With', async () => {
    const client = new RestClient(s.base);
    await client.call('POST', '/api/auth/register', { email: freshAddress('csrf-in'), password: PASSWORD });
    const res = await client.call(
      'POST',
      '/api/user/emails',
      { email: freshAddress('csrf-add') },
      { headers: { origin: EVIL } },
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: expect.any(String) });
    const ok = await client.call('POST', '/api/user/emails', { email: freshAddress('csrf-add') });
    expect(ok.status).toBeLessThan(300);
  });
});

describe('GraphQL mutations over HTTP', () => {
  const mutation = JSON.stringify({
    query: 'mutation($e: String!) { resendEmailCode(email: $e) }',
    variables: { e: 'nobody@example.test' },
  });

  it('refuses a guest mutation from a foreign Origin or Sec-Fetch-Site with 403 FORBIDDEN, before it runs', async () => {
    for (const headers of [{ origin: EVIL }, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      const res = await send('POST', '/graphql', {
        body: mutation,
        headers: { 'content-type': 'application/json', ...headers },
      });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
      expect(res.body.data ?? null).toBeNull();
    }
  });

  it('answers a POST whose body is not JSON with 415 (forms cannot post GraphQL)', async () => {
    for (const [type, body] of [
      ['text/plain', mutation],
      [
        'application/x-www-form-urlencoded',
        `query=${encodeURIComponent('mutation { resendEmailCode(email: "a@b.co") }')}`,
      ],
    ] as const) {
      const res = await send('POST', '/graphql', { body, headers: { 'content-type': type } });
      expect([type, res.status]).toEqual([type, 415]);
    }
  });

  it('never runs a mutation sent as a GET', async () => {
    const q = encodeURIComponent('mutation { resendEmailCode(email: "a@b.co") }');
    const res = await send('GET', `/graphql?query=${q}`, { headers: { origin: EVIL } });
    expect(res.status).toBe(405);
  });

  it('still answers cross-site queries and same-origin mutations', async () => {
    const query = await send('POST', '/graphql', {
      body: JSON.stringify({ query: '{ __typename }' }),
      headers: { 'content-type': 'application/json', origin: EVIL },
    });
    expect(query.status).toBe(200);
    const own = await send('POST', '/graphql', {
      body: mutation,
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    });
    // Executed (a guest is then told to sign in), not refused as cross-site.
    expect(own.status).not.toBe(403);
    expect(own.body).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
  });
});

describe('WebSocket upgrades (mutations run over the socket too)', () => {
  const upgrade = (headers: Record<string, string>) =>
    new Promise<number>((resolve) => {
      const ws = new WebSocket(`${s.base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => {
        ws.close();
        resolve(101);
      });
      ws.on('error', () => undefined);
    });

  it('refuses a cross-site upgrade without a session cookie, and accepts a same-origin or non-browser one', async () => {
    expect(await upgrade({ origin: EVIL })).toBe(403);
    expect(await upgrade({ origin: s.base })).toBe(101);
    expect(await upgrade({})).toBe(101);
  });
});
