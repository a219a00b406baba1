// Durable starts (issue 20): a stream's embedding is recorded with the stream's creation or change,
// so a Redis that lost its queued jobs (or a service killed between the commit and the add) still
// leaves the stream embedded with its current text, once.
import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import { LocalAiProvider } from '@hivemind/ai';
import { JobName, QueueName, streamEmbeddingText } from '@hivemind/contracts';
import { createRedis } from '@hivemind/common';
import { eventually } from '@hivemind/testing';
import { startAgentWorker, useFeeds } from '../../__tests__/harness/feeds-harness.js';
import { StreamEmbeddings } from '../stream-embeddings.flow.js';
import { StreamsService } from '../streams.service.js';

// No agent worker at first: the flows wait in Redis until the test starts one.
const h = useFeeds({ env: { FLOW_SWEEP_MS: '200', FLOW_RECHECK_MS: '500' } });
let agent: INestApplicationContext | undefined;
afterAll(async () => {
  await agent?.close();
});
const tag = `d${randomUUID().slice(0, 8)}`;

const owedFor = (streamId: string) =>
  h.db.$queryRawUnsafe<{ job_id: string; text: string }[]>(
    `select job_id, input->>'text' as text from flow_start where kind = 'stream-embedding' and input->>'streamId' = $1`,
    streamId,
  );

/** The stream's jobs as a Redis restart that kept nothing leaves them: gone. Answers how many went. */
async function loseJobsOf(streamId: string): Promise<number> {
  const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const prefix = process.env.BULL_PREFIX ?? 'hivemind';
  const results = new Queue(QueueName.FeedsResults, { connection: redis, prefix });
  const agentFeeds = new Queue(QueueName.AgentFeeds, { connection: redis, prefix });
  let lost = 0;
  try {
    for (const queue of [results, agentFeeds]) {
      for (const job of await queue.getJobs(['waiting', 'waiting-children', 'delayed', 'prioritized'])) {
        if ((job.data as { streamId?: string }).streamId !== streamId) continue;
        await job.remove({ removeChildren: true }).catch(() => undefined);
        lost += 1;
      }
    }
  } finally {
    await results.close();
    await agentFeeds.close();
    await redis.quit();
  }
  return lost;
}

async function completedJobsOf(name: JobName, streamId: string): Promise<{ status?: string }[]> {
  const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const queueName = name === JobName.EmbedStream ? QueueName.AgentFeeds : QueueName.FeedsResults;
  const queue = new Queue(queueName, { connection: redis, prefix: process.env.BULL_PREFIX ?? 'hivemind' });
  try {
    return (await queue.getCompleted(0, -1))
      .filter((j) => j.name === name && (j.data as { streamId?: string }).streamId === streamId)
      .map((j) => j.returnvalue as { status?: string });
  } finally {
    await queue.close();
    await redis.quit();
  }
}

const vectorOf = async (id: string): Promise<number[] | null> => {
  const [row] = await h.db.$queryRawUnsafe<{ v: string | null }[]>(
    `select embedding::text as v from stream where id = $1::uuid and embedded_at >= updated_at`,
    id,
  );
  return row?.v ? (JSON.parse(row.v) as number[]) : null;
};

describe('a stream’s embedding survives losing its queued jobs', () => {
  it('a stream created and renamed with the worker stopped, Redis emptied, worker started: embedded with its current text, once', async () => {
    const streams = h.get(StreamsService);
    const created = await streams.create({ name: `${tag} Wind power`, type: 'topic', description: 'Turbines.' });
    const renamed = await streams.update(created.id, { name: `${tag} Offshore wind farms` });
    const text = streamEmbeddingText({ name: renamed.name, description: 'Turbines.', aliases: [] });
    // The rename's embedding is owed; the creation's is superseded by it.
    expect((await owedFor(created.id)).map((r) => r.text)).toEqual([text]);

    expect(await loseJobsOf(created.id)).toBeGreaterThan(0);
    agent = await startAgentWorker();

    const expected = (await new LocalAiProvider().embed([text]))[0]!.embedding;
    const vector = await eventually(() => vectorOf(created.id), 30_000);
    expect(vector.every((v, i) => Math.abs(v - expected[i]!) < 1e-6)).toBe(true);
    await eventually(async () => ((await owedFor(created.id)).length === 0 ? true : null), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await completedJobsOf(JobName.EmbedStream, created.id)).toHaveLength(1);
    expect(await completedJobsOf(JobName.StoreStreamEmbedding, created.id)).toEqual([
      { streamId: created.id, status: 'stored' },
    ]);
  }, 60_000);

  it('a stream written without its owed embedding (a seed, an older version) is recorded and queued at boot, once', async () => {
    const stream = await h.db.stream.create({ data: { name: `${tag} Geothermal heat`, streamType: 'topic' } });
    const embeddings = h.get(StreamEmbeddings);
    expect(await embeddings.sweep()).toBeGreaterThan(0);
    expect(await owedFor(stream.id)).toHaveLength(1);
    // Still owed: a second boot leaves it to the sweeper instead of queuing it again.
    const owedBefore = await owedFor(stream.id);
    await embeddings.sweep();
    expect(await owedFor(stream.id)).toEqual(owedBefore);
    agent ??= await startAgentWorker();
    await eventually(() => vectorOf(stream.id), 30_000);
  }, 60_000);
});
