// Test harness (not a test): thoughts-svc over HTTP and the agent worker in-process, against the
// machine's PostgreSQL (the run's migrated thoughts database) and Redis, in a BullMQ prefix of
// their own; every progress message of every thought is recorded.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { QueueName, topics, type JobProgress } from '@hivemind/contracts';
import { createLogger, createRedis } from '@hivemind/common';
import { deleteKeys } from '@hivemind/testing';
import { createSubgraphApp } from '@hivemind/common/nest';
import { createThoughtsPrisma } from '@hivemind/db-thoughts';
import {
  signedGraphql,
  TEST_CONTEXT_SECRET,
  type GraphqlResponse,
} from '../../../../libs/common/src/nest/__tests__/signed-graphql.js';
import { AgentWorkerModule } from '../../../agent-worker/src/agent-worker.module.js';
import { loadAgentWorkerEnv } from '../../../agent-worker/src/env.js';
import { GatedAiProvider } from '../../../agent-worker/src/__tests__/gated-ai-provider.js';
import { AppModule } from '../app.module.js';
import { loadThoughtsEnv } from '../env.js';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export class PipelineHarness {
  readonly prefix = `${process.env.BULL_PREFIX ?? 'hivemind-test'}-pipeline-${randomUUID().slice(0, 8)}`;
  readonly env: ReturnType<typeof loadThoughtsEnv>;
  readonly db: ReturnType<typeof createThoughtsPrisma>;
  readonly ai = new GatedAiProvider();
  readonly progress = new Map<string, JobProgress[]>();
  private app: INestApplication | undefined;
  private readonly workers: INestApplicationContext[] = [];
  private subscriber: Redis | undefined;
  url = '';

  /** `env`: thoughts-svc variables of this test (e.g. a fast sweep of owed flows). */
  constructor(env: Record<string, string> = {}) {
    this.env = loadThoughtsEnv({
      ...process.env,
      CONTEXT_SECRET: TEST_CONTEXT_SECRET,
      BULL_PREFIX: this.prefix,
      ...env,
    });
    this.db = createThoughtsPrisma(this.env.THOUGHTS_DATABASE_URL);
  }

  /** thoughts-svc's Nest app (started). */
  get nest(): INestApplication {
    if (!this.app) throw new Error('the harness is not started');
    return this.app;
  }

  async start(): Promise<void> {
    this.subscriber = createRedis(REDIS_URL);
    await this.subscriber.psubscribe('user:*:thought-progress:*');
    this.subscriber.on('pmessage', (_pattern, channel: string, message: string) => {
      this.progress.set(channel, [...(this.progress.get(channel) ?? []), JSON.parse(message) as JobProgress]);
    });
    const logger = createLogger('thoughts-svc-test', process.env.TEST_LOG_LEVEL ?? 'silent');
    this.app = await createSubgraphApp(AppModule.register(this.env, logger), logger);
    await this.app.listen(0, '127.0.0.1');
    this.url = `http://127.0.0.1:${(this.app.getHttpServer().address() as AddressInfo).port}`;
    await this.startWorker(this.ai);
  }

  /** An agent worker with short locks, so a killed worker's job comes back within a second or two. */
  async startWorker(ai: GatedAiProvider): Promise<INestApplicationContext> {
    const env = loadAgentWorkerEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      REDIS_URL,
      BULL_PREFIX: this.prefix,
      AGENT_LOCK_DURATION_MS: '1000',
      AGENT_STALLED_INTERVAL_MS: '300',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    });
    const worker = await NestFactory.createApplicationContext(AgentWorkerModule.forRoot({ env, aiProvider: ai }), {
      logger: false,
      abortOnError: false,
    });
    this.workers.push(worker);
    return worker;
  }

  /** Closes every agent worker started so far (waiting for their active jobs). */
  async stopWorkers(): Promise<void> {
    for (const worker of this.workers.splice(0)) await worker.close();
  }

  async stop(): Promise<void> {
    this.ai.release();
    await this.stopWorkers();
    await this.app?.close();
    await this.subscriber?.quit();
    const redis = createRedis(REDIS_URL);
    for (const name of Object.values(QueueName)) {
      const queue = new Queue(name, { connection: redis, prefix: this.prefix });
      await queue.obliterate({ force: true });
      await queue.close();
    }
    await redis.quit();
    await this.db.$disconnect();
  }

  /** Deletes every key of the harness's BullMQ prefix: what a Redis restart without persistence leaves. */
  async flushQueues(): Promise<number> {
    const redis = createRedis(REDIS_URL);
    try {
      return await deleteKeys(redis, `${this.prefix}:*`);
    } finally {
      await redis.quit();
    }
  }

  gql<D>(query: string, userId: string | null, variables: Record<string, unknown> = {}): Promise<GraphqlResponse<D>> {
    return signedGraphql<D>(this.url, query, { userId, variables });
  }

  messages(userId: string, thoughtId: string): JobProgress[] {
    return this.progress.get(topics.thoughtProgress(userId, thoughtId)) ?? [];
  }

  /**
   * Every progress message on the member's thoughts. The subscription hears the whole Redis, and
   * other test files' pipelines run beside this one: count a member's own, never the map's size.
   */
  messagesOfUser(userId: string): JobProgress[] {
    const prefix = topics.thoughtProgress(userId, '');
    return [...this.progress].filter(([channel]) => channel.startsWith(prefix)).flatMap(([, messages]) => messages);
  }

  /** The thought's progress messages once `done` says they are complete (default: captured or failed). */
  async waitForProgress(
    userId: string,
    thoughtId: string,
    done: (messages: JobProgress[]) => boolean = (m) => m.some((p) => p.stage === 'captured' || p.status === 'failed'),
    timeoutMs = 20_000,
  ): Promise<JobProgress[]> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const messages = this.messages(userId, thoughtId);
      if (done(messages)) return messages;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`progress of ${thoughtId} incomplete: ${JSON.stringify(this.messages(userId, thoughtId))}`);
  }

  /** Captures through GraphQL and waits for the thought to be captured (or fail). */
  async capture(userId: string, text: string, clientRequestId = randomUUID()): Promise<CapturedThought> {
    const res = await this.gql<{ captureThought: CapturedThought }>(CAPTURE, userId, { text, rid: clientRequestId });
    if (!res.body.data?.captureThought) throw new Error(`capture failed: ${JSON.stringify(res.body.errors)}`);
    return res.body.data.captureThought;
  }

  async captureReady(userId: string, text: string): Promise<CapturedThought> {
    const thought = await this.capture(userId, text);
    await this.waitForProgress(userId, thought.id);
    return thought;
  }
}

export interface CapturedThought {
  id: string;
  originalThought: string;
  status: string;
}

export const THOUGHT_FIELDS = `id originalThought content category thoughtType topic status failedStage isReady hasEmbedding embeddingModel createdAt`;

export const CAPTURE = `mutation($text: String!, $rid: String!) {
  captureThought(text: $text, clientRequestId: $rid) { id originalThought status }
}`;

export interface ThoughtView {
  id: string;
  originalThought: string;
  content: string | null;
  category: string | null;
  thoughtType: string | null;
  topic: string | null;
  status: string;
  failedStage: string | null;
  isReady: boolean;
  hasEmbedding: boolean;
  embeddingModel: string | null;
}

export const stagesOf = (messages: JobProgress[]): string[] => messages.map((m) => `${m.stage}:${m.status}`);
