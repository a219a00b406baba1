import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Global, Inject, Module, type INestApplicationContext, type OnApplicationShutdown } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { EMBEDDING_DIMENSIONS, JobName, QueueName, jobIdFor, topics, type JobProgress } from '@hivemind/contracts';
import { PRISMA, REDIS, createLogger, createRedis } from '@hivemind/common';
import { APP_ENV, APP_LOGGER } from '@hivemind/common/nest';
import { LOCAL_EMBEDDING_MODEL } from '@hivemind/ai';
import { createThoughtsPrisma } from '@hivemind/db-thoughts';
import { AgentWorkerModule } from '../../../../agent-worker/src/agent-worker.module.js';
import { loadAgentWorkerEnv } from '../../../../agent-worker/src/env.js';
import { EmbeddingsModule, ThoughtEmbeddingFlow } from '../embeddings.module.js';

/**
 * The whole embedding flow against real PostgreSQL (a migrated thoughts database) and Redis:
 * thoughts-svc starts it, the agent worker computes the vector, thoughts-svc's parent stores it in
 * the thought row and announces it on the user's progress topic.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASE_URL = process.env.THOUGHTS_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/hivemind_thoughts';
const PREFIX = `${process.env.BULL_PREFIX ?? 'hivemind-test'}-embeddings-${randomUUID().slice(0, 8)}`;
const db = createThoughtsPrisma(DATABASE_URL);

class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit();
  }
}

/** What SubgraphCoreModule provides to thoughts-svc's feature modules (Prisma is closed by the test). */
@Global()
@Module({
  providers: [
    { provide: PRISMA, useValue: db },
    { provide: REDIS, useFactory: () => createRedis(REDIS_URL) },
    { provide: APP_ENV, useValue: { BULL_PREFIX: PREFIX } },
    { provide: APP_LOGGER, useValue: createLogger('thoughts-svc-test', 'silent') },
    RedisCloser,
  ],
  exports: [PRISMA, REDIS, APP_ENV, APP_LOGGER],
})
class TestCoreModule {}

@Module({ imports: [TestCoreModule, EmbeddingsModule] })
class TestThoughtsModule {}

describe('a thought’s embedding lands in its row', () => {
  let service: INestApplicationContext;
  let worker: INestApplicationContext;
  let subscriber: Redis;
  const progress = new Map<string, JobProgress[]>();

  beforeAll(async () => {
    service = await NestFactory.createApplicationContext(TestThoughtsModule, { logger: false, abortOnError: false });
    const env = loadAgentWorkerEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      REDIS_URL,
      BULL_PREFIX: PREFIX,
      LOG_LEVEL: 'silent',
    });
    worker = await NestFactory.createApplicationContext(AgentWorkerModule.forRoot({ env }), {
      logger: false,
      abortOnError: false,
    });
    subscriber = createRedis(REDIS_URL);
    await subscriber.psubscribe('user:*:thought-progress:*');
    subscriber.on('pmessage', (_pattern, channel, message) => {
      progress.set(channel, [...(progress.get(channel) ?? []), JSON.parse(message) as JobProgress]);
    });
  }, 120_000);

  afterAll(async () => {
    await worker?.close();
    await service?.close();
    await subscriber?.quit();
    const redis = createRedis(REDIS_URL);
    for (const name of Object.values(QueueName)) {
      const queue = new Queue(name, { connection: redis, prefix: PREFIX });
      await queue.obliterate({ force: true });
      await queue.close();
    }
    await redis.quit();
    await db.$disconnect();
  });

  async function waitForStored(userId: string, thoughtId: string): Promise<JobProgress[]> {
    const topic = topics.thoughtProgress(userId, thoughtId);
    for (let i = 0; i < 200; i += 1) {
      const messages = progress.get(topic) ?? [];
      if (messages.some((m) => m.stage === 'stored')) return messages;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no 'stored' progress on ${topic}`);
  }

  it('stores the vector and its model on the thought and announces each stage in order', async () => {
    const userId = randomUUID();
    const thought = await db.thought.create({
      data: { userId, originalThought: 'Pick up food from the supermarket tonight' },
    });

    await service.get(ThoughtEmbeddingFlow).start({ thoughtId: thought.id, userId, text: thought.originalThought });

    const messages = await waitForStored(userId, thought.id);
    expect(messages.map((m) => [m.jobName, m.stage, m.status, m.percent])).toEqual([
      [JobName.EmbedText, 'vectorizing', 'started', 0],
      [JobName.EmbedText, 'vectorizing', 'completed', 100],
      [JobName.PersistThoughtEmbedding, 'stored', 'completed', 100],
    ]);
    const [row] = await db.$queryRaw<{ dims: number; model: string; norm: number }[]>`
      SELECT vector_dims(embedding) AS dims, embedding_model AS model, vector_norm(embedding) AS norm
      FROM thought WHERE id = ${thought.id}::uuid`;
    expect(row).toEqual({ dims: EMBEDDING_DIMENSIONS, model: LOCAL_EMBEDDING_MODEL, norm: expect.closeTo(1, 5) });
  });

  it('starting the same thought twice queues its flow once', async () => {
    const userId = randomUUID();
    const thought = await db.thought.create({
      data: { userId, originalThought: 'Prepare the presentation for investors' },
    });
    const flow = service.get(ThoughtEmbeddingFlow);
    const input = { thoughtId: thought.id, userId, text: thought.originalThought };

    await Promise.all([flow.start(input), flow.start(input)]);
    await waitForStored(userId, thought.id);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const messages = progress.get(topics.thoughtProgress(userId, thought.id)) ?? [];
    expect(messages.filter((m) => m.stage === 'stored')).toHaveLength(1);
    const parents = new Queue(QueueName.ThoughtsResults, { connection: { url: REDIS_URL }, prefix: PREFIX });
    try {
      const parent = await parents.getJob(jobIdFor(thought.id, JobName.PersistThoughtEmbedding));
      expect(parent?.returnvalue).toEqual({ thoughtId: thought.id, model: LOCAL_EMBEDDING_MODEL });
    } finally {
      await parents.close();
    }
  });
});
