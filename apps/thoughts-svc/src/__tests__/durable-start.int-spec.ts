// Durable starts (issue 20): a captured thought's AI work is recorded with the thought, so neither a
// Redis that lost its jobs nor a service killed between the commit and the add loses it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { JobName, QueueName, jobIdFor } from '@hivemind/contracts';
import { createRedis } from '@hivemind/common';
import { v7 as uuid7 } from 'uuid';
import { GatedAiProvider } from '../../../agent-worker/src/__tests__/gated-ai-provider.js';
import { ThoughtPipeline } from '../pipeline/pipeline.module.js';
import { ThoughtsRepository } from '../thoughts/thoughts.repository.js';
import { PipelineHarness, REDIS_URL, stagesOf } from './pipeline-harness.js';

const h = new PipelineHarness({ FLOW_SWEEP_MS: '200', FLOW_RECHECK_MS: '500' });
const captured = (m: { stage: string }[]) => m.some((p) => p.stage === 'captured');

beforeAll(() => h.start(), 120_000);
afterAll(() => h.stop(), 60_000);

/** Deletes every key of the run's BullMQ prefix: what a Redis restart without persistence leaves. */
async function flushQueues(prefix: string): Promise<number> {
  const redis = createRedis(REDIS_URL);
  let deleted = 0;
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) deleted += await redis.unlink(...keys);
    }
  } finally {
    await redis.quit();
  }
  return deleted;
}

async function expectEachProcessedOnce(userId: string, ids: string[]): Promise<void> {
  for (const id of ids) await h.waitForProgress(userId, id, captured, 60_000);
  const rows = await h.db.thought.findMany({ where: { id: { in: ids } } });
  expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'ready'));
  // Late duplicates would show up as a second round of stages.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  for (const id of ids) {
    const stages = stagesOf(h.messages(userId, id));
    expect(stages.filter((s) => s === 'classifying:started')).toHaveLength(1);
    expect(stages.filter((s) => s === 'captured:completed')).toHaveLength(1);
  }
  // Nothing is owed any more.
  const owed = await h.db.flowStart.count({
    where: { jobId: { in: ids.map((id) => jobIdFor(id, JobName.FinalizeThought)) } },
  });
  expect(owed).toBe(0);
}

describe('a thought’s AI work survives losing its queued jobs', () => {
  it('thoughts captured with the worker stopped and then lost by Redis all end ready, each processed once', async () => {
    await h.stopWorkers();
    const userId = randomUUID();
    const thoughts = await Promise.all(
      Array.from({ length: 12 }, (_, i) => h.capture(userId, `Durable thought ${i}: water the tomatoes before noon`)),
    );
    const ids = thoughts.map((t) => t.id);
    expect(thoughts.every((t) => t.status === 'processing')).toBe(true);

    expect(await flushQueues(h.prefix)).toBeGreaterThan(0);
    const redis = createRedis(REDIS_URL);
    const results = new Queue(QueueName.ThoughtsResults, { connection: redis, prefix: h.prefix });
    expect(await results.getJobState(jobIdFor(ids[0]!, JobName.FinalizeThought))).toBe('unknown');
    await results.close();
    await redis.quit();

    await h.startWorker(new GatedAiProvider());
    await expectEachProcessedOnce(userId, ids);
  }, 120_000);

  it('a thought committed by a service that died before adding its flow is started by the sweeper', async () => {
    const userId = randomUUID();
    const id = uuid7();
    const text = 'Call the plumber about the kitchen sink';
    // The capture's own transaction, without the add that follows it (the process died there).
    await h.nest
      .get(ThoughtsRepository)
      .create(
        { id, userId, clientRequestId: randomUUID(), originalThought: text },
        h.nest.get(ThoughtPipeline).owed({ thoughtId: id, userId, text }),
      );
    await expectEachProcessedOnce(userId, [id]);
  }, 60_000);
});
