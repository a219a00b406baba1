// My Posts (spec 2 §2.4, §7 GET /api/user/posts): the author's posts narrowed by the Hives,
// Categories and Types filters and the search box; the Hives filter offers the hives posted in.
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { useFeeds } from '../../__tests__/harness/feeds-harness.js';

const CREATE = `mutation($h: ID!, $c: String!) { createPost(hiveId: $h, content: $c) { id } }`;
const CLASSIFY = `mutation($p: ID!, $c: String, $t: String) {
  setPostClassification(postId: $p, category: $c, thoughtType: $t) { id }
}`;
const MINE = `query($hiveId: ID, $category: String, $thoughtType: String, $search: String, $first: Int) {
  myPosts(hiveId: $hiveId, category: $category, thoughtType: $thoughtType, search: $search, first: $first) { id }
  myPostHives { id }
}`;

const h = useFeeds();

describe('my posts (GET /api/user/posts)', () => {
  it('narrows the author’s posts by the Hives, Categories and Types filters and the search box', async () => {
    const one = await h.hive();
    const two = await h.hive();
    // The same author holds the post role in both hives.
    const author = one.users.post;
    await h.db.hiveMemberReadModel.create({
      data: { hiveId: two.hiveId, userId: author, role: 'post', updatedAt: new Date() },
    });
    const post = async (hiveId: string, content: string) =>
      (await h.gql<{ createPost: { id: string } }>(CREATE, author, { h: hiveId, c: content })).body.data!.createPost.id;
    const a = await post(one.hiveId, 'gardens full of bees');
    const b = await post(one.hiveId, 'rockets to the moon');
    const c = await post(two.hiveId, 'bees in the city');
    await h.gql(CLASSIFY, author, { p: a, c: 'science', t: 'idea' });
    await h.gql(CLASSIFY, author, { p: c, c: 'culture', t: 'idea' });
    await h.gql(CLASSIFY, author, { p: b, c: 'science', t: 'plan' });
    const mine = async (vars: Record<string, unknown>) => {
      const res = await h.gql<{ myPosts: { id: string }[]; myPostHives: { id: string }[] }>(MINE, author, {
        first: 100,
        ...vars,
      });
      expect(res.body.errors).toBeUndefined();
      return res.body.data!;
    };
    expect((await mine({})).myPosts.map((p) => p.id)).toEqual([c, b, a]);
    expect((await mine({ hiveId: one.hiveId })).myPosts.map((p) => p.id)).toEqual([b, a]);
    expect((await mine({ category: 'science' })).myPosts.map((p) => p.id)).toEqual([b, a]);
    expect((await mine({ thoughtType: 'idea' })).myPosts.map((p) => p.id)).toEqual([c, a]);
    expect((await mine({ search: 'bees' })).myPosts.map((p) => p.id)).toEqual([c, a]);
    expect((await mine({ search: 'bees', hiveId: two.hiveId })).myPosts.map((p) => p.id)).toEqual([c]);
    expect((await mine({})).myPostHives.map((x) => x.id).sort()).toEqual([one.hiveId, two.hiveId].sort());
    // Another member's posts never show up, whatever the filters.
    expect((await h.gql<{ myPosts: unknown[] }>(MINE, one.users.owner, {})).body.data!.myPosts).toEqual([]);
  });

  it('refuses an unknown category or a malformed hive id with a bad-input error', async () => {
    const { users } = await h.hive();
    const bad = await h.gql(MINE, users.post, { category: 'astrology' });
    expect(bad.body.errors?.[0]?.message).toContain('category must be one of');
    const badHive = await h.gql(MINE, users.post, { hiveId: 'not-a-hive' });
    expect(badHive.body.errors?.[0]?.message).toBe('hiveId must be a hive id');
    expect((await h.gql(MINE, users.post, { hiveId: randomUUID() })).body.errors).toBeUndefined();
  });
});
