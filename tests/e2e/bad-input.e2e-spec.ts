// "Bad input gets a clear 4xx with { error } and never yields a 500", checked on every route of the
// REST facade at once: each route (the gateway's own router, so a new route is covered the day it is
// added) gets malformed ids, query strings and bodies (broken JSON, wrong types, NUL characters,
// oversized text, a form instead of JSON), as a member and as a guest. Any 5xx, or a 4xx whose body is
// not { error: string }, fails the test with the request that caused it. Signed-in calls answer a
// guest 401 before they look at the input (issue 20), whatever that input is.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { createLogger } from '@hivemind/common';
import { AccountMessages } from '@hivemind/contracts';
import { aUser, requireEnv } from '@hivemind/testing';
import { createRestRouter } from '../../apps/gateway/src/rest/index.js';
import { DiskStorage } from '../../apps/gateway/src/uploads/storage.js';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4400';
/** Signing out would end the member's session halfway through; it takes no input anyway. */
const SKIPPED = new Set(['POST /api/auth/logout']);
const NOT_SIGNED_IN = AccountMessages.notSignedIn;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface SweptRoute {
  method: Method;
  pattern: string;
  session: boolean;
}

/** Every route the gateway serves, as its router declares it (only the declarations are read). */
function restRoutes(): SweptRoute[] {
  const router = createRestRouter({
    uploads: new DiskStorage(mkdtempSync(join(tmpdir(), 'sweep-'))),
    logger: createLogger('bad-input-sweep', 'silent'),
  });
  return router.routes
    .map((r) => ({ method: r.method, pattern: r.pattern, session: r.session }))
    .filter((r) => !SKIPPED.has(`${r.method} ${r.pattern}`));
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

interface Swept extends SweptRoute {
  path: string;
  body?: string;
  type?: string;
  cookie?: string;
}

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
  it('is answered with a 4xx { error } (or accepted), never with a 5xx; signed-in calls answer guests 401 first', async () => {
    const routes = restRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(70);

    const requests: Swept[] = [];
    for (const { method, pattern, session } of routes) {
      const paths = pattern.includes(':') ? IDS.map((id) => pattern.replace(/:[A-Za-z]+/g, id)) : [pattern];
      for (const cookie of [member, undefined]) {
        for (const path of paths) {
          const r = { method, pattern, session, path, cookie };
          if (method === 'GET') {
            for (const query of QUERIES) requests.push({ ...r, path: path + query });
            continue;
          }
          for (const body of JSON_BODIES) requests.push({ ...r, body, type: 'application/json' });
          requests.push({ ...r, body: 'a=1&b=2', type: 'application/x-www-form-urlencoded' });
        }
      }
    }

    const failures: Failure[] = [];
    const guestRefusals: Failure[] = [];
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
        let error: unknown;
        try {
          error = (JSON.parse(text) as { error?: unknown }).error;
        } catch {
          error = undefined;
        }
        const failure = { request, status: res.status, body: text.slice(0, 200) };
        if (res.status >= 500) failures.push(failure);
        else if (res.status >= 400 && (typeof error !== 'string' || error.length === 0)) failures.push(failure);
        if (!r.cookie) {
          // A signed-in call answers every guest 401 first; any other route that tells a guest to sign
          // in needs a session too, and must say so in its declaration (`session: true`).
          const refused = res.status === 401 && error === NOT_SIGNED_IN;
          if (r.session !== refused)
            guestRefusals.push({
              ...failure,
              request: `${request} [${r.session ? 'session: true' : 'no session option'}]`,
            });
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(failures).toEqual([]);
    expect(guestRefusals).toEqual([]);
    expect(requests.length).toBeGreaterThan(1000);
    expect(routes.filter((r) => r.session).length).toBeGreaterThanOrEqual(50);
  }, 240_000);
});
