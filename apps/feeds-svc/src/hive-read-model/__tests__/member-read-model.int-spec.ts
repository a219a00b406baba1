// Membership events from hives-svc reach feeds-svc's member read model (each member's role per hive,
// what canPost / canVote read): through the real outbox relay and BullMQ, and applied in any order.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { OutboxRelay } from '@hivemind/common';
import { EventType, type DomainEvent, type EventPayloads } from '@hivemind/contracts';
import { eventually, signedGraphql } from '../../../../../libs/common/src/nest/__tests__/signed-graphql.js';
import { startHivesAndFeeds, type HivesAndFeeds } from '../../__tests__/harness/hives-feeds-harness.js';
import { HiveReadModelRepository } from '../hive-read-model.repository.js';
import { HiveEventsConsumer } from '../jobs/hive-events.consumer.js';

let stack: HivesAndFeeds;
let relay: OutboxRelay;

beforeAll(async () => {
  stack = await startHivesAndFeeds('member-read-model-test');
  relay = stack.relay();
  relay.start();
});

afterAll(async () => {
  await relay?.stop();
  await stack?.close();
});

const gql = <D>(query: string, userId: string, variables: Record<string, unknown> = {}) =>
  signedGraphql<D>(stack.hivesUrl, query, { userId, variables });

describe('hive.member-* events → hive_member_read_model', () => {
  it('the owner of a new hive, a joiner by domain, a role change and a removal all arrive', async () => {
    const readModel = stack.feedsApp.get(HiveReadModelRepository);
    const domain = `acme-${randomUUID().slice(0, 8)}.test`;
    const owner = await stack.hivesDb.user.create({ data: { email: `o@${domain}` } });
    await stack.hivesDb.userEmail.create({
      data: { userId: owner.id, email: `o@${domain}`, isVerified: true, isPrimary: true },
    });
    const joiner = await stack.hivesDb.user.create({ data: { email: `j@${domain}` } });
    await stack.hivesDb.userEmail.create({
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
    const { consumer } = stack.feedsApp.get(HiveEventsConsumer);
    const readModel = stack.feedsApp.get(HiveReadModelRepository);
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
