// Test helper (not built): a feeds-svc app over HTTP, plus read-model rows for a hive and its members
// as the hive.* events would leave them. useFeeds() starts it for a test file (and, when asked, the
// real agent worker serving agent-feeds with the local AI provider) and closes it after.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from '@jest/globals';
import type { INestApplication, INestApplicationContext, Type } from '@nestjs/common';
import type { AiProvider } from '@hivemind/ai';
import { createLogger } from '@hivemind/common';
import { createSubgraphApp } from '@hivemind/common/nest';
import { createFeedsPrisma } from '@hivemind/db-feeds';
import {
  signedGraphql,
  TEST_CONTEXT_SECRET,
  type GraphqlResponse,
} from '../../../../../libs/common/src/nest/__tests__/signed-graphql.js';
import { AppModule } from '../../app.module.js';
import { loadFeedsEnv } from '../../env.js';

export const MEMBER_ROLES = ['owner', 'admin', 'post', 'vote', 'view'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export type HiveUsers = Record<MemberRole | 'outsider', string>;

export interface FeedsHarness {
  url: string;
  db: ReturnType<typeof createFeedsPrisma>;
  gql<D>(query: string, userId: string | null, variables?: Record<string, unknown>): Promise<GraphqlResponse<D>>;
  /** A hive of `type` with one member per role; `users.outsider` is a signed-in non-member. */
  hive(type?: string): Promise<{ hiveId: string; users: HiveUsers }>;
  /** A provider of the running app (a repository or service a test drives directly). */
  get<T>(token: Type<T>): T;
  close(): Promise<void>;
}

export async function startFeeds(extraEnv: Record<string, string> = {}): Promise<FeedsHarness> {
  // The consumer is not needed here; hive-events.int-spec.ts covers it.
  const env = loadFeedsEnv({
    ...process.env,
    CONTEXT_SECRET: TEST_CONTEXT_SECRET,
    EVENT_CONSUMER_ENABLED: 'false',
    // Podcast feeds are read when a test asks (podcast-feeds.int-spec.ts), not on a timer.
    PODCAST_FEEDS_TICK_SECONDS: '0',
    ...extraEnv,
  });
  const logger = createLogger('feeds-svc-test', process.env.TEST_LOG_LEVEL ?? 'silent');
  const db = createFeedsPrisma(env.FEEDS_DATABASE_URL);
  const app: INestApplication = await createSubgraphApp(AppModule.register(env, logger), logger);
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  return {
    url,
    db,
    gql: (query, userId, variables) => signedGraphql(url, query, { userId, variables }),
    async hive(type = 'Business') {
      const hiveId = randomUUID();
      const now = new Date();
      await db.hiveReadModel.create({ data: { hiveId, name: `Hive ${hiveId}`, type, updatedAt: now } });
      const users = Object.fromEntries([...MEMBER_ROLES, 'outsider'].map((r) => [r, randomUUID()])) as HiveUsers;
      await db.hiveMemberReadModel.createMany({
        data: MEMBER_ROLES.map((role) => ({ hiveId, userId: users[role], role, updatedAt: now })),
      });
      return { hiveId, users };
    },
    get: (token) => app.get(token, { strict: false }),
    async close() {
      await app.close();
      await db.$disconnect();
    },
  };
}

export interface AgentWorkerOptions {
  /** The BullMQ prefix (default: BULL_PREFIX, as feeds-svc's). */
  prefix?: string;
  /** An AI provider other than the local one (e.g. a GatedAiProvider that holds a call). */
  aiProvider?: AiProvider;
  /** More agent worker variables (e.g. short locks, INGEST_ALLOWED_HOSTS). */
  env?: Record<string, string>;
}

/** The real agent worker in this process, serving agent-feeds only, with the local AI provider. */
export async function startAgentWorker(options: AgentWorkerOptions = {}): Promise<INestApplicationContext> {
  // Loaded only by the tests that run post flows end to end.
  const { NestFactory } = await import('@nestjs/core');
  const { AgentWorkerModule } = await import('../../../../agent-worker/src/agent-worker.module.js');
  const { loadAgentWorkerEnv } = await import('../../../../agent-worker/src/env.js');
  const env = loadAgentWorkerEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    BULL_PREFIX: options.prefix ?? process.env.BULL_PREFIX ?? 'hivemind',
    AGENT_QUEUES: 'agent-feeds',
    AI_PROVIDER: 'local',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  return NestFactory.createApplicationContext(AgentWorkerModule.forRoot({ env, aiProvider: options.aiProvider }), {
    logger: false,
    abortOnError: false,
  });
}

export interface UseFeedsOptions {
  /** Also run the agent worker (post flows end to end). */
  agentWorker?: boolean;
  /** Runs after the file's tests, before the app closes (e.g. removing rows other files would see). */
  beforeClose?: (h: FeedsHarness) => Promise<unknown>;
  /** feeds-svc variables of this file (e.g. a fast sweep of owed flows). */
  env?: Record<string, string>;
}

/**
 * Starts feeds-svc before the test file's tests and closes it after them. The harness answers once
 * started: inside tests and hooks declared after this call.
 */
export function useFeeds(options: UseFeedsOptions = {}): FeedsHarness {
  let started: FeedsHarness | undefined;
  let agent: INestApplicationContext | undefined;
  beforeAll(async () => {
    started = await startFeeds(options.env);
    if (options.agentWorker) agent = await startAgentWorker();
  });
  afterAll(async () => {
    if (started) await options.beforeClose?.(started);
    await agent?.close();
    await started?.close();
  });
  const h = (): FeedsHarness => {
    if (!started) throw new Error('feeds-svc is not started: use the harness inside tests and hooks');
    return started;
  };
  return {
    get url() {
      return h().url;
    },
    get db() {
      return h().db;
    },
    gql: (query, userId, variables) => h().gql(query, userId, variables),
    hive: (type) => h().hive(type),
    get: (token) => h().get(token),
    close: () => h().close(),
  };
}
