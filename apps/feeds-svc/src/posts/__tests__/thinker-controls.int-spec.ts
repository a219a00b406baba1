import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { PostMessages } from '@hivemind/contracts';
import { useFeeds } from '../../__tests__/harness/feeds-harness.js';

const CREATE = `mutation($h: ID!, $c: String!) { createPost(hiveId: $h, content: $c) { id } }`;
const TOGGLE = `mutation($p: ID!) { togglePostVisibility(postId: $p) { isPublic } }`;
const CLASSIFY = `mutation($p: ID!, $c: String, $t: String) {
  setPostClassification(postId: $p, category: $c, thoughtType: $t) { category thoughtType }
}`;
const VOTE = `mutation($p: ID!, $h: ID!, $v: String!) { votePost(postId: $p, hiveId: $h, voteType: $v) { success } }`;
const HIVE_POSTS = `query($h: ID!) { hivePosts(hiveId: $h, limit: 100) { id } }`;

const h = useFeeds();

async function newPost() {
  const { hiveId, users } = await h.hive();
  const res = await h.gql<{ createPost: { id: string } }>(CREATE, users.post, { h: hiveId, c: 'mine' });
  return { postId: res.body.data!.createPost.id, hiveId, users };
}

const feedIds = async (hiveId: string, userId: string | null) =>
  (await h.gql<{ hivePosts: { id: string }[] }>(HIVE_POSTS, userId, { h: hiveId })).body.data!.hivePosts.map(
    (p) => p.id,
  );

describe('thinker controls', () => {
  it('only the author toggles visibility; hidden posts stay visible to the author and past voters', async () => {
    const { postId, hiveId, users } = await newPost();
    await h.gql(VOTE, users.vote, { p: postId, h: hiveId, v: 'up' });
    for (const who of ['owner', 'admin', 'vote'] as const) {
      const res = await h.gql(TOGGLE, users[who], { p: postId });
      expect(res.body.errors?.[0]?.extensions).toEqual({ code: 'FORBIDDEN', reason: 'NOT_AUTHOR' });
    }
    const hidden = await h.gql<{ togglePostVisibility: { isPublic: boolean } }>(TOGGLE, users.post, { p: postId });
    expect(hidden.body.data!.togglePostVisibility.isPublic).toBe(false);
    expect(await feedIds(hiveId, users.post)).toContain(postId);
    expect(await feedIds(hiveId, users.vote)).toContain(postId);
    expect(await feedIds(hiveId, users.admin)).not.toContain(postId);
    expect(await feedIds(hiveId, null)).not.toContain(postId);
    const shown = await h.gql<{ togglePostVisibility: { isPublic: boolean } }>(TOGGLE, users.post, { p: postId });
    expect(shown.body.data!.togglePostVisibility.isPublic).toBe(true);
    expect((await h.gql(TOGGLE, null, { p: postId })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await h.gql(TOGGLE, users.post, { p: randomUUID() })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('classification: author only, valid values, locked once others voted', async () => {
    const { postId, hiveId, users } = await newPost();
    const ok = await h.gql<{ setPostClassification: { category: string; thoughtType: string | null } }>(
      CLASSIFY,
      users.post,
      { p: postId, c: 'science' },
    );
    expect(ok.body.data!.setPostClassification.category).toBe('science');
    const both = await h.gql<{ setPostClassification: { category: string; thoughtType: string } }>(
      CLASSIFY,
      users.post,
      { p: postId, t: 'idea' },
    );
    expect(both.body.data!.setPostClassification).toEqual({ category: 'science', thoughtType: 'idea' });
    for (const bad of [{ c: 'astrology' }, { t: 'rant' }, {}]) {
      const res = await h.gql(CLASSIFY, users.post, { p: postId, ...bad });
      expect(res.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'BAD_CLASSIFICATION' });
    }
    expect((await h.gql(CLASSIFY, users.admin, { p: postId, c: 'health' })).body.errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    // The author's own vote does not lock it; another member's does.
    await h.gql(VOTE, users.post, { p: postId, h: hiveId, v: 'up' });
    expect((await h.gql(CLASSIFY, users.post, { p: postId, c: 'health' })).body.errors).toBeUndefined();
    await h.gql(VOTE, users.vote, { p: postId, h: hiveId, v: 'up' });
    const locked = await h.gql(CLASSIFY, users.post, { p: postId, c: 'business' });
    expect(locked.body.errors?.[0]?.message).toBe(PostMessages.classificationOthersVoted);
  });

  it('a moderated post: classification locked, visibility cannot be restored', async () => {
    const { postId, hiveId, users } = await newPost();
    await h.gql(VOTE, users.admin, { p: postId, h: hiveId, v: 'unconstructive' });
    const cls = await h.gql(CLASSIFY, users.post, { p: postId, c: 'business' });
    expect(cls.body.errors?.[0]?.message).toBe(PostMessages.classificationModerated);
    const vis = await h.gql(TOGGLE, users.post, { p: postId });
    expect(vis.body.errors?.[0]?.extensions).toEqual({ code: 'CONFLICT', reason: 'POST_MODERATED' });
    expect(vis.body.errors?.[0]?.message).toBe(PostMessages.visibilityModerated);
  });
});
