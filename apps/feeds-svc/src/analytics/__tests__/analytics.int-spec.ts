// Spec 2 §2.1: "Opening a post sends an analytics event view_post with post_id" — recorded by
// feeds-svc for members and guests; unknown events and unknown posts are refused, nothing stored.
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { useFeeds } from '../../__tests__/harness/feeds-harness.js';

const CREATE = `mutation($h: ID!, $c: String!) { createPost(hiveId: $h, content: $c) { id } }`;
const TRACK = `mutation($name: String!, $postId: ID) { trackEvent(name: $name, postId: $postId) }`;

const h = useFeeds();

describe('analytics (view_post)', () => {
  it('opening a post records view_post with post_id, for a member and for a guest', async () => {
    const { hiveId, users } = await h.hive();
    const created = await h.gql<{ createPost: { id: string } }>(CREATE, users.post, {
      h: hiveId,
      c: 'bees in the city',
    });
    const postId = created.body.data!.createPost.id;
    const member = await h.gql<{ trackEvent: boolean }>(TRACK, users.owner, { name: 'view_post', postId });
    expect(member.body.data?.trackEvent).toBe(true);
    const guest = await h.gql<{ trackEvent: boolean }>(TRACK, null, { name: 'view_post', postId });
    expect(guest.body.data?.trackEvent).toBe(true);
    const rows = await h.db.analyticsEvent.findMany({ where: { postId }, orderBy: { createdAt: 'asc' } });
    expect(rows.map((r) => [r.name, r.userId])).toEqual([
      ['view_post', users.owner],
      ['view_post', null],
    ]);
  });

  it('refuses an unknown event, a missing post_id and an unknown post, storing nothing', async () => {
    const before = await h.db.analyticsEvent.count();
    const unknownEvent = await h.gql(TRACK, null, { name: 'dance', postId: randomUUID() });
    expect(unknownEvent.body.errors?.[0]?.message).toBe('Unknown analytics event: dance');
    expect(unknownEvent.body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    const noPost = await h.gql(TRACK, null, { name: 'view_post' });
    expect(noPost.body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    const missing = await h.gql(TRACK, null, { name: 'view_post', postId: randomUUID() });
    expect(missing.body.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    expect(await h.db.analyticsEvent.count()).toBe(before);
  });
});
