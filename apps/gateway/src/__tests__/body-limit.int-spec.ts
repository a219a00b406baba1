// A request body over the limit is answered 413 and the connection is closed cleanly (issue 20):
// `Connection: close` on the answer, so a keep-alive client sends its next request on a new
// connection instead of having it reset.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Agent, request } from 'node:http';
import { GATEWAY_MAX_BODY_BYTES } from '@hivemind/contracts';
import { route } from '../rest/core/route.js';
import { startTestGateway, type TestStack } from './harness.js';

let stack: TestStack;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  stack = await startTestGateway();
  stack.gateway.rest.add(
    route('POST', '/api/test-only/echo', {
      handler: async (ctx) => ({ status: 201, body: { echo: await ctx.body() } }),
    }),
  );
});

afterAll(async () => {
  agent.destroy();
  await stack?.stop();
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One request through the keep-alive agent (one socket at most, reused while it stays open). */
function send(path: string, body: string, chunked = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${stack.base}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const oversized = JSON.stringify({ a: 'x'.repeat(GATEWAY_MAX_BODY_BYTES) });

describe('a body over the limit', () => {
  it.each([
    ['REST, with a content length', '/api/test-only/echo', false],
    ['REST, chunked', '/api/test-only/echo', true],
    ['GraphQL, with a content length', '/graphql', false],
  ] as const)(
    'is answered 413 with Connection: close; the next request on the agent succeeds (%s)',
    async (_, path, chunked) => {
      for (let i = 0; i < 5; i++) {
        const refused = await send(path, oversized, chunked);
        expect(refused.status).toBe(413);
        expect(refused.connection).toBe('close');
        const next = await send('/api/test-only/echo', '{"a":1}');
        expect(next.status).toBe(201);
        expect(JSON.parse(next.body)).toEqual({ echo: { a: 1 } });
      }
    },
  );
});
