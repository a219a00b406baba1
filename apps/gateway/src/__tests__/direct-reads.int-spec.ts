// REST reads sent straight to the one subgraph that answers them (graphql/direct-reads.ts): the same
// answer as through the gateway's execution, the caller's signed context, and the same refusals.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createSession } from '@hivemind/common';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../graphql/subgraph-outage.js';
import { NUL_INPUT_MESSAGE } from '../graphql/no-nul-input.js';
import type { Operation } from '../rest/core/context.js';
import { route } from '../rest/core/route.js';
import { startTestGateway, type TestStack } from './harness.js';

let stack: TestStack;
let cookie: string;
let userId: string;

/** An operation on the fake subgraphs' schema (not the real one, so not a generated document). */
const op = (text: string): Operation<unknown, Record<string, unknown>> => ({ toString: () => text });
const POSTS = 'query RestTestPosts($h: ID!) { hivePosts(hiveId: $h) { id content hive { id } } }';
const POSTS_WITH_HIVE_NAME = 'query RestTestPostsNamed($h: ID!) { hivePosts(hiveId: $h) { id hive { id name } } }';
const hiveParam = (url: URL) => ({ h: url.searchParams.get('h') ?? 'hive-1' });

beforeAll(async () => {
  stack = await startTestGateway();
  const add = (path: string, text: string, subgraph?: 'feeds') =>
    stack.gateway.rest.add(
      route('GET', path, {
        operation: op(text),
        ...(subgraph ? { subgraph } : {}),
        variables: (ctx) => hiveParam(ctx.url),
        answer: (d) => d,
      }),
    );
  add('/api/test-only/direct-posts', POSTS, 'feeds');
  add('/api/test-only/runtime-posts', POSTS);
  // Marked direct, but a hive's name is hives-svc's: the gateway runs it through the runtime.
  add('/api/test-only/direct-posts-named', POSTS_WITH_HIVE_NAME, 'feeds');
  const session = await createSession(stack.gateway.redis, crypto.randomUUID(), 3600);
  userId = session.userId;
  cookie = `sid=${session.sid}`;
});

afterAll(async () => {
  await stack?.stop();
});

const get = async (path: string, signedIn = true) => {
  const res = await fetch(`${stack.base}${path}`, { headers: signedIn ? { cookie } : {} });
  return { status: res.status, body: (await res.json()) as unknown };
};
const feeds = () => stack.fakes[2]!;

describe('a REST read that one subgraph answers whole', () => {
  it('is sent to it as written, signed with the caller, and answers what the gateway’s execution answers', async () => {
    const before = feeds().queries.length;
    const direct = await get('/api/test-only/direct-posts?h=hive-1');
    expect(feeds().queries.slice(before)).toEqual([POSTS]);
    expect(feeds().received.at(-1)).toMatchObject({ userId });

    const viaRuntime = await get('/api/test-only/runtime-posts?h=hive-1');
    expect(direct).toEqual({
      status: 200,
      body: { hivePosts: [{ id: 'post-1', content: 'Hello hive', hive: { id: 'hive-1' } }] },
    });
    expect(viaRuntime).toEqual(direct);
    // How each ran, for the operator.
    const metrics = await (await fetch(`${stack.base}/metrics`)).text();
    expect(metrics).toContain('rest_operations_total{operation="RestTestPosts",via="feeds"} 1');
    expect(metrics).toContain('rest_operations_total{operation="RestTestPosts",via="gateway"} 1');
  });

  it('goes through the gateway’s execution when another subgraph resolves part of it, and still answers', async () => {
    const before = feeds().queries.length;
    const res = await get('/api/test-only/direct-posts-named?h=hive-1', false);
    expect(res).toEqual({
      status: 200,
      body: { hivePosts: [{ id: 'post-1', hive: { id: 'hive-1', name: 'Makers' } }] },
    });
    expect(feeds().queries.slice(before)).not.toContain(POSTS_WITH_HIVE_NAME);
  });

  it('refuses a NUL character in its input with 400, before the subgraph is called', async () => {
    const before = feeds().queries.length;
    const res = await get(`/api/test-only/direct-posts?h=${encodeURIComponent('hive\u0000')}`);
    expect(res).toEqual({ status: 400, body: { error: NUL_INPUT_MESSAGE } });
    expect(feeds().queries.length).toBe(before);
  });

  it('answers 503 { error } when the subgraph cannot be reached', async () => {
    await feeds().stop();
    expect(await get('/api/test-only/direct-posts?h=hive-1')).toEqual({
      status: 503,
      body: { error: SERVICE_UNAVAILABLE_MESSAGE },
    });
  });
});
