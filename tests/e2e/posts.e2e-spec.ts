// Posts end to end through the running stack's REST facade (spec 2 §4, §7; spec 4 POST /api/posts):
// an owner launches a hive, an invitee joins with the post role; membership reaches feeds-svc through
// the outbox; members post (201), an outsider is refused (403); permissions by role; voting with
// moderation by the owner's unconstructive vote; the author's thinker controls.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import { aUser, collect, eventually, gql, requireEnv, RestClient, signUpVerified, wsClient } from '@hivemind/testing';
import { createFeedsPrisma, type FeedsPrismaClient } from '@hivemind/db-feeds';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4400';

interface PostJson {
  id: string;
  user_id: string | null;
  hive_id: string;
  is_public: boolean;
  userVote: string;
  upvotes: number | null;
  category: string | null;
  moderated_at: string | null;
}

let redis: Redis;
let feedsDb: FeedsPrismaClient;
beforeAll(() => {
  redis = new Redis(requireEnv('REDIS_URL'));
  feedsDb = createFeedsPrisma(requireEnv('FEEDS_DATABASE_URL'));
});
afterAll(async () => {
  await redis.quit();
  await feedsDb.$disconnect();
});

/** A user written straight into the database and signed in: no registration (rate-limited per address). */
async function aSignedInUser(): Promise<{ client: RestClient; id: string }> {
  const user = await aUser().create();
  const client = new RestClient(GATEWAY);
  client.cookie = await user.signIn(redis);
  return { client, id: user.id };
}

describe('posts end to end', () => {
  it('post, permissions, vote, moderation and thinker controls', async () => {
    const tag = randomUUID().slice(0, 8);
    const owner = await aSignedInUser();
    const memberEmail = `post-member-${tag}@example.test`;
    const launched = await owner.client.call<{ hive: { id: string } }>('POST', '/api/hives', {
      name: `Posts E2E ${tag}`,
      emails: [memberEmail],
    });
    expect(launched.status).toBe(201);
    const hiveId = launched.body.hive.id;
    const member = await signUpVerified(GATEWAY, memberEmail);
    expect((await member.client.call('POST', `/api/hives/${hiveId}/join`)).status).toBe(200);
    const outsider = await aSignedInUser();
    const guest = new RestClient(GATEWAY);

    // Membership reaches feeds-svc asynchronously: wait until the member may post.
    const created = await eventually(async () => {
      const res = await member.client.call<{ post: PostJson }>('POST', '/api/posts', { hiveId, content: 'A drop' });
      return res.status === 201 ? res : null;
    });
    const post = created.body.post;
    expect(post).toMatchObject({ hive_id: hiveId, is_public: true, user_id: member.id, userVote: 'none' });

    expect((await outsider.client.call('POST', '/api/posts', { hiveId, content: 'no' })).status).toBe(403);
    expect((await guest.call('POST', '/api/posts', { hiveId, content: 'no' })).status).toBe(401);
    expect((await member.client.call('POST', '/api/posts', { hiveId, content: '' })).status).toBe(400);
    expect((await member.client.call('POST', '/api/posts', { hiveId, content: 'x'.repeat(3001) })).status).toBe(400);
    expect((await member.client.call('POST', '/api/posts', { hiveId: randomUUID(), content: 'x' })).status).toBe(404);

    const check = (b: RestClient) => b.call('POST', '/api/permissions/check-hive', { hiveId });
    expect((await check(owner.client)).body).toEqual({ canVote: true, canPost: true });
    expect((await check(outsider.client)).body).toEqual({ canVote: false, canPost: false });
    expect((await check(guest)).status).toBe(401);

    // Anonymous to peers: the owner never learns the author's id.
    const seen = await owner.client.call<{ post: PostJson }>('GET', `/api/posts/${post.id}`);
    expect(seen.body.post).toMatchObject({ id: post.id, user_id: null, upvotes: null });
    expect((await guest.call('GET', `/api/posts/${randomUUID()}`)).status).toBe(404);

    // Feeds: the hive feed by visibility, the media feed with full-text search, the author's posts.
    const hiveFeed = await member.client.call<{ posts: PostJson[]; hasMore: boolean; state: string }>(
      'GET',
      `/api/hives/${hiveId}/feed?page=1&limit=20`,
    );
    expect(hiveFeed.body).toMatchObject({ state: 'visible', hasMore: false, posts: [{ id: post.id }] });
    expect((await outsider.client.call('GET', `/api/hives/${hiveId}/feed`)).body).toMatchObject({ state: 'locked' });
    const media = await member.client.call<{ posts: PostJson[]; pagination: { hasMore: boolean } }>(
      'GET',
      `/api/posts?search=${encodeURIComponent('drop')}&sortBy=new&voteFilter=no-vote&limit=1000000`,
    );
    expect(media.status).toBe(200);
    expect(media.body.posts.map((p) => p.id)).toContain(post.id);
    expect((await guest.call('GET', '/api/posts?sortBy=oldest')).status).toBe(400);
    const mine = await member.client.call<{ posts: PostJson[] }>('GET', '/api/user/posts');
    expect(mine.body.posts.map((p) => p.id)).toEqual([post.id]);
    expect((await guest.call('GET', '/api/user/posts')).status).toBe(401);
    const mark = () => owner.client.call('POST', '/api/posts/mark-viewed', { postIds: [post.id] });
    expect((await mark()).body).toEqual({ success: true, markedCount: 1 });
    expect((await mark()).body).toEqual({ success: true, markedCount: 0 });
    expect((await guest.call('POST', '/api/posts/mark-viewed', { postIds: [post.id] })).status).toBe(401);

    // The author's thinker controls before anyone else votes.
    const classified = await member.client.call<{ post: PostJson }>('PATCH', `/api/posts/${post.id}/classification`, {
      category: 'science',
    });
    expect(classified.body.post.category).toBe('science');
    expect(
      (await member.client.call('PATCH', `/api/posts/${post.id}/classification`, { category: 'astrology' })).status,
    ).toBe(400);
    const hidden = await member.client.call('PATCH', `/api/posts/${post.id}/toggle-visibility`);
    expect(hidden.body).toEqual({ is_public: false });
    expect((await owner.client.call('PATCH', `/api/posts/${post.id}/toggle-visibility`)).status).toBe(403);
    // Hidden: its author still reads it; members who have not voted, and guests, find no such post.
    expect((await member.client.call('GET', `/api/posts/${post.id}`)).status).toBe(200);
    expect((await owner.client.call('GET', `/api/posts/${post.id}`)).status).toBe(404);
    expect((await guest.call('GET', `/api/posts/${post.id}`)).status).toBe(404);
    expect((await owner.client.call('POST', `/api/posts/${post.id}/vote`, { voteType: 'up', hiveId })).status).toBe(
      404,
    );
    expect((await member.client.call('PATCH', `/api/posts/${post.id}/toggle-visibility`)).body).toEqual({
      is_public: true,
    });

    const vote = (b: RestClient, body: Record<string, unknown>) => b.call(`POST`, `/api/posts/${post.id}/vote`, body);
    expect((await vote(owner.client, { voteType: 'up' })).status).toBe(400);
    expect((await vote(owner.client, { voteType: 'sideways', hiveId })).status).toBe(400);
    expect((await vote(outsider.client, { voteType: 'up', hiveId })).status).toBe(403);
    expect((await vote(guest, { voteType: 'up', hiveId })).status).toBe(401);
    const up = await vote(owner.client, { voteType: 'up', hiveId });
    expect(up).toMatchObject({
      status: 200,
      body: { success: true, upvotes: 1, userVote: 'up', moderation_action: false },
    });
    expect(
      (await member.client.call('PATCH', `/api/posts/${post.id}/classification`, { category: 'health' })).body,
    ).toEqual({ error: 'Cannot change classification - others have already voted on this post' });
    // A hidden post stays visible to members who already voted.
    expect((await member.client.call('PATCH', `/api/posts/${post.id}/toggle-visibility`)).body).toEqual({
      is_public: false,
    });
    expect((await owner.client.call<{ post: PostJson }>('GET', `/api/posts/${post.id}`)).body.post).toMatchObject({
      id: post.id,
      is_public: false,
      userVote: 'up',
    });
    expect((await guest.call('GET', `/api/posts/${post.id}`)).status).toBe(404);
    expect((await member.client.call('PATCH', `/api/posts/${post.id}/toggle-visibility`)).body).toEqual({
      is_public: true,
    });

    const removed = await vote(owner.client, { voteType: 'unconstructive', hiveId });
    expect(removed.body).toMatchObject({
      upvotes: 0,
      unconstructiveVotes: 1,
      moderation_action: true,
      message: 'Post has been removed from Hive due to moderation',
    });
    const after = await member.client.call<{ post: PostJson }>('GET', `/api/posts/${post.id}`);
    expect(after.body.post.moderated_at).not.toBeNull();
    expect((await vote(owner.client, { voteType: 'up', hiveId })).status).toBe(409);
  });
});

interface StreamJson {
  stream_id: string;
  stream_name: string;
  stream_type: string;
  sentiment: string;
  sentiment_score: number;
  stream_confidence: number;
}
interface FullPostJson extends PostJson {
  kind: string;
  streams: StreamJson[];
  stream_id: string | null;
  stream_name: string | null;
  similarity_score: number | null;
  hasOtherVoters: boolean;
  userRole: string | null;
  podcast_id: string | null;
  web_page_url: string | null;
}

/** A private hive with an owner and two invitees who joined (role post): membership reached feeds-svc. */
async function hiveWithMembers(tag: string) {
  const owner = await aSignedInUser();
  const emails = [`pm1-${tag}@example.test`, `pm2-${tag}@example.test`];
  const launched = await owner.client.call<{ hive: { id: string } }>('POST', '/api/hives', {
    name: `Posts E2E streams ${tag}`,
    emails,
  });
  expect(launched.status).toBe(201);
  const hiveId = launched.body.hive.id;
  const [author, voter] = [await signUpVerified(GATEWAY, emails[0]!), await signUpVerified(GATEWAY, emails[1]!)];
  for (const m of [author, voter]) expect((await m.client.call('POST', `/api/hives/${hiveId}/join`)).status).toBe(200);
  await eventually(async () => {
    const res = await voter.client.call<{ canVote: boolean }>('POST', '/api/permissions/check-hive', { hiveId });
    return res.body.canVote ? res : null;
  });
  return { owner, author, voter, hiveId };
}

describe('posts end to end: stream tags, related posts, feed variants, drops check, realtime votes', () => {
  it('tags streams with sentiment, answers them in the REST shape and filters the stream feed', async () => {
    const tag = randomUUID().slice(0, 8);
    const { author, hiveId } = await hiveWithMembers(tag);
    const name = `Zorblax${tag.replace(/[^a-z]/g, 'q')}`;
    const stream = await feedsDb.stream.create({ data: { name, streamType: 'brand', aliases: [`${name} Labs`] } });

    // user-drops-check answers from real posts (spec 2 §7).
    const drops = () => author.client.call<{ hasUserPosts: boolean }>('GET', `/api/hives/${hiveId}/user-drops-check`);
    expect((await drops()).body).toEqual({ hasUserPosts: false });
    const created = await eventually(async () => {
      const res = await author.client.call<{ post: FullPostJson }>('POST', '/api/posts', {
        hiveId,
        content: `${name} Labs makes wonderful, excellent tools.`,
      });
      return res.status === 201 ? res : null;
    });
    const post = created.body.post;
    expect(post).toMatchObject({ kind: 'thought', streams: [], userRole: 'post', hasOtherVoters: false });
    expect((await drops()).body).toEqual({ hasUserPosts: true });

    const tagged = await eventually(async () => {
      const res = await author.client.call<{ post: FullPostJson }>('GET', `/api/posts/${post.id}`);
      return res.body.post.streams.length > 0 ? res.body.post : null;
    }, 30_000);
    expect(tagged.streams).toEqual([
      expect.objectContaining({
        stream_id: stream.id,
        stream_name: name,
        stream_type: 'brand',
        sentiment: 'positive',
        stream_confidence: 0.9,
      }),
    ]);
    expect(tagged.streams[0]!.sentiment_score).toBeGreaterThan(0);

    const streamFeed = await author.client.call<{ posts: FullPostJson[]; all_posts_seen: boolean }>(
      'GET',
      `/api/posts?streamId=${stream.id}&sentimentFilter=positive`,
    );
    expect(streamFeed.status).toBe(200);
    expect(streamFeed.body.posts.map((p) => p.id)).toEqual([post.id]);
    expect(streamFeed.body.posts[0]).toMatchObject({ stream_id: stream.id, stream_name: name });
    expect(streamFeed.body.all_posts_seen).toBe(false);
    const negative = await author.client.call<{ posts: FullPostJson[] }>(
      'GET',
      `/api/posts?streamId=${stream.id}&sentimentFilter=negative`,
    );
    expect(negative.body.posts).toEqual([]);
    expect((await author.client.call('GET', '/api/posts?sentimentFilter=happy')).status).toBe(400);
    expect((await author.client.call('GET', '/api/posts?streamId=nope')).status).toBe(400);
    expect((await author.client.call('GET', `/api/posts?podcastId=${randomUUID()}`)).body).toMatchObject({ posts: [] });
  }, 90_000);

  it('posts carry content_creators; the stream feed answers filterOptions.podcasts (spec 2 §3, §7)', async () => {
    const tag = randomUUID().slice(0, 8);
    const { author, hiveId } = await hiveWithMembers(tag);
    const stream = await feedsDb.stream.create({ data: { name: `Creators ${tag}`, streamType: 'topic' } });
    const grace = await feedsDb.person.create({ data: { firstName: 'Grace', lastName: `Hopper ${tag}` } });
    // Untracked: these fixtures must not join the tracked podcasts the guest landing lists.
    const podcast = (title: string) =>
      feedsDb.podcast.create({ data: { title: `${tag} ${title}`, publisherName: 'E2E', isTracked: false } });
    const alpha = await podcast('Alpha Hour');
    const beta = await podcast('Beta Talks');
    const betaEpisode = await feedsDb.podcastEpisode.create({ data: { podcastId: beta.id, title: 'Beta #1' } });
    const unrelated = await podcast('Gamma');
    const at = Date.now();
    const fromTalk = await feedsDb.post.create({
      data: { hiveId, userId: author.id, content: `From a talk ${tag}`, podcastId: alpha.id, createdAt: new Date(at) },
    });
    // Beta only through its episode (post.podcast_episode_id → episode → podcast).
    const fromEpisode = await feedsDb.post.create({
      data: {
        hiveId,
        userId: author.id,
        content: `From an episode ${tag}`,
        podcastEpisodeId: betaEpisode.id,
        createdAt: new Date(at - 60_000),
      },
    });
    // In the hive, but not tagged to the stream: its podcast is no filter option.
    await feedsDb.post.create({ data: { hiveId, userId: author.id, content: 'Untagged', podcastId: unrelated.id } });
    await feedsDb.postStream.createMany({
      data: [fromTalk.id, fromEpisode.id].map((postId) => ({ postId, streamId: stream.id })),
    });
    // Counted in the activity rollups, as the post flow's finalize step counts the posts it tags.
    await feedsDb.$executeRawUnsafe('select post_activity_apply($1::uuid[], 1)', [fromTalk.id, fromEpisode.id]);
    await feedsDb.postContentCreator.create({ data: { postId: fromTalk.id, personId: grace.id } });
    const creator = { id: grace.id, first_name: 'Grace', last_name: `Hopper ${tag}` };
    const podcasts = [
      { id: alpha.id, title: `${tag} Alpha Hour` },
      { id: beta.id, title: `${tag} Beta Talks` },
    ];
    type StreamFeed = {
      posts: (FullPostJson & { content_creators: unknown[] })[];
      all_posts_seen: boolean;
      filterOptions: Record<string, unknown>;
    };

    const feed = await author.client.call<StreamFeed>('GET', `/api/posts?streamId=${stream.id}`);
    expect(feed.status).toBe(200);
    expect(feed.body.posts.map((p) => ({ id: p.id, content_creators: p.content_creators }))).toEqual([
      { id: fromTalk.id, content_creators: [creator] },
      { id: fromEpisode.id, content_creators: [] },
    ]);
    expect(feed.body.all_posts_seen).toBe(false);
    expect(feed.body.filterOptions.podcasts).toEqual(podcasts);
    expect(feed.body.filterOptions).toMatchObject({
      thoughtTypes: expect.arrayContaining(['idea', 'quote']),
      sentiments: expect.arrayContaining(['positive', 'negative']),
    });
    // The podcast filter of the stream feed narrows to that podcast's posts.
    const narrowed = await author.client.call<StreamFeed>(
      'GET',
      `/api/posts?streamId=${stream.id}&podcastId=${alpha.id}`,
    );
    expect(narrowed.body.posts.map((p) => p.id)).toEqual([fromTalk.id]);
    expect(narrowed.body.filterOptions.podcasts).toEqual(podcasts);

    // Every REST post carries content_creators: one post, and a guest's stream feed (the hive is
    // private, so no posts) with the same podcasts; the media feed without a stream has no podcasts.
    const one = await author.client.call<{ post: { content_creators: unknown[] } }>('GET', `/api/posts/${fromTalk.id}`);
    expect(one.body.post.content_creators).toEqual([creator]);
    const guest = await new RestClient(GATEWAY).call<StreamFeed>('GET', `/api/posts?streamId=${stream.id}`);
    expect(guest.status).toBe(200);
    expect(guest.body).toMatchObject({ posts: [], all_posts_seen: false, filterOptions: { podcasts } });
    const media = await author.client.call<StreamFeed>('GET', `/api/posts?podcastEpisodeId=${betaEpisode.id}`);
    expect(media.body.posts.map((p) => ({ id: p.id, content_creators: p.content_creators }))).toEqual([
      { id: fromEpisode.id, content_creators: [] },
    ]);
    expect(media.body.filterOptions).not.toHaveProperty('podcasts');
  }, 90_000);

  it('related posts: nearest first with similarity_score, tiers, bad threshold 400, unknown post 404', async () => {
    const tag = randomUUID().slice(0, 8);
    const { author, hiveId } = await hiveWithMembers(tag);
    const texts = [
      'Our neighbourhood should plant more trees along the river to cool the streets in summer.',
      'Planting more trees along the river would cool our neighbourhood streets during summer.',
      'The quarterly budget review meeting moves to Thursday afternoon.',
    ];
    const ids: string[] = [];
    for (const content of texts) {
      const res = await eventually(async () => {
        const r = await author.client.call<{ post: FullPostJson }>('POST', '/api/posts', { hiveId, content });
        return r.status === 201 ? r : null;
      });
      ids.push(res.body.post.id);
    }
    // Wait until the agent embedded all three.
    await eventually(async () => {
      const rows = await feedsDb.$queryRawUnsafe<{ n: bigint }[]>(
        'select count(*) as n from post where id = any($1::uuid[]) and embedding is not null',
        ids,
      );
      return Number(rows[0]!.n) === 3 ? true : null;
    }, 30_000);
    const related = await author.client.call<{
      posts: FullPostJson[];
      hasMore: boolean;
      similarityThresholdUsed: number;
      totalMatchesFound: number;
      filterOptions: { categories: string[]; thoughtTypes: string[] };
    }>('GET', `/api/posts/${ids[0]}/related?threshold=0.4&limit=20`);
    expect(related.status).toBe(200);
    const mine = related.body.posts.filter((p) => ids.includes(p.id));
    expect(mine[0]?.id).toBe(ids[1]);
    const scores = related.body.posts.map((p) => p.similarity_score!);
    expect([...scores].sort((a, b) => a - b)).toEqual(scores);
    expect(related.body.similarityThresholdUsed).toBe(0.4);
    // Other tests' posts may match too: hasMore says whether more than this page matched.
    expect(related.body.totalMatchesFound).toBeGreaterThanOrEqual(related.body.posts.length);
    expect(related.body.hasMore).toBe(related.body.totalMatchesFound > related.body.posts.length);
    expect(Array.isArray(related.body.filterOptions.categories)).toBe(true);
    // Default 0.9, stepping down the tiers until something matches.
    const byDefault = await author.client.call<{ similarityThresholdUsed: number }>(
      'GET',
      `/api/posts/${ids[0]}/related`,
    );
    expect([0.9, 0.8, 0.7, 0.6, 0.5, 0.4]).toContain(byDefault.body.similarityThresholdUsed);
    expect((await author.client.call('GET', `/api/posts/${ids[0]}/related?threshold=2`)).status).toBe(400);
    expect((await author.client.call('GET', `/api/posts/${ids[0]}/related?category=astrology`)).status).toBe(400);
    expect((await author.client.call('GET', `/api/posts/${randomUUID()}/related`)).status).toBe(404);
    // feeds-svc answers the whole operation, so the facade sends it there directly (P4): every one of
    // the calls above, the refused ones included, and none through the gateway's execution. The media
    // feed's pages likewise, a guest's and a member's.
    expect((await author.client.call('GET', '/api/posts?limit=5')).status).toBe(200);
    // A URL no guest asked before: the guest cache cannot answer it.
    expect((await fetch(`${GATEWAY}/api/posts?limit=5&probe=${randomUUID()}`)).status).toBe(200);
    const metrics = await (await fetch(`${GATEWAY}/metrics`)).text();
    const ran = (operation: string, via: string) =>
      Number(
        new RegExp(`^rest_operations_total\\{operation="${operation}",via="${via}"\\} (\\d+)`, 'm').exec(
          metrics,
        )?.[1] ?? 0,
      );
    expect(ran('RestRelatedPosts', 'feeds')).toBeGreaterThanOrEqual(3);
    expect(ran('RestMediaFeedSignedIn', 'feeds')).toBeGreaterThanOrEqual(1);
    expect(ran('RestMediaFeed', 'feeds')).toBeGreaterThanOrEqual(1);
    for (const operation of ['RestRelatedPosts', 'RestMediaFeedSignedIn', 'RestMediaFeed'])
      expect([operation, ran(operation, 'gateway')]).toEqual([operation, 0]);

    // The REST facade reads pages already shaped (PresentedPosts): each post exactly what selecting the
    // facade's PostFields fragment answers, field for field, for the same viewer and page.
    const postFields = readFileSync(
      new URL('../../apps/gateway/src/rest/graphql/posts.graphql', import.meta.url),
      'utf8',
    )
      .split(/\n(?=mutation|query|fragment)/)
      .find((d) => d.startsWith('fragment PostFields '))!;
    const shaped = await gql<{
      relatedPosts: { posts: unknown[]; presentedPosts: unknown[] };
      mediaFeed: unknown[];
      mediaFeedPresented: unknown[];
    }>(
      GATEWAY,
      `query ($postId: ID!) {
        relatedPosts(postId: $postId, threshold: 0.4) { posts { ...PostFields } presentedPosts }
        mediaFeed(first: 21) { ...PostFields }
        mediaFeedPresented(first: 21)
      }
      ${postFields}`,
      { postId: ids[0] },
      { cookie: author.client.cookie },
    );
    expect(shaped.errors).toBeUndefined();
    expect(shaped.data!.relatedPosts.posts.length).toBeGreaterThan(0);
    expect(shaped.data!.relatedPosts.presentedPosts).toEqual(shaped.data!.relatedPosts.posts);
    expect(shaped.data!.mediaFeed.length).toBeGreaterThan(0);
    expect(shaped.data!.mediaFeedPresented).toEqual(shaped.data!.mediaFeed);
  }, 90_000);

  it('postVotesChanged pushes new counts only to viewers allowed to see them (signed in and voted); guests refused', async () => {
    const tag = randomUUID().slice(0, 8);
    const { owner, author, voter, hiveId } = await hiveWithMembers(tag);
    const created = await eventually(async () => {
      const r = await author.client.call<{ post: FullPostJson }>('POST', '/api/posts', {
        hiveId,
        content: 'Live votes',
      });
      return r.status === 201 ? r : null;
    });
    const postId = created.body.post.id;
    const SUB = `subscription($id: ID!) { postVotesChanged(postId: $id) { postId upvotes downvotes unconstructiveVotes moderated } }`;
    type Msg = { postVotesChanged: { postId: string; upvotes: number; downvotes: number; moderated: boolean } };

    const voterWs = wsClient(GATEWAY, voter.client.cookie);
    const guestWs = wsClient(GATEWAY);
    try {
      const heard = collect<Msg>(voterWs, SUB, { id: postId }, (items) => items.length >= 1, 20_000);
      await new Promise((r) => setTimeout(r, 500)); // the subscription is registered
      // The owner votes first: the voter has not voted, so nothing reaches them.
      expect((await owner.client.call('POST', `/api/posts/${postId}/vote`, { voteType: 'up', hiveId })).status).toBe(
        200,
      );
      await new Promise((r) => setTimeout(r, 500));
      expect((await voter.client.call('POST', `/api/posts/${postId}/vote`, { voteType: 'down', hiveId })).status).toBe(
        200,
      );
      const [first] = await heard;
      expect(first!.postVotesChanged).toEqual({
        postId,
        upvotes: 1,
        downvotes: 1,
        unconstructiveVotes: 0,
        moderated: false,
      });
      await expect(collect<Msg>(guestWs, SUB, { id: postId }, (items) => items.length >= 1, 5_000)).rejects.toThrow(
        /Not signed in|UNAUTHENTICATED/,
      );
      // The post now has other voters than its author (classification locked).
      const after = await author.client.call<{ post: FullPostJson }>('GET', `/api/posts/${postId}`);
      expect(after.body.post.hasOtherVoters).toBe(true);
    } finally {
      await voterWs.dispose();
      await guestWs.dispose();
    }
  }, 90_000);
});

describe('guest reads share one answer (the gateway guest cache)', () => {
  it('guests asking one URL share an answer; signed-in readers never; a write through the gateway shows at once', async () => {
    const tag = randomUUID().slice(0, 8);
    const { author, hiveId } = await hiveWithMembers(tag);
    const created = await eventually(async () => {
      const res = await author.client.call<{ post: PostJson }>('POST', '/api/posts', {
        hiveId,
        content: `Shared ${tag}`,
      });
      return res.status === 201 ? res : null;
    });
    const id = created.body.post.id;
    const guest = new RestClient(GATEWAY);
    const read = (c: RestClient) => c.call<{ post: PostJson }>('GET', `/api/posts/${id}`);

    const first = await read(guest);
    const second = await read(new RestClient(GATEWAY));
    expect(first.status).toBe(200);
    expect(first.headers.get('x-guest-cache')).toBe('miss');
    expect(second.headers.get('x-guest-cache')).toBe('hit');
    expect(second.body).toEqual(first.body);
    // Guests never see counts, so the shared answer has none (spec 2 §4 Voting).
    expect(second.body.post.upvotes).toBeNull();

    const signedIn = await read(author.client);
    expect(signedIn.headers.get('x-guest-cache')).toBeNull();
    expect(signedIn.body.post.user_id).toBe(author.id);

    // A mutation through the gateway: the next guest gets the new classification, not the kept answer.
    const classified = await author.client.call('PATCH', `/api/posts/${id}/classification`, { category: 'science' });
    expect(classified.status).toBe(200);
    const fresh = await read(guest);
    expect(fresh.headers.get('x-guest-cache')).toBe('miss');
    expect(fresh.body.post.category).toBe('science');

    // Failures are not kept: an unknown post is a 404 for every guest, computed each time.
    const unknown = await guest.call('GET', `/api/posts/${randomUUID()}`);
    expect(unknown.status).toBe(404);
  });
});
