import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { topics } from '@hivemind/contracts';
import { createRedis, createSession, lastProgressKey, publishProgress } from '@hivemind/common';
import { startTestGateway, TEST_REDIS_URL, type TestStack } from './harness.js';

let stack: TestStack;
let redis: Redis;
const clients: Client[] = [];

/** A graphql-ws client that sends the `sid` cookie (and optionally an Origin) on the upgrade. */
function wsClient(headers: Record<string, string>): Client {
  class CookieWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  const client = createClient({
    url: `${stack.base.replace('http', 'ws')}/graphql`,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
    lazy: true,
  });
  clients.push(client);
  return client;
}

const SUBSCRIPTION =
  'subscription ($id: ID!) { thoughtProgress(thoughtId: $id) { jobName entityId stage status percent at error } }';

async function waitForSubscriber(channel: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const [, count] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
    if (Number(count) > 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`nobody subscribed to ${channel}`);
}

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not met in time');
}

beforeAll(async () => {
  stack = await startTestGateway();
  redis = createRedis(TEST_REDIS_URL);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await stack?.stop();
  await redis?.quit();
});

describe('Subscription.thoughtProgress over graphql-ws', () => {
  it("tells a late subscriber where the work stands: the topic's latest message comes first", async () => {
    const me = randomUUID();
    const thoughtId = randomUUID();
    const topic = topics.thoughtProgress(me, thoughtId);
    const done = {
      jobName: 'persist-thought-embedding',
      entityId: thoughtId,
      stage: 'stored',
      status: 'completed' as const,
      percent: 100,
      at: '2026-01-01T00:00:00.000Z',
    };
    // Published before anyone listens, as when the worker is quicker than the client.
    await publishProgress(redis, topic, done);
    expect(await redis.ttl(lastProgressKey(topic))).toBeGreaterThan(0);
    const { sid } = await createSession(redis, me);
    const iterator = wsClient({ cookie: `sid=${sid}` }).iterate<{ thoughtProgress: Record<string, unknown> }>({
      query: SUBSCRIPTION,
      variables: { id: thoughtId },
    });
    const first = await iterator.next();
    expect(first.value).toEqual({ data: { thoughtProgress: { ...done, error: null } } });
    await iterator.return?.();
  });

  it("delivers what is published on the signed-in user's topic, and nothing from another user's", async () => {
    const me = randomUUID();
    const other = randomUUID();
    const thoughtId = randomUUID();
    const { sid } = await createSession(redis, me);
    const client = wsClient({ cookie: `sid=${sid}` });
    const iterator = client.iterate<{ thoughtProgress: Record<string, unknown> }>({
      query: SUBSCRIPTION,
      variables: { id: thoughtId },
    });
    const first = iterator.next();
    await waitForSubscriber(topics.thoughtProgress(me, thoughtId));

    // Another user's progress for the same thought id must never reach this subscriber.
    await redis.publish(
      topics.thoughtProgress(other, thoughtId),
      JSON.stringify({
        jobName: 'embed-text',
        entityId: thoughtId,
        stage: 'leak',
        status: 'started',
        percent: 1,
        at: new Date().toISOString(),
      }),
    );
    const mine = {
      jobName: 'embed-text',
      entityId: thoughtId,
      stage: 'embed',
      status: 'completed',
      percent: 100,
      at: '2026-01-01T00:00:00.000Z',
    };
    await redis.publish(topics.thoughtProgress(me, thoughtId), JSON.stringify(mine));

    const result = await first;
    expect(result.done).toBe(false);
    expect(result.value).toEqual({ data: { thoughtProgress: { ...mine, error: null } } });
    await iterator.return?.();
    // Completing the subscription releases the Redis channel.
    await waitFor(
      async () =>
        Number(((await redis.pubsub('NUMSUB', topics.thoughtProgress(me, thoughtId))) as [string, number])[1]) === 0,
    );
  });

  it('refuses guests with an error', async () => {
    const client = wsClient({});
    const iterator = client.iterate({ query: SUBSCRIPTION, variables: { id: randomUUID() } });
    const result = await iterator.next();
    expect(JSON.stringify(result.value)).toContain('Not signed in');
  });

  it('refuses a cookie-carrying upgrade from a foreign Origin', async () => {
    const { sid } = await createSession(redis, randomUUID());
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${stack.base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
        headers: { cookie: `sid=${sid}`, origin: 'https://evil.test' },
      });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => {
        ws.close();
        resolve(101);
      });
      ws.on('error', () => undefined);
    });
    expect(status).toBe(403);
  });
});

describe('Subscription.stormPostActivated over graphql-ws (the storm-post-activated channel)', () => {
  const ACTIVATED = 'subscription { stormPostActivated { postId stormId at } }';

  it("delivers the signed-in user's activations, nothing from another user's, and refuses guests", async () => {
    const me = randomUUID();
    const other = randomUUID();
    const { sid } = await createSession(redis, me);
    const iterator = wsClient({ cookie: `sid=${sid}` }).iterate<{ stormPostActivated: Record<string, unknown> }>({
      query: ACTIVATED,
    });
    const first = iterator.next();
    await waitForSubscriber(topics.stormPostActivated(me));
    const theirs = { postId: randomUUID(), stormId: randomUUID(), at: '2026-01-01T00:00:00.000Z' };
    await redis.publish(topics.stormPostActivated(other), JSON.stringify(theirs));
    await redis.publish(topics.stormPostActivated(me), 'not json');
    const mine = { postId: randomUUID(), stormId: randomUUID(), at: '2026-01-02T00:00:00.000Z' };
    await redis.publish(topics.stormPostActivated(me), JSON.stringify(mine));
    expect((await first).value).toEqual({ data: { stormPostActivated: mine } });
    await iterator.return?.();

    const guest = wsClient({}).iterate({ query: ACTIVATED });
    expect(JSON.stringify((await guest.next()).value)).toContain('Not signed in');
  });
});
