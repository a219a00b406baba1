import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { useFeeds } from '../../__tests__/harness/feeds-harness.js';

const CREATE = `mutation($h: ID!, $c: String!) { createPost(hiveId: $h, content: $c) { id } }`;
const VOTE = `mutation($p: ID!, $h: ID!, $v: String!) { votePost(postId: $p, hiveId: $h, voteType: $v) { success } }`;
const CLASSIFY = `mutation($p: ID!, $c: String) { setPostClassification(postId: $p, category: $c) { id } }`;
const MEDIA = `query($offset: Int, $first: Int, $category: String, $thoughtType: String, $voteFilter: String, $sortBy: String, $search: String) {
  mediaFeed(offset: $offset, first: $first, category: $category, thoughtType: $thoughtType, voteFilter: $voteFilter, sortBy: $sortBy, search: $search) {
    id upvotes userVote
  }
}`;
const HIVE_FEED = `query($h: ID!, $offset: Int, $first: Int) {
  hiveFeedState(hiveId: $h)
  hiveFeed(hiveId: $h, offset: $offset, first: $first) { id }
}`;
const MINE = `query($offset: Int, $first: Int) { myPosts(offset: $offset, first: $first) { id isMine } }`;
const MARK = `mutation($ids: [ID!]!) { markPostsViewed(postIds: $ids) }`;

type Page = { id: string; upvotes?: number | null; userVote?: string }[];

const h = useFeeds();

async function post(userId: string, hiveId: string, content: string): Promise<string> {
  const res = await h.gql<{ createPost: { id: string } }>(CREATE, userId, { h: hiveId, c: content });
  return res.body.data!.createPost.id;
}

describe('media feed (GET /api/posts)', () => {
  it('filters by category, vote and full-text search; sorts by votes; members only see their hives', async () => {
    const { hiveId, users } = await h.hive();
    const tag = `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const a = await post(users.post, hiveId, `${tag} gardens and bees`);
    const b = await post(users.post, hiveId, `${tag} rockets to the moon`);
    const c = await post(users.owner, hiveId, `${tag} bees again`);
    await h.gql(CLASSIFY, users.post, { p: a, c: 'science' });
    await h.gql(VOTE, users.vote, { p: b, h: hiveId, v: 'up' });
    await h.gql(VOTE, users.admin, { p: b, h: hiveId, v: 'up' });
    await h.gql(VOTE, users.vote, { p: c, h: hiveId, v: 'down' });
    const feed = async (userId: string | null, vars: Record<string, unknown>) => {
      const res = await h.gql<{ mediaFeed: Page }>(MEDIA, userId, { search: tag, first: 100, ...vars });
      expect(res.body.errors).toBeUndefined();
      return res.body.data!.mediaFeed.map((p) => p.id);
    };
    expect(await feed(users.vote, {})).toEqual([c, b, a]);
    expect(await feed(users.vote, { search: `${tag} bees` })).toEqual([c, a]);
    expect(await feed(users.vote, { category: 'science' })).toEqual([a]);
    expect(await feed(users.vote, { voteFilter: 'upvoted' })).toEqual([b]);
    expect(await feed(users.vote, { voteFilter: 'downvoted' })).toEqual([c]);
    expect(await feed(users.vote, { voteFilter: 'no-vote' })).toEqual([a]);
    expect((await feed(users.vote, { sortBy: 'most_upvotes' }))[0]).toBe(b);
    expect((await feed(users.vote, { sortBy: 'most_downvotes' }))[0]).toBe(c);
    // Not a public square: outsiders and guests see nothing of it.
    expect(await feed(users.outsider, {})).toEqual([]);
    expect(await feed(null, {})).toEqual([]);
    // Counts: the voter sees them, a member who has not voted does not, view-only members do.
    const res = await h.gql<{ mediaFeed: Page }>(MEDIA, users.vote, { search: tag, first: 100 });
    expect(res.body.data!.mediaFeed.find((p) => p.id === b)).toMatchObject({ upvotes: 2, userVote: 'up' });
    expect(res.body.data!.mediaFeed.find((p) => p.id === a)).toMatchObject({ upvotes: null, userVote: 'none' });
    const view = await h.gql<{ mediaFeed: Page }>(MEDIA, users.view, { search: tag, first: 100 });
    expect(view.body.data!.mediaFeed.find((p) => p.id === b)?.upvotes).toBe(2);
  });

  it('public squares are visible to all; pages and clamps; bad enums are refused', async () => {
    const { hiveId, users } = await h.hive('City');
    const tag = `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await post(users.post, hiveId, `${tag} square ${i}`));
    const p1 = await h.gql<{ mediaFeed: Page }>(MEDIA, null, { search: tag, first: 2 });
    expect(p1.body.data!.mediaFeed.map((p) => p.id)).toEqual([ids[2], ids[1]]);
    expect(p1.body.data!.mediaFeed[0]!.upvotes).toBeNull();
    const p2 = await h.gql<{ mediaFeed: Page }>(MEDIA, null, { search: tag, first: 2, offset: 2 });
    expect(p2.body.data!.mediaFeed.map((p) => p.id)).toEqual([ids[0]]);
    const huge = await h.gql<{ mediaFeed: Page }>(MEDIA, null, { search: tag, first: 1_000_000, offset: -5 });
    expect(huge.body.data!.mediaFeed).toHaveLength(3);
    const many = Array.from({ length: 120 }, (_, i) => ({ hiveId, userId: users.post, content: `${tag} bulk ${i}` }));
    await h.db.post.createMany({ data: many });
    const clamped = await h.gql<{ mediaFeed: Page }>(MEDIA, null, { search: tag, first: 1_000_000 });
    expect(clamped.body.data!.mediaFeed).toHaveLength(101);
    for (const bad of [
      { sortBy: 'oldest' },
      { voteFilter: 'maybe' },
      { category: 'astrology' },
      { thoughtType: 'x' },
    ]) {
      const res = await h.gql(MEDIA, null, bad);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('hive feed (GET /api/hives/{id}/feed)', () => {
  it('locked for non-members, hidden until a member posts, always shown in public squares', async () => {
    const { hiveId, users } = await h.hive();
    const first = await post(users.post, hiveId, 'first');
    const feed = (userId: string | null, id = hiveId) =>
      h.gql<{ hiveFeed: Page; hiveFeedState: string }>(HIVE_FEED, userId, { h: id, first: 1 });
    expect((await feed(users.outsider)).body.data).toEqual({ hiveFeedState: 'locked', hiveFeed: [] });
    expect((await feed(null)).body.data!.hiveFeedState).toBe('locked');
    expect((await feed(users.admin)).body.data).toEqual({ hiveFeedState: 'needs_post', hiveFeed: [] });
    const second = await post(users.admin, hiveId, 'second');
    const page = (await feed(users.admin)).body.data;
    expect(page).toEqual({ hiveFeedState: 'visible', hiveFeed: [{ id: second }] });
    const page2 = await h.gql<{ hiveFeed: Page }>(HIVE_FEED, users.admin, { h: hiveId, first: 1, offset: 1 });
    expect(page2.body.data!.hiveFeed.map((p) => p.id)).toEqual([first]);
    expect((await feed(users.post, randomUUID())).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const square = await h.hive('Country');
    await post(square.users.post, square.hiveId, 'square');
    expect((await feed(null, square.hiveId)).body.data!.hiveFeedState).toBe('visible');
  });
});

describe('my posts and mark-viewed', () => {
  it('lists the author’s posts; marks unseen posts only', async () => {
    const { hiveId, users } = await h.hive();
    const a = await post(users.post, hiveId, 'mine a');
    const b = await post(users.post, hiveId, 'mine b');
    const mine = await h.gql<{ myPosts: Page }>(MINE, users.post, { first: 100 });
    expect(mine.body.data!.myPosts.map((p) => p.id)).toEqual([b, a]);
    expect((await h.gql(MINE, null, {})).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const mark = (ids: string[]) => h.gql<{ markPostsViewed: number }>(MARK, users.vote, { ids });
    expect((await mark([a])).body.data!.markPostsViewed).toBe(1);
    expect((await mark([a, b, randomUUID(), 'nope'])).body.data!.markPostsViewed).toBe(1);
    expect((await mark([a, b])).body.data!.markPostsViewed).toBe(0);
    expect((await h.gql(MARK, null, { ids: [a] })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
