// End to end through the running stack (scripts/test.mjs starts it): the gateway composes the three
// subgraphs, answers REST and GraphQL, signs the caller's context, and pushes job progress over
// graphql-ws while the agent worker embeds a thought and thoughts-svc stores the result.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { aUser, collect, eventually, gql, requireEnv, wsClient, type TestUser } from '@hivemind/testing';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4400';
const THOUGHTS_SUBGRAPH = GATEWAY.replace(/:(\d+)$/, (_, p: string) => `:${Number(p) + 101}`) + '/graphql';

let redis: Redis;
let alice: TestUser;
let aliceCookie: string;

beforeAll(async () => {
  redis = new Redis(requireEnv('REDIS_URL'));
  alice = await aUser().create();
  aliceCookie = await alice.signIn(redis);
});
afterAll(async () => {
  await redis.quit();
});

describe('gateway health', () => {
  it('answers /healthz and /readyz once the supergraph is composed', async () => {
    expect((await fetch(`${GATEWAY}/healthz`)).status).toBe(200);
    expect((await fetch(`${GATEWAY}/readyz`)).status).toBe(200);
  });

  it('serves the built web app at / and for client routes', async () => {
    for (const path of ['/', '/register', '/post/123']) {
      const res = await fetch(`${GATEWAY}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('<div id="root"');
    }
  });

  it('exposes Prometheus metrics', async () => {
    const text = await (await fetch(`${GATEWAY}/metrics`)).text();
    expect(text).toContain('process_cpu_user_seconds_total');
  });
});

describe('REST facade', () => {
  it('GET /api/auth/check answers 401 with { error } for a guest and the user id for a session', async () => {
    const guest = await fetch(`${GATEWAY}/api/auth/check`);
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ error: expect.any(String) });
    const member = await fetch(`${GATEWAY}/api/auth/check`, { headers: { cookie: aliceCookie } });
    expect(await member.json()).toEqual({ user: { id: alice.id } });
  });

  it('GET /api/podcasts lists the demo podcasts with the spec field names', async () => {
    const res = await fetch(`${GATEWAY}/api/podcasts`);
    expect(res.status).toBe(200);
    const { podcasts } = (await res.json()) as { podcasts: Record<string, unknown>[] };
    expect(podcasts.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(podcasts[0]).sort()).toEqual(
      expect.arrayContaining(['id', 'title', 'publisher_name', 'image_url']),
    );
  });

  it('an unknown /api path is a 404 with { error }', async () => {
    const res = await fetch(`${GATEWAY}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: expect.any(String) });
  });
});

describe('GraphQL through the gateway', () => {
  it('answers one query that touches all three services', async () => {
    const res = await gql<{ podcasts: unknown[]; hives: unknown[]; myThoughts: unknown[] }>(
      GATEWAY,
      `{ podcasts(limit: 3) { id title } hives(limit: 3) { id name } myThoughts(limit: 3) { id } }`,
      {},
      { cookie: aliceCookie },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.podcasts).toHaveLength(3);
    expect(res.data?.hives?.length).toBeGreaterThan(0);
    expect(res.data?.myThoughts).toEqual([]);
  });

  it('refuses a mutation carrying the session cookie without the CSRF header (403)', async () => {
    const res = await gql(
      GATEWAY,
      `mutation { createHive(name: "Sneaky hive", type: "Business") { id } }`,
      {},
      {
        cookie: aliceCookie,
        csrf: false,
      },
    );
    expect(res.status).toBe(403);
  });

  it('subgraphs refuse a request that does not carry the gateway-signed context', async () => {
    const res = await fetch(THOUGHTS_SUBGRAPH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(res.status).toBe(401);
  });

  it('a hive created in hives-svc reaches feeds-svc as an event, and a post there resolves its hive across services', async () => {
    const name = `E2E hive ${randomUUID().slice(0, 8)}`;
    const created = await gql<{ createHive: { id: string } }>(
      GATEWAY,
      `mutation($name: String!) { createHive(name: $name, type: "Business") { id name } }`,
      { name },
      { cookie: aliceCookie },
    );
    expect(created.errors).toBeUndefined();
    const hiveId = created.data!.createHive.id;
    // The post is accepted once feeds-svc's read model has the hive (outbox → relay → consumer).
    const post = await eventually(async () => {
      const r = await gql<{ createPost: { id: string } }>(
        GATEWAY,
        `mutation($hiveId: ID!) { createPost(hiveId: $hiveId, content: "Ideas flow across services") { id } }`,
        { hiveId },
        { cookie: aliceCookie },
      );
      return r.data?.createPost;
    });
    expect(post.id).toBeTruthy();
    const feed = await gql<{ hivePosts: { id: string; hive: { id: string; name: string } }[] }>(
      GATEWAY,
      `query($hiveId: ID!) { hivePosts(hiveId: $hiveId, limit: 5) { id hive { id name } } }`,
      { hiveId },
      { cookie: aliceCookie },
    );
    expect(feed.errors).toBeUndefined();
    expect(feed.data?.hivePosts).toEqual([{ id: post.id, hive: { id: hiveId, name } }]);
  });
});

describe('a job whose progress reaches a graphql-ws subscription', () => {
  it('captures a thought, streams the embedding stages live, and the owner service stores the vector', async () => {
    const captured = await gql<{ captureThought: { id: string } }>(
      GATEWAY,
      `mutation($text: String!, $req: String!) { captureThought(text: $text, clientRequestId: $req) { id } }`,
      { text: 'Walking in the morning clears my head before work', req: randomUUID() },
      { cookie: aliceCookie },
    );
    expect(captured.errors).toBeUndefined();
    const thoughtId = captured.data!.captureThought.id;
    const client = wsClient(GATEWAY, aliceCookie);
    try {
      type Msg = { thoughtProgress: { stage: string; status: string; percent: number } };
      // Subscribing after the capture is safe: the gateway first replays the topic's latest message,
      // so the subscriber learns where the work stands even if the worker was quicker.
      const messages = await collect<Msg>(
        client,
        `subscription($id: ID!) { thoughtProgress(thoughtId: $id) { stage status percent } }`,
        { id: thoughtId },
        (items) =>
          items.some((m) => m.thoughtProgress.stage === 'captured' && m.thoughtProgress.status === 'completed'),
      );
      expect(messages.at(-1)!.thoughtProgress).toEqual({ stage: 'captured', status: 'completed', percent: 100 });
      const percents = messages.map((m) => m.thoughtProgress.percent);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
    } finally {
      await client.dispose();
    }
    const thought = await eventually(async () => {
      const r = await gql<{ thought: { hasEmbedding: boolean; embeddingModel: string | null } }>(
        GATEWAY,
        `query($id: ID!) { thought(id: $id) { hasEmbedding embeddingModel } }`,
        { id: thoughtId },
        { cookie: aliceCookie },
      );
      return r.data?.thought.hasEmbedding ? r.data.thought : null;
    });
    expect(thought.embeddingModel).toMatch(/local/);
  });
});

describe('demo data', () => {
  it('the demo account listed in the README signs in with its password', async () => {
    const res = await fetch(`${GATEWAY}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'hivemind' },
      body: JSON.stringify({ email: 'demo@hivemind.local', password: 'hivemind-demo' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: { id: expect.any(String), email: 'demo@hivemind.local' } });
    expect(res.headers.get('set-cookie')).toMatch(/^sid=/);
  });
});
