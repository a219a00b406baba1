import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createLogger } from '@hivemind/common';
import { THOUGHT_MAX_LENGTH } from '@hivemind/contracts';
import { createThoughtsPrisma } from '@hivemind/db-thoughts';
import { compositionErrors, startSubgraph, type TestSubgraph } from '@hivemind/testing';
import { signedGraphql, TEST_CONTEXT_SECRET } from '../../../../libs/common/src/nest/__tests__/signed-graphql.js';
import { AppModule } from '../app.module.js';
import { loadThoughtsEnv } from '../env.js';

const env = loadThoughtsEnv({ ...process.env, CONTEXT_SECRET: TEST_CONTEXT_SECRET });
const logger = createLogger('thoughts-svc-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const db = createThoughtsPrisma(env.THOUGHTS_DATABASE_URL);
let subgraph: TestSubgraph;
let url: string;

const CAPTURE = `mutation($text: String!, $rid: String!) {
  captureThought(text: $text, clientRequestId: $rid) { id originalThought content hasEmbedding embeddingModel createdAt }
}`;
type Captured = { captureThought: { id: string; originalThought: string; hasEmbedding: boolean } };

beforeAll(async () => {
  subgraph = await startSubgraph(AppModule.register(env, logger), logger);
  url = subgraph.url;
});

afterAll(async () => {
  await subgraph?.close();
  await db.$disconnect();
});

describe('thoughts-svc over HTTP', () => {
  it('refuses GraphQL without a signed context (401)', async () => {
    expect((await signedGraphql(url, '{ __typename }', { unsigned: true })).status).toBe(401);
  });

  it('answers _service with a federation v2.9 SDL that composes', async () => {
    const sdl = (await signedGraphql<{ _service: { sdl: string } }>(url, '{ _service { sdl } }')).body.data!._service
      .sdl;
    expect(sdl).toContain('https://specs.apollo.dev/federation/v2.9');
    expect(compositionErrors('thoughts', sdl)).toEqual([]);
  });

  it('a guest has no thoughts to read: UNAUTHENTICATED', async () => {
    const res = await signedGraphql(url, '{ myThoughts { id } }');
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('captureThought', () => {
  it('captures a thought as typed and starts its embedding', async () => {
    const userId = randomUUID();
    const res = await signedGraphql<Captured>(url, CAPTURE, {
      userId,
      variables: { text: '  Bees dance to share directions ', rid: randomUUID() },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.captureThought).toMatchObject({
      originalThought: '  Bees dance to share directions ',
      hasEmbedding: false,
    });
  });

  it('is idempotent per (user, clientRequestId): a retried request returns the first thought', async () => {
    const userId = randomUUID();
    const rid = randomUUID();
    const first = await signedGraphql<Captured>(url, CAPTURE, { userId, variables: { text: 'first', rid } });
    const retry = await signedGraphql<Captured>(url, CAPTURE, { userId, variables: { text: 'first', rid } });
    const [a, b] = await Promise.all([
      signedGraphql<Captured>(url, CAPTURE, { userId, variables: { text: 'race', rid: `${rid}-2` } }),
      signedGraphql<Captured>(url, CAPTURE, { userId, variables: { text: 'race', rid: `${rid}-2` } }),
    ]);
    expect(retry.body.data?.captureThought.id).toBe(first.body.data?.captureThought.id);
    expect(a.body.data?.captureThought.id).toBe(b.body.data?.captureThought.id);
    expect(await db.thought.count({ where: { userId } })).toBe(2);
    // The same request id of another user is another thought.
    const other = await signedGraphql<Captured>(url, CAPTURE, {
      userId: randomUUID(),
      variables: { text: 'first', rid },
    });
    expect(other.body.data?.captureThought.id).not.toBe(first.body.data?.captureThought.id);
  });

  it('an empty or blank thought cannot be captured; more than 3000 characters is refused', async () => {
    const userId = randomUUID();
    const blank = await signedGraphql(url, CAPTURE, { userId, variables: { text: ' \n ', rid: randomUUID() } });
    expect(blank.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'THOUGHT_BLANK' });
    const long = await signedGraphql(url, CAPTURE, {
      userId,
      variables: { text: 'x'.repeat(THOUGHT_MAX_LENGTH + 1), rid: randomUUID() },
    });
    expect(long.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'THOUGHT_TOO_LONG' });
    expect(await db.thought.count({ where: { userId } })).toBe(0);
  });

  it('a guest cannot capture', async () => {
    const res = await signedGraphql(url, CAPTURE, { variables: { text: 'hello', rid: randomUUID() } });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('reading thoughts', () => {
  it("lists a user's own thoughts, newest first; another user's thought is simply not found", async () => {
    const owner = randomUUID();
    const ids: string[] = [];
    for (const text of ['one', 'two', 'three']) {
      const res = await signedGraphql<Captured>(url, CAPTURE, {
        userId: owner,
        variables: { text, rid: randomUUID() },
      });
      ids.push(res.body.data!.captureThought.id);
    }
    const mine = await signedGraphql<{ myThoughts: { id: string }[] }>(url, '{ myThoughts(limit: 2) { id } }', {
      userId: owner,
    });
    expect(mine.body.data?.myThoughts.map((t) => t.id)).toEqual([ids[2], ids[1]]);

    const query = `query($id: ID!) { thought(id: $id) { id originalThought } }`;
    const own = await signedGraphql<{ thought: { originalThought: string } | null }>(url, query, {
      userId: owner,
      variables: { id: ids[0] },
    });
    expect(own.body.data?.thought?.originalThought).toBe('one');
    const stranger = await signedGraphql<{ thought: null }>(url, query, {
      userId: randomUUID(),
      variables: { id: ids[0] },
    });
    expect(stranger.body.errors).toBeUndefined();
    expect(stranger.body.data?.thought).toBeNull();
  });
});
