// "Bad input gets a clear 4xx with { error } and never yields a 500", checked on every route of the
// REST facade at once: each route (read from apps/gateway/src/rest/*.routes.ts, so a new route is
// covered the day it is added) gets malformed ids, query strings and bodies (broken JSON, wrong types,
// NUL characters, oversized text, a form instead of JSON), as a member and as a guest. Any 5xx, or a
// 4xx whose body is not { error: string }, fails the test with the request that caused it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { aUser, requireEnv } from '@hivemind/testing';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4400';
const ROUTES_DIR = fileURLToPath(new URL('../../apps/gateway/src/rest/', import.meta.url));
/** Signing out would end the member's session halfway through; it takes no input anyway. */
const SKIPPED = new Set(['POST /api/auth/logout']);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function restRoutes(): [Method, string][] {
  const routes: [Method, string][] = [];
  for (const file of readdirSync(ROUTES_DIR).filter((f) => f.endsWith('.routes.ts'))) {
    const source = readFileSync(ROUTES_DIR + file, 'utf8');
    for (const m of source.matchAll(/\broute\(\s*'(GET|POST|PUT|PATCH|DELETE)',\s*'(\/api\/[^']*)'/g))
      routes.push([m[1] as Method, m[2]!]);
  }
  return routes.filter(([method, path]) => !SKIPPED.has(`${method} ${path}`));
}

/** Every field name the facade reads, each set to the same bad value. */
const FIELDS = [
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'code',
  'originalThought',
  'text',
  'content',
  'name',
  'title',
  'description',
  'instructions',
  'customInstructions',
  'id',
  'ids',
  'thoughtId',
  'listId',
  'listIds',
  'postId',
  'postIds',
  'hiveId',
  'userId',
  'invitationId',
  'emails',
  'role',
  'vote',
  'type',
  'category',
  'thoughtType',
  'topic',
  'page',
  'limit',
  'status',
  'completed',
  'isActive',
  'parentId',
  'country',
  'state',
  'city',
  'items',
  'action',
  'matchInstructions',
  'itemCreationInstructions',
];
const allFields = (value: unknown): string => JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value])));

const IDS = ['not-a-uuid', randomUUID(), '%00'];
const QUERIES = [
  '',
  '?page=-1&limit=abc&search=a%00b&category=%00',
  `?page=99999999999&limit=99999999999&search=${'q'.repeat(3000)}`,
];
/** The texts a route passes on, each far longer than any limit (and together just under 1 MB). */
const LONG_TEXTS = JSON.stringify(
  Object.fromEntries(
    ['originalThought', 'content', 'text', 'name', 'title', 'description'].map((f) => [f, 'x'.repeat(150_000)]),
  ),
);
const JSON_BODIES = [
  '{',
  '[]',
  'null',
  allFields(123),
  allFields('a\u0000b'),
  allFields('x'.repeat(20_000)),
  LONG_TEXTS,
];

interface Failure {
  request: string;
  status: number;
  body: string;
}

let redis: Redis;
let member: string;

beforeAll(async () => {
  redis = new Redis(requireEnv('REDIS_URL'));
  member = await (await aUser().create()).signIn(redis);
});
afterAll(async () => {
  await redis.quit();
});

describe('bad input on every REST route', () => {
  it('is answered with a 4xx { error } (or accepted), never with a 5xx', async () => {
    const routes = restRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(70);

    const requests: { method: Method; path: string; body?: string; type?: string; cookie?: string }[] = [];
    for (const [method, pattern] of routes) {
      const paths = pattern.includes(':') ? IDS.map((id) => pattern.replace(/:[A-Za-z]+/g, id)) : [pattern];
      for (const cookie of [member, undefined]) {
        for (const path of paths) {
          if (method === 'GET') {
            for (const query of QUERIES) requests.push({ method, path: path + query, cookie });
            continue;
          }
          for (const body of JSON_BODIES) requests.push({ method, path, body, type: 'application/json', cookie });
          requests.push({ method, path, body: 'a=1&b=2', type: 'application/x-www-form-urlencoded', cookie });
        }
      }
    }

    const failures: Failure[] = [];
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < requests.length) {
        const r = requests[next++]!;
        const res = await fetch(`${GATEWAY}${r.path}`, {
          method: r.method,
          headers: {
            'x-requested-with': 'hivemind',
            // A visitor of its own each time, so the sign-in and mail limits of one address never
            // trip (the stack trusts X-Forwarded-For, as behind an ingress).
            'x-forwarded-for': `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`,
            ...(r.cookie ? { cookie: r.cookie } : {}),
            ...(r.type ? { 'content-type': r.type } : {}),
          },
          ...(r.body !== undefined ? { body: r.body } : {}),
        });
        const text = await res.text();
        const request = `${r.method} ${r.path.slice(0, 120)}${r.body ? ` ${r.body.slice(0, 60)}` : ''}${r.cookie ? ' (member)' : ' (guest)'}`;
        if (res.status >= 500) failures.push({ request, status: res.status, body: text.slice(0, 200) });
        else if (res.status >= 400) {
          let error: unknown;
          try {
            error = (JSON.parse(text) as { error?: unknown }).error;
          } catch {
            error = undefined;
          }
          if (typeof error !== 'string' || error.length === 0)
            failures.push({ request, status: res.status, body: text.slice(0, 200) });
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(failures).toEqual([]);
    expect(requests.length).toBeGreaterThan(1000);
  }, 240_000);
});
