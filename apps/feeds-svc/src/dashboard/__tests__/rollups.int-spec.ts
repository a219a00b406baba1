// "Counts come from rollups kept up to date as posts are tagged, classified, moderated or hidden":
// every rollup-served statement (dashboard.queries.ts) is held equal to its twin computed from the
// posts (direct-counts.queries.ts), for every period, after each kind of write, going through the
// same code the product runs (post creation, the post flow's finalize step, thinker controls, votes).
import { beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { DASHBOARD_PERIODS, type Sentiment } from '@hivemind/contracts';
import { useFeeds } from '../../__tests__/harness/feeds-harness.js';
import * as rollup from '../dashboard.queries.js';
import { periodWindow } from '../dashboard.rules.js';
import * as fixtures from './activity-fixtures.js';
import * as direct from '../direct-counts.queries.js';

const TOGGLE = `mutation($p: ID!) { togglePostVisibility(postId: $p) { isPublic } }`;
const CLASSIFY = `mutation($p: ID!, $t: String) { setPostClassification(postId: $p, thoughtType: $t) { thoughtType } }`;
const VOTE = `mutation($p: ID!, $h: ID!, $v: String!) { votePost(postId: $p, hiveId: $h, voteType: $v) { success } }`;
const DASHBOARD = `query($s: ID!, $p: String) { streamDashboard(streamId: $s, period: $p) {
  period postCounts { total byThoughtType { thoughtType count } }
  sentimentCounts { positive negative neutral mixed }
  podcasts { id title postCount sentimentCounts { positive negative neutral mixed } } } }`;
const LISTED = `query($q: String) { streams(search: $q, first: 50) { id postCount sentimentCounts { positive negative neutral mixed } } }`;

interface Dashboard {
  period: string;
  postCounts: { total: number; byThoughtType: { thoughtType: string; count: number }[] };
  sentimentCounts: Record<Sentiment, number>;
  podcasts: { id: string; title: string; postCount: number; sentimentCounts: Record<Sentiment, number> }[];
}

const h = useFeeds();
const tag = `r${randomUUID().slice(0, 8)}`;
let hive: Awaited<ReturnType<typeof h.hive>>;
const streams: Record<'a' | 'b', string> = { a: '', b: '' };
let podcastId = '';
let episodeId = '';

const newPost = () => fixtures.newPost(h, hive);
const finalize = (postId: string, thoughtType: string | null, tags: [string, Sentiment][]) =>
  fixtures.finalize(h, postId, thoughtType, tags);
const rewrite = (postId: string, set: string, ...params: unknown[]) => fixtures.rewrite(h, postId, set, ...params);

const hoursAgo = (n: number) => new Date(Date.now() - n * 3600_000);

async function rows(s: rollup.Statement): Promise<unknown[]> {
  return h.db.$queryRawUnsafe<unknown[]>(s.sql, ...s.params);
}

/** Every rollup-served statement against its twin over the posts, for every period. */
async function expectRollupsEqualPosts(): Promise<void> {
  const now = new Date();
  for (const period of DASHBOARD_PERIODS) {
    const w = periodWindow(period, now);
    const pairs: [string, rollup.Statement, rollup.Statement][] = [
      ['posts by thought type', rollup.postsByTypeSql(w), direct.directPostsByTypeSql(w)],
      ['sentiment analysis', rollup.sentimentSql(w), direct.directSentimentSql(w)],
      ['trending streams', rollup.trendingStreamsSql(w, 1000), direct.directTrendingStreamsSql(w, 1000)],
      ['new streams', rollup.newStreamsSql(w.since, 1000), direct.directNewStreamsSql(w.since, 1000)],
      ['podcast rankings', rollup.podcastRankingsSql(w, null, 1000), direct.directPodcastRankingsSql(w, null, 1000)],
      [
        'podcast rankings of ideas',
        rollup.podcastRankingsSql(w, 'idea', 1000),
        direct.directPodcastRankingsSql(w, 'idea', 1000),
      ],
      ...Object.values(streams).flatMap((id): [string, rollup.Statement, rollup.Statement][] => [
        ['stream totals', rollup.streamTotalsSql(id, w), direct.directStreamTotalsSql(id, w)],
        ['stream by type', rollup.streamByTypeSql(id, w), direct.directStreamByTypeSql(id, w)],
        ['stream podcasts', rollup.streamPodcastsSql(id, w, 50), direct.directStreamPodcastsSql(id, w, 50)],
      ]),
    ];
    for (const [name, fromRollups, fromPosts] of pairs) {
      expect({ name, period, rows: await rows(fromRollups) }).toEqual({ name, period, rows: await rows(fromPosts) });
    }
  }
  // The listing's post_count and sentiment_counts (the stream row's totals).
  const ids = Object.values(streams);
  const totals = await h.db.$queryRawUnsafe<unknown[]>(
    `select s.id::text as stream_id, s.post_count as posts, s.positive_count as positive, s.negative_count as negative,
       s.neutral_count as neutral, s.mixed_count as mixed from stream s where s.id = any($1::uuid[]) order by s.id`,
    ids,
  );
  expect(totals).toEqual(await h.db.$queryRawUnsafe<unknown[]>(direct.DIRECT_STREAM_TOTALS_SQL, ids));
}

async function dashboard(streamId: string, period?: string): Promise<Dashboard> {
  const res = await h.gql<{ streamDashboard: Dashboard }>(DASHBOARD, null, { s: streamId, p: period });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.streamDashboard;
}

beforeAll(async () => {
  // Rows other test files wrote straight into the tables (without the write paths) counted afresh,
  // as the seed does after its bulk load; from here on every write below keeps them.
  await h.db.$executeRawUnsafe('select post_activity_rebuild()');
  hive = await h.hive('city');
  for (const key of ['a', 'b'] as const) {
    const s = await h.db.stream.create({ data: { name: `${tag} ${key}`, streamType: 'topic', aliases: [] } });
    streams[key] = s.id;
  }
  const podcast = await h.db.podcast.create({ data: { title: `${tag} cast`, publisherName: 'Test' } });
  podcastId = podcast.id;
  episodeId = (await h.db.podcastEpisode.create({ data: { podcastId, title: 'one' } })).id;
});

describe('activity rollups', () => {
  const posts: Record<string, string> = {};

  it('count new, tagged and classified posts exactly as the posts do', async () => {
    posts.one = await newPost();
    posts.two = await newPost();
    posts.three = await newPost();
    await expectRollupsEqualPosts();
    await finalize(posts.one, 'idea', [
      [streams.a, 'positive'],
      [streams.b, 'negative'],
    ]);
    await finalize(posts.two, 'opinion', [[streams.a, 'neutral']]);
    await finalize(posts.three, null, [[streams.a, 'mixed']]);
    await rewrite(posts.two, 'podcast_episode_id = $2::uuid', episodeId);
    await rewrite(posts.three, 'podcast_id = $2::uuid', podcastId);
    await expectRollupsEqualPosts();

    const d = await dashboard(streams.a);
    expect(d.period).toBe('all_time');
    expect(d.postCounts.total).toBe(3);
    // The unclassified post counts in the total, under no thought type.
    expect(d.postCounts.byThoughtType).toEqual([
      { thoughtType: 'idea', count: 1 },
      { thoughtType: 'opinion', count: 1 },
    ]);
    expect(d.sentimentCounts).toEqual({ positive: 1, negative: 0, neutral: 1, mixed: 1 });
    expect(d.podcasts).toEqual([
      {
        id: podcastId,
        title: `${tag} cast`,
        postCount: 2,
        sentimentCounts: { positive: 0, negative: 0, neutral: 1, mixed: 1 },
      },
    ]);
    const listed = await h.gql<{ streams: { id: string; postCount: number }[] }>(LISTED, null, { q: tag });
    expect(listed.body.data!.streams.find((s) => s.id === streams.a)?.postCount).toBe(3);
  });

  it('follow re-tags: a changed sentiment and a new stream tag move the counts', async () => {
    await finalize(posts.two!, 'opinion', [
      [streams.a, 'negative'],
      [streams.b, 'positive'],
    ]);
    await expectRollupsEqualPosts();
    expect((await dashboard(streams.a)).sentimentCounts).toEqual({ positive: 1, negative: 1, neutral: 0, mixed: 1 });
    expect((await dashboard(streams.b)).postCounts.total).toBe(2);
  });

  it('follow classification edits (thinker controls)', async () => {
    const res = await h.gql(CLASSIFY, hive.users.post, { p: posts.one, t: 'prediction' });
    expect(res.body.errors).toBeUndefined();
    await expectRollupsEqualPosts();
    expect((await dashboard(streams.a)).postCounts.byThoughtType).toEqual([
      { thoughtType: 'opinion', count: 1 },
      { thoughtType: 'prediction', count: 1 },
    ]);
  });

  it('never count hidden posts, and count them again once shown', async () => {
    await h.gql(TOGGLE, hive.users.post, { p: posts.two });
    await expectRollupsEqualPosts();
    const hidden = await dashboard(streams.a);
    expect(hidden.postCounts.total).toBe(2);
    expect(hidden.podcasts[0]?.postCount).toBe(1);
    await h.gql(TOGGLE, hive.users.post, { p: posts.two });
    await expectRollupsEqualPosts();
    expect((await dashboard(streams.a)).postCounts.total).toBe(3);
  });

  it('never count moderated posts (an admin votes one unconstructive)', async () => {
    const res = await h.gql(VOTE, hive.users.admin, { p: posts.three, h: hive.hiveId, v: 'unconstructive' });
    expect(res.body.errors).toBeUndefined();
    await expectRollupsEqualPosts();
    const d = await dashboard(streams.a);
    expect(d.postCounts.total).toBe(2);
    expect(d.sentimentCounts.mixed).toBe(0);
  });

  it('periods bound the counts (24 hours, 7 days, 30 days, all time)', async () => {
    const aged = [await newPost(), await newPost(), await newPost(), await newPost()];
    const ages = [2, 3 * 24, 20 * 24, 45 * 24];
    for (const [i, postId] of aged.entries()) {
      await finalize(postId, 'theory', [[streams.b, 'neutral']]);
      await rewrite(postId, 'created_at = $2::timestamptz', hoursAgo(ages[i]!));
    }
    await expectRollupsEqualPosts();
    const theories = async (period: string) =>
      (await dashboard(streams.b, period)).postCounts.byThoughtType.find((t) => t.thoughtType === 'theory')?.count;
    expect(await theories('last_24_hours')).toBe(1);
    expect(await theories('last_7_days')).toBe(2);
    expect(await theories('last_30_days')).toBe(3);
    expect(await theories('all_time')).toBe(4);
  });
});
