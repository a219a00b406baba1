import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { POST_MAX_LENGTH, PostMessages } from '@hivemind/contracts';
import { MEMBER_ROLES, useFeeds } from '../../__tests__/harness/feeds-harness.js';

const CREATE = `mutation($h: ID!, $c: String!, $s: ID) {
  createPost(hiveId: $h, content: $c, stormId: $s) {
    id content hiveId stormId isPublic category thoughtType upvotes downvotes unconstructiveVotes userVote isMine moderatedAt
  }
}`;
const PERMS = `query($h: ID!) { hivePermissions(hiveId: $h) { canVote canPost role } }`;
const POST = `query($id: ID!) { post(id: $id) { id isMine userVote upvotes } }`;

interface CreatedPost {
  id: string;
  hiveId: string;
  stormId: string | null;
  isMine: boolean;
  userVote: string;
  upvotes: number | null;
}

const h = useFeeds();

describe('createPost (POST /api/posts)', () => {
  it('owner, admin and post members may post; vote, view, outsiders get FORBIDDEN', async () => {
    const { hiveId, users } = await h.hive();
    // A storm answer is created hidden (storms.int-spec.ts); a plain post is public.
    const stormId = null;
    for (const role of ['owner', 'admin', 'post'] as const) {
      const res = await h.gql<{ createPost: CreatedPost }>(CREATE, users[role], {
        h: hiveId,
        c: `by ${role}`,
        s: stormId,
      });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.createPost).toMatchObject({
        hiveId,
        stormId,
        isPublic: true,
        isMine: true,
        userVote: 'none',
        upvotes: null,
        moderatedAt: null,
      });
    }
    for (const who of ['vote', 'view', 'outsider'] as const) {
      const res = await h.gql(CREATE, users[who], { h: hiveId, c: 'nope' });
      expect(res.body.errors?.[0]?.extensions).toEqual({ code: 'FORBIDDEN', reason: 'CANNOT_POST' });
      expect(res.body.errors?.[0]?.message).toBe(PostMessages.cannotPost);
    }
    const guest = await h.gql(CREATE, null, { h: hiveId, c: 'guest' });
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('public square: only members post', async () => {
    const { hiveId, users } = await h.hive('City');
    expect((await h.gql(CREATE, users.outsider, { h: hiveId, c: 'x' })).body.errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await h.gql(CREATE, users.post, { h: hiveId, c: 'x' })).body.errors).toBeUndefined();
  });

  it('validates content length and the hive', async () => {
    const { hiveId, users } = await h.hive();
    const long = await h.gql(CREATE, users.owner, { h: hiveId, c: 'x'.repeat(POST_MAX_LENGTH + 1) });
    expect(long.body.errors?.[0]?.extensions?.reason).toBe('POST_TOO_LONG');
    const exact = await h.gql(CREATE, users.owner, { h: hiveId, c: 'x'.repeat(POST_MAX_LENGTH) });
    expect(exact.body.errors).toBeUndefined();
    const unknown = await h.gql(CREATE, users.owner, { h: randomUUID(), c: 'x' });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('a post is anonymous to others: only the author sees isMine', async () => {
    const { hiveId, users } = await h.hive();
    const created = await h.gql<{ createPost: CreatedPost }>(CREATE, users.post, { h: hiveId, c: 'anon' });
    const id = created.body.data!.createPost.id;
    const mine = await h.gql<{ post: CreatedPost }>(POST, users.post, { id });
    expect(mine.body.data!.post.isMine).toBe(true);
    const theirs = await h.gql<{ post: CreatedPost }>(POST, users.admin, { id });
    expect(theirs.body.data!.post.isMine).toBe(false);
    const guest = await h.gql<{ post: CreatedPost }>(POST, null, { id });
    expect(guest.body.data!.post).toMatchObject({ isMine: false, upvotes: null });
    const missing = await h.gql(POST, users.post, { id: randomUUID() });
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('hivePermissions (POST /api/permissions/check-hive)', () => {
  it('answers canVote and canPost by role', async () => {
    const { hiveId, users } = await h.hive();
    const expected = {
      owner: [true, true],
      admin: [true, true],
      post: [true, true],
      vote: [true, false],
      view: [false, false],
      outsider: [false, false],
    } as const;
    for (const who of [...MEMBER_ROLES, 'outsider'] as const) {
      const res = await h.gql<{ hivePermissions: { canVote: boolean; canPost: boolean } }>(PERMS, users[who], {
        h: hiveId,
      });
      expect([who, res.body.data!.hivePermissions.canVote, res.body.data!.hivePermissions.canPost]).toEqual([
        who,
        ...expected[who],
      ]);
    }
    const guest = await h.gql<{ hivePermissions: { canVote: boolean; canPost: boolean; role: string } }>(PERMS, null, {
      h: hiveId,
    });
    expect(guest.body.data!.hivePermissions).toEqual({ canVote: false, canPost: false, role: 'public' });
    const unknown = await h.gql(PERMS, users.owner, { h: randomUUID() });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
