// A post's content creators (spec 2 §3 content_creators: id, first_name, last_name), read for a whole
// feed page at once, and the stream feed's podcast filter options (spec 2 §7 GET /api/posts?streamId:
// filterOptions.podcasts), against rows this test inserts.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { PodcastsRepository } from '../podcasts/podcasts.repository.js';
import { PodcastsService, STREAM_PODCASTS_TTL_MS } from '../podcasts/podcasts.service.js';
import { PostDetailsRepository } from '../posts/post-details.repository.js';
import { PageReads } from '../read-pool.js';
import { POST_ROW_SELECT } from '../posts/posts.repository.js';
import type { FeedsPrisma } from '../prisma.js';
import { ActivityRollupsRepository } from '../rollups/activity-rollups.repository.js';
import { useFeeds } from './harness/feeds-harness.js';

type Creator = { id: string; firstName: string; lastName: string };
const FEED = `query($s: ID) { mediaFeed(streamId: $s, first: 50) { id contentCreators { id firstName lastName } } }`;
const ONE = `query($id: ID!) { post(id: $id) { id contentCreators { id firstName lastName } } }`;
const PODCASTS = `query($s: ID!) { streamPodcasts(streamId: $s) { id title } }`;

const h = useFeeds({ beforeClose: (h) => h.db.post.deleteMany({ where: { hiveId } }) });
let hiveId: string;
const tag = randomUUID().slice(0, 8);

beforeAll(async () => {
  hiveId = (await h.hive('Planet')).hiveId;
});

const aStream = async () =>
  (await h.db.stream.create({ data: { name: `Stream ${tag} ${randomUUID()}`, streamType: 'topic' } })).id;
const aPost = async (data: Record<string, unknown> = {}, ageMinutes = 0) =>
  (
    await h.db.post.create({
      data: {
        hiveId,
        userId: randomUUID(),
        content: `creators ${tag}`,
        createdAt: new Date(Date.now() - ageMinutes * 60_000),
        ...data,
      },
    })
  ).id;

/** Tags new posts to a stream and counts them in the rollups, as the post flow's finalize does. */
const tagNew = async (streamId: string, postIds: string[]) => {
  await h.db.postStream.createMany({ data: postIds.map((postId) => ({ postId, streamId })) });
  await h.db.$transaction((tx) => h.get(ActivityRollupsRepository).add(tx, postIds));
};

describe('content creators on a feed page', () => {
  let streamId: string;
  let ada: Creator;
  let alan: Creator;
  const post: Record<string, string> = {};

  beforeAll(async () => {
    streamId = await aStream();
    const person = async (firstName: string, lastName: string) => {
      const row = await h.db.person.create({ data: { firstName, lastName: `${lastName} ${tag}` } });
      return { id: row.id, firstName: row.firstName, lastName: row.lastName };
    };
    ada = await person('Ada', 'Lovelace');
    alan = await person('Alan', 'Turing');
    post.both = await aPost({}, 0);
    post.none = await aPost({}, 1);
    post.ada = await aPost({}, 2);
    await h.db.postStream.createMany({
      data: [post.both!, post.none!, post.ada!].map((postId) => ({ postId, streamId })),
    });
    await h.db.postContentCreator.createMany({
      data: [
        { postId: post.both!, personId: alan.id },
        { postId: post.both!, personId: ada.id },
        { postId: post.ada!, personId: ada.id },
      ],
    });
  });

  it('answers each post with its creators (by last name), an empty list when it has none', async () => {
    const res = await h.gql<{ mediaFeed: { id: string; contentCreators: Creator[] }[] }>(FEED, null, { s: streamId });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.mediaFeed).toEqual([
      { id: post.both, contentCreators: [ada, alan] },
      { id: post.none, contentCreators: [] },
      { id: post.ada, contentCreators: [ada] },
    ]);
    const one = await h.gql<{ post: { contentCreators: Creator[] } }>(ONE, randomUUID(), { id: post.ada });
    expect(one.body.data!.post.contentCreators).toEqual([ada]);
  });

  it('reads the details of a whole page in one statement, whatever the page size', async () => {
    let statements = 0;
    const reads = h.get(PageReads);
    const counting = new Proxy(reads, {
      get(target, prop, receiver) {
        const value: unknown = Reflect.get(target, prop, receiver);
        if (prop !== 'rows' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          statements += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const repository = new PostDetailsRepository(counting);
    const rows = await h.db.post.findMany({
      where: { id: { in: Object.values(post) } },
      select: POST_ROW_SELECT,
    });
    const page = await repository.forPage(rows, randomUUID());
    // Stream tags, content creators, storm prompts, other voters and the viewer's votes: one statement.
    expect(statements).toBe(1);
    expect(page.contentCreators.get(post.both!)).toEqual([ada, alan]);
    expect(page.contentCreators.get(post.none!)).toEqual([]);
    statements = 0;
    await repository.forPage(rows.slice(0, 1), null);
    expect(statements).toBe(1);
  });

  it("answers each detail of the page: stream tags by confidence, the storm's prompt, others' votes, the viewer's vote", async () => {
    const author = randomUUID();
    const viewer = randomUUID();
    const storm = await h.db.storm.create({ data: { hiveId, prompt: `What would you change? ${tag}` } });
    const stormPost = await aPost({ userId: author, stormId: storm.id });
    const quiet = await aPost({ userId: author });
    const [broad, niche] = [await aStream(), await aStream()];
    await h.db.stream.update({
      where: { id: niche },
      data: { aliases: ['nich'], description: 'A niche', postCount: 7 },
    });
    const assignedAt = new Date('2026-11-20T08:30:00.123Z');
    await h.db.postStream.createMany({
      data: [
        { postId: stormPost, streamId: broad, confidence: 0.4 },
        {
          postId: stormPost,
          streamId: niche,
          confidence: 0.9,
          assignmentType: 'manual',
          sentiment: 'mixed',
          sentimentScore: -0.25,
          sentimentAnalysis: 'torn',
          assignedAt,
        },
      ],
    });
    await h.db.postVote.createMany({
      data: [
        { postId: stormPost, userId: viewer, voteType: 'downvote' },
        { postId: quiet, userId: author, voteType: 'upvote' },
      ],
    });
    const rows = await h.db.post.findMany({ where: { id: { in: [stormPost, quiet] } }, select: POST_ROW_SELECT });
    const repository = h.get(PostDetailsRepository);
    const page = await repository.forPage(rows, viewer);

    const tags = page.streams.get(stormPost)!;
    expect(tags.map((t) => t.streamId)).toEqual([niche, broad]);
    expect(tags[0]).toEqual({
      streamId: niche,
      streamName: expect.stringContaining(tag),
      streamType: 'topic',
      streamDescription: 'A niche',
      streamAliases: ['nich'],
      streamConfidence: 0.9,
      assignmentType: 'manual',
      assignedAt,
      sentiment: 'mixed',
      sentimentScore: -0.25,
      sentimentAnalysis: 'torn',
      postCount: 7,
    });
    expect(page.streams.get(quiet)).toEqual([]);
    expect(page.stormPrompts.get(storm.id)).toBe(`What would you change? ${tag}`);
    // The author's own vote on `quiet` is not someone else's.
    expect([...page.othersVoted]).toEqual([stormPost]);
    expect(page.viewerVotes.get(stormPost)).toBe('downvote');
    expect(page.viewerVotes.has(quiet)).toBe(false);
    // A guest has no vote.
    expect((await repository.forPage(rows, null)).viewerVotes.size).toBe(0);
    await h.db.post.deleteMany({ where: { id: { in: [stormPost, quiet] } } });
    await h.db.storm.delete({ where: { id: storm.id } });
  });

  it('drops the links with the post (cascade)', async () => {
    const gone = await aPost();
    await h.db.postContentCreator.create({ data: { postId: gone, personId: alan.id } });
    await h.db.post.delete({ where: { id: gone } });
    expect(await h.db.postContentCreator.count({ where: { postId: gone } })).toBe(0);
    expect(await h.db.person.count({ where: { id: alan.id } })).toBe(1);
  });
});

describe('stream feed podcast filter options (streamPodcasts)', () => {
  it('lists the podcasts with posts tagged to the stream, directly or through an episode, by title', async () => {
    const streamId = await aStream();
    const other = await aStream();
    const podcast = async (title: string) =>
      (await h.db.podcast.create({ data: { title: `${tag} ${title}`, publisherName: 'P' } })).id;
    const episode = async (podcastId: string) =>
      (await h.db.podcastEpisode.create({ data: { podcastId, title: 'An episode' } })).id;
    const [zeta, alpha, beta, elsewhere, removed, hidden] = await Promise.all(
      ['Zeta', 'Alpha', 'Beta', 'Elsewhere', 'Removed', 'Hidden'].map(podcast),
    );
    const posts = [
      // Zeta twice (listed once), Alpha through its podcast_id, Beta through its episode only.
      await aPost({ podcastId: zeta, podcastEpisodeId: await episode(zeta!) }),
      await aPost({ podcastId: zeta }),
      await aPost({ podcastId: alpha }),
      await aPost({ podcastEpisodeId: await episode(beta!) }),
      // Not listed: a post of another stream, a moderated post, a hidden post, a post of no podcast.
      await aPost({ podcastId: removed, moderatedAt: new Date(), moderatedBy: randomUUID() }),
      await aPost({ podcastId: hidden, isPublic: false }),
      await aPost(),
    ];
    await tagNew(streamId, posts);
    await tagNew(other, [await aPost({ podcastId: elsewhere })]);

    const res = await h.gql<{ streamPodcasts: { id: string; title: string }[] }>(PODCASTS, null, { s: streamId });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.streamPodcasts).toEqual([
      { id: alpha, title: `${tag} Alpha` },
      { id: beta, title: `${tag} Beta` },
      { id: zeta, title: `${tag} Zeta` },
    ]);
    const elsewhereRes = await h.gql<{ streamPodcasts: { id: string }[] }>(PODCASTS, null, { s: other });
    expect(elsewhereRes.body.data!.streamPodcasts).toEqual([{ id: elsewhere, title: `${tag} Elsewhere` }]);
  });

  it('reuses a stream’s options for 30 s: one read for many pages, a new podcast shown after that', async () => {
    let now = 1_000_000;
    let scans = 0;
    const counting = h.db.$extends({
      query: {
        $queryRawUnsafe: ({ args, query }) => {
          scans += 1;
          return query(args);
        },
      },
    }) as unknown as FeedsPrisma;
    const service = new PodcastsService(new PodcastsRepository(counting), { now: () => now });
    const streamId = await aStream();
    const first = (await h.db.podcast.create({ data: { title: `${tag} First`, publisherName: 'P' } })).id;
    await tagNew(streamId, [await aPost({ podcastId: first })]);

    const pages = await Promise.all([1, 2, 3].map(() => service.withPostsInStream(streamId)));
    expect(pages.map((p) => p.map((c) => c.id))).toEqual([[first], [first], [first]]);
    expect(scans).toBe(1);

    const second = (await h.db.podcast.create({ data: { title: `${tag} Second`, publisherName: 'P' } })).id;
    await tagNew(streamId, [await aPost({ podcastId: second })]);
    now += STREAM_PODCASTS_TTL_MS - 1;
    expect((await service.withPostsInStream(streamId)).map((c) => c.id)).toEqual([first]);
    now += 2;
    expect((await service.withPostsInStream(streamId)).map((c) => c.id)).toEqual([first, second]);
    expect(scans).toBe(2);
  });

  it('answers no podcasts for an unknown stream or an id that is not a UUID', async () => {
    for (const s of [randomUUID(), 'nope']) {
      const res = await h.gql<{ streamPodcasts: unknown[] }>(PODCASTS, null, { s });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.streamPodcasts).toEqual([]);
    }
  });
});
