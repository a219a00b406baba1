// Posts end to end through the running stack's REST facade (spec 2 §4, §7; spec 4 POST /api/posts):
// an owner launches a hive, an invitee joins with the post role; membership reaches feeds-svc through
// the outbox; members post (201), an outsider is refused (403); permissions by role; voting with
// moderation by the owner's unconstructive vote; the author's thinker controls.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { aUser, eventually, requireEnv, RestClient, signUpVerified } from '@hivemind/testing';

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
beforeAll(() => {
  redis = new Redis(requireEnv('REDIS_URL'));
});
afterAll(async () => {
  await redis.quit();
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
    expect((await check(guest)).body).toEqual({ canVote: false, canPost: false });

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
