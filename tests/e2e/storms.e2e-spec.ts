// Storms end to end through the running stack (spec 2 §3, §4 Storm participation, §7 "Storms"; spec 4
// POST /api/hives/{id}/storms, PATCH /api/storms/{id}, POST /api/posts with stormId): roles (owner,
// admin, member, non-member, guest) through the REST facade, one answer per member hidden until the
// vote quota activates it in the vote itself, the two storm feeds, closing by PATCH and by time, and the
// realtime storm subscriptions received by a member's graphql-ws client within a second.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { StormMessages } from '@hivemind/contracts';
import { aUser, collect, eventually, requireEnv, RestClient, signUpVerified, wsClient } from '@hivemind/testing';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4400';

interface StormJson {
  id: string;
  hive_id: string;
  hive: { id: string; name: string; logo: string | null; type: string };
  prompt: string;
  is_active: boolean;
  vote_submission_requirement: number;
  ends_at: string | null;
}
interface StatusJson {
  has_submitted: boolean;
  wants_to_vote_only: boolean;
  post_activated_at: string | null;
  vote_submission_requirement: number;
  activation_progress: { current_votes: number; required_votes: number; percentage_complete: number };
}
interface FeedJson {
  posts: { id: string; storm_id: string; storm_prompt: string }[];
  activationProgress?: StatusJson['activation_progress'];
  message: string;
  hasMore: boolean;
}

let redis: Redis;
beforeAll(() => {
  redis = new Redis(requireEnv('REDIS_URL'));
});
afterAll(async () => {
  await redis.quit();
});

async function aSignedInUser(): Promise<{ client: RestClient; id: string }> {
  const user = await aUser().create();
  const client = new RestClient(GATEWAY);
  client.cookie = await user.signIn(redis);
  return { client, id: user.id };
}

/** A private hive: its owner, an admin and two members (post role) who joined; membership reached feeds-svc. */
async function stormHive(tag: string) {
  const owner = await aSignedInUser();
  const emails = ['admin', 'm1', 'm2'].map((r) => `storm-${r}-${tag}@example.test`);
  const launched = await owner.client.call<{ hive: { id: string } }>('POST', '/api/hives', {
    name: `Storms E2E ${tag}`,
    emails,
  });
  expect(launched.status).toBe(201);
  const hiveId = launched.body.hive.id;
  const [admin, m1, m2] = await Promise.all(emails.map((e) => signUpVerified(GATEWAY, e)));
  for (const m of [admin!, m1!, m2!])
    expect((await m.client.call('POST', `/api/hives/${hiveId}/join`)).status).toBe(200);
  const promoted = await owner.client.call('PUT', `/api/hives/${hiveId}/team`, { memberId: admin!.id, role: 'admin' });
  expect(promoted.status).toBe(200);
  // Roles reach feeds-svc's read model through the outbox: wait until the admin may manage storms.
  await eventually(async () => {
    const res = await admin!.client.call('POST', `/api/hives/${hiveId}/storms`, { prompt: 'probe', ends_at: null });
    return res.status === 201 ? res : null;
  }, 30_000);
  await eventually(async () => {
    const res = await m2!.client.call<{ canPost: boolean }>('POST', '/api/permissions/check-hive', { hiveId });
    return res.body.canPost ? res : null;
  });
  return { owner, admin: admin!, m1: m1!, m2: m2!, hiveId };
}

describe('storms end to end', () => {
  it('roles, one hidden answer per member, the quota activating in the vote, the feeds, closing by PATCH, live', async () => {
    const tag = randomUUID().slice(0, 8);
    const { owner, admin, m1, m2, hiveId } = await stormHive(tag);
    const outsider = await aSignedInUser();
    const guest = new RestClient(GATEWAY);
    const create = (c: RestClient, body: Record<string, unknown>) =>
      c.call<{ storm: StormJson }>('POST', `/api/hives/${hiveId}/storms`, body);

    // POST /api/hives/{id}/storms: owners and admins only; 201 {storm}; requirement 5 by default.
    expect((await create(m1.client, { prompt: 'no' })).status).toBe(403);
    expect((await create(outsider.client, { prompt: 'no' })).status).toBe(403);
    expect((await create(guest, { prompt: 'no' })).status).toBe(401);
    expect((await create(owner.client, { prompt: '' })).status).toBe(400);
    expect((await create(owner.client, { prompt: 'x', vote_submission_requirement: 'five' })).status).toBe(400);
    const byDefault = await create(owner.client, { prompt: 'Default requirement?' });
    expect(byDefault).toMatchObject({
      status: 201,
      body: { storm: { vote_submission_requirement: 5, is_active: true } },
    });
    const made = await create(admin.client, { prompt: 'What should we build next?', vote_submission_requirement: 1 });
    expect(made.status).toBe(201);
    const storm = made.body.storm;
    expect(storm).toMatchObject({
      hive_id: hiveId,
      hive: { id: hiveId, name: `Storms E2E ${tag}`, type: expect.any(String) },
      prompt: 'What should we build next?',
      is_active: true,
      vote_submission_requirement: 1,
      ends_at: null,
    });
    const base = `/api/storms/${storm.id}`;

    // GET hero: members only (403 others, 404 unknown, 401 guests).
    const hero = await m1.client.call<{ storm: StormJson }>('GET', `${base}/hero`);
    expect(hero.status).toBe(200);
    expect(hero.body.storm).toMatchObject({ id: storm.id, prompt: storm.prompt, is_active: true, hive: storm.hive });
    expect((await outsider.client.call('GET', `${base}/hero`)).status).toBe(403);
    expect((await guest.call('GET', `${base}/hero`)).status).toBe(401);
    expect((await m1.client.call('GET', `/api/storms/${randomUUID()}/hero`)).status).toBe(404);
    expect((await m1.client.call('GET', `/api/storms/nope/hero`)).status).toBe(400);

    // Where storms are found: a hive's storms (members), the open storms of the member's hives.
    const listed = await m1.client.call<{ storms: (StormJson & { participation: Record<string, number> })[] }>(
      'GET',
      `/api/hives/${hiveId}/storms`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.storms[0]).toMatchObject({
      id: storm.id,
      participation: { participants: 0, answers: 0, active_answers: 0 },
    });
    expect((await outsider.client.call('GET', `/api/hives/${hiveId}/storms`)).status).toBe(403);
    expect((await guest.call('GET', `/api/hives/${hiveId}/storms`)).status).toBe(401);
    const open = await m1.client.call<{ storms: StormJson[] }>('GET', '/api/storms');
    expect(open.body.storms.map((s) => s.id)).toContain(storm.id);
    expect((await outsider.client.call<{ storms: StormJson[] }>('GET', '/api/storms')).body.storms).toEqual([]);

    // Participation: submit or vote_only.
    const participate = (c: RestClient, action: unknown) =>
      c.call<{ status: StatusJson }>('POST', `${base}/participate`, { action });
    expect((await participate(m1.client, 'lurk')).status).toBe(400);
    expect((await participate(outsider.client, 'submit')).status).toBe(403);
    expect((await participate(guest, 'submit')).status).toBe(401);
    expect((await participate(m1.client, 'submit')).body.status).toEqual({
      has_submitted: false,
      wants_to_vote_only: false,
      post_activated_at: null,
      vote_submission_requirement: 1,
      activation_progress: { current_votes: 0, required_votes: 1, percentage_complete: 0 },
    });
    expect((await participate(owner.client, 'vote_only')).body.status).toMatchObject({ wants_to_vote_only: true });

    // Realtime: a member's clients subscribe to the storm's posts and participants, and to their own activations.
    const POSTS_SUB = 'subscription($s: ID!) { stormPostsChanged(stormId: $s) { stormId postId change at } }';
    const PARTS_SUB = 'subscription($s: ID!) { stormParticipantsChanged(stormId: $s) { stormId at } }';
    const ACTIVATED_SUB = 'subscription { stormPostActivated { postId stormId at } }';
    type PostsMsg = { stormPostsChanged: { stormId: string; postId: string; change: string } };
    const m2Ws = wsClient(GATEWAY, m2.client.cookie);
    const m1Ws = wsClient(GATEWAY, m1.client.cookie);
    const outsiderWs = wsClient(GATEWAY, outsider.client.cookie);
    try {
      await expect(collect(outsiderWs, POSTS_SUB, { s: storm.id }, (i) => i.length > 0, 5_000)).rejects.toThrow(
        /FORBIDDEN|members/,
      );
      const submittedHeard = collect<PostsMsg>(m2Ws, POSTS_SUB, { s: storm.id }, (i) => i.length >= 1, 20_000);
      await new Promise((r) => setTimeout(r, 500)); // the subscription is registered

      // POST /api/posts with stormId: the member's answer, hidden until activated; one per member.
      const answer = (c: RestClient, content: string) =>
        c.call<{ post: { id: string; is_public: boolean; storm_id: string } }>('POST', '/api/posts', {
          hiveId,
          content,
          stormId: storm.id,
        });
      const a1 = await answer(m1.client, 'A shared tool library');
      expect(a1.status).toBe(201);
      expect(a1.body.post).toMatchObject({ is_public: false, storm_id: storm.id });
      expect((await answer(m1.client, 'A second answer')).status).toBe(409);
      expect((await answer(outsider.client, 'Not a member')).status).toBe(403);
      const [submitted] = await submittedHeard;
      expect(submitted!.stormPostsChanged).toMatchObject({
        stormId: storm.id,
        postId: a1.body.post.id,
        change: 'submitted',
      });
      const a2 = await answer(m2.client, 'A weekly demo day');
      expect(a2.status).toBe(201);
      expect((await owner.client.call('GET', `/api/posts/${a1.body.post.id}`)).status).toBe(404);
      const hiveFeed = await owner.client.call<{ posts: { id: string }[] }>('GET', `/api/hives/${hiveId}/feed`);
      expect(hiveFeed.body.posts.map((p) => p.id)).not.toContain(a1.body.post.id);
      const submission = await m1.client.call('GET', `${base}/submission-status`);
      expect(submission.body).toEqual({ submission: { post_id: a1.body.post.id } });

      // The vote-to-activate feed: other members' answers (never one's own), batch = the requirement.
      const voteFeed = await m1.client.call<FeedJson>('GET', `${base}/vote-to-activate-feed?page=1`);
      expect(voteFeed.body).toMatchObject({
        posts: [{ id: a2.body.post.id, storm_id: storm.id, storm_prompt: storm.prompt }],
        activationProgress: { current_votes: 0, required_votes: 1, percentage_complete: 0 },
        message: StormMessages.votesToGo(1),
        hasMore: false,
      });
      expect((await outsider.client.call('GET', `${base}/vote-to-activate-feed`)).status).toBe(403);
      expect((await m2.client.call<FeedJson>('GET', `${base}/active-feed`)).body).toMatchObject({
        posts: [],
        message: StormMessages.noActiveAnswers,
      });

      // The vote that completes the quota activates the answer and says so; members hear it within a second.
      const activatedHeard = collect<PostsMsg>(
        m2Ws,
        POSTS_SUB,
        { s: storm.id },
        (i) => i.some((m) => m.stormPostsChanged.change === 'activated'),
        20_000,
      );
      const participantsHeard = collect(m2Ws, PARTS_SUB, { s: storm.id }, (i) => i.length >= 1, 20_000);
      const ownHeard = collect<{ stormPostActivated: { postId: string } }>(
        m1Ws,
        ACTIVATED_SUB,
        {},
        (i) => i.length >= 1,
        20_000,
      );
      await new Promise((r) => setTimeout(r, 500));
      const votedAt = Date.now();
      const vote = await m1.client.call('POST', `/api/posts/${a2.body.post.id}/vote`, { voteType: 'up', hiveId });
      expect(vote.body).toMatchObject({ success: true, activationTriggered: true });
      const heard = await activatedHeard;
      expect(Date.now() - votedAt).toBeLessThan(1000);
      expect(heard.at(-1)!.stormPostsChanged).toMatchObject({ postId: a1.body.post.id, change: 'activated' });
      expect((await ownHeard)[0]!.stormPostActivated).toMatchObject({ postId: a1.body.post.id, stormId: storm.id });
      expect(await participantsHeard).toHaveLength(1);
      expect(Date.now() - votedAt).toBeLessThan(1000);

      const status = await m1.client.call<{ status: StatusJson }>('GET', `${base}/participation`);
      expect(status.body.status).toMatchObject({
        has_submitted: true,
        activation_progress: { current_votes: 1, required_votes: 1, percentage_complete: 100 },
      });
      expect(status.body.status.post_activated_at).not.toBeNull();
      expect((await guest.call('GET', `${base}/participation`)).status).toBe(401);
      expect((await outsider.client.call('GET', `${base}/participation`)).status).toBe(403);
      // Activated: readable by others and in the active feed (never one's own).
      expect((await owner.client.call('GET', `/api/posts/${a1.body.post.id}`)).status).toBe(200);
      const active = await m2.client.call<FeedJson>('GET', `${base}/active-feed?page=1`);
      expect(active.body.posts.map((p) => p.id)).toEqual([a1.body.post.id]);
      expect((await m1.client.call<FeedJson>('GET', `${base}/active-feed`)).body.posts).toEqual([]);
      expect((await m1.client.call<FeedJson>('GET', `${base}/vote-to-activate-feed`)).body).toMatchObject({
        posts: [],
        message: StormMessages.allVoted,
      });
    } finally {
      await Promise.all([m1Ws.dispose(), m2Ws.dispose(), outsiderWs.dispose()]);
    }

    // PATCH /api/storms/{id}: owners and admins; a closed storm takes no new participation, its posts stay readable.
    expect((await m1.client.call('PATCH', base, { is_active: false })).status).toBe(403);
    expect((await outsider.client.call('PATCH', base, { is_active: false })).status).toBe(403);
    expect((await admin.client.call('PATCH', base, { is_active: 'no' })).status).toBe(400);
    const closed = await admin.client.call<{ storm: StormJson }>('PATCH', base, { is_active: false });
    expect(closed).toMatchObject({ status: 200, body: { storm: { id: storm.id, is_active: false } } });
    expect((await participate(admin.client, 'submit')).status).toBe(409);
    expect((await admin.client.call('POST', '/api/posts', { hiveId, content: 'late', stormId: storm.id })).status).toBe(
      409,
    );
    expect((await m2.client.call<FeedJson>('GET', `${base}/active-feed`)).body.posts).toHaveLength(1);
    const reopened = await owner.client.call<{ storm: StormJson }>('PATCH', base, { is_active: true });
    expect(reopened.body.storm.is_active).toBe(true);
  }, 120_000);

  it('a storm with ends_at closes by itself at that time', async () => {
    const tag = randomUUID().slice(0, 8);
    const { owner, m1, hiveId } = await stormHive(tag);
    const endsAt = new Date(Date.now() + 2000).toISOString();
    const made = await owner.client.call<{ storm: StormJson }>('POST', `/api/hives/${hiveId}/storms`, {
      prompt: 'Quick one',
      ends_at: endsAt,
    });
    expect(made.status).toBe(201);
    expect(made.body.storm).toMatchObject({ is_active: true, ends_at: endsAt });
    const closed = await eventually(async () => {
      const res = await m1.client.call<{ storm: StormJson }>('GET', `/api/storms/${made.body.storm.id}/hero`);
      return res.body.storm.is_active ? null : res.body.storm;
    }, 15_000);
    expect(closed.is_active).toBe(false);
    const late = await m1.client.call('POST', '/api/posts', { hiveId, content: 'late', stormId: made.body.storm.id });
    expect(late).toMatchObject({ status: 409, body: { error: StormMessages.closed } });
    expect(
      (await owner.client.call('POST', `/api/hives/${hiveId}/storms`, { prompt: 'x', ends_at: '2001-01-01T00:00:00Z' }))
        .status,
    ).toBe(400);
  }, 90_000);
});
