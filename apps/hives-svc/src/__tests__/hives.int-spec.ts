import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createLogger } from '@hivemind/common';
import { createHivesPrisma } from '@hivemind/db-hives';
import { EventType } from '@hivemind/contracts';
import { compositionErrors, startSubgraph, untilReady, type TestSubgraph } from '@hivemind/testing';
import { signedGraphql, TEST_CONTEXT_SECRET } from '../../../../libs/common/src/nest/__tests__/signed-graphql.js';
import { AppModule } from '../app.module.js';
import { HiveViewsService } from '../hives/hive-views.service.js';
import { loadHivesEnv } from '../env.js';

const env = loadHivesEnv({ ...process.env, CONTEXT_SECRET: TEST_CONTEXT_SECRET, OUTBOX_RELAY_ENABLED: 'false' });
const logger = createLogger('hives-svc-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const db = createHivesPrisma(env.HIVES_DATABASE_URL);
let subgraph: TestSubgraph;
let url: string;

const CREATE_HIVE = `mutation($name: String!, $type: String!) { createHive(name: $name, type: $type) { id name type level createdAt } }`;

async function aUser(): Promise<string> {
  const user = await db.user.create({ data: { email: `${randomUUID()}@test.hivemind.local` } });
  return user.id;
}

beforeAll(async () => {
  subgraph = await startSubgraph(AppModule.register(env, logger), logger);
  url = subgraph.url;
});

afterAll(async () => {
  await subgraph?.close();
  await db.$disconnect();
});

describe('hives-svc over HTTP', () => {
  it('refuses GraphQL without a signed context (401)', async () => {
    const res = await signedGraphql(url, '{ hives { id } }', { unsigned: true });
    expect(res.status).toBe(401);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a context signed with another secret (401)', async () => {
    const res = await signedGraphql(url, '{ hives { id } }', { secret: 'some-other-secret-0123456789' });
    expect(res.status).toBe(401);
  });

  it('serves /healthz, /readyz and /metrics without a signature', async () => {
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const ready = await untilReady(`${url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { postgres: 'ok', redis: 'ok' } });
    const metrics = await (await fetch(`${url}/metrics`)).text();
    expect(metrics).toContain('process_cpu_user_seconds_total');
    expect(metrics).toMatch(/bullmq_queue_waiting_jobs\{queue="events-feeds-svc"/);
  });

  it('answers _service with a federation v2.9 SDL that composes', async () => {
    const res = await signedGraphql<{ _service: { sdl: string } }>(url, '{ _service { sdl } }');
    const sdl = res.body.data?._service.sdl ?? '';
    expect(sdl).toContain('https://specs.apollo.dev/federation/v2.9');
    expect(sdl).not.toContain('v2.14');
    expect(compositionErrors('hives', sdl)).toEqual([]);
  });
});

describe('createHive', () => {
  it('writes the hive, the owner membership and a hive.created outbox row', async () => {
    const userId = await aUser();
    const name = `Hive ${randomUUID()}`;
    const res = await signedGraphql<{ createHive: { id: string; name: string; type: string; level: string } }>(
      url,
      CREATE_HIVE,
      {
        userId,
        variables: { name: `  ${name}  `, type: 'Community' },
      },
    );
    expect(res.body.errors).toBeUndefined();
    const hive = res.body.data!.createHive;
    expect(hive).toMatchObject({ name, type: 'Community', level: 'level_0' });

    const member = await db.hiveMember.findUnique({ where: { hiveId_userId: { hiveId: hive.id, userId } } });
    expect(member?.role).toBe('owner');
    const events = await db.outboxEvent.findMany({ where: { payload: { path: ['hiveId'], equals: hive.id } } });
    expect(events).toHaveLength(2);
    expect(events.find((e) => e.type === EventType.HiveCreated)).toMatchObject({
      payload: { hiveId: hive.id, name, type: 'Community', logo: null, ownerId: userId },
      publishedAt: null,
    });
    expect(events.find((e) => e.type === EventType.HiveMemberAdded)).toMatchObject({
      payload: { hiveId: hive.id, userId, role: 'owner' },
      publishedAt: null,
    });
  });

  it('a failing insert leaves nothing behind: no hive, no membership, no event', async () => {
    const ghost = randomUUID(); // signed in, but no app_user row: the membership insert fails
    const name = `Ghost hive ${randomUUID()}`;
    const res = await signedGraphql(url, CREATE_HIVE, { userId: ghost, variables: { name, type: 'City' } });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(await db.hive.count({ where: { name } })).toBe(0);
    expect(await db.hiveMember.count({ where: { userId: ghost } })).toBe(0);
    expect(await db.outboxEvent.count({ where: { payload: { path: ['name'], equals: name } } })).toBe(0);
  });

  it('a guest cannot create a hive', async () => {
    const res = await signedGraphql(url, CREATE_HIVE, { variables: { name: 'Guest hive', type: 'City' } });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a hive name must be at least 5 characters after trimming, and the type one of the hive types', async () => {
    const userId = await aUser();
    const short = await signedGraphql(url, CREATE_HIVE, { userId, variables: { name: '  abcd   ', type: 'City' } });
    expect(short.body.errors?.[0]).toMatchObject({
      message: 'Please provide a hive name (5+ characters)',
      extensions: { code: 'BAD_USER_INPUT', reason: 'HIVE_NAME_TOO_SHORT' },
    });
    const badType = await signedGraphql(url, CREATE_HIVE, { userId, variables: { name: 'Valid name', type: 'Club' } });
    expect(badType.body.errors?.[0]?.extensions?.reason).toBe('HIVE_TYPE_INVALID');
    expect(await db.hiveMember.count({ where: { userId } })).toBe(0);
  });
});

describe('hive and user queries', () => {
  it('finds a hive by id and by name search', async () => {
    const userId = await aUser();
    const marker = randomUUID();
    const created = await signedGraphql<{ createHive: { id: string } }>(url, CREATE_HIVE, {
      userId,
      variables: { name: `Searchable ${marker}`, type: 'Town' },
    });
    const id = created.body.data!.createHive.id;
    const res = await signedGraphql<{ hive: { id: string; name: string }; hives: { id: string }[] }>(
      url,
      `query($id: ID!, $q: String) { hive(id: $id) { id name allowFollowers emailDomains } hives(search: $q, limit: 5) { id } }`,
      { variables: { id, q: marker.toUpperCase() } },
    );
    expect(res.body.data?.hive).toMatchObject({ id, name: `Searchable ${marker}` });
    expect(res.body.data?.hives.map((h) => h.id)).toEqual([id]);
  });

  it("a user's email is shown to that user only", async () => {
    const userId = await aUser();
    const query = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id email } } }`;
    const variables = { r: [{ __typename: 'User', id: userId }] };
    const self = await signedGraphql<{ _entities: { email: string | null }[] }>(url, query, { userId, variables });
    expect(self.body.data?._entities[0]?.email).toMatch(/@test\.hivemind\.local$/);
    const other = await signedGraphql<{ _entities: { email: string | null }[] }>(url, query, {
      userId: randomUUID(),
      variables,
    });
    expect(other.body.data?._entities[0]?.email).toBeNull();
    const me = await signedGraphql<{ me: { id: string } }>(url, '{ me { id email } }', { userId });
    expect(me.body.data?.me.id).toBe(userId);
  });
});

describe('hives referenced by other services (_entities)', () => {
  const ENTITIES = `query($r: [_Any!]!, $counts: Boolean!) {
    _entities(representations: $r) { ... on Hive { id name logo ...Counts @include(if: $counts) } }
  }
  fragment Counts on Hive { membersCount viewerRole }`;

  it("answers the hive's own fields from its row, and counts and the viewer's role only when asked", async () => {
    const userId = await aUser();
    const created = await signedGraphql<{ createHive: { id: string } }>(url, CREATE_HIVE, {
      userId,
      variables: { name: `Referenced ${randomUUID()}`, type: 'Community' },
    });
    const id = created.body.data!.createHive.id;
    const views = subgraph.app.get(HiveViewsService);
    const many = jest.spyOn(views, 'many');
    try {
      const r = [
        { __typename: 'Hive', id },
        { __typename: 'Hive', id: randomUUID() },
      ];
      const rowOnly = await signedGraphql<{ _entities: ({ id: string; name: string } | null)[] }>(url, ENTITIES, {
        userId,
        variables: { r, counts: false },
      });
      expect(rowOnly.body.errors).toBeUndefined();
      expect(rowOnly.body.data?._entities).toEqual([
        { id, name: expect.stringMatching(/^Referenced /), logo: null },
        null,
      ]);
      // Counts and viewer relations cost several queries: a feed's `hive { name logo }` asks none.
      expect(many).not.toHaveBeenCalled();

      const withCounts = await signedGraphql<{ _entities: unknown[] }>(url, ENTITIES, {
        userId,
        variables: { r, counts: true },
      });
      expect(withCounts.body.errors).toBeUndefined();
      expect(withCounts.body.data?._entities[0]).toMatchObject({ id, membersCount: 1, viewerRole: 'owner' });
      expect(many).toHaveBeenCalledTimes(1);
    } finally {
      many.mockRestore();
    }
  });
});
