// Podcasts and episodes over GraphQL against real PostgreSQL (spec 3 §3 Podcast, Episode, Podcast
// dashboard, §7 Media entities, §9): a podcast with three episodes and posts of known age, thought
// type, stream tags and visibility, so every count, period, order and page has a known answer.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { useFeeds } from '../../__tests__/harness/feeds-harness.js';

const h = useFeeds({
  beforeClose: (h) => h.db.post.deleteMany({ where: { podcastId: podcast } }),
});

const tag = randomUUID().slice(0, 8);
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

let podcast: string;
const episode: Record<'e1' | 'e2' | 'e3', string> = { e1: '', e2: '', e3: '' };
const stream: Record<'alpha' | 'beta' | 'gamma', string> = { alpha: '', beta: '', gamma: '' };
const post: Record<string, string> = {};
let squareId: string;
let business: { hiveId: string; users: Record<string, string> };
let author: string;
let ada: string;

const DASHBOARD = `query($id: ID!, $period: String) { podcastDashboard(id: $id, period: $period) {
  period podcast { id title actualEpisodesCount totalEpisodesCount language }
  postCounts { total byThoughtType { thoughtType count } }
  streams { id name type postCount sentimentCounts { positive negative neutral mixed } }
  sentimentCounts { positive negative neutral mixed } } }`;
const EPISODES = `query($p: ID!, $offset: Int, $first: Int) { podcastEpisodes(podcastId: $p, offset: $offset, first: $first) {
  id title episodeNumber seasonNumber durationSec publishedAt audioUrl videoUrl websiteUrl
  persons { personId name role } postCounts { total byThoughtType { thoughtType count } }
  streams { id postCount } } }`;
const EPISODE = `query($id: ID!, $period: String) { podcastEpisode(id: $id, period: $period) {
  period podcast { id title } episode { id title persons { personId name role }
  postCounts { total byThoughtType { thoughtType count } }
  streams { id name postCount sentimentCounts { positive negative neutral mixed } }
  sentimentCounts { positive negative neutral mixed } } } }`;
const TOTAL = `query($p: ID, $e: ID) { mediaFeedTotal(podcastId: $p, podcastEpisodeId: $e)
  mediaFeed(podcastId: $p, podcastEpisodeId: $e, first: 100) { id } }`;

interface Counts {
  total: number;
  byThoughtType: { thoughtType: string; count: number }[];
}
interface StreamCount {
  id: string;
  name: string;
  type: string;
  postCount: number;
  sentimentCounts: Record<'positive' | 'negative' | 'neutral' | 'mixed', number>;
}
interface Dashboard {
  period: string;
  podcast: { id: string; actualEpisodesCount: number; totalEpisodesCount: number; language: string };
  postCounts: Counts;
  streams: StreamCount[];
  sentimentCounts: StreamCount['sentimentCounts'];
}

const sentiments = (positive = 0, negative = 0, neutral = 0, mixed = 0) => ({ positive, negative, neutral, mixed });

beforeAll(async () => {
  squareId = (await h.hive('Planet')).hiveId;
  business = await h.hive('Business');
  author = randomUUID();
  ada = (await h.db.person.create({ data: { firstName: 'Ada', lastName: `Lovelace ${tag}` } })).id;
  podcast = (
    await h.db.podcast.create({
      data: { title: `Podcast ${tag}`, publisherName: 'Pub', language: 'en', totalEpisodesCount: 10 },
    })
  ).id;
  const anEpisode = async (n: number, publishedAt: Date) =>
    (
      await h.db.podcastEpisode.create({
        data: {
          podcastId: podcast,
          title: `Episode ${n} ${tag}`,
          episodeNumber: n,
          seasonNumber: 1,
          durationSec: 1800 + n,
          publishedAt,
          websiteUrl: `https://pod.example/${n}`,
        },
      })
    ).id;
  episode.e3 = await anEpisode(1, ago(40 * DAY));
  episode.e1 = await anEpisode(3, ago(1 * DAY));
  episode.e2 = await anEpisode(2, ago(10 * DAY));
  await h.db.podcastEpisodePerson.createMany({
    data: [
      { episodeId: episode.e1, position: 0, name: `Ada Lovelace ${tag}`, role: 'host', personId: ada },
      { episodeId: episode.e1, position: 1, name: 'Grace Hopper', role: 'guest' },
    ],
  });
  for (const [key, name] of [
    ['gamma', 'Gamma'],
    ['alpha', 'Alpha'],
    ['beta', 'Beta'],
  ] as const) {
    stream[key] = (await h.db.stream.create({ data: { name: `${name} ${tag}`, streamType: 'topic' } })).id;
  }
  const aPost = async (
    key: string,
    ep: keyof typeof episode,
    age: number,
    thoughtType: string | null,
    tags: [keyof typeof stream, string][],
    extra: Record<string, unknown> = {},
  ) => {
    const row = await h.db.post.create({
      data: {
        hiveId: squareId,
        userId: randomUUID(),
        content: `podcast post ${key} ${tag}`,
        thoughtType,
        podcastId: podcast,
        podcastEpisodeId: episode[ep],
        createdAt: ago(age),
        ...extra,
      },
    });
    post[key] = row.id;
    await h.db.postStream.createMany({
      data: tags.map(([s, sentiment]) => ({ postId: row.id, streamId: stream[s], sentiment })),
    });
  };
  await aPost('a1', 'e1', 2 * HOUR, 'idea', [
    ['alpha', 'positive'],
    ['beta', 'negative'],
  ]);
  await aPost('a2', 'e1', 3 * DAY, 'idea', [['alpha', 'positive']]);
  await aPost('a3', 'e2', 20 * DAY, 'plan', [
    ['alpha', 'neutral'],
    ['gamma', 'mixed'],
  ]);
  await aPost('a4', 'e3', 45 * DAY, null, [['beta', 'negative']]);
  // Not counted: hidden by its author, moderated.
  await aPost('hidden', 'e1', 1 * HOUR, 'idea', [['alpha', 'positive']], { isPublic: false, userId: author });
  await aPost('moderated', 'e2', 2 * HOUR, 'idea', [['alpha', 'positive']], {
    moderatedAt: ago(HOUR),
    moderatedBy: randomUUID(),
    moderationReason: 'unconstructive content',
  });
  // Counted (public, not moderated), but in a private hive: only its members' feeds show it.
  await aPost('b1', 'e1', 5 * HOUR, 'opinion', [['gamma', 'positive']], { hiveId: business.hiveId });
  // What the product's writes do in their transaction: the activity rollups the dashboard reads.
  await h.db.$executeRawUnsafe('select post_activity_apply($1::uuid[], 1)', Object.values(post));
});

const dashboard = async (period?: string) => {
  const res = await h.gql<{ podcastDashboard: Dashboard }>(DASHBOARD, null, { id: podcast, period });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.podcastDashboard;
};

describe('GET /api/podcasts/{id}', () => {
  it('answers the podcast with its language, tracked (actual) and total episode counts, to guests', async () => {
    const res = await h.gql<{ podcast: Dashboard['podcast'] & { title: string } }>(
      `query($id: ID!) { podcast(id: $id) { id title language actualEpisodesCount totalEpisodesCount } }`,
      null,
      { id: podcast },
    );
    expect(res.body.data!.podcast).toEqual({
      id: podcast,
      title: `Podcast ${tag}`,
      language: 'en',
      actualEpisodesCount: 3,
      totalEpisodesCount: 10,
    });
  });

  it("an unknown podcast is 'Podcast not found.' (NOT_FOUND)", async () => {
    const res = await h.gql(`query($id: ID!) { podcast(id: $id) { id } }`, null, { id: randomUUID() });
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Podcast not found.',
      extensions: { code: 'NOT_FOUND', reason: 'PODCAST_NOT_FOUND' },
    });
  });
});

describe('GET /api/podcasts/{id}/dashboard', () => {
  it('defaults to all_time: posts by thought type, streams by post count, sentiments; no moderated or hidden posts', async () => {
    const d = await dashboard();
    expect(d.period).toBe('all_time');
    expect(d.podcast).toMatchObject({ id: podcast, actualEpisodesCount: 3 });
    // a1, a2, a3, a4 (not classified: in the total only) and b1.
    expect(d.postCounts).toEqual({
      total: 5,
      byThoughtType: [
        { thoughtType: 'idea', count: 2 },
        { thoughtType: 'opinion', count: 1 },
        { thoughtType: 'plan', count: 1 },
      ],
    });
    expect(d.streams).toEqual([
      { id: stream.alpha, name: `Alpha ${tag}`, type: 'topic', postCount: 3, sentimentCounts: sentiments(2, 0, 1) },
      { id: stream.beta, name: `Beta ${tag}`, type: 'topic', postCount: 2, sentimentCounts: sentiments(0, 2) },
      { id: stream.gamma, name: `Gamma ${tag}`, type: 'topic', postCount: 2, sentimentCounts: sentiments(1, 0, 0, 1) },
    ]);
    expect(d.sentimentCounts).toEqual(sentiments(3, 2, 1, 1));
  });

  it('counts only the period asked: last_24_hours, last_7_days, last_30_days', async () => {
    const day = await dashboard('last_24_hours');
    expect(day.postCounts).toEqual({
      total: 2,
      byThoughtType: [
        { thoughtType: 'idea', count: 1 },
        { thoughtType: 'opinion', count: 1 },
      ],
    });
    expect(day.streams.map((s) => [s.name, s.postCount])).toEqual([
      [`Alpha ${tag}`, 1],
      [`Beta ${tag}`, 1],
      [`Gamma ${tag}`, 1],
    ]);
    expect(day.sentimentCounts).toEqual(sentiments(2, 1));

    const week = await dashboard('last_7_days');
    expect(week.postCounts.total).toBe(3);
    expect(week.streams.map((s) => [s.name, s.postCount])).toEqual([
      [`Alpha ${tag}`, 2],
      [`Beta ${tag}`, 1],
      [`Gamma ${tag}`, 1],
    ]);

    const month = await dashboard('last_30_days');
    expect(month.postCounts.total).toBe(4);
    expect(month.postCounts.byThoughtType).toContainEqual({ thoughtType: 'plan', count: 1 });
    expect(month.sentimentCounts).toEqual(sentiments(3, 1, 1, 1));
  });

  it('refuses a period outside last_24_hours, last_7_days, last_30_days, all_time (BAD_USER_INPUT)', async () => {
    const res = await h.gql(DASHBOARD, null, { id: podcast, period: 'last_year' });
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'period must be one of last_24_hours, last_7_days, last_30_days, all_time',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('a podcast without posts counts zeros', async () => {
    const empty = (await h.db.podcast.create({ data: { title: `Empty ${tag}`, publisherName: 'P' } })).id;
    const res = await h.gql<{ podcastDashboard: Dashboard }>(DASHBOARD, null, { id: empty });
    expect(res.body.data!.podcastDashboard).toMatchObject({
      podcast: { actualEpisodesCount: 0, totalEpisodesCount: 0 },
      postCounts: { total: 0, byThoughtType: [] },
      streams: [],
      sentimentCounts: sentiments(),
    });
  });
});

describe('GET /api/podcasts/{id}/episodes', () => {
  type EpisodeRow = {
    id: string;
    persons: unknown[];
    postCounts: Counts;
    streams: { id: string; postCount: number }[];
  };
  const page = async (offset: number, first: number) => {
    const res = await h.gql<{ podcastEpisodes: EpisodeRow[] }>(EPISODES, null, { p: podcast, offset, first });
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.podcastEpisodes;
  };

  it('answers episodes newest first, each with its persons (roles) and its posts counted, paged to the end', async () => {
    const all = await page(0, 10);
    expect(all.map((e) => e.id)).toEqual([episode.e1, episode.e2, episode.e3]);
    expect(all[0]).toMatchObject({
      persons: [
        { personId: ada, name: `Ada Lovelace ${tag}`, role: 'host' },
        { personId: null, name: 'Grace Hopper', role: 'guest' },
      ],
      // a1, a2, b1: the hidden post is not counted.
      postCounts: {
        total: 3,
        byThoughtType: [
          { thoughtType: 'idea', count: 2 },
          { thoughtType: 'opinion', count: 1 },
        ],
      },
      streams: [
        { id: stream.alpha, postCount: 2 },
        { id: stream.beta, postCount: 1 },
        { id: stream.gamma, postCount: 1 },
      ],
    });
    // The moderated post of e2 is not counted; e3's one post is not classified.
    expect(all[1]!.postCounts).toEqual({ total: 1, byThoughtType: [{ thoughtType: 'plan', count: 1 }] });
    expect(all[2]!.postCounts).toEqual({ total: 1, byThoughtType: [] });

    expect((await page(0, 2)).map((e) => e.id)).toEqual([episode.e1, episode.e2]);
    expect((await page(2, 2)).map((e) => e.id)).toEqual([episode.e3]);
    expect(await page(3, 2)).toEqual([]);
  });

  it("an unknown podcast's episodes are 'Podcast not found.' (NOT_FOUND)", async () => {
    const res = await h.gql(EPISODES, null, { p: randomUUID() });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('GET /api/podcast-episodes/{id}', () => {
  it('answers the episode with its podcast, streams, sentiments and post counts (all_time by default)', async () => {
    const res = await h.gql<{
      podcastEpisode: { period: string; podcast: { id: string }; episode: Record<string, unknown> };
    }>(EPISODE, null, { id: episode.e1 });
    expect(res.body.errors).toBeUndefined();
    const d = res.body.data!.podcastEpisode;
    expect(d.period).toBe('all_time');
    expect(d.podcast.id).toBe(podcast);
    expect(d.episode).toMatchObject({
      id: episode.e1,
      postCounts: { total: 3 },
      streams: [
        { id: stream.alpha, postCount: 2, sentimentCounts: sentiments(2) },
        { id: stream.beta, postCount: 1, sentimentCounts: sentiments(0, 1) },
        { id: stream.gamma, postCount: 1, sentimentCounts: sentiments(1) },
      ],
      sentimentCounts: sentiments(3, 1),
    });
  });

  it('counts the period asked; an unknown episode is NOT_FOUND, a bad period BAD_USER_INPUT', async () => {
    const day = await h.gql<{ podcastEpisode: { episode: { postCounts: Counts } } }>(EPISODE, null, {
      id: episode.e1,
      period: 'last_24_hours',
    });
    expect(day.body.data!.podcastEpisode.episode.postCounts.total).toBe(2);
    const unknown = await h.gql(EPISODE, null, { id: randomUUID() });
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: 'Episode not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    const bad = await h.gql(EPISODE, null, { id: episode.e1, period: 'yesterday' });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('GET /api/posts?podcastId | podcastEpisodeId: pagination.total', () => {
  const total = async (viewer: string | null, vars: { p?: string; e?: string }) => {
    const res = await h.gql<{ mediaFeedTotal: number; mediaFeed: { id: string }[] }>(TOTAL, viewer, vars);
    expect(res.body.errors).toBeUndefined();
    return res.body.data!;
  };

  it('is the number of posts the feed shows the viewer across all pages', async () => {
    const guest = await total(null, { p: podcast });
    expect(guest.mediaFeedTotal).toBe(4);
    expect(new Set(guest.mediaFeed.map((p) => p.id))).toEqual(new Set([post.a1, post.a2, post.a3, post.a4]));
    // The hidden post's author sees it; a member of the private hive sees its post.
    expect((await total(author, { p: podcast })).mediaFeedTotal).toBe(5);
    const member = await total(business.users.post!, { p: podcast });
    expect(member.mediaFeedTotal).toBe(5);
    expect(member.mediaFeed).toHaveLength(5);
    expect((await total(null, { e: episode.e1 })).mediaFeedTotal).toBe(2);
    expect((await total(null, { p: randomUUID() })).mediaFeedTotal).toBe(0);
  });

  it('is counted for a podcast or an episode feed only (BAD_USER_INPUT otherwise)', async () => {
    const res = await h.gql(`{ mediaFeedTotal }`, null);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
