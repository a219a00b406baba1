// Test helper (not built): a feeds-svc app over HTTP, plus read-model rows for a hive and its members
// as the hive.* events would leave them.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
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

export interface FeedsHarness {
  url: string;
  db: ReturnType<typeof createFeedsPrisma>;
  gql<D>(query: string, userId: string | null, variables?: Record<string, unknown>): Promise<GraphqlResponse<D>>;
  /** A hive of `type` with one member per role; `users.outsider` is a signed-in non-member. */
  hive(type?: string): Promise<{ hiveId: string; users: Record<MemberRole | 'outsider', string> }>;
  close(): Promise<void>;
}

export async function startFeeds(): Promise<FeedsHarness> {
  const env = loadFeedsEnv({ ...process.env, CONTEXT_SECRET: TEST_CONTEXT_SECRET, EVENT_CONSUMER_ENABLED: 'false' });
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
      const users = Object.fromEntries([...MEMBER_ROLES, 'outsider'].map((r) => [r, randomUUID()])) as Record<
        MemberRole | 'outsider',
        string
      >;
      await db.hiveMemberReadModel.createMany({
        data: MEMBER_ROLES.map((role) => ({ hiveId, userId: users[role], role, updatedAt: now })),
      });
      return { hiveId, users };
    },
    async close() {
      await app.close();
      await db.$disconnect();
    },
  };
}
