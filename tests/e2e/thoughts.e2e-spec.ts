// Private thoughts end to end through the running stack: the REST facade's stage-by-stage capture
// the documented client makes (spec 1 §7), GraphQL capture with its progress over graphql-ws, the
// MyThoughts feed, related thoughts, enhancement previews and edits (spec 3 §7), and privacy.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  THOUGHT_STAGES,
  ThoughtMessages,
  type RelatedThoughtsJson,
  type ThoughtJson,
  type ThoughtsFeedJson,
} from '@hivemind/contracts';
import { aUser, collect, eventually, gql, requireEnv, wsClient } from '@hivemind/testing';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4400';

let redis: Redis;
let alice: string;
let bob: string;

beforeAll(async () => {
  redis = new Redis(requireEnv('REDIS_URL'));
  alice = await (await aUser().create()).signIn(redis);
  bob = await (await aUser().create()).signIn(redis);
});
afterAll(async () => {
  await redis.quit();
});

async function api<T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  path: string,
  cookie: string | null,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${GATEWAY}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-requested-with': 'hivemind',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function captureReady(cookie: string, text: string): Promise<ThoughtJson> {
  const res = await gql<{ captureThought: { id: string } }>(
    GATEWAY,
    `mutation($text: String!, $rid: String!) { captureThought(text: $text, clientRequestId: $rid) { id } }`,
    { text, rid: randomUUID() },
    { cookie },
  );
  const id = res.data!.captureThought.id;
  return eventually(async () => {
    const r = await api<{ thought: ThoughtJson }>('GET', `/api/thoughts/${id}`, cookie);
    return r.body.thought?.status === 'ready' ? r.body.thought : null;
  });
}

describe('REST: the documented stage-by-stage capture', () => {
  it('create, then classification, formatting and vectorization in turn make the thought ready', async () => {
    const text = 'remember to water the tomato plants every evening this summer';
    const created = await api<{ thought: ThoughtJson }>('POST', '/api/thoughts/create', alice, {
      originalThought: text,
    });
    expect(created.status).toBe(201);
    const id = created.body.thought.id;
    expect(created.body.thought).toMatchObject({ original_thought: text, status: 'processing', is_ready: false });

    for (const stage of ['thought-classification', 'thought-formatting', 'thought-vectorize']) {
      const res = await api<{ success: boolean; thought: ThoughtJson }>('POST', `/api/agent/${stage}`, alice, {
        thoughtId: id,
        content: text,
      });
      expect({ stage, status: res.status, success: res.body.success }).toEqual({ stage, status: 200, success: true });
    }
    const { body } = await api<{ thought: ThoughtJson }>('GET', `/api/thoughts/${id}`, alice);
    expect(body.thought).toMatchObject({ id, status: 'ready', is_ready: true });
    expect(body.thought.category).toBeTruthy();
    expect(body.thought.thought_type).toBeTruthy();
    expect(body.thought.topic).toBeTruthy();
    const details = await api<{ thought: ThoughtJson }>('GET', `/api/thoughts/details/${id}`, alice);
    expect(details.body.thought).toEqual(body.thought);
  });

  it('bad input is a 400 with the spec’s text and writes nothing; guests get 401', async () => {
    const before = (await api<ThoughtsFeedJson>('GET', '/api/thoughts/feed?limit=100', bob)).body.thoughts.length;
    const blank = await api('POST', '/api/thoughts/create', bob, { originalThought: '   ' });
    expect(blank).toEqual({ status: 400, body: { error: ThoughtMessages.blank } });
    const long = await api('POST', '/api/thoughts/create', bob, { originalThought: 'x'.repeat(3001) });
    expect(long).toEqual({ status: 400, body: { error: ThoughtMessages.tooLong } });
    const missing = await api('POST', '/api/agent/thought-classification', bob, { content: 'hello' });
    expect(missing).toEqual({ status: 400, body: { error: ThoughtMessages.noThoughtSelected } });
    const after = (await api<ThoughtsFeedJson>('GET', '/api/thoughts/feed?limit=100', bob)).body.thoughts.length;
    expect(after).toBe(before);
    expect((await api('POST', '/api/thoughts/create', null, { originalThought: 'hi' })).status).toBe(401);
    expect((await api('GET', '/api/thoughts/feed', null)).status).toBe(401);
  });
});

describe('GraphQL capture with live progress', () => {
  it('the subscription tells the stages in the pipeline’s order, ending with captured', async () => {
    const captured = await gql<{ captureThought: { id: string } }>(
      GATEWAY,
      `mutation($text: String!, $rid: String!) { captureThought(text: $text, clientRequestId: $rid) { id } }`,
      { text: 'An idea: a shared tool library for the neighbourhood', rid: randomUUID() },
      { cookie: alice },
    );
    const thoughtId = captured.data!.captureThought.id;
    const client = wsClient(GATEWAY, alice);
    try {
      type Msg = { thoughtProgress: { stage: string; status: string; percent: number } };
      // The gateway replays the topic's latest message first, then every later one live.
      const messages = await collect<Msg>(
        client,
        `subscription($id: ID!) { thoughtProgress(thoughtId: $id) { stage status percent } }`,
        { id: thoughtId },
        (items) => items.some((m) => m.thoughtProgress.stage === 'captured'),
      );
      const stages = messages.map((m) => m.thoughtProgress.stage);
      const order = stages.map((s) => THOUGHT_STAGES.indexOf(s as (typeof THOUGHT_STAGES)[number]));
      expect(order.every((i) => i >= 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(messages.at(-1)!.thoughtProgress).toEqual({ stage: 'captured', status: 'completed', percent: 100 });
      expect(messages.some((m) => m.thoughtProgress.status === 'failed')).toBe(false);
    } finally {
      await client.dispose();
    }
  });
});

describe('reading and editing thoughts over REST', () => {
  let dog: ThoughtJson;
  let dog2: ThoughtJson;

  beforeAll(async () => {
    const cookie = alice;
    dog = await captureReady(cookie, 'I should walk my dog every morning before work');
    dog2 = await captureReady(cookie, 'Morning walks with the dog clear my head');
    await captureReady(cookie, 'Quarterly tax filing deadline for the business is on Friday');
  }, 60_000);

  it('GET /api/thoughts/feed pages, searches and offers filter options', async () => {
    const { status, body } = await api<ThoughtsFeedJson>(
      'GET',
      '/api/thoughts/feed?page=1&limit=20&search=walk',
      alice,
    );
    expect(status).toBe(200);
    expect(body.thoughts.map((t) => t.id)).toEqual(expect.arrayContaining([dog.id, dog2.id]));
    expect(body.thoughts.every((t) => /walk/i.test(`${t.content} ${t.original_thought}`))).toBe(true);
    expect(body.filterOptions.categories.length).toBeGreaterThan(0);
    const category = await api<ThoughtsFeedJson>(
      'GET',
      `/api/thoughts/feed?category=${encodeURIComponent(dog.category!)}`,
      alice,
    );
    expect(category.body.thoughts.every((t) => t.category === dog.category)).toBe(true);
    const page = await api<ThoughtsFeedJson>('GET', '/api/thoughts/feed?limit=1', alice);
    expect(page.body).toMatchObject({ hasMore: true });
    expect(page.body.thoughts).toHaveLength(1);
  });

  it('GET /api/thoughts/related ranks by cosine distance (similarity_score), nearest first', async () => {
    const { status, body } = await api<RelatedThoughtsJson>(
      'GET',
      `/api/thoughts/related?thoughtId=${dog.id}&page=1&limit=20&threshold=0.1`,
      alice,
    );
    expect(status).toBe(200);
    expect(body.thoughts[0]?.id).toBe(dog2.id);
    expect(body.thoughts.map((t) => t.id)).not.toContain(dog.id);
    const scores = body.thoughts.map((t) => t.similarity_score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const bad = await api('GET', `/api/thoughts/related?thoughtId=${dog.id}&threshold=2`, alice);
    expect(bad).toEqual({ status: 400, body: { error: ThoughtMessages.invalidThreshold } });
  });

  it('enhance previews, Save Changes, Reset and Past Thinking', async () => {
    for (const action of ['punchy', 'simplify', 'clarify', 'bullets-numbers']) {
      const res = await api<{ success: boolean; preview_content: string }>(
        'POST',
        `/api/agent/edit-enhance/preview/${action}`,
        alice,
        { content: dog.content },
      );
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.preview_content.length).toBeGreaterThan(0);
    }
    const custom = await api<{ preview_content: string }>('POST', '/api/agent/edit-enhance/preview/custom', alice, {
      content: dog.content,
      instructions: 'Make it a question',
    });
    expect(custom.status).toBe(200);
    expect(
      await api('POST', '/api/agent/edit-enhance/preview/custom', alice, { content: 'x', instructions: ' ' }),
    ).toEqual({
      status: 400,
      body: { error: ThoughtMessages.instructionsRequired },
    });
    expect(await api('POST', '/api/agent/edit-enhance/preview/punchy', alice, { content: ' ' })).toEqual({
      status: 400,
      body: { error: ThoughtMessages.contentRequired },
    });

    const manual = await api('POST', '/api/agent/edit-enhance/manual', alice, {
      thoughtId: dog.id,
      content: 'Dog walk, every morning.',
    });
    expect(manual).toEqual({ status: 200, body: { success: true } });
    const reset = await api('POST', '/api/agent/edit-enhance/reset', alice, { thoughtId: dog.id });
    expect(reset).toEqual({ status: 200, body: { success: true, updated_content: dog.original_thought } });

    const summary = await api<{ insights: { thoughtId: string }[]; thoughtCount: number; message: string }>(
      'POST',
      '/api/agent/related-summary',
      alice,
      { thoughtId: dog.id },
    );
    expect(summary.status).toBe(200);
    expect(summary.body.thoughtCount).toBeGreaterThan(0);
    expect(typeof summary.body.message).toBe('string');
  });

  it('another member sees none of it and can edit none of it (404)', async () => {
    expect((await api('GET', `/api/thoughts/${dog.id}`, bob)).status).toBe(404);
    expect((await api('GET', `/api/thoughts/details/${dog.id}`, bob)).status).toBe(404);
    expect((await api('GET', `/api/thoughts/related?thoughtId=${dog.id}`, bob)).status).toBe(404);
    const feed = await api<ThoughtsFeedJson>('GET', '/api/thoughts/feed?search=walk', bob);
    expect(feed.body.thoughts.map((t) => t.id)).not.toContain(dog.id);
    const edit = await api('POST', '/api/agent/edit-enhance/manual', bob, { thoughtId: dog.id, content: 'mine now' });
    expect(edit).toEqual({ status: 404, body: { error: ThoughtMessages.notFound } });
    expect((await api('POST', '/api/agent/edit-enhance/reset', bob, { thoughtId: dog.id })).status).toBe(404);
    expect((await api('POST', '/api/agent/related-summary', bob, { thoughtId: dog.id })).status).toBe(404);
    expect(
      (await api('POST', '/api/agent/thought-classification', bob, { thoughtId: dog.id, content: 'x' })).status,
    ).toBe(404);
  });
});
