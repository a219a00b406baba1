// The streams listing, a stream's page and similar streams (spec 2 §2.5, §2.6, §7 Streams; spec 3 §3
// Stream connections; spec 4 similarity), through GraphQL as a guest.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { EMBEDDING_DIMENSIONS, STREAM_TYPES } from '@hivemind/contracts';
import { useFeeds } from '../../__tests__/harness/feeds-harness.js';

const LIST = `query($q: String, $t: String, $s: String, $o: Int, $f: Int) {
  streams(search: $q, type: $t, sort: $s, offset: $o, first: $f) { id name type aliases postCount } }`;
const ONE = `query($id: ID!) { stream(id: $id) {
  id name description type typeLabel level levelLabel isActive organizationName aliases postCount
  sentimentCounts { positive negative neutral mixed }
  connections { inbound { sourceId targetId relationship stream { id name } }
                outbound { sourceId targetId relationship stream { id name } } } } }`;
const TYPES = `{ streamTypes { value label } }`;
const SIMILAR = `query($id: ID!, $n: Int, $t: Float) { similarStreams(streamId: $id, limit: $n, threshold: $t) {
  streamId name type similarity } }`;

const h = useFeeds();
const tag = `s${randomUUID().slice(0, 8)}`;
const id: Record<string, string> = {};

/** A unit vector mixing two fixed directions: cos(θ) of the first with the `similarity` asked. */
function vectorAt(similarity: number): string {
  const v = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
  v[0] = similarity;
  v[1] = Math.sqrt(1 - similarity * similarity);
  return `[${v.join(',')}]`;
}

async function stream(key: string, data: Record<string, unknown>, counts?: number[]) {
  const [posts, positive, negative] = counts ?? [0, 0, 0];
  const s = await h.db.stream.create({
    data: {
      name: `${tag} ${key}`,
      streamType: 'topic',
      postCount: posts,
      positiveCount: positive,
      negativeCount: negative,
      ...data,
    },
  });
  id[key] = s.id;
  return s.id;
}

beforeAll(async () => {
  const day = 24 * 3600_000;
  // Counts set as fixtures: the listing reads the stream row's totals (the rollups keep them; their
  // upkeep is rollups.int-spec.ts).
  await stream('Gamma', { aliases: ['Zephyr'], createdAt: new Date(Date.now() - 3 * day) }, [5, 1, 4]);
  await stream('Alpha', { streamType: 'brand', createdAt: new Date(Date.now() - 2 * day) }, [9, 6, 1]);
  await stream('Beta', { parentId: id.Alpha, level: 2, createdAt: new Date(Date.now() - 1 * day) }, [2, 2, 0]);
  await stream('Delta', { parentId: id.Alpha, level: 3, isActive: false }, [50, 50, 50]);
  await h.db.organization.create({ data: { name: `${tag} Org`, streamId: id.Alpha! } });
});

const list = async (vars: Record<string, unknown>) => {
  const res = await h.gql<{ streams: { id: string; name: string; aliases: string[] }[] }>(LIST, null, vars);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.streams.map((s) => s.name.replace(`${tag} `, ''));
};

describe('streams listing', () => {
  it('lists active streams by name; search matches names and aliases, any case', async () => {
    expect(await list({ q: tag })).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await list({ q: 'zephyr' })).toEqual(['Gamma']);
    expect(await list({ q: `${tag.toUpperCase()} ALP` })).toEqual(['Alpha']);
    // Wildcards in the search text are matched as written.
    expect(await list({ q: `${tag}%` })).toEqual([]);
  });

  it('sorts as named: posts, positive, negative, new', async () => {
    expect(await list({ q: tag, s: 'posts' })).toEqual(['Alpha', 'Gamma', 'Beta']);
    expect(await list({ q: tag, s: 'positive' })).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await list({ q: tag, s: 'negative' })).toEqual(['Gamma', 'Alpha', 'Beta']);
    expect(await list({ q: tag, s: 'new' })).toEqual(['Beta', 'Alpha', 'Gamma']);
  });

  it('filters by type and pages', async () => {
    expect(await list({ q: tag, t: 'brand' })).toEqual(['Alpha']);
    expect(await list({ q: tag, o: 1, f: 1 })).toEqual(['Beta']);
  });

  it('refuses an unknown sort or type', async () => {
    for (const vars of [{ s: 'popular' }, { t: 'planet' }]) {
      const res = await h.gql(LIST, null, vars);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('answers every stream type with its display label', async () => {
    const res = await h.gql<{ streamTypes: { value: string; label: string }[] }>(TYPES, null);
    expect(res.body.data!.streamTypes).toEqual(STREAM_TYPES.map((t) => ({ value: t.value, label: t.label })));
    expect(res.body.data!.streamTypes).toContainEqual({ value: 'public_equity', label: 'Public Equity' });
  });
});

describe('a stream', () => {
  it('has its aliases, level label, organization name, counts and connections (relationship child)', async () => {
    const res = await h.gql<{ stream: Record<string, unknown> }>(ONE, null, { id: id.Alpha });
    expect(res.body.data!.stream).toMatchObject({
      name: `${tag} Alpha`,
      type: 'brand',
      typeLabel: 'Brand',
      level: 1,
      levelLabel: 'Broad Topic',
      isActive: true,
      organizationName: `${tag} Org`,
      postCount: 9,
      sentimentCounts: { positive: 6, negative: 1, neutral: 0, mixed: 0 },
      connections: {
        inbound: [],
        outbound: [
          {
            sourceId: id.Alpha,
            targetId: id.Beta,
            relationship: 'child',
            stream: { id: id.Beta, name: `${tag} Beta` },
          },
          {
            sourceId: id.Alpha,
            targetId: id.Delta,
            relationship: 'child',
            stream: { id: id.Delta, name: `${tag} Delta` },
          },
        ],
      },
    });
    const child = await h.gql<{ stream: Record<string, unknown> }>(ONE, null, { id: id.Beta });
    expect(child.body.data!.stream).toMatchObject({
      levelLabel: 'Sub-topic',
      // Its organization is its parent's.
      organizationName: `${tag} Org`,
      connections: {
        inbound: [{ sourceId: id.Alpha, targetId: id.Beta, relationship: 'child', stream: { id: id.Alpha } }],
        outbound: [],
      },
    });
  });

  it('an inactive stream still opens; an unknown one is not found', async () => {
    const res = await h.gql<{ stream: { isActive: boolean; levelLabel: string } }>(ONE, null, { id: id.Delta });
    expect(res.body.data!.stream).toMatchObject({ isActive: false, levelLabel: 'Niche Topic' });
    for (const unknown of [randomUUID(), 'nope']) {
      const missing = await h.gql(ONE, null, { id: unknown });
      expect(missing.body.errors?.[0]).toMatchObject({
        message: 'Stream not found.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });
});

describe('similar streams', () => {
  beforeAll(async () => {
    // Similarities to the target: 0.95, 0.7, 0.45, 0.2; plus an inactive one at 0.99.
    const set = (key: string, similarity: number) =>
      h.db.$executeRawUnsafe(
        `update stream set embedding = $2::vector where id = $1::uuid`,
        id[key],
        vectorAt(similarity),
      );
    await stream('Target', {});
    await stream('Near', {});
    await stream('Mid', {});
    await stream('Edge', {});
    await stream('Far', {});
    await stream('Hidden', { isActive: false });
    await set('Target', 1);
    await set('Near', 0.95);
    await set('Mid', 0.7);
    await set('Edge', 0.45);
    await set('Far', 0.2);
    await set('Hidden', 0.99);
  });

  const similar = async (vars: Record<string, unknown>) => {
    const res = await h.gql<{ similarStreams: { streamId: string; name: string; similarity: number }[] }>(
      SIMILAR,
      null,
      { id: id.Target, ...vars },
    );
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.similarStreams;
  };
  const ours = (rows: { name: string }[]) =>
    rows.filter((r) => r.name.startsWith(tag)).map((r) => r.name.slice(tag.length + 1));

  it('never answers the stream itself; only active streams at or above the threshold (0.4 by default), closest first', async () => {
    const rows = await similar({ n: 50 });
    expect(rows.map((r) => r.streamId)).not.toContain(id.Target);
    expect(ours(rows)).toEqual(['Near', 'Mid', 'Edge']);
    expect(rows.every((r) => r.similarity >= 0.4 && r.similarity <= 1)).toBe(true);
    expect(rows.find((r) => r.name.endsWith('Near'))?.similarity).toBeCloseTo(0.95, 5);
    expect(ours(await similar({ n: 50, t: 0.6 }))).toEqual(['Near', 'Mid']);
    expect(ours(await similar({ n: 50, t: 0.1 }))).toEqual(['Near', 'Mid', 'Edge', 'Far']);
  });

  it('answers 5 at most by default, and the limit asked', async () => {
    expect((await similar({})).length).toBeLessThanOrEqual(5);
    expect(await similar({ n: 1 })).toHaveLength(1);
  });

  it('refuses a threshold outside 0..1 and an unknown stream; a stream not embedded yet has none', async () => {
    for (const t of [-0.1, 1.5]) {
      const res = await h.gql(SIMILAR, null, { id: id.Target, t });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await h.gql(SIMILAR, null, { id: randomUUID() })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const res = await h.gql<{ similarStreams: unknown[] }>(SIMILAR, null, { id: id.Gamma });
    expect(res.body.data!.similarStreams).toEqual([]);
  });
});
