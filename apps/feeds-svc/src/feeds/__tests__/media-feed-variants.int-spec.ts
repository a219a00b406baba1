// The media feed's stream / podcast / episode / sentiment variants and the all_posts_seen state
// (spec 2 §2.3, §4 Feeds, §7; spec 3 §7), against a seeded set with known answers.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { useFeeds } from '../../__tests__/harness/feeds-harness.js';

const FEED = `query($s: ID, $p: ID, $e: ID, $sf: String) {
  mediaFeed(streamId: $s, podcastId: $p, podcastEpisodeId: $e, sentimentFilter: $sf, first: 50) { id streams { streamId sentiment } }
  mediaFeedAllPostsSeen(streamId: $s, podcastId: $p, podcastEpisodeId: $e, sentimentFilter: $sf) }`;
const MARK = `mutation($ids: [ID!]!) { markPostsViewed(postIds: $ids) }`;
type Feed = { mediaFeed: { id: string }[]; mediaFeedAllPostsSeen: boolean };

const h = useFeeds({ beforeClose: (h) => h.db.post.deleteMany({ where: { hiveId } }) });
let hiveId: string;
let podcastId: string;
let ep1: string;
let ep2: string;
let streamId: string;
const post: Record<string, string> = {};
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  hiveId = (await h.hive('Planet')).hiveId;
  const podcast = await h.db.podcast.create({ data: { title: `Pod ${randomUUID()}`, publisherName: 'P' } });
  podcastId = podcast.id;
  ep1 = (await h.db.podcastEpisode.create({ data: { podcastId, title: 'Episode one' } })).id;
  ep2 = (await h.db.podcastEpisode.create({ data: { podcastId, title: 'Episode two' } })).id;
  streamId = (await h.db.stream.create({ data: { name: `S ${randomUUID()}`, streamType: 'topic' } })).id;
  const make = async (name: string, data: Record<string, unknown>, ageDays = 0) => {
    const row = await h.db.post.create({
      data: {
        hiveId,
        userId: randomUUID(),
        content: `variant ${name}`,
        createdAt: new Date(Date.now() - ageDays * DAY),
        ...data,
      },
    });
    post[name] = row.id;
  };
  await make('a', { podcastId, podcastEpisodeId: ep1 }, 0);
  await make('b', { podcastId, podcastEpisodeId: ep1 }, 1);
  await make('c', { podcastId, podcastEpisodeId: ep2 }, 2);
  await make('old', { podcastId, podcastEpisodeId: ep2 }, 30);
  await h.db.postStream.createMany({
    data: [
      { postId: post.a!, streamId, sentiment: 'positive', sentimentScore: 0.5 },
      { postId: post.b!, streamId, sentiment: 'negative', sentimentScore: -0.4 },
      { postId: post.c!, streamId, sentiment: 'positive', sentimentScore: 0.2, assignmentType: 'manual' },
    ],
  });
});

const feed = async (vars: Record<string, unknown>, userId: string | null = null) => {
  const res = await h.gql<Feed>(FEED, userId, vars);
  expect(res.body.errors).toBeUndefined();
  return { ids: res.body.data!.mediaFeed.map((p) => p.id), allSeen: res.body.data!.mediaFeedAllPostsSeen };
};

describe('media feed variants', () => {
  it('podcastId answers the podcast posts, newest first', async () => {
    expect((await feed({ p: podcastId })).ids).toEqual([post.a, post.b, post.c, post.old]);
  });

  it('podcastEpisodeId answers the episode posts only', async () => {
    expect((await feed({ e: ep1 })).ids).toEqual([post.a, post.b]);
  });

  it('streamId answers the posts tagged to the stream', async () => {
    expect((await feed({ s: streamId })).ids).toEqual([post.a, post.b, post.c]);
  });

  it('sentimentFilter keeps the posts whose tag to the stream has that sentiment', async () => {
    expect((await feed({ s: streamId, sf: 'positive' })).ids).toEqual([post.a, post.c]);
    expect((await feed({ s: streamId, sf: 'negative' })).ids).toEqual([post.b]);
    expect((await feed({ s: streamId, sf: 'mixed' })).ids).toEqual([]);
  });

  it('refuses a bad sentimentFilter and an id that is not a UUID (BAD_USER_INPUT)', async () => {
    expect((await h.gql(FEED, null, { sf: 'happy' })).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await h.gql(FEED, null, { p: 'nope' })).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('all_posts_seen: older posts to review once every recent post was seen', () => {
  it('is false for guests and while a recent post is unseen; then the feed answers older posts', async () => {
    const viewer = randomUUID();
    expect(await feed({ p: podcastId })).toEqual({ ids: [post.a, post.b, post.c, post.old], allSeen: false });
    expect((await feed({ p: podcastId }, viewer)).allSeen).toBe(false);
    await h.gql(MARK, viewer, { ids: [post.a, post.b] });
    expect((await feed({ p: podcastId }, viewer)).allSeen).toBe(false);
    await h.gql(MARK, viewer, { ids: [post.c] });
    expect(await feed({ p: podcastId }, viewer)).toEqual({ ids: [post.old], allSeen: true });
    // Another viewer still gets the recent posts.
    expect((await feed({ p: podcastId }, randomUUID())).ids).toEqual([post.a, post.b, post.c, post.old]);
  });

  it('stays false when no older post exists to review', async () => {
    const viewer = randomUUID();
    await h.gql(MARK, viewer, { ids: [post.a, post.b] });
    expect(await feed({ e: ep1 }, viewer)).toEqual({ ids: [post.a, post.b], allSeen: false });
  });
});
