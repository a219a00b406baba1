// Durable starts (issue 20): a captured thought's AI work is recorded with the thought, so neither a
// Redis that lost its jobs nor a service killed between the commit and the add loses it; an edited
// thought's re-embedding is recorded with the edit the same way.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { JobName, QueueName, jobIdFor } from '@hivemind/contracts';
import { LocalAiProvider } from '@hivemind/ai';
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

    const flushedAt = Date.now();
    expect(await h.flushQueues()).toBeGreaterThan(0);
    const redis = createRedis(REDIS_URL);
    const results = new Queue(QueueName.ThoughtsResults, { connection: redis, prefix: h.prefix });
    // Lost: gone, or already added again by the sweeper (every 200 ms, FLOW_RECHECK_MS 500), which may
    // run before this check when the flush's SCAN over a busy Redis takes longer than that.
    const job = await results.getJob(jobIdFor(ids[0]!, JobName.FinalizeThought));
    expect(job === undefined || job.timestamp >= flushedAt).toBe(true);
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

describe('an edited thought’s re-embedding survives losing its queued jobs', () => {
  const UPDATE = `mutation($id: ID!, $content: String!) { updateThoughtContent(thoughtId: $id, content: $content) { id content } }`;
  const local = new LocalAiProvider();
  const vectorOf = async (id: string): Promise<number[] | null> => {
    const [row] = await h.db.$queryRaw<
      { v: string | null }[]
    >`SELECT embedding::text AS v FROM thought WHERE id = ${id}::uuid`;
    return row?.v ? (JSON.parse(row.v) as number[]) : null;
  };
  const near = (a: number[] | null, b: number[]) => a !== null && a.every((v, i) => Math.abs(v - b[i]!) < 1e-6);

  it('two edits made with the worker stopped, Redis emptied, worker started: the vector is the newest content’s, embedded once', async () => {
    const userId = randomUUID();
    const { id } = await h.capture(userId, 'Order the seeds for the spring garden');
    await h.waitForProgress(userId, id, captured, 30_000);
    const captureVector = await vectorOf(id);
    expect(captureVector).not.toBeNull();

    await h.stopWorkers();
    const versions = ['Order tomato and basil seeds this week', 'Plant the basil seedlings on the balcony'];
    for (const content of versions) {
      const res = await h.gql<{ updateThoughtContent: { content: string } }>(UPDATE, userId, { id, content });
      expect(res.body.data?.updateThoughtContent.content).toBe(content);
    }
    // The newest edit's re-embedding is owed; the first one's is superseded by it.
    const owed = () =>
      h.db.$queryRaw<{ text: string }[]>`
        SELECT input->>'text' AS text FROM flow_start WHERE kind = 'thought-reembed' AND input->>'thoughtId' = ${id}`;
    expect(await owed()).toEqual([{ text: versions[1] }]);

    expect(await h.flushQueues()).toBeGreaterThan(0);
    const ai = new GatedAiProvider();
    const embedded: string[] = [];
    ai.failWhen('embed', (text) => {
      embedded.push(text);
      return null;
    });
    await h.startWorker(ai);

    const expected = (await local.embed([versions[1]!]))[0]!.embedding;
    const deadline = Date.now() + 30_000;
    while (!near(await vectorOf(id), expected) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(near(await vectorOf(id), expected)).toBe(true);
    const deadlineOwed = Date.now() + 10_000;
    while ((await owed()).length > 0 && Date.now() < deadlineOwed) await new Promise((r) => setTimeout(r, 100));
    expect(await owed()).toEqual([]);
    // Late duplicates would show up as a second embedding of the same text.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(embedded.filter((t) => t.includes(versions[1]!))).toHaveLength(1);
    expect(embedded.filter((t) => t.includes(versions[0]!))).toHaveLength(0);
  }, 90_000);
});
