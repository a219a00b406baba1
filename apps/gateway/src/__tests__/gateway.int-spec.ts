import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { createRedis, createSession } from '@hivemind/common';
import type { Gateway } from '../gateway.js';
import { NUL_INPUT_MESSAGE } from '../graphql/no-nul-input.js';
import { BODY_TOO_LARGE_MESSAGE } from '../rest/core/body.js';
import type { Operation } from '../rest/core/context.js';
import { route } from '../rest/core/route.js';
import { fakeData, type FakeSubgraph } from './fake-subgraphs.js';
import { untilReady } from '@hivemind/testing';
import { startTestGateway, TEST_REDIS_URL, type TestStack } from './harness.js';

let stack: TestStack;
let fakes: FakeSubgraph[];
let gateway: Gateway;
let base: string;
let redis: Redis;
let webDist: string;

/** An operation on the fake subgraphs' schema (not the real one, so not a generated document). */
const fakeOperation = (text: string): Operation<unknown, Record<string, unknown>> => ({ toString: () => text });

async function gql(
  query: string,
  opts: { cookie?: string; headers?: Record<string, string>; variables?: unknown } = {},
) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.headers ?? {}),
    },
    body: JSON.stringify({ query, variables: opts.variables }),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] },
  };
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'gw-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Hivemind</title>');
  writeFileSync(join(webDist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
  writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *');
  stack = await startTestGateway({ env: { WEB_DIST: webDist } });
  ({ gateway, fakes, base } = stack);
  redis = createRedis(TEST_REDIS_URL);
});

afterAll(async () => {
  await stack?.stop();
  await redis?.quit();
});

describe('supergraph and federation', () => {
  it('composes the three subgraphs and answers a federated query across two of them', async () => {
    const { status, body } = await gql('{ hivePosts(hiveId: "hive-1") { id content hive { id name } } }');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      hivePosts: [{ id: 'post-1', content: 'Hello hive', hive: { id: 'hive-1', name: 'Makers' } }],
    });
  });

  it('forwards a signed context with the session user and the correlation id', async () => {
    const userId = randomUUID();
    const { sid } = await createSession(redis, userId);
    const { body, headers } = await gql('{ whoami }', {
      cookie: `sid=${sid}`,
      headers: { 'x-request-id': 'corr-abc-123' },
    });
    expect(body.data).toEqual({ whoami: userId });
    expect(headers.get('x-request-id')).toBe('corr-abc-123');
    expect(fakes[0]!.received.some((c) => c.userId === userId && c.correlationId === 'corr-abc-123')).toBe(true);
  });

  it('sends guests as userId null and makes a correlation id when the client sends none', async () => {
    const { body, headers } = await gql('{ whoami }');
    expect(body.data).toEqual({ whoami: null });
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('probes and metrics', () => {
  it('answers /healthz and /readyz when composed and every subgraph is up', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await untilReady(`${base}/readyz`)).status).toBe(200);
  });

  it('exposes Prometheus metrics with request durations by route', async () => {
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/graphql",status="200"\}/);
  });
});

describe('CSRF', () => {
  it('refuses a cookie-carrying GraphQL mutation without X-Requested-With or same Origin (403)', async () => {
    const { sid } = await createSession(redis, randomUUID());
    const m = 'mutation { captureThought(text: "x") { id } }';
    const refused = await gql(m, { cookie: `sid=${sid}` });
    expect(refused.status).toBe(403);
    const foreign = await gql(m, { cookie: `sid=${sid}`, headers: { origin: 'https://evil.test' } });
    expect(foreign.status).toBe(403);
    const withHeader = await gql(m, { cookie: `sid=${sid}`, headers: { 'x-requested-with': 'hivemind' } });
    expect(withHeader.status).toBe(200);
    expect(withHeader.body.errors).toBeUndefined();
    const sameOrigin = await gql(m, { cookie: `sid=${sid}`, headers: { origin: base } });
    expect(sameOrigin.status).toBe(200);
  });

  it('lets cookie-carrying queries through without the header', async () => {
    const { sid } = await createSession(redis, randomUUID());
    expect((await gql('{ whoami }', { cookie: `sid=${sid}` })).status).toBe(200);
  });

  it('refuses a cookie-carrying state-changing /api call without the proof with 403 { error }', async () => {
    gateway.rest.add(
      route('POST', '/api/test-only/echo', {
        handler: async (ctx) => ({ status: 201, body: { echo: await ctx.body() } }),
      }),
    );
    const { sid } = await createSession(redis, randomUUID());
    const init = {
      method: 'POST',
      headers: { cookie: `sid=${sid}`, 'content-type': 'application/json' },
      body: '{"a":1}',
    };
    const refused = await fetch(`${base}/api/test-only/echo`, init);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: expect.any(String) });
    const ok = await fetch(`${base}/api/test-only/echo`, {
      ...init,
      headers: { ...init.headers, 'x-requested-with': 'hivemind' },
    });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ echo: { a: 1 } });
  });
});

describe('NUL characters in input (PostgreSQL text cannot hold U+0000)', () => {
  const calls = () => fakes.reduce((n, f) => n + f.received.length, 0);
  const proof = { 'x-requested-with': 'hivemind' };

  it('refuses a NUL in GraphQL variables with 400 BAD_USER_INPUT before any service is called', async () => {
    const { sid } = await createSession(redis, randomUUID());
    const before = calls();
    const res = await gql('mutation($t: String!) { captureThought(text: $t) { id } }', {
      cookie: `sid=${sid}`,
      headers: proof,
      variables: { t: 'half\u0000written' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toBe(NUL_INPUT_MESSAGE);
    expect(res.body.data ?? null).toBeNull();
    expect(calls()).toBe(before);
  });

  it('refuses a NUL inside nested variables and in a string literal of the document', async () => {
    const nested = await gql('query($id: ID!) { hive(id: $id) { id } }', {
      variables: { id: 'x', extra: [{ a: '\u0000' }] },
    });
    expect(nested.status).toBe(400);
    const literal = await gql('{ hive(id: "a\\u0000b") { id } }');
    expect(literal.status).toBe(400);
    expect(literal.body.errors?.[0]?.message).toBe(NUL_INPUT_MESSAGE);
  });

  it('lets the same operations through without it', async () => {
    const ok = await gql('{ hive(id: "hive-1") { id name } }');
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ hive: { id: 'hive-1', name: 'Makers' } });
  });

  it('answers a REST call whose input carries a NUL with 400 { error } naming the problem', async () => {
    gateway.rest.add(
      route('GET', '/api/test-only/hive', {
        operation: fakeOperation('query($id: ID!) { hive(id: $id) { id } }'),
        variables: (ctx) => ({ id: ctx.url.searchParams.get('id') }),
        answer: (data) => data,
      }),
    );
    const before = calls();
    const res = await fetch(`${base}/api/test-only/hive?id=a%00b`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: NUL_INPUT_MESSAGE });
    expect(calls()).toBe(before);
    expect((await fetch(`${base}/api/test-only/hive?id=hive-1`)).status).toBe(200);
  });
});

describe('request size', () => {
  it('refuses a GraphQL request over 1 MB with 413 PAYLOAD_TOO_LARGE before anything runs', async () => {
    const before = fakes.reduce((n, f) => n + f.received.length, 0);
    const res = await gql('query($id: ID!) { hive(id: $id) { id } }', { variables: { id: 'x'.repeat(1024 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body.errors?.[0]).toMatchObject({
      message: BODY_TOO_LARGE_MESSAGE,
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(fakes.reduce((n, f) => n + f.received.length, 0)).toBe(before);
  });

  it('refuses a REST body over 1 MB with 413 { error }', async () => {
    const res = await fetch(`${base}/api/test-only/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'hivemind' },
      body: JSON.stringify({ a: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: BODY_TOO_LARGE_MESSAGE });
  });
});

describe('REST facade', () => {
  it('GET /api/auth/check answers the session user or 401 { error }', async () => {
    const userId = randomUUID();
    const { sid } = await createSession(redis, userId);
    const ok = await fetch(`${base}/api/auth/check`, { headers: { cookie: `sid=${sid}` } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ user: { id: userId } });
    const guest = await fetch(`${base}/api/auth/check`);
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ error: expect.any(String) });
    const forged = await fetch(`${base}/api/auth/check`, { headers: { cookie: 'sid=not-a-session' } });
    expect(forged.status).toBe(401);
  });

  it('GET /api/podcasts answers snake_case podcasts', async () => {
    const res = await fetch(`${base}/api/podcasts`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      podcasts: [
        { id: 'pod-1', title: 'Deep Thoughts', publisher_name: 'Hive FM', image_url: 'https://img.test/p.png' },
      ],
    });
  });

  it("GET /api/thoughts/{id} answers the owner's thought and 404 to anyone else", async () => {
    const owner = randomUUID();
    const id = randomUUID();
    fakeData.thoughts.set(id, { id, userId: owner, originalThought: 'An idea', createdAt: '2026-01-02T03:04:05.000Z' });
    const { sid } = await createSession(redis, owner);
    const ok = await fetch(`${base}/api/thoughts/${id}`, { headers: { cookie: `sid=${sid}` } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      thought: {
        id,
        original_thought: 'An idea',
        content: null,
        thought_type: null,
        category: null,
        topic: null,
        status: 'processing',
        is_ready: false,
        created_at: '2026-01-02T03:04:05.000Z',
      },
    });
    const other = await createSession(redis, randomUUID());
    const hidden = await fetch(`${base}/api/thoughts/${id}`, { headers: { cookie: `sid=${other.sid}` } });
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual({ error: 'Thought not found' });
    expect((await fetch(`${base}/api/thoughts/${id}`)).status).toBe(401);
    expect((await fetch(`${base}/api/thoughts/not-a-uuid`, { headers: { cookie: `sid=${sid}` } })).status).toBe(400);
  });

  it('answers 404 { error: "Not found" } for unknown /api paths', async () => {
    const res = await fetch(`${base}/api/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found' });
  });

  it('maps an unknown subgraph failure to 500 with the correlation id and no internals', async () => {
    gateway.rest.add(
      route('GET', '/api/test-only/failing', { operation: fakeOperation('{ failing }'), answer: (data) => data }),
    );
    const res = await fetch(`${base}/api/test-only/failing`, { headers: { 'x-request-id': 'corr-fail-1' } });
    expect(res.status).toBe(500);
    const body = (await res.json()) as { error: string };
    expect(body.error).toContain('corr-fail-1');
    expect(JSON.stringify(body)).not.toContain('exploded');
  });
});

describe('web app serving', () => {
  it('serves files with content types, immutable caching for hashed assets and SPA fallback', async () => {
    const asset = await fetch(`${base}/assets/index-Ab12Cd34.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.headers.get('cache-control')).not.toContain('immutable');
    for (const p of ['/', '/register', '/terms', '/privacy', '/post/123', '/portal/thoughts']) {
      const res = await fetch(`${base}${p}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('<title>Hivemind</title>');
    }
    expect((await fetch(`${base}/no-such-page`)).status).toBe(404);
    expect((await fetch(`${base}/..%2f..%2fetc%2fpasswd`)).status).toBe(400);
  });
});
