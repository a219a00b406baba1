// Test helper (not built): hives-svc and feeds-svc side by side over HTTP, for the domain events that
// go from one to the other (hives-svc's outbox → relay → BullMQ → feeds-svc's consumer). hives-svc's
// own relay stays off: the tests run relays themselves.
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createLogger, createRedis, OutboxRelay } from '@hivemind/common';
import { createSubgraphApp } from '@hivemind/common/nest';
import type { DomainEvent } from '@hivemind/contracts';
import { createFeedsPrisma } from '@hivemind/db-feeds';
import { createHivesPrisma } from '@hivemind/db-hives';
import { TEST_CONTEXT_SECRET } from '../../../../../libs/common/src/nest/__tests__/signed-graphql.js';
import { AppModule as HivesAppModule } from '../../../../hives-svc/src/app.module.js';
import { loadHivesEnv } from '../../../../hives-svc/src/env.js';
import { AppModule as FeedsAppModule } from '../../app.module.js';
import { loadFeedsEnv } from '../../env.js';

export interface HivesAndFeeds {
  hivesUrl: string;
  feedsUrl: string;
  feedsApp: INestApplication;
  hivesDb: ReturnType<typeof createHivesPrisma>;
  feedsDb: ReturnType<typeof createFeedsPrisma>;
  redis: Redis;
  bullPrefix: string;
  /** A relay of hives-svc's outbox (not started), polling every 50 ms. */
  relay(afterEnqueue?: (events: DomainEvent[]) => void): OutboxRelay;
  close(): Promise<void>;
}

export async function startHivesAndFeeds(loggerName: string): Promise<HivesAndFeeds> {
  const base = { ...process.env, CONTEXT_SECRET: TEST_CONTEXT_SECRET };
  const hivesEnv = loadHivesEnv({ ...base, OUTBOX_RELAY_ENABLED: 'false' });
  const feedsEnv = loadFeedsEnv(base);
  const logger = createLogger(loggerName, process.env.TEST_LOG_LEVEL ?? 'silent');
  const hivesDb = createHivesPrisma(hivesEnv.HIVES_DATABASE_URL);
  const feedsDb = createFeedsPrisma(feedsEnv.FEEDS_DATABASE_URL);
  const redis = createRedis(hivesEnv.REDIS_URL);
  const start = async (module: Parameters<typeof createSubgraphApp>[0]): Promise<[INestApplication, string]> => {
    const app = await createSubgraphApp(module, logger);
    await app.listen(0, '127.0.0.1');
    return [app, `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`];
  };
  const [hivesApp, hivesUrl] = await start(HivesAppModule.register(hivesEnv, logger));
  const [feedsApp, feedsUrl] = await start(FeedsAppModule.register(feedsEnv, logger));
  return {
    hivesUrl,
    feedsUrl,
    feedsApp,
    hivesDb,
    feedsDb,
    redis,
    bullPrefix: hivesEnv.BULL_PREFIX,
    relay: (afterEnqueue) =>
      new OutboxRelay({
        db: hivesDb,
        producer: 'hives-svc',
        connection: redis,
        prefix: hivesEnv.BULL_PREFIX,
        logger,
        pollMs: 50,
        afterEnqueue,
      }),
    async close() {
      await hivesApp.close();
      await feedsApp.close();
      await redis.quit();
      await Promise.all([hivesDb.$disconnect(), feedsDb.$disconnect()]);
    },
  };
}
