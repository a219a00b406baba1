// Membership events from hives-svc reach feeds-svc's member read model (each member's role per hive,
// what canPost / canVote read): through the real outbox relay and BullMQ, and applied in any order.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { createLogger, createRedis, OutboxRelay } from '@hivemind/common';
import { createSubgraphApp } from '@hivemind/common/nest';
import { EventType, type DomainEvent, type EventPayloads } from '@hivemind/contracts';
import { createHivesPrisma } from '@hivemind/db-hives';
import {
  eventually,
  signedGraphql,
  TEST_CONTEXT_SECRET,
} from '../../../../../libs/common/src/nest/__tests__/signed-graphql.js';
import { AppModule as HivesAppModule } from '../../../../hives-svc/src/app.module.js';
import { loadHivesEnv } from '../../../../hives-svc/src/env.js';
import { AppModule as FeedsAppModule } from '../../app.module.js';
import { loadFeedsEnv } from '../../env.js';
import { HiveReadModelRepository } from '../hive-read-model.repository.js';
import { HiveEventsConsumer } from '../jobs/hive-events.consumer.js';

const base = { ...process.env, CONTEXT_SECRET: TEST_CONTEXT_SECRET };
const hivesEnv = loadHivesEnv({ ...base, OUTBOX_RELAY_ENABLED: 'false' });
const feedsEnv = loadFeedsEnv(base);
const logger = createLogger('member-read-model-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const hivesDb = createHivesPrisma(hivesEnv.HIVES_DATABASE_URL);
const redis = createRedis(hivesEnv.REDIS_URL);
let hivesApp: INestApplication;
let feedsApp: INestApplication;
let hivesUrl: string;
let relay: OutboxRelay;

beforeAll(async () => {
  hivesApp = await createSubgraphApp(HivesAppModule.register(hivesEnv, logger), logger);
  await hivesApp.listen(0, '127.0.0.1');
  hivesUrl = await hivesApp.getUrl();
  feedsApp = await createSubgraphApp(FeedsAppModule.register(feedsEnv, logger), logger);
  await feedsApp.init();
  relay = new OutboxRelay({
    db: hivesDb,
    producer: 'hives-svc',
    connection: redis,
    prefix: hivesEnv.BULL_PREFIX,
    logger,
    pollMs: 50,
  });
  relay.start();
});

afterAll(async () => {
  await relay?.stop();
  await hivesApp?.close();
  await feedsApp?.close();
  await redis.quit();
  await hivesDb.$disconnect();
});

const gql = <D>(query: string, userId: string, variables: Record<string, unknown> = {}) =>
  signedGraphql<D>(hivesUrl, query, { userId, variables });

describe('hive.member-* events → hive_member_read_model', () => {
  it('the owner of a new hive, a joiner by domain, a role change and a removal all arrive', async () => {
    const readModel = feedsApp.get(HiveReadModelRepository);
    const domain = `acme-${randomUUID().slice(0, 8)}.test`;
    const owner = await hivesDb.user.create({ data: { email: `o@${domain}` } });
    await hivesDb.userEmail.create({
      data: { userId: owner.id, email: `o@${domain}`, isVerified: true, isPrimary: true },
    });
    const joiner = await hivesDb.user.create({ data: { email: `j@${domain}` } });
    await hivesDb.userEmail.create({
      data: { userId: joiner.id, email: `j@${domain}`, isVerified: true, isPrimary: true },
    });

    const created = await gql<{ createHive: { id: string } }>(
      `mutation { createHive(name: "Read model hive", type: "Business") { id } }`,
      owner.id,
    );
    const hiveId = created.body.data!.createHive.id;
    expect(await eventually(() => readModel.memberRole(hiveId, owner.id))).toBe('owner');

    const patched = await gql(
      `mutation($id: ID!, $d: [String!]) { updateHive(id: $id, input: { emailDomains: $d }) { id } }`,
      owner.id,
      { id: hiveId, d: [domain] },
    );
    expect(patched.body.errors).toBeUndefined();
    expect(
      (await gql(`mutation($id: ID!) { joinHive(hiveId: $id) { id } }`, joiner.id, { id: hiveId })).body.errors,
    ).toBeUndefined();
    expect(await eventually(() => readModel.memberRole(hiveId, joiner.id))).toBe('post');

    await gql(
      `mutation($id: ID!, $m: ID!) { setHiveMemberRole(hiveId: $id, memberId: $m, role: "admin") { role } }`,
      owner.id,
      { id: hiveId, m: joiner.id },
    );
    await eventually(async () => ((await readModel.memberRole(hiveId, joiner.id)) === 'admin' ? true : null));

    await gql(`mutation($id: ID!) { leaveHive(hiveId: $id) }`, joiner.id, { id: hiveId });
    await eventually(async () => ((await readModel.memberRole(hiveId, joiner.id)) === null ? true : null));
    expect(await readModel.memberRole(hiveId, owner.id)).toBe('owner');
  });

  it('events applied out of order leave the latest state (a late member-added does not undo a removal)', async () => {
    const { consumer } = feedsApp.get(HiveEventsConsumer);
    const readModel = feedsApp.get(HiveReadModelRepository);
    const hiveId = randomUUID();
    const userId = randomUUID();
    const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms).toISOString();
    const event = <T extends EventType>(type: T, ms: number, payload: EventPayloads[T]): DomainEvent<T> => ({
      id: randomUUID(),
      type,
      producer: 'hives-svc',
      occurredAt: at(ms),
      payload,
    });
    await consumer.apply(
      event(EventType.HiveMemberRoleChanged, 2000, { hiveId, userId, role: 'admin', previousRole: 'post' }),
    );
    await consumer.apply(event(EventType.HiveMemberAdded, 1000, { hiveId, userId, role: 'post' }));
    expect(await readModel.memberRole(hiveId, userId)).toBe('admin');
    await consumer.apply(event(EventType.HiveMemberRemoved, 3000, { hiveId, userId, previousRole: 'admin' }));
    await consumer.apply(event(EventType.HiveMemberAdded, 2500, { hiveId, userId, role: 'post' }));
    expect(await readModel.memberRole(hiveId, userId)).toBeNull();
    await consumer.apply(event(EventType.HiveMemberAdded, 4000, { hiveId, userId, role: 'post' }));
    expect(await readModel.memberRole(hiveId, userId)).toBe('post');
  });
});
