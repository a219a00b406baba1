import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { JobProgress } from '@hivemind/contracts';
import { createRedis } from '../../redis.js';
import { LAST_PROGRESS_TTL_SECONDS, lastProgressKey, publishProgress } from '../progress.js';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = createRedis(url);
const subscriber = createRedis(url);
afterAll(async () => {
  await Promise.all([redis.quit(), subscriber.quit()]);
});

const message = (stage: string, percent: number): JobProgress => ({
  jobName: 'finalize-thought',
  entityId: 'thought-1',
  stage,
  status: 'completed',
  percent,
  at: new Date().toISOString(),
});

describe('publishProgress (Redis)', () => {
  it('publishes every message in order and keeps the last one for late subscribers, for an hour', async () => {
    const topic = `test:progress:${randomUUID()}`;
    const received: JobProgress[] = [];
    await subscriber.subscribe(topic);
    const arrived = new Promise<void>((resolve) =>
      subscriber.on('message', (channel: string, text: string) => {
        if (channel !== topic) return;
        received.push(JSON.parse(text) as JobProgress);
        if (received.length === 3) resolve();
      }),
    );
    const first = message('capturing', 10);
    const batch = [message('finalizing', 95), message('captured', 100)];
    await publishProgress(redis, topic, first);
    expect(JSON.parse((await redis.get(lastProgressKey(topic)))!)).toEqual(first);
    await publishProgress(redis, topic, batch);
    await arrived;
    expect(received).toEqual([first, ...batch]);
    expect(JSON.parse((await redis.get(lastProgressKey(topic)))!)).toEqual(batch[1]);
    const ttl = await redis.ttl(lastProgressKey(topic));
    expect(ttl).toBeGreaterThan(LAST_PROGRESS_TTL_SECONDS - 5);
    expect(ttl).toBeLessThanOrEqual(LAST_PROGRESS_TTL_SECONDS);
    await subscriber.unsubscribe(topic);
  });

  it('publishes nothing for no messages', async () => {
    const topic = `test:progress:${randomUUID()}`;
    await publishProgress(redis, topic, []);
    expect(await redis.exists(lastProgressKey(topic))).toBe(0);
  });
});
