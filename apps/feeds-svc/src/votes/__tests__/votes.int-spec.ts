import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { PostMessages, UNCONSTRUCTIVE_REASON } from '@hivemind/contracts';
import { useFeeds, type FeedsHarness } from '../../__tests__/harness/feeds-harness.js';

const CREATE = `mutation($h: ID!, $c: String!) { createPost(hiveId: $h, content: $c) { id } }`;
const VOTE = `mutation($p: ID!, $h: ID!, $v: String!) {
  votePost(postId: $p, hiveId: $h, voteType: $v) {
    success upvotes downvotes unconstructiveVotes userVote moderationAction activationTriggered message
  }
}`;
const POST = `query($id: ID!) { post(id: $id) { userVote upvotes downvotes unconstructiveVotes moderatedAt moderatedBy moderationReason isPublic } }`;
const HIVE_POSTS = `query($h: ID!) { hivePosts(hiveId: $h, limit: 100) { id } }`;

interface VoteAnswer {
  success: boolean;
  upvotes: number;
  downvotes: number;
  unconstructiveVotes: number;
  userVote: string;
  moderationAction: boolean;
  activationTriggered: boolean;
  message: string;
}

const h = useFeeds();

async function newPost(): Promise<{
  postId: string;
  hiveId: string;
  users: Awaited<ReturnType<FeedsHarness['hive']>>['users'];
}> {
  const { hiveId, users } = await h.hive();
  const res = await h.gql<{ createPost: { id: string } }>(CREATE, users.post, { h: hiveId, c: 'vote on me' });
  return { postId: res.body.data!.createPost.id, hiveId, users };
}

const vote = (userId: string | null, p: string, hiveId: string, v: string) =>
  h.gql<{ votePost: VoteAnswer }>(VOTE, userId, { p, h: hiveId, v });

describe('votePost (POST /api/posts/{id}/vote)', () => {
  it('one vote per user: changing moves the count, repeating does nothing', async () => {
    const { postId, hiveId, users } = await newPost();
    const up = (await vote(users.vote, postId, hiveId, 'up')).body.data!.votePost;
    expect(up).toMatchObject({ success: true, upvotes: 1, downvotes: 0, unconstructiveVotes: 0, userVote: 'up' });
    expect(up).toMatchObject({
      moderationAction: false,
      activationTriggered: false,
      message: PostMessages.voteRecorded,
    });
    const again = (await vote(users.vote, postId, hiveId, 'up')).body.data!.votePost;
    expect(again).toMatchObject({ upvotes: 1, downvotes: 0, message: PostMessages.voteUnchanged });
    const down = (await vote(users.vote, postId, hiveId, 'down')).body.data!.votePost;
    expect(down).toMatchObject({ upvotes: 0, downvotes: 1, userVote: 'down' });
    const unc = (await vote(users.vote, postId, hiveId, 'unconstructive')).body.data!.votePost;
    expect(unc).toMatchObject({ upvotes: 0, downvotes: 0, unconstructiveVotes: 1, moderationAction: false });
    const seen = await h.gql<{ post: { userVote: string; unconstructiveVotes: number | null } }>(POST, users.vote, {
      id: postId,
    });
    expect(seen.body.data!.post).toMatchObject({ userVote: 'unconstructive', unconstructiveVotes: 1 });
  });

  it('owner, admin, post and vote members vote; view members, outsiders and guests cannot', async () => {
    const { postId, hiveId, users } = await newPost();
    for (const who of ['post', 'vote'] as const) {
      expect((await vote(users[who], postId, hiveId, 'up')).body.errors).toBeUndefined();
    }
    for (const who of ['owner', 'admin'] as const) {
      expect((await vote(users[who], postId, hiveId, 'down')).body.errors).toBeUndefined();
    }
    for (const who of ['view', 'outsider'] as const) {
      const res = await vote(users[who], postId, hiveId, 'up');
      expect(res.body.errors?.[0]?.extensions).toEqual({ code: 'FORBIDDEN', reason: 'CANNOT_VOTE' });
    }
    expect((await vote(null, postId, hiveId, 'up')).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const counts = (await vote(users.vote, postId, hiveId, 'up')).body.data!.votePost;
    expect(counts).toMatchObject({ upvotes: 2, downvotes: 2 });
  });

  it('refuses bad vote types, unknown posts and another hive', async () => {
    const { postId, hiveId, users } = await newPost();
    expect((await vote(users.vote, postId, hiveId, 'sideways')).body.errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await vote(users.vote, randomUUID(), hiveId, 'up')).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await vote(users.vote, 'not-a-uuid', hiveId, 'up')).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await vote(users.vote, postId, randomUUID(), 'up')).body.errors?.[0]?.extensions?.reason).toBe(
      'POST_NOT_IN_HIVE',
    );
  });

  it("an admin's unconstructive vote removes the post from the hive, logs it, and locks voting", async () => {
    for (const moderator of ['admin', 'owner'] as const) {
      const { postId, hiveId, users } = await newPost();
      await vote(users.vote, postId, hiveId, 'up');
      const res = (await vote(users[moderator], postId, hiveId, 'unconstructive')).body.data!.votePost;
      expect(res).toMatchObject({
        moderationAction: true,
        unconstructiveVotes: 1,
        message: PostMessages.removedByModeration,
      });
      const post = (await h.gql<{ post: Record<string, unknown> }>(POST, users.post, { id: postId })).body.data!.post;
      expect(post).toMatchObject({
        moderatedBy: users[moderator],
        moderationReason: UNCONSTRUCTIVE_REASON,
        isPublic: false,
      });
      expect(post.moderatedAt).not.toBeNull();
      const log = await h.db.moderationLog.findMany({ where: { postId } });
      expect(log).toEqual([
        expect.objectContaining({ moderatorId: users[moderator], hiveId, reason: UNCONSTRUCTIVE_REASON }),
      ]);
      const feed = await h.gql<{ hivePosts: { id: string }[] }>(HIVE_POSTS, users.vote, { h: hiveId });
      expect(feed.body.data!.hivePosts.map((p) => p.id)).not.toContain(postId);
      const late = await vote(users.vote, postId, hiveId, 'down');
      expect(late.body.errors?.[0]?.extensions).toEqual({ code: 'CONFLICT', reason: 'POST_MODERATED' });
    }
  });

  it('keeps counts exact under 50 concurrent votes', async () => {
    const { postId, hiveId } = await newPost();
    const voters = Array.from({ length: 50 }, () => randomUUID());
    await h.db.hiveMemberReadModel.createMany({
      data: voters.map((userId) => ({ hiveId, userId, role: 'vote', updatedAt: new Date() })),
    });
    // 30 up, 20 down at once; then 10 of the up-voters switch to down at once, plus repeats.
    const first = await Promise.all(voters.map((u, i) => vote(u, postId, hiveId, i < 30 ? 'up' : 'down')));
    expect(first.every((r) => r.body.errors === undefined)).toBe(true);
    const second = await Promise.all([
      ...voters.slice(0, 10).map((u) => vote(u, postId, hiveId, 'down')),
      ...voters.slice(40).map((u) => vote(u, postId, hiveId, 'down')),
    ]);
    expect(second.every((r) => r.body.errors === undefined)).toBe(true);
    const row = await h.db.post.findUniqueOrThrow({ where: { id: postId } });
    expect([row.upvotes, row.downvotes]).toEqual([20, 30]);
    expect(await h.db.postVote.count({ where: { postId } })).toBe(50);
  });
});
