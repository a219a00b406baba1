// GET /api/posts/{id}/related through feeds-svc (spec 2 §7, §9; spec 4 similarity_score): posts
// with planted embeddings at known cosine distances from the post asked about.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RELATED_POSTS_MAX_MATCHES } from '@hivemind/contracts';
import { useFeeds } from '../../__tests__/harness/feeds-harness.js';
import { mediaFeedSql } from '../feeds.queries.js';
import { nearestPostsSql } from '../related-posts.queries.js';
import { CURSOR_BATCH, NEAREST_SEARCH_SETTINGS } from '../related-posts.repository.js';

const DIM = 256;
/** A unit vector at cosine similarity `s` to axis `a`, leaning toward axis `b`. */
const at = (a: number, b: number, s: number): string => {
  const v = new Array<number>(DIM).fill(0);
  v[a] = s;
  v[b] = Math.sqrt(1 - s * s);
  return `[${v.join(',')}]`;
};
const RELATED = `query($id: ID!, $t: Float, $c: String, $tt: String, $first: Int, $offset: Int) {
  relatedPosts(postId: $id, threshold: $t, category: $c, thoughtType: $tt, first: $first, offset: $offset) {
    posts { id similarityScore category } hasMore similarityThresholdUsed totalMatchesFound
    filterOptions { categories thoughtTypes } } }`;
interface Answer {
  relatedPosts: {
    posts: { id: string; similarityScore: number; category: string | null }[];
    hasMore: boolean;
    similarityThresholdUsed: number;
    totalMatchesFound: number;
    filterOptions: { categories: string[]; thoughtTypes: string[] };
  };
}

const h = useFeeds({
  beforeClose: (h) => h.db.$executeRawUnsafe('delete from post where hive_id = $1::uuid', hiveId),
});
let hiveId: string;
// Axes no other test plants vectors on (random vectors sit ~0.94 away from any axis).
const A = 241;
const B = 242;
const C = 245;
const D = 246;
const ids: Record<string, string> = {};

async function plant(name: string, vector: string, category: string, thoughtType = 'idea'): Promise<void> {
  const id = randomUUID();
  ids[name] = id;
  await h.db.$executeRawUnsafe(
    `insert into post (id, hive_id, user_id, content, category, thought_type, embedding)
     values ($1::uuid, $2::uuid, $3::uuid, $4, $5, $6, $7::vector)`,
    id,
    hiveId,
    randomUUID(),
    `related probe ${name}`,
    category,
    thoughtType,
    vector,
  );
}

beforeAll(async () => {
  hiveId = (await h.hive('Planet')).hiveId;
  await plant('source', at(A, B, 1), 'technology');
  await plant('s95', at(A, B, 0.95), 'technology');
  await plant('s92', at(A, B, 0.92), 'science', 'observation');
  await plant('s85', at(A, B, 0.85), 'technology');
  await plant('s45', at(A, B, 0.45), 'business');
  // A lonely post whose nearest neighbour (s85 side) is far: only lower tiers match it.
  await plant('lonely', at(B + 1, A, 0.74), 'health');
}, 60_000);

const related = (vars: Record<string, unknown>) => h.gql<Answer>(RELATED, null, vars);

describe('related posts (pgvector HNSW, cosine)', () => {
  it('answers the posts at least 90% similar by default, nearest first, similarity_score = cosine distance', async () => {
    const res = await related({ id: ids.source });
    expect(res.body.errors).toBeUndefined();
    const r = res.body.data!.relatedPosts;
    expect(r.similarityThresholdUsed).toBe(0.9);
    expect(r.posts.map((p) => p.id)).toEqual([ids.s95, ids.s92]);
    expect(r.posts[0]!.similarityScore).toBeCloseTo(0.05, 5);
    expect(r.posts[1]!.similarityScore).toBeCloseTo(0.08, 5);
    expect(r.totalMatchesFound).toBe(2);
    expect(r.hasMore).toBe(false);
  });

  it('threshold is a minimum similarity: 0.8 adds the 85% post, still ordered by similarity', async () => {
    const r = (await related({ id: ids.source, t: 0.8 })).body.data!.relatedPosts;
    expect(r.posts.map((p) => p.id)).toEqual([ids.s95, ids.s92, ids.s85]);
    expect([...r.filterOptions.categories].sort()).toEqual(['science', 'technology']);
    expect([...r.filterOptions.thoughtTypes].sort()).toEqual(['idea', 'observation']);
  });

  it('steps down the tiers 0.9 / 0.8 / 0.7 / ... when nothing matches at the asked threshold', async () => {
    const r = (await related({ id: ids.lonely })).body.data!.relatedPosts;
    // lonely is ~0.74·0.85 + ... similar to its neighbours: nothing at 0.9 or 0.8.
    expect(r.similarityThresholdUsed).toBeLessThan(0.9);
    expect([0.8, 0.7, 0.6, 0.5, 0.4]).toContain(r.similarityThresholdUsed);
    expect(r.posts.length).toBeGreaterThan(0);
    for (const p of r.posts) expect(1 - p.similarityScore).toBeGreaterThanOrEqual(r.similarityThresholdUsed - 1e-9);
  });

  it('filters by category and thought type; filterOptions list what the matches hold before filtering', async () => {
    const r = (await related({ id: ids.source, t: 0.8, c: 'technology' })).body.data!.relatedPosts;
    expect(r.posts.map((p) => p.id)).toEqual([ids.s95, ids.s85]);
    expect(r.filterOptions.categories).toEqual(['science', 'technology']);
    const t = (await related({ id: ids.source, t: 0.8, tt: 'observation' })).body.data!.relatedPosts;
    expect(t.posts.map((p) => p.id)).toEqual([ids.s92]);
  });

  it('pages with first/offset and hasMore', async () => {
    const one = (await related({ id: ids.source, t: 0.8, first: 2 })).body.data!.relatedPosts;
    expect(one.posts.map((p) => p.id)).toEqual([ids.s95, ids.s92]);
    expect(one.hasMore).toBe(true);
    const two = (await related({ id: ids.source, t: 0.8, first: 2, offset: 2 })).body.data!.relatedPosts;
    expect(two.posts.map((p) => p.id)).toEqual([ids.s85]);
    expect(two.hasMore).toBe(false);
  });

  it('counts every match, also past the rows the first read covers (3 reads of CURSOR_BATCH and some, at 91-98%), nearest first', async () => {
    const crowd = 3 * CURSOR_BATCH + 22;
    await plant('crowd', at(C, D, 1), 'technology');
    for (let i = 0; i < crowd; i += 1) await plant(`crowd${i}`, at(C, D, 0.91 + (i * 0.07) / crowd), 'technology');
    const r = (await related({ id: ids.crowd, first: 50 })).body.data!.relatedPosts;
    expect(r.similarityThresholdUsed).toBe(0.9);
    expect(r.totalMatchesFound).toBe(crowd);
    expect(r.hasMore).toBe(true);
    expect(r.posts.map((p) => p.id)).toEqual(Array.from({ length: 50 }, (_, i) => ids[`crowd${crowd - 1 - i}`]));
    const last = (await related({ id: ids.crowd, first: 50, offset: crowd - 20 })).body.data!.relatedPosts;
    expect(last.posts.map((p) => p.id)).toEqual(Array.from({ length: 20 }, (_, i) => ids[`crowd${19 - i}`]));
    expect(last.hasMore).toBe(false);
  }, 60_000);

  it('refuses a threshold outside 0..1, an unknown category, and answers NOT_FOUND for an unknown post', async () => {
    expect((await related({ id: ids.source, t: 1.5 })).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await related({ id: ids.source, c: 'nope' })).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await related({ id: randomUUID() })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('a post not embedded yet has no related posts so far (no error), at the threshold asked', async () => {
    const id = randomUUID();
    await h.db.$executeRawUnsafe(
      `insert into post (id, hive_id, user_id, content) values ($1::uuid, $2::uuid, $3::uuid, 'related probe unembedded')`,
      id,
      hiveId,
      randomUUID(),
    );
    const { body } = await related({ id, t: 0.8 });
    expect(body.errors).toBeUndefined();
    expect(body.data!.relatedPosts).toEqual({
      posts: [],
      hasMore: false,
      similarityThresholdUsed: 0.8,
      totalMatchesFound: 0,
      filterOptions: { categories: [], thoughtTypes: [] },
    });
  });
});

describe('query plans on a realistic table (2,000 posts, ANALYZE)', () => {
  const bulkHive = randomUUID();
  beforeAll(async () => {
    await h.db.hiveReadModel.create({
      data: { hiveId: bulkHive, name: 'plans', type: 'Planet', updatedAt: new Date() },
    });
    await h.db.$executeRawUnsafe(
      `insert into post (id, hive_id, user_id, content, embedding)
       select gen_random_uuid(), $1::uuid, gen_random_uuid(), 'plan probe number ' || g || ' about gardens and rivers',
              (select array_agg(random() - 0.5)::real[] from generate_series(1, ${DIM}) where g > 0)::vector(${DIM})
       from generate_series(1, 2000) as g`,
      bulkHive,
    );
    await h.db.$executeRawUnsafe('analyze post');
  }, 60_000);
  afterAll(async () => {
    await h.db.$executeRawUnsafe('delete from post where hive_id = $1::uuid', bulkHive);
    await h.db.hiveReadModel.delete({ where: { hiveId: bulkHive } });
  });

  it('related posts walk the HNSW index (iterative scan in strict order, with the visibility filters)', async () => {
    const [source] = await h.db.$queryRawUnsafe<{ id: string }[]>(
      'select id::text from post where hive_id = $1::uuid limit 1',
      bulkHive,
    );
    const { sql, params } = nearestPostsSql({
      sourceId: source!.id,
      viewerId: randomUUID(),
      category: null,
      thoughtType: null,
    });
    // The statement RelatedPostsRepository.nearest sends, with the settings its connections open with.
    const plan = await h.db.$transaction(async (tx) => {
      for (const [name, value] of Object.entries(NEAREST_SEARCH_SETTINGS)) {
        await tx.$queryRawUnsafe(`select set_config($1, $2, true)`, name, value);
      }
      return tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
        `explain ${sql} limit ${RELATED_POSTS_MAX_MATCHES}`,
        ...params,
      );
    });
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('Index Scan using post_embedding_hnsw_idx');
    expect(text).not.toMatch(/Seq Scan on post p\b/);
  });

  it('the media feed search uses the GIN full-text index post_content_fts_idx', async () => {
    const { sql, params } = mediaFeedSql({
      viewerId: null,
      category: null,
      thoughtType: null,
      voteFilter: 'all-votes',
      sortBy: 'new',
      search: 'zebrafish',
      limit: 21,
      offset: 0,
    });
    const plan = await h.db.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(`explain ${sql}`, ...params);
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('post_content_fts_idx');
  });
});
