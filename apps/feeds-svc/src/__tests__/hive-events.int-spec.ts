// The cross-service path of a domain event: createHive in hives-svc → outbox → relay → BullMQ →
// feeds-svc consumer → hive_read_model → createPost accepted; and exactly-once application when the
// relay dies between adding the job and marking the row published; and delivery that survives Redis
// losing the jobs after the row was marked published (a flush), issue 20.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { parse } from 'graphql';
import { composeServices } from '@theguild/federation-composition';
import { createLogger, createRedis, OutboxRelay } from '@hivemind/common';
import { deleteKeys } from '@hivemind/testing';
import { EVENT_QUEUE_OF, EventType, type DomainEvent } from '@hivemind/contracts';
import { eventually, signedGraphql } from '../../../../libs/common/src/nest/__tests__/signed-graphql.js';
import { HiveEventsConsumer } from '../hive-read-model/jobs/hive-events.consumer.js';
import { startHivesAndFeeds, type HivesAndFeeds } from './harness/hives-feeds-harness.js';

let stack: HivesAndFeeds;
let feedsQueue: Queue;

async function createHive(): Promise<{ hiveId: string; userId: string; name: string }> {
  const user = await stack.hivesDb.user.create({ data: { email: `${randomUUID()}@test.hivemind.local` } });
  const name = `Event hive ${randomUUID()}`;
  const res = await signedGraphql<{ createHive: { id: string } }>(
    stack.hivesUrl,
    `mutation($name: String!) { createHive(name: $name, type: "Community") { id } }`,
    { userId: user.id, variables: { name } },
  );
  expect(res.body.errors).toBeUndefined();
  return { hiveId: res.body.data!.createHive.id, userId: user.id, name };
}

async function outboxEventOf(hiveId: string) {
  const [event] = await stack.hivesDb.outboxEvent.findMany({
    where: { type: EventType.HiveCreated, payload: { path: ['hiveId'], equals: hiveId } },
  });
  if (!event) throw new Error(`no outbox event for hive ${hiveId}`);
  return event;
}

beforeAll(async () => {
  stack = await startHivesAndFeeds('hive-events-test');
  feedsQueue = new Queue(EVENT_QUEUE_OF['feeds-svc'], { connection: stack.redis, prefix: stack.bullPrefix });
});

afterAll(async () => {
  await feedsQueue?.close();
  await stack?.close();
});

describe('hive.created from hives-svc to feeds-svc', () => {
  it('a post is refused in a hive feeds-svc has not heard of', async () => {
    const res = await signedGraphql(
      stack.feedsUrl,
      `mutation($h: ID!) { createPost(hiveId: $h, content: "hi") { id } }`,
      {
        userId: randomUUID(),
        variables: { h: randomUUID() },
      },
    );
    expect(res.body.errors?.[0]?.extensions).toEqual({ code: 'NOT_FOUND', reason: 'HIVE_NOT_FOUND' });
  });

  it('createHive → relay → consumer → hive_read_model row → createPost accepted', async () => {
    const running = stack.relay();
    running.start();
    try {
      const { hiveId, userId, name } = await createHive();
      const row = await eventually(() => stack.feedsDb.hiveReadModel.findUnique({ where: { hiveId } }));
      expect(row).toMatchObject({ hiveId, name, type: 'Community', logo: null });
      const event = await outboxEventOf(hiveId);
      expect(event.publishedAt).not.toBeNull();
      // The owner's membership is its own event (hive.member-added), applied independently of
      // hive.created: posting waits for feeds-svc to know the role too.
      const owner = await eventually(() =>
        stack.feedsDb.hiveMemberReadModel.findUnique({ where: { hiveId_userId: { hiveId, userId } } }),
      );
      expect(owner).toMatchObject({ role: 'owner', removedAt: null });

      const post = await signedGraphql<{ createPost: { id: string; hive: { id: string } } }>(
        stack.feedsUrl,
        `mutation($h: ID!) { createPost(hiveId: $h, content: "First drop") { id content hive { id } } }`,
        { userId, variables: { h: hiveId } },
      );
      expect(post.body.errors).toBeUndefined();
      expect(post.body.data?.createPost.hive).toEqual({ id: hiveId });
      const posts = await signedGraphql<{ hivePosts: { id: string; hive: { id: string } }[] }>(
        stack.feedsUrl,
        `query($h: ID!) { hivePosts(hiveId: $h) { id content hive { id } } }`,
        { variables: { h: hiveId } },
      );
      expect(posts.body.data?.hivePosts.map((p) => p.id)).toEqual([post.body.data!.createPost.id]);
    } finally {
      await running.stop();
    }
  });

  it('applies an event exactly once when the relay dies between enqueue and marking published', async () => {
    const { hiveId } = await createHive();
    const event = await outboxEventOf(hiveId);
    expect(event.publishedAt).toBeNull();

    // 1. The relay adds the job, then "crashes" before marking the row published.
    const crashing = stack.relay(() => {
      throw new Error('simulated crash after enqueue');
    });
    await expect(crashing.relayOnce()).rejects.toThrow('simulated crash after enqueue');
    await crashing.stop();
    expect((await outboxEventOf(hiveId)).publishedAt).toBeNull();

    // 2. The consumer applies it.
    const firstJob = await eventually(async () => {
      const job = await feedsQueue.getJob(event.id);
      // Read again once completed: a job fetched while still active carries no return value.
      return job && (await job.isCompleted()) ? await feedsQueue.getJob(event.id) : null;
    });
    expect(firstJob.returnvalue).toBe('applied');
    // Mark the applied row: a second application of the event would overwrite this.
    await stack.feedsDb.hiveReadModel.update({ where: { hiveId }, data: { name: 'applied once' } });

    // 3. A re-add while the job still exists is a no-op (same job id).
    const again = stack.relay(() => {
      throw new Error('simulated crash after enqueue');
    });
    await expect(again.relayOnce()).rejects.toThrow();
    await again.stop();
    expect((await feedsQueue.getJob(event.id))?.timestamp).toBe(firstJob.timestamp);

    // 4. The completed job is removed (as removeOnComplete eventually does), then a healthy relay
    //    restarts: it re-adds the event as a new job and marks the row published.
    await firstJob.remove();
    const restarted = stack.relay();
    try {
      await eventually(async () => (await restarted.relayOnce()) >= 0 && (await outboxEventOf(hiveId)).publishedAt);
    } finally {
      await restarted.stop();
    }
    const secondJob = await eventually(async () => {
      const job = await feedsQueue.getJob(event.id);
      // Read again once completed: a job fetched while still active carries no return value.
      return job && (await job.isCompleted()) ? await feedsQueue.getJob(event.id) : null;
    });
    expect(secondJob.timestamp).not.toBe(firstJob.timestamp);
    expect(secondJob.returnvalue).toBe('duplicate');

    // 5. Applied once: one processed_event row, read model untouched by the redelivery.
    expect(await stack.feedsDb.processedEvent.count({ where: { eventId: event.id } })).toBe(1);
    const after = await stack.feedsDb.hiveReadModel.findUniqueOrThrow({ where: { hiveId } });
    expect(after.name).toBe('applied once');
  });

  it('an older event applied after a newer one does not overwrite the read model', async () => {
    const { consumer } = stack.feedsApp.get(HiveEventsConsumer);
    const hiveId = randomUUID();
    const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms).toISOString();
    const updated = { hiveId, name: 'Renamed', type: 'Town', logo: 'l.png' };
    const created = { hiveId, name: 'Original', type: 'Town', logo: null, ownerId: randomUUID() };
    const base = { producer: 'hives-svc' as const };
    expect(
      await consumer.apply({
        ...base,
        id: randomUUID(),
        type: EventType.HiveUpdated,
        occurredAt: at(1000),
        payload: updated,
      }),
    ).toBe('applied');
    expect(
      await consumer.apply({
        ...base,
        id: randomUUID(),
        type: EventType.HiveCreated,
        occurredAt: at(0),
        payload: created,
      }),
    ).toBe('applied');
    expect(await stack.feedsDb.hiveReadModel.findUnique({ where: { hiveId } })).toMatchObject({
      name: 'Renamed',
      logo: 'l.png',
    });
  });
});

/** Deletes every key of a BullMQ prefix: what a Redis flush (or a restart without persistence) does. */
function flushPrefix(prefix: string): Promise<number> {
  return deleteKeys(stack.redis, `${prefix}:*`);
}

/**
 * hives-svc's relay and feeds-svc's consumer on a queue prefix of their own, so the test decides when
 * the consumer runs (the apps' own workers serve the run's prefix). `outcomes` records, per event id,
 * what each application of a job returned ('applied' or 'duplicate').
 */
function isolatedDelivery() {
  const prefix = `${stack.bullPrefix}-flush-${randomUUID().slice(0, 8)}`;
  const relay = new OutboxRelay({
    db: stack.hivesDb,
    producer: 'hives-svc',
    connection: stack.redis,
    prefix,
    logger: createLogger('hive-events-flush-test', 'silent'),
    pollMs: 50,
    recheckMs: 100,
  });
  const outcomes = new Map<string, unknown[]>();
  let worker: Worker | undefined;
  const connection = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  return {
    prefix,
    relay,
    outcomes,
    startConsumer() {
      const consumer = stack.feedsApp.get(HiveEventsConsumer);
      worker = new Worker<DomainEvent>(
        EVENT_QUEUE_OF['feeds-svc'],
        async (job) => {
          const outcome = await consumer.process(job);
          outcomes.set(job.data.id, [...(outcomes.get(job.data.id) ?? []), outcome]);
          return outcome;
        },
        { connection, prefix },
      );
    },
    async close() {
      await relay.stop();
      await worker?.close();
      await connection.quit();
      await flushPrefix(prefix);
    },
  };
}

describe('domain events survive Redis losing their jobs (issue 20)', () => {
  it('Work that is owed survives a flush of the queues: events published while the consumers were stopped are each consumed exactly once', async () => {
    const delivery = isolatedDelivery();
    try {
      const hives = [await createHive(), await createHive(), await createHive()];
      const ids = (await Promise.all(hives.map((h) => outboxEventOf(h.hiveId)))).map((e) => e.id);

      // 1. The relay publishes them; no consumer runs yet, so nothing is confirmed.
      await eventually(async () => {
        await delivery.relay.relayOnce();
        const rows = await Promise.all(hives.map((h) => outboxEventOf(h.hiveId)));
        return rows.every((r) => r.publishedAt !== null);
      });
      const queue = new Queue(EVENT_QUEUE_OF['feeds-svc'], { connection: stack.redis, prefix: delivery.prefix });
      try {
        for (const id of ids) expect(await queue.getJobState(id)).toBe('waiting');
        expect(await delivery.relay.recheckOnce()).toMatchObject({ confirmed: 0, readded: 0 });

        // 2. Redis loses everything of the prefix.
        expect(await flushPrefix(delivery.prefix)).toBeGreaterThan(0);
        for (const id of ids) expect(await queue.getJobState(id)).toBe('unknown');
      } finally {
        await queue.close();
      }
      for (const h of hives) expect(await outboxEventOf(h.hiveId)).toMatchObject({ confirmedAt: null });

      // 3. The consumers start, and so does the relay: it re-adds what Redis lost.
      delivery.startConsumer();
      delivery.relay.start();
      await eventually(async () => {
        const rows = await Promise.all(hives.map((h) => outboxEventOf(h.hiveId)));
        return rows.every((r) => r.confirmedAt !== null);
      });

      // 4. Each consumed exactly once: applied once, never twice, and the read model has each hive.
      for (const id of ids) expect(delivery.outcomes.get(id)).toEqual(['applied']);
      expect(await stack.feedsDb.processedEvent.count({ where: { eventId: { in: ids } } })).toBe(3);
      for (const h of hives) {
        expect(await stack.feedsDb.hiveReadModel.findUnique({ where: { hiveId: h.hiveId } })).toMatchObject({
          name: h.name,
        });
      }
    } finally {
      await delivery.close();
    }
  });

  it('a completed job BullMQ removed before the relay saw it is added again but not applied twice, then confirmed', async () => {
    const delivery = isolatedDelivery();
    try {
      const { hiveId } = await createHive();
      const { id } = await outboxEventOf(hiveId);
      delivery.startConsumer();
      await eventually(
        async () => (await delivery.relay.relayOnce()) >= 0 && (await outboxEventOf(hiveId)).publishedAt,
      );
      await eventually(async () => delivery.outcomes.get(id)?.length === 1);
      expect(delivery.outcomes.get(id)).toEqual(['applied']);

      // removeOnComplete (by age or by count) takes the completed job before the relay looked.
      const queue = new Queue(EVENT_QUEUE_OF['feeds-svc'], { connection: stack.redis, prefix: delivery.prefix });
      try {
        await eventually(async () => (await queue.getJobState(id)) === 'completed');
        await queue.remove(id);
        expect(await queue.getJobState(id)).toBe('unknown');
      } finally {
        await queue.close();
      }

      // The relay cannot tell it from a lost job: it adds it again, the consumer skips it.
      // (createHive also wrote the owner's hive.member-added: that one is confirmed in this pass.)
      expect(await delivery.relay.recheckOnce()).toMatchObject({ readded: 1 });
      expect(await outboxEventOf(hiveId)).toMatchObject({ confirmedAt: null });
      await eventually(async () => delivery.outcomes.get(id)?.length === 2);
      expect(delivery.outcomes.get(id)).toEqual(['applied', 'duplicate']);
      const confirmed = await eventually(async () => {
        await delivery.relay.recheckOnce();
        return (await outboxEventOf(hiveId)).confirmedAt;
      });
      expect(confirmed).toEqual(expect.any(Date));
      expect(await stack.feedsDb.processedEvent.count({ where: { eventId: id } })).toBe(1);
    } finally {
      await delivery.close();
    }
  });
});

describe('the three subgraphs compose', () => {
  it('hives-svc and feeds-svc SDLs compose into one supergraph with Post.hive resolved by hives-svc', async () => {
    const sdlOf = async (url: string) =>
      (await signedGraphql<{ _service: { sdl: string } }>(url, '{ _service { sdl } }')).body.data!._service.sdl;
    const composed = composeServices([
      { name: 'hives', typeDefs: parse(await sdlOf(stack.hivesUrl)), url: stack.hivesUrl },
      { name: 'feeds', typeDefs: parse(await sdlOf(stack.feedsUrl)), url: stack.feedsUrl },
    ]);
    expect(composed.errors ?? []).toEqual([]);
    expect(composed.supergraphSdl).toContain('type Post');
  });
});
