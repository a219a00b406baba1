// A storm's close survives Redis losing its delayed job while feeds-svc runs: the periodic storm
// check (STORM_CLOSE_CHECK_MS, short here) closes every open storm past its end time, once, whether
// the job or the check comes first. feeds-svc runs in a BullMQ prefix of its own, whose keys the test
// deletes (never FLUSHALL: other runs share this Redis).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { JobName, QueueName, jobIdFor, topics } from '@hivemind/contracts';
import { createRedis } from '@hivemind/common';
import { deleteKeys } from '@hivemind/testing';
import { eventually } from '../../../../../libs/common/src/nest/__tests__/signed-graphql.js';
import { useFeeds } from '../../__tests__/harness/feeds-harness.js';
import { StormsService } from '../storms.service.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `${process.env.BULL_PREFIX ?? 'hivemind-test'}-storms-${randomUUID().slice(0, 8)}`;
const CHECK_MS = 300;
/** Room for a busy shared machine on top of the check interval. */
const SLACK_MS = 2_000;

const CREATE_STORM = `mutation($h: ID!, $p: String!, $e: String) {
  createStorm(hiveId: $h, prompt: $p, voteSubmissionRequirement: 1, endsAt: $e) { id isActive }
}`;

const h = useFeeds({ env: { BULL_PREFIX: prefix, STORM_CLOSE_CHECK_MS: String(CHECK_MS) } });

let redis: Redis;
let subscriber: Redis;
let queue: Queue;
/** Messages published on each storm's participants topic (what a close announces), by storm id. */
const announced = new Map<string, number>();

beforeAll(async () => {
  redis = createRedis(REDIS_URL);
  subscriber = createRedis(REDIS_URL);
  queue = new Queue(QueueName.FeedsResults, { connection: redis, prefix });
  await subscriber.psubscribe(topics.stormParticipants('*'));
  subscriber.on('pmessage', (_pattern: string, _channel: string, message: string) => {
    const { stormId } = JSON.parse(message) as { stormId: string };
    announced.set(stormId, (announced.get(stormId) ?? 0) + 1);
  });
});

afterAll(async () => {
  await queue.obliterate({ force: true });
  await queue.close();
  await subscriber.quit();
  await redis.quit();
});

/** Deletes every key of feeds-results under this file's prefix: the queue as a flushed Redis leaves it. */
function flushQueue(): Promise<number> {
  return deleteKeys(redis, `${prefix}:${QueueName.FeedsResults}:*`);
}

async function aStormEndingIn(ms: number): Promise<{ stormId: string; endsAt: number }> {
  const { hiveId, users } = await h.hive();
  const endsAt = Date.now() + ms;
  const res = await h.gql<{ createStorm: { id: string; isActive: boolean } }>(CREATE_STORM, users.owner, {
    h: hiveId,
    p: 'What should we change first?',
    e: new Date(endsAt).toISOString(),
  });
  expect(res.body.errors).toBeUndefined();
  return { stormId: res.body.data!.createStorm.id, endsAt };
}

const isActive = async (stormId: string) =>
  (await h.db.storm.findUniqueOrThrow({ where: { id: stormId }, select: { isActive: true } })).isActive;

/** Waits a few check intervals more, so a second close (and its announcement) would have happened. */
const afterSomeChecks = () => new Promise((r) => setTimeout(r, CHECK_MS * 5));

describe("a storm's close survives Redis losing its job (storm closing is durable)", () => {
  it('a storm whose close job is lost still closes within the check interval after its end, exactly once', async () => {
    const { stormId, endsAt } = await aStormEndingIn(1_500);
    const jobId = jobIdFor(stormId, JobName.CloseStorm);
    expect(await queue.getJobState(jobId)).toBe('delayed');

    expect(await flushQueue()).toBeGreaterThan(0);
    expect(await queue.getJobState(jobId)).toBe('unknown');
    expect(await isActive(stormId)).toBe(true);

    await eventually(async () => !(await isActive(stormId)), 1_500 + CHECK_MS + SLACK_MS + 5_000, 25);
    const closedAfterEnd = Date.now() - endsAt;
    expect(closedAfterEnd).toBeLessThan(CHECK_MS + SLACK_MS);
    await afterSomeChecks();
    expect(await isActive(stormId)).toBe(false);
    expect(announced.get(stormId)).toBe(1);
  });

  it('when the job is not lost, the job and the check close the storm once between them', async () => {
    const { stormId } = await aStormEndingIn(800);
    await eventually(async () => !(await isActive(stormId)), 800 + CHECK_MS + SLACK_MS + 5_000, 25);
    // The job, whether it ran first or found the storm closed, is gone (removed once completed).
    await eventually(async () => (await queue.getJobState(jobIdFor(stormId, JobName.CloseStorm))) === 'unknown');
    await afterSomeChecks();
    expect(announced.get(stormId)).toBe(1);
  });

  it('the job and the check running at the same moment close the storm once and announce it once', async () => {
    const { stormId, endsAt } = await aStormEndingIn(60_000);
    await flushQueue();
    // Its end time comes now (as if the clock had reached it), with nothing scheduled in between.
    await h.db.storm.update({ where: { id: stormId }, data: { endsAt: new Date(endsAt - 120_000) } });
    const storms = h.get(StormsService);
    const [byJob, byCheck] = await Promise.all([storms.closeIfDue(stormId), storms.closeAllDue()]);
    // Whichever ran first closed it (or the periodic check beat both): never both.
    expect(Number(byJob) + Number(byCheck.includes(stormId))).toBeLessThanOrEqual(1);
    expect(await isActive(stormId)).toBe(false);
    await afterSomeChecks();
    expect(announced.get(stormId)).toBe(1);
  });
});
