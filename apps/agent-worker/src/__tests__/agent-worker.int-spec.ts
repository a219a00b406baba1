import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { FlowProducer, Job, Queue, QueueEvents, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { LOCAL_EMBEDDING_MODEL, type AiProvider } from '@hivemind/ai';
import {
  DEFAULT_JOB_OPTIONS,
  EMBEDDING_DIMENSIONS,
  JobName,
  QueueName,
  THOUGHT_STAGE_PERCENT,
  jobIdFor,
  topics,
  type EmbeddingResult,
  type JobProgress,
} from '@hivemind/contracts';
import { createRedis } from '@hivemind/common';
import { AgentWorkerModule } from '../agent-worker.module.js';
import { loadAgentWorkerEnv } from '../env.js';
import { HealthServer } from '../health-server.js';
import { JobHost } from '@hivemind/common/nest';
import { GatedAiProvider } from './gated-ai-provider.js';

/**
 * The agent worker in-process against the machine's Redis, in a BullMQ prefix of its own: an
 * embed-text child computed by the worker is handed to a flow parent, progress reaches the user's
 * topic in order, and a worker killed mid-job loses nothing.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `${process.env.BULL_PREFIX ?? 'hivemind-test'}-agent-worker-${randomUUID().slice(0, 8)}`;
const PARENT_QUEUE = 'test-embedding-parents';
const connection = { url: REDIS_URL, maxRetriesPerRequest: null };

async function startWorker(ai: AiProvider): Promise<INestApplicationContext> {
  const env = loadAgentWorkerEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    REDIS_URL,
    BULL_PREFIX: PREFIX,
    AGENT_QUEUES: '',
    // Short locks so a killed worker's job comes back within a second or two.
    AGENT_LOCK_DURATION_MS: '1000',
    AGENT_STALLED_INTERVAL_MS: '300',
    LOG_LEVEL: 'silent',
  });
  return NestFactory.createApplicationContext(AgentWorkerModule.forRoot({ env, aiProvider: ai }), {
    logger: false,
    abortOnError: false,
  });
}

/** Records what the flow parents received from their children. */
const parentResults = new Map<string, (values: Record<string, EmbeddingResult>) => void>();
let parentCalls = 0;
function parentDone(parentId: string): Promise<Record<string, EmbeddingResult>> {
  return new Promise((resolve) => parentResults.set(parentId, resolve));
}

function embedFlow(flow: FlowProducer, entityId: string, userId: string, text: string) {
  return flow.add({
    name: 'persist',
    queueName: PARENT_QUEUE,
    data: {},
    opts: { jobId: `${entityId}.parent` },
    children: [
      {
        name: JobName.EmbedText,
        queueName: QueueName.AgentThoughts,
        data: { text, userId, entityId },
        opts: { ...DEFAULT_JOB_OPTIONS, jobId: jobIdFor(entityId, JobName.EmbedText) },
      },
    ],
  });
}

describe('agent worker: embed-text in a BullMQ flow', () => {
  let flow: FlowProducer;
  let parentWorker: Worker;
  let subscriber: Redis;
  let agentThoughts: Queue;
  const messages = new Map<string, JobProgress[]>();

  beforeAll(async () => {
    flow = new FlowProducer({ connection, prefix: PREFIX });
    agentThoughts = new Queue(QueueName.AgentThoughts, { connection, prefix: PREFIX });
    parentWorker = new Worker(
      PARENT_QUEUE,
      async (job) => {
        parentCalls += 1;
        const values = await job.getChildrenValues<EmbeddingResult>();
        parentResults.get(job.id ?? '')?.(values);
        return Object.keys(values).length;
      },
      { connection, prefix: PREFIX },
    );
    subscriber = createRedis(REDIS_URL);
    await subscriber.psubscribe('user:*:thought-progress:*');
    subscriber.on('pmessage', (_pattern, channel, message) => {
      messages.set(channel, [...(messages.get(channel) ?? []), JSON.parse(message) as JobProgress]);
    });
  });

  afterAll(async () => {
    await parentWorker.close();
    await flow.close();
    await subscriber.quit();
    await agentThoughts.close();
    for (const name of [PARENT_QUEUE, ...Object.values(QueueName)]) {
      const queue = new Queue(name, { connection, prefix: PREFIX });
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('computes the embedding, hands it to the flow parent and reports progress in order', async () => {
    const app = await startWorker(new GatedAiProvider());
    try {
      const entityId = randomUUID();
      const userId = randomUUID();
      const done = parentDone(`${entityId}.parent`);
      await embedFlow(flow, entityId, userId, 'Pick up food from the supermarket tonight');

      const values = Object.values(await done);
      expect(values).toHaveLength(1);
      expect(values[0]?.model).toBe(LOCAL_EMBEDDING_MODEL);
      expect(values[0]?.embedding).toHaveLength(EMBEDDING_DIMENSIONS);

      const progress = messages.get(topics.thoughtProgress(userId, entityId)) ?? [];
      expect(progress.map((p) => [p.stage, p.status, p.percent])).toEqual([
        ['vectorizing', 'started', THOUGHT_STAGE_PERCENT.vectorizing.started],
        ['vectorizing', 'completed', THOUGHT_STAGE_PERCENT.vectorizing.completed],
      ]);
      expect(progress.every((p) => p.jobName === JobName.EmbedText && p.entityId === entityId)).toBe(true);

      // The same progress is stored on the job for late readers.
      const child = await Job.fromId(agentThoughts, jobIdFor(entityId, JobName.EmbedText));
      expect(child?.progress).toMatchObject({ stage: 'vectorizing', status: 'completed' });

      const port = app.get(HealthServer).port;
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      expect(metrics).toMatch(/bullmq_queue_completed_jobs\{queue="agent-thoughts",app="agent-worker"\} [1-9]/);
      expect(metrics).toContain('bullmq_queue_waiting_jobs{queue="agent-chat"');
      expect(metrics).toContain('process_cpu_seconds_total');
    } finally {
      await app.close();
    }
  });

  it('a worker killed mid-job leaves the job to a restarted worker, which completes it exactly once', async () => {
    const crashing = new GatedAiProvider();
    const first = await startWorker(crashing);
    const entityId = randomUUID();
    const childId = jobIdFor(entityId, JobName.EmbedText);
    const events = new QueueEvents(QueueName.AgentThoughts, { connection, prefix: PREFIX });
    await events.waitUntilReady();
    const completions: string[] = [];
    events.on('completed', ({ jobId }) => {
      if (jobId === childId) completions.push(jobId);
    });
    const parentCallsBefore = parentCalls;
    let second: INestApplicationContext | undefined;
    try {
      const entered = crashing.holdNextCall('embed');
      const done = parentDone(`${entityId}.parent`);
      await embedFlow(flow, entityId, randomUUID(), 'Prepare the presentation for investors');
      await entered; // the job is active on the first worker, inside the AI call

      await first.get(JobHost).kill(); // like a crash: no waiting, the lock is left to expire
      second = await startWorker(new GatedAiProvider());

      const values = Object.values(await done);
      expect(values[0]?.embedding).toHaveLength(EMBEDDING_DIMENSIONS);

      // The killed worker's call now finishes: it no longer holds the job and must not complete it.
      crashing.release();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(completions).toEqual([childId]);
      expect(parentCalls - parentCallsBefore).toBe(1);
      const child = await Job.fromId(agentThoughts, childId);
      expect(await child?.getState()).toBe('completed');
      expect(child?.stalledCounter).toBe(1);
    } finally {
      crashing.release();
      await events.close();
      await second?.close();
      await first.close();
    }
  });
});
