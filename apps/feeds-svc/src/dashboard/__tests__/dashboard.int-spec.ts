// The dashboard's calls (spec 2 §7 Dashboard, §9) and a stream's dashboard, through GraphQL as a
// guest: their rules, their defaults and their refusals. That their counts equal the posts' own is
// rollups.int-spec.ts.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { Sentiment } from '@hivemind/contracts';
import { useFeeds } from '../../__tests__/harness/feeds-harness.js';
import { finalize, newPost, rewrite } from './activity-fixtures.js';

const BY_TYPE = `query($p: String) { dashboardPostsByThoughtType(period: $p) { thoughtType count percentage } }`;
const TRENDING = `query($p: String, $n: Int) { dashboardTrendingStreams(period: $p, limit: $n) {
  id name type postCount sentimentCounts { positive negative neutral mixed } } }`;
const NEW = `query($p: String, $n: Int) { dashboardNewStreams(period: $p, limit: $n) { id name postCount } }`;
const SENTIMENT = `query($p: String) { dashboardSentimentAnalysis(period: $p) { positive negative neutral mixed } }`;
const PODCASTS = `query($p: String, $t: String, $n: Int) { dashboardPodcastRankings(period: $p, thoughtType: $t, limit: $n) {
  id title imageUrl publisherName postCount } }`;
const STREAM_DASHBOARD = `query($s: ID!, $p: String) { streamDashboard(streamId: $s, period: $p) { period postCounts { total } } }`;

const h = useFeeds();
const tag = `d${randomUUID().slice(0, 8)}`;
let hive: Awaited<ReturnType<typeof h.hive>>;
const ids: Record<'big' | 'small' | 'old', string> = { big: '', small: '', old: '' };
const podcasts: Record<'p1' | 'p2', string> = { p1: '', p2: '' };

async function post(thoughtType: string, tags: [string, Sentiment][], set?: string, ...params: unknown[]) {
  const postId = await newPost(h, hive);
  await finalize(h, postId, thoughtType, tags);
  if (set) await rewrite(h, postId, set, ...params);
  return postId;
}

const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 3600_000);

beforeAll(async () => {
  await h.db.$executeRawUnsafe('select post_activity_rebuild()');
  hive = await h.hive('city');
  for (const key of ['big', 'small'] as const) {
    ids[key] = (await h.db.stream.create({ data: { name: `${tag} ${key}`, streamType: 'topic' } })).id;
  }
  ids.old = (
    await h.db.stream.create({ data: { name: `${tag} old`, streamType: 'brand', createdAt: daysAgo(10) } })
  ).id;
  for (const key of ['p1', 'p2'] as const)
    podcasts[key] = (await h.db.podcast.create({ data: { title: `${tag} ${key}`, publisherName: 'Pub' } })).id;
  await post('idea', [[ids.big, 'positive']], 'podcast_id = $2::uuid', podcasts.p1);
  await post('idea', [[ids.big, 'negative']], 'podcast_id = $2::uuid', podcasts.p2);
  await post('plan', [[ids.big, 'positive']], 'podcast_id = $2::uuid', podcasts.p2);
  await post('plan', [[ids.small, 'mixed']]);
  // Ten days old: in the last 30 days, not in the default last 7.
  await post(
    'idea',
    [[ids.small, 'neutral']],
    'created_at = $2::timestamptz, podcast_id = $3::uuid',
    daysAgo(10),
    podcasts.p1,
  );
  await post(
    'idea',
    [[ids.small, 'neutral']],
    'created_at = $2::timestamptz, podcast_id = $3::uuid',
    daysAgo(10),
    podcasts.p1,
  );
});

describe('the dashboard (guests may read it all)', () => {
  it('posts by thought type: counts by type, percentages summing to 100', async () => {
    for (const period of ['last_24_hours', 'last_7_days', 'last_30_days', 'all_time', undefined]) {
      const res = await h.gql<{ dashboardPostsByThoughtType: { count: number; percentage: number }[] }>(BY_TYPE, null, {
        p: period,
      });
      expect(res.body.errors).toBeUndefined();
      const rows = res.body.data!.dashboardPostsByThoughtType;
      expect(rows.length).toBeGreaterThan(0);
      expect(Math.round(rows.reduce((a, r) => a + r.percentage, 0) * 10) / 10).toBe(100);
      const counts = rows.map((r) => r.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
  });

  it('trending streams: the most posts in the period first, with their sentiment counts; last_7_days by default', async () => {
    const trending = async (p?: string) =>
      (
        await h.gql<{ dashboardTrendingStreams: { id: string; postCount: number; sentimentCounts: object }[] }>(
          TRENDING,
          null,
          { p, n: 50 },
        )
      ).body.data!.dashboardTrendingStreams.filter((s) => s.id === ids.big || s.id === ids.small);
    expect(await trending()).toEqual([
      {
        id: ids.big,
        name: `${tag} big`,
        type: 'topic',
        postCount: 3,
        sentimentCounts: { positive: 2, negative: 1, neutral: 0, mixed: 0 },
      },
      {
        id: ids.small,
        name: `${tag} small`,
        type: 'topic',
        postCount: 1,
        sentimentCounts: { positive: 0, negative: 0, neutral: 0, mixed: 1 },
      },
    ]);
    // Over 30 days the small stream's older posts count: it overtakes the big one.
    expect((await trending('last_30_days')).map((s) => [s.id, s.postCount])).toEqual(
      [
        [ids.small, 3],
        [ids.big, 3],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    const all = await h.gql<{ dashboardTrendingStreams: unknown[] }>(TRENDING, null, { p: 'all_time', n: 2 });
    expect(all.body.data!.dashboardTrendingStreams).toHaveLength(2);
  });

  it('new streams: those created in the period, newest first', async () => {
    const fresh = async (p?: string) =>
      (await h.gql<{ dashboardNewStreams: { id: string }[] }>(NEW, null, { p, n: 50 })).body
        .data!.dashboardNewStreams.map((s) => s.id)
        .filter((id) => Object.values(ids).includes(id));
    expect(await fresh('last_24_hours')).toEqual([ids.small, ids.big]);
    expect(await fresh()).toEqual([ids.small, ids.big]);
    expect(await fresh('last_30_days')).toEqual([ids.small, ids.big, ids.old]);
  });

  it('sentiment analysis: the sentiments of the period only', async () => {
    const sentiment = async (p: string) =>
      (await h.gql<{ dashboardSentimentAnalysis: Record<Sentiment, number> }>(SENTIMENT, null, { p })).body.data!
        .dashboardSentimentAnalysis;
    const week = await sentiment('last_7_days');
    const month = await sentiment('last_30_days');
    expect(month.neutral - week.neutral).toBeGreaterThanOrEqual(2);
    expect(week.positive).toBeGreaterThanOrEqual(2);
  });

  it('podcast rankings: podcasts by posts in the period, of one thought type when asked, 10 by default', async () => {
    const rank = async (p?: string, t?: string) =>
      (
        await h.gql<{ dashboardPodcastRankings: { id: string; postCount: number; publisherName: string }[] }>(
          PODCASTS,
          null,
          { p, t, n: 50 },
        )
      ).body.data!.dashboardPodcastRankings.filter((x) => Object.values(podcasts).includes(x.id));
    expect((await rank()).map((x) => [x.id, x.postCount])).toEqual([
      [podcasts.p2, 2],
      [podcasts.p1, 1],
    ]);
    expect((await rank('all_time')).map((x) => [x.id, x.postCount])).toEqual([
      [podcasts.p1, 3],
      [podcasts.p2, 2],
    ]);
    expect((await rank('all_time', 'plan')).map((x) => [x.id, x.postCount])).toEqual([[podcasts.p2, 1]]);
    expect((await rank('all_time')).every((x) => x.publisherName === 'Pub')).toBe(true);
    const res = await h.gql<{ dashboardPodcastRankings: unknown[] }>(PODCASTS, null, { p: 'all_time' });
    expect(res.body.data!.dashboardPodcastRankings.length).toBeLessThanOrEqual(10);
  });

  it('a stream dashboard defaults to all_time', async () => {
    const res = await h.gql<{ streamDashboard: { period: string; postCounts: { total: number } } }>(
      STREAM_DASHBOARD,
      null,
      { s: ids.small },
    );
    expect(res.body.data!.streamDashboard).toEqual({ period: 'all_time', postCounts: { total: 3 } });
  });

  it('refuses an unknown period, sort of thought type, and an unknown stream', async () => {
    for (const [query, variables] of [
      [BY_TYPE, { p: 'yesterday' }],
      [TRENDING, { p: 'LAST_7_DAYS' }],
      [NEW, { p: 'week' }],
      [SENTIMENT, { p: 'x' }],
      [PODCASTS, { p: 'all' }],
      [PODCASTS, { t: 'rant' }],
      [STREAM_DASHBOARD, { s: ids.big, p: '7d' }],
    ] as const) {
      const res = await h.gql(query, null, variables);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    for (const s of [randomUUID(), 'not-an-id']) {
      const res = await h.gql(STREAM_DASHBOARD, null, { s });
      expect(res.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });
});
