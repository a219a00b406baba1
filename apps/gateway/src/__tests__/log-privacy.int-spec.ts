// Members' text never reaches the gateway's log (issue 20): failing operations whose variables (or
// inline arguments) carry a member's private text are logged with their operation name, service,
// error code and correlation id, never with the request body, the variables or the text. The logger
// runs at trace, so even debug lines are checked.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Redis } from 'ioredis';
import { createLogger, createRedis, createSession } from '@hivemind/common';
import { gatewayEnvSchema } from '../env.js';
import { Gateway } from '../gateway.js';
import type { Operation } from '../rest/core/context.js';
import { bodyFields, stringField } from '../rest/core/body.js';
import { route } from '../rest/core/route.js';
import { startFakeSubgraph, type FakeSubgraph } from './fake-subgraphs.js';
import { TEST_REDIS_URL, TEST_SECRET } from './harness.js';

const SECRET_TEXT = 'my-private-thought-about-the-divorce-4242';
const lines: string[] = [];
let fakes: FakeSubgraph[];
let gateway: Gateway;
let base: string;
let redis: Redis;
let cookie: string;

const CAPTURE = 'mutation CaptureSecret($t: String!) { captureThought(text: $t) { id } }';
const REJECT = 'mutation RejectSecret($t: String!) { rejectThought(text: $t) { id } }';

beforeAll(async () => {
  fakes = await Promise.all([
    startFakeSubgraph('thoughts', TEST_SECRET),
    startFakeSubgraph('hives', TEST_SECRET),
    startFakeSubgraph('feeds', TEST_SECRET),
  ]);
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  gateway = new Gateway({
    env: gatewayEnvSchema.parse({
      REDIS_URL: TEST_REDIS_URL,
      THOUGHTS_URL: fakes[0]!.url,
      HIVES_URL: fakes[1]!.url,
      FEEDS_URL: fakes[2]!.url,
      CONTEXT_SECRET: TEST_SECRET,
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
    }),
    logger: createLogger('gateway', 'trace', sink),
    host: '127.0.0.1',
    retryMs: 100,
    maxRetryMs: 300,
  });
  base = `http://127.0.0.1:${await gateway.start(0)}`;
  await gateway.whenComposed();
  // A REST route running the failing operation, as the facade's routes do.
  const rest = (query: string): Operation<unknown, { t: string }> => ({ toString: () => query });
  for (const [path, query] of [
    ['/api/test-only/capture', CAPTURE],
    ['/api/test-only/reject', REJECT],
  ] as const)
    gateway.rest.add(
      route('POST', path, {
        operation: rest(query),
        variables: async (ctx) => ({ t: stringField(await bodyFields(ctx), 'text', 'text is required') }),
        answer: (data) => data,
      }),
    );
  redis = createRedis(TEST_REDIS_URL);
  cookie = `sid=${(await createSession(redis, randomUUID())).sid}`;
});

afterAll(async () => {
  await gateway?.stop();
  await Promise.all(fakes.map((f) => f.stop().catch(() => undefined)));
  await redis?.quit();
});

const headers = () => ({ 'content-type': 'application/json', 'x-requested-with': 'hivemind', cookie });
const graphql = (query: string, variables?: Record<string, unknown>) =>
  fetch(`${base}/graphql`, { method: 'POST', headers: headers(), body: JSON.stringify({ query, variables }) });
const restCall = (path: string) =>
  fetch(`${base}${path}`, { method: 'POST', headers: headers(), body: JSON.stringify({ text: SECRET_TEXT }) });

describe("the gateway's log keeps members' text out", () => {
  it('logs failing operations by name, service and code, without their variables or the text', async () => {
    // A subgraph that answers with an error echoing the text, over GraphQL and through REST.
    expect((await graphql(REJECT, { t: SECRET_TEXT })).status).toBe(200);
    expect((await restCall('/api/test-only/reject')).status).toBeGreaterThanOrEqual(500);
    // Text that is not even a valid variable, and text written inline in the document.
    await graphql(CAPTURE, { t: { nested: SECRET_TEXT } });
    await graphql(`mutation Inline { captureThought(text: "${SECRET_TEXT}") { id } }`);

    // thoughts-svc unreachable: the subgraph request fails (the line that carried whole bodies).
    const logged = lines.length;
    await fakes[0]!.stop();
    expect((await graphql(CAPTURE, { t: SECRET_TEXT })).status).toBe(200);
    expect((await restCall('/api/test-only/capture')).status).toBeGreaterThanOrEqual(500);

    const failure = lines
      .slice(logged)
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => Number(l.level) >= 50);
    expect(failure.length).toBeGreaterThan(0);
    // What an operator needs is still there: the operation, the service and the error code.
    const text = failure.map((l) => JSON.stringify(l)).join('\n');
    expect(text).toContain('CaptureSecret');
    expect(text).toContain('thoughts');
    expect(text).toContain('SERVICE_UNAVAILABLE');
    expect(lines.join('')).not.toContain(SECRET_TEXT);
  });
});
