import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { StormMessages } from '@hivemind/contracts';
import { useFeeds } from '../../__tests__/harness/feeds-harness.js';
import { StormCloser } from '../storm-closer.js';
import { StormsService } from '../storms.service.js';

// Storms through feeds-svc's GraphQL (spec 2 §3, §4 Storm participation; spec 4 POST
// /api/hives/{id}/storms, PATCH /api/storms/{id}, POST /api/posts with stormId).
const CREATE_STORM = `mutation($h: ID!, $p: String!, $r: Int, $e: String) {
  createStorm(hiveId: $h, prompt: $p, voteSubmissionRequirement: $r, endsAt: $e) {
    id hiveId prompt isActive voteSubmissionRequirement endsAt hive { id name logo type }
  }
}`;
const SET_ACTIVE = `mutation($s: ID!, $a: Boolean!) { setStormActive(stormId: $s, isActive: $a) { id isActive } }`;
const HERO = `query($s: ID!) { storm(id: $s) { id prompt isActive hive { id name type } } }`;
const STATUS_FIELDS = `stormId hasSubmitted wantsToVoteOnly postActivatedAt voteSubmissionRequirement
  activationProgress { currentVotes requiredVotes percentageComplete }`;
const STATUS = `query($s: ID!) { stormParticipation(stormId: $s) { ${STATUS_FIELDS} } }`;
const SUBMISSION = `query($s: ID!) { stormSubmission(stormId: $s) { postId } }`;
const PARTICIPATE = `mutation($s: ID!, $a: String!) { participateInStorm(stormId: $s, action: $a) { ${STATUS_FIELDS} } }`;
const ANSWER = `mutation($h: ID!, $c: String!, $s: ID) { createPost(hiveId: $h, content: $c, stormId: $s) { id isPublic stormId } }`;
const VOTE = `mutation($p: ID!, $h: ID!, $v: String!) { votePost(postId: $p, hiveId: $h, voteType: $v) { activationTriggered } }`;
const VOTE_FEED = `query($s: ID!, $page: Int, $limit: Int) { stormVoteFeed(stormId: $s, page: $page, limit: $limit) {
  posts { id } hasMore page limit message activationProgress { currentVotes requiredVotes percentageComplete } } }`;
const ACTIVE_FEED = `query($s: ID!, $page: Int, $limit: Int) { stormActiveFeed(stormId: $s, page: $page, limit: $limit) {
  posts { id } hasMore limit message activationProgress { currentVotes } } }`;
const POST = `query($id: ID!) { post(id: $id) { id isPublic } }`;
const HIVE_FEED = `query($h: ID!) { hiveFeed(hiveId: $h, first: 100) { id } }`;
const TOGGLE = `mutation($p: ID!) { togglePostVisibility(postId: $p) { isPublic } }`;

interface Status {
  stormId: string;
  hasSubmitted: boolean;
  wantsToVoteOnly: boolean;
  postActivatedAt: string | null;
  voteSubmissionRequirement: number;
  activationProgress: { currentVotes: number; requiredVotes: number; percentageComplete: number };
}
interface Feed {
  posts: { id: string }[];
  hasMore: boolean;
  page: number;
  limit: number;
  message: string;
  activationProgress: Status['activationProgress'] | null;
}

const h = useFeeds();

/** A business hive (owner, admin, post, vote, view, outsider) plus `extra` members with the post role. */
async function hiveWith(extra: number) {
  const { hiveId, users } = await h.hive();
  const members = Array.from({ length: extra }, () => randomUUID());
  await h.db.hiveMemberReadModel.createMany({
    data: members.map((userId) => ({ hiveId, userId, role: 'post', updatedAt: new Date() })),
  });
  return { hiveId, users, members };
}

async function aStorm(hiveId: string, ownerId: string, requirement?: number, endsAt?: string) {
  const res = await h.gql<{ createStorm: { id: string } }>(CREATE_STORM, ownerId, {
    h: hiveId,
    p: 'What should we change first?',
    r: requirement,
    e: endsAt,
  });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createStorm.id;
}

async function answer(userId: string, hiveId: string, stormId: string, content = 'My answer') {
  const res = await h.gql<{ createPost: { id: string; isPublic: boolean } }>(ANSWER, userId, {
    h: hiveId,
    c: content,
    s: stormId,
  });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.createPost.id;
}

const vote = async (userId: string, postId: string, hiveId: string, v = 'up') => {
  const res = await h.gql<{ votePost: { activationTriggered: boolean } }>(VOTE, userId, { p: postId, h: hiveId, v });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.votePost.activationTriggered;
};
const status = async (userId: string, stormId: string) =>
  (await h.gql<{ stormParticipation: Status }>(STATUS, userId, { s: stormId })).body.data!.stormParticipation;
const voteFeed = async (userId: string, stormId: string, vars: Record<string, unknown> = {}) =>
  (await h.gql<{ stormVoteFeed: Feed }>(VOTE_FEED, userId, { s: stormId, ...vars })).body.data!.stormVoteFeed;
const activeFeed = async (userId: string, stormId: string, vars: Record<string, unknown> = {}) =>
  (await h.gql<{ stormActiveFeed: Feed }>(ACTIVE_FEED, userId, { s: stormId, ...vars })).body.data!.stormActiveFeed;
const codeOf = (res: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
  res.body.errors?.[0]?.extensions?.code;

describe('storms: creating, closing and reading them (owners and admins manage; members read)', () => {
  it('owners and admins create a storm (requirement 5 by default); members, non-members and guests cannot', async () => {
    const { hiveId, users } = await hiveWith(0);
    const created = await h.gql<{ createStorm: Record<string, unknown> }>(CREATE_STORM, users.admin, {
      h: hiveId,
      p: '  How do we grow?  ',
    });
    expect(created.body.data!.createStorm).toMatchObject({
      hiveId,
      prompt: 'How do we grow?',
      isActive: true,
      voteSubmissionRequirement: 5,
      endsAt: null,
      hive: { id: hiveId, name: `Hive ${hiveId}`, logo: null, type: 'Business' },
    });
    for (const who of ['post', 'vote', 'view', 'outsider'] as const) {
      const res = await h.gql(CREATE_STORM, users[who], { h: hiveId, p: 'no' });
      expect(res.body.errors?.[0]?.extensions).toEqual({ code: 'FORBIDDEN', reason: 'STORM_NOT_MANAGER' });
    }
    expect(codeOf(await h.gql(CREATE_STORM, null, { h: hiveId, p: 'no' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(CREATE_STORM, users.owner, { h: randomUUID(), p: 'no' }))).toBe('NOT_FOUND');
    for (const bad of [{ p: '' }, { p: 'x'.repeat(1001) }, { p: 'ok', r: 0 }, { p: 'ok', e: 'yesterday' }]) {
      expect(codeOf(await h.gql(CREATE_STORM, users.owner, { h: hiveId, ...bad }))).toBe('BAD_USER_INPUT');
    }
    expect(codeOf(await h.gql(CREATE_STORM, users.owner, { h: hiveId, p: 'ok', e: '2001-01-01T00:00:00Z' }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it("lists a hive's storms for its members, with participation counts, and the open storms of a member's hives", async () => {
    const { hiveId, users, members } = await hiveWith(1);
    const older = await aStorm(hiveId, users.owner, 1);
    const newer = await aStorm(hiveId, users.admin, 1);
    await h.gql(SET_ACTIVE, users.owner, { s: older, a: false });
    await answer(members[0]!, hiveId, newer);
    await h.gql(PARTICIPATE, users.vote, { s: newer, a: 'vote_only' });
    const LIST = `query($h: ID!) { hiveStorms(hiveId: $h) { id isActive summary { participants answers activeAnswers } } }`;
    const listed = await h.gql<{ hiveStorms: unknown[] }>(LIST, users.view, { h: hiveId });
    expect(listed.body.data!.hiveStorms).toEqual([
      { id: newer, isActive: true, summary: { participants: 2, answers: 1, activeAnswers: 0 } },
      { id: older, isActive: false, summary: { participants: 0, answers: 0, activeAnswers: 0 } },
    ]);
    expect(codeOf(await h.gql(LIST, users.outsider, { h: hiveId }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(LIST, users.post, { h: randomUUID() }))).toBe('NOT_FOUND');
    const MINE = `{ myActiveStorms { id hive { id } } }`;
    const mine = await h.gql<{ myActiveStorms: { id: string }[] }>(MINE, users.post);
    expect(mine.body.data!.myActiveStorms).toEqual([{ id: newer, hive: { id: hiveId } }]);
    expect((await h.gql<{ myActiveStorms: unknown[] }>(MINE, users.outsider)).body.data!.myActiveStorms).toEqual([]);
  });

  it('the hero is for members of the hive: 403 for others, 404 for an unknown storm', async () => {
    const { hiveId, users } = await hiveWith(0);
    const stormId = await aStorm(hiveId, users.owner);
    for (const who of ['owner', 'admin', 'post', 'vote', 'view'] as const) {
      const hero = await h.gql<{ storm: Record<string, unknown> }>(HERO, users[who], { s: stormId });
      expect(hero.body.data!.storm).toMatchObject({ id: stormId, isActive: true, hive: { id: hiveId } });
    }
    expect((await h.gql(HERO, users.outsider, { s: stormId })).body.errors?.[0]?.extensions).toEqual({
      code: 'FORBIDDEN',
      reason: 'STORM_NOT_MEMBER',
    });
    expect(codeOf(await h.gql(HERO, users.post, { s: randomUUID() }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(HERO, users.post, { s: 'nope' }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(HERO, null, { s: stormId }))).toBe('UNAUTHENTICATED');
  });

  it('a closed storm takes no new answers or participation; its posts stay readable; reopening takes them again', async () => {
    const { hiveId, users, members } = await hiveWith(1);
    const stormId = await aStorm(hiveId, users.owner, 1);
    const first = await answer(users.post, hiveId, stormId);
    expect(codeOf(await h.gql(SET_ACTIVE, users.post, { s: stormId, a: false }))).toBe('FORBIDDEN');
    const closed = await h.gql<{ setStormActive: { isActive: boolean } }>(SET_ACTIVE, users.admin, {
      s: stormId,
      a: false,
    });
    expect(closed.body.data!.setStormActive.isActive).toBe(false);
    const refused = await h.gql(ANSWER, members[0]!, { h: hiveId, c: 'late', s: stormId });
    expect(refused.body.errors?.[0]?.extensions).toEqual({ code: 'CONFLICT', reason: 'STORM_CLOSED' });
    expect(refused.body.errors?.[0]?.message).toBe(StormMessages.closed);
    expect(codeOf(await h.gql(PARTICIPATE, members[0]!, { s: stormId, a: 'vote_only' }))).toBe('CONFLICT');
    expect((await voteFeed(members[0]!, stormId)).posts.map((p) => p.id)).toEqual([first]);
    expect((await h.gql<{ storm: { isActive: boolean } }>(HERO, users.vote, { s: stormId })).body.data!.storm).toEqual(
      expect.objectContaining({ isActive: false }),
    );
    await h.gql(SET_ACTIVE, users.owner, { s: stormId, a: true });
    expect(await answer(members[0]!, hiveId, stormId)).toEqual(expect.any(String));
  });

  it('a storm with ends_at closes by itself at that time (the delayed job), and closing again changes nothing', async () => {
    const { hiveId, users } = await hiveWith(0);
    const endsAt = new Date(Date.now() + 1500).toISOString();
    const stormId = await aStorm(hiveId, users.owner, 1, endsAt);
    expect(
      (await h.gql<{ storm: { isActive: boolean } }>(HERO, users.post, { s: stormId })).body.data!.storm.isActive,
    ).toBe(true);
    // A run before the end time (clocks apart) closes nothing and fails, so BullMQ retries it.
    await expect(h.get(StormsService).closeIfDue(stormId)).rejects.toThrow(/not due/);
    const deadline = Date.now() + 15_000;
    let active = true;
    while (active && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      active = (await h.gql<{ storm: { isActive: boolean } }>(HERO, users.post, { s: stormId })).body.data!.storm
        .isActive;
    }
    expect(active).toBe(false);
    const refused = await h.gql(ANSWER, users.post, { h: hiveId, c: 'too late', s: stormId });
    expect(refused.body.errors?.[0]?.extensions?.reason).toBe('STORM_CLOSED');
    // Idempotent: the job run again (a retry, a re-schedule at boot) finds nothing to close.
    expect(await h.get(StormsService).closeIfDue(stormId)).toBe(false);
  });

  it('durable: open storms with an end time are scheduled again at boot, so a lost job still closes them', async () => {
    const { hiveId } = await hiveWith(0);
    // Written as if its job had been lost (a flushed Redis): an open storm already past its end time.
    const storm = await h.db.storm.create({
      data: { hiveId, prompt: 'Lost job', voteSubmissionRequirement: 1, endsAt: new Date(Date.now() - 1000) },
    });
    await h.get(StormCloser).onApplicationBootstrap();
    const deadline = Date.now() + 15_000;
    let row = await h.db.storm.findUniqueOrThrow({ where: { id: storm.id } });
    while (row.isActive && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      row = await h.db.storm.findUniqueOrThrow({ where: { id: storm.id } });
    }
    expect(row.isActive).toBe(false);
  });
});

describe('storm participation and the vote quota (spec 2 §4 Storm participation)', () => {
  it('participate: submit or vote_only; the status and submission status follow', async () => {
    const { hiveId, users } = await hiveWith(0);
    const stormId = await aStorm(hiveId, users.owner, 3);
    expect(await status(users.post, stormId)).toEqual({
      stormId,
      hasSubmitted: false,
      wantsToVoteOnly: false,
      postActivatedAt: null,
      voteSubmissionRequirement: 3,
      activationProgress: { currentVotes: 0, requiredVotes: 3, percentageComplete: 0 },
    });
    const voteOnly = await h.gql<{ participateInStorm: Status }>(PARTICIPATE, users.vote, {
      s: stormId,
      a: 'vote_only',
    });
    expect(voteOnly.body.data!.participateInStorm).toMatchObject({ wantsToVoteOnly: true, hasSubmitted: false });
    // The vote role cannot post, so cannot start a response; view members can do neither.
    expect(codeOf(await h.gql(PARTICIPATE, users.vote, { s: stormId, a: 'submit' }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(PARTICIPATE, users.view, { s: stormId, a: 'vote_only' }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(PARTICIPATE, users.outsider, { s: stormId, a: 'submit' }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(PARTICIPATE, users.post, { s: stormId, a: 'lurk' }))).toBe('BAD_USER_INPUT');
    const submit = await h.gql<{ participateInStorm: Status }>(PARTICIPATE, users.post, { s: stormId, a: 'submit' });
    expect(submit.body.data!.participateInStorm).toMatchObject({ wantsToVoteOnly: false, hasSubmitted: false });
    expect((await h.gql<{ stormSubmission: unknown }>(SUBMISSION, users.post, { s: stormId })).body.data).toEqual({
      stormSubmission: { postId: null },
    });
    const postId = await answer(users.post, hiveId, stormId);
    expect((await h.gql<{ stormSubmission: unknown }>(SUBMISSION, users.post, { s: stormId })).body.data).toEqual({
      stormSubmission: { postId },
    });
    expect(await status(users.post, stormId)).toMatchObject({ hasSubmitted: true, postActivatedAt: null });
  });

  it('one answer per member per storm; the storm must be of the hive; the answer is hidden from others until activated', async () => {
    const { hiveId, users } = await hiveWith(0);
    const stormId = await aStorm(hiveId, users.owner, 1);
    const postId = await answer(users.post, hiveId, stormId);
    const twice = await h.gql(ANSWER, users.post, { h: hiveId, c: 'again', s: stormId });
    expect(twice.body.errors?.[0]?.extensions).toEqual({ code: 'CONFLICT', reason: 'STORM_ALREADY_ANSWERED' });
    const other = await h.hive();
    const wrong = await h.gql(ANSWER, other.users.post, { h: other.hiveId, c: 'x', s: stormId });
    expect(wrong.body.errors?.[0]?.extensions?.reason).toBe('STORM_WRONG_HIVE');
    expect(codeOf(await h.gql(ANSWER, users.post, { h: hiveId, c: 'x', s: randomUUID() }))).toBe('NOT_FOUND');
    // Hidden: not in the hive feed, not readable by others; its author reads it.
    expect(codeOf(await h.gql(POST, users.admin, { id: postId }))).toBe('NOT_FOUND');
    expect((await h.gql<{ post: { isPublic: boolean } }>(POST, users.post, { id: postId })).body.data!.post).toEqual({
      id: postId,
      isPublic: false,
    });
    const feed = await h.gql<{ hiveFeed: { id: string }[] }>(HIVE_FEED, users.admin, { h: hiveId });
    expect(feed.body.data!.hiveFeed.map((p) => p.id)).not.toContain(postId);
    // Its author cannot make it public before activation.
    expect((await h.gql(TOGGLE, users.post, { p: postId })).body.errors?.[0]?.extensions?.reason).toBe(
      'STORM_ANSWER_NOT_ACTIVE',
    );
  });

  it('votes on other answers count once per post; reaching the requirement activates the answer in the vote', async () => {
    const { hiveId, users, members } = await hiveWith(3);
    const stormId = await aStorm(hiveId, users.owner, 2);
    const mine = await answer(users.post, hiveId, stormId);
    const theirs = await Promise.all(members.map((m) => answer(m, hiveId, stormId)));
    // Voting on one's own answer does not count; changing a vote does not count twice.
    await vote(users.post, mine, hiveId);
    expect((await status(users.post, stormId)).activationProgress.currentVotes).toBe(0);
    expect(await vote(users.post, theirs[0]!, hiveId, 'up')).toBe(false);
    expect(await vote(users.post, theirs[0]!, hiveId, 'down')).toBe(false);
    expect(await status(users.post, stormId)).toMatchObject({
      postActivatedAt: null,
      activationProgress: { currentVotes: 1, requiredVotes: 2, percentageComplete: 50 },
    });
    expect(await vote(users.post, theirs[1]!, hiveId)).toBe(true);
    const done = await status(users.post, stormId);
    expect(done.postActivatedAt).not.toBeNull();
    expect(done.activationProgress).toEqual({ currentVotes: 2, requiredVotes: 2, percentageComplete: 100 });
    // Activated: public, in the hive feed and the storm's active feed of other members.
    expect((await h.gql<{ post: { isPublic: boolean } }>(POST, users.admin, { id: mine })).body.data!.post).toEqual({
      id: mine,
      isPublic: true,
    });
    expect((await activeFeed(members[2]!, stormId)).posts.map((p) => p.id)).toEqual([mine]);
    // Further votes activate nothing again.
    expect(await vote(users.post, theirs[2]!, hiveId)).toBe(false);
  });

  it('a closed storm counts no votes toward the quota: its answers are activated by no vote until it reopens', async () => {
    const { hiveId, users, members } = await hiveWith(2);
    const stormId = await aStorm(hiveId, users.owner, 1);
    await answer(users.post, hiveId, stormId);
    const theirs = await Promise.all(members.map((m) => answer(m, hiveId, stormId)));
    await h.gql(SET_ACTIVE, users.owner, { s: stormId, a: false });
    expect(await vote(users.post, theirs[0]!, hiveId)).toBe(false);
    expect((await status(users.post, stormId)).postActivatedAt).toBeNull();
    await h.gql(SET_ACTIVE, users.owner, { s: stormId, a: true });
    expect(await vote(users.post, theirs[1]!, hiveId)).toBe(true);
  });

  it('votes cast before answering count: the answer is activated as soon as it is submitted', async () => {
    const { hiveId, users, members } = await hiveWith(1);
    const stormId = await aStorm(hiveId, users.owner, 1);
    const theirs = await answer(members[0]!, hiveId, stormId);
    expect(await vote(users.post, theirs, hiveId)).toBe(false);
    const mine = await h.gql<{ createPost: { id: string; isPublic: boolean } }>(ANSWER, users.post, {
      h: hiveId,
      c: 'late but ready',
      s: stormId,
    });
    expect(mine.body.data!.createPost.isPublic).toBe(true);
    expect((await status(users.post, stormId)).postActivatedAt).not.toBeNull();
  });

  it('concurrent votes cannot activate twice or skip activation (parallel votes)', async () => {
    for (let round = 0; round < 3; round++) {
      const { hiveId, users, members } = await hiveWith(6);
      const stormId = await aStorm(hiveId, users.owner, 3);
      await answer(users.post, hiveId, stormId);
      const theirs = await Promise.all(members.map((m) => answer(m, hiveId, stormId)));
      // Six votes at once, three needed: exactly one of them activates.
      const triggered = await Promise.all(theirs.map((p) => vote(users.post, p, hiveId)));
      expect(triggered.filter(Boolean)).toHaveLength(1);
      const s = await status(users.post, stormId);
      expect(s.postActivatedAt).not.toBeNull();
      expect(s.activationProgress.currentVotes).toBe(6);
      // Exactly the requirement, all at once: the last one counted activates (none skipped).
      const other = await hiveWith(3);
      const storm2 = await aStorm(other.hiveId, other.users.owner, 3);
      await answer(other.users.post, other.hiveId, storm2);
      const answers = await Promise.all(other.members.map((m) => answer(m, other.hiveId, storm2)));
      const fired = await Promise.all(answers.map((p) => vote(other.users.post, p, other.hiveId)));
      expect(fired.filter(Boolean)).toHaveLength(1);
      expect((await status(other.users.post, storm2)).postActivatedAt).not.toBeNull();
    }
  });

  it("two members voting on each other's answers at once both activate (no deadlock)", async () => {
    for (let round = 0; round < 5; round++) {
      const { hiveId, users, members } = await hiveWith(1);
      const stormId = await aStorm(hiveId, users.owner, 1);
      const a = await answer(users.post, hiveId, stormId);
      const b = await answer(members[0]!, hiveId, stormId);
      const [ta, tb] = await Promise.all([vote(users.post, b, hiveId), vote(members[0]!, a, hiveId)]);
      expect([ta, tb]).toEqual([true, true]);
    }
  });

  it("the vote-to-activate feed: batches of the requirement, never one's own answers nor answers already voted on", async () => {
    const { hiveId, users, members } = await hiveWith(5);
    const stormId = await aStorm(hiveId, users.owner, 2);
    const mine = await answer(users.post, hiveId, stormId);
    const theirs: string[] = [];
    for (const m of members) theirs.push(await answer(m, hiveId, stormId));
    const first = await voteFeed(users.post, stormId);
    expect(first).toMatchObject({ page: 1, limit: 2, hasMore: true, message: StormMessages.votesToGo(2) });
    expect(first.posts.map((p) => p.id)).toEqual(theirs.slice(0, 2));
    expect(first.activationProgress).toEqual({ currentVotes: 0, requiredVotes: 2, percentageComplete: 0 });
    expect((await voteFeed(users.post, stormId, { page: 3 })).posts.map((p) => p.id)).toEqual([theirs[4]]);
    expect((await voteFeed(users.post, stormId, { limit: 10 })).posts.map((p) => p.id)).not.toContain(mine);
    // When the batch is voted, the next batch is what remains.
    for (const p of first.posts) await vote(users.post, p.id, hiveId);
    const next = await voteFeed(users.post, stormId);
    expect(next.posts.map((p) => p.id)).toEqual(theirs.slice(2, 4));
    expect(next.message).toBe(StormMessages.activated);
    for (const p of [...next.posts, { id: theirs[4]! }]) await vote(users.post, p.id, hiveId);
    const none = await voteFeed(users.post, stormId);
    expect(none).toMatchObject({ posts: [], hasMore: false, message: StormMessages.allVoted });
    // A vote-only member sees every answer, none of their own.
    await h.gql(PARTICIPATE, users.vote, { s: stormId, a: 'vote_only' });
    expect((await voteFeed(users.vote, stormId, { limit: 10 })).posts).toHaveLength(6);
    expect(codeOf(await h.gql(VOTE_FEED, users.outsider, { s: stormId }))).toBe('FORBIDDEN');
  });

  it("the active feed: activated answers only, never one's own, in batches of the requirement", async () => {
    const { hiveId, users, members } = await hiveWith(3);
    const stormId = await aStorm(hiveId, users.owner, 1);
    const answers = await Promise.all(members.map((m) => answer(m, hiveId, stormId)));
    expect(await activeFeed(users.vote, stormId)).toMatchObject({ posts: [], message: StormMessages.noActiveAnswers });
    // members[0] and members[1] vote: their answers activate; members[2]'s does not.
    await vote(members[0]!, answers[2]!, hiveId);
    await vote(members[1]!, answers[2]!, hiveId);
    const seen = await activeFeed(users.vote, stormId, { limit: 5 });
    expect(seen.posts.map((p) => p.id).sort()).toEqual([answers[0], answers[1]].sort());
    expect(seen.activationProgress).toBeNull();
    expect((await activeFeed(members[0]!, stormId, { limit: 5 })).posts.map((p) => p.id)).toEqual([answers[1]]);
    const batch = await activeFeed(users.vote, stormId);
    expect(batch).toMatchObject({ limit: 1, hasMore: true });
    expect(codeOf(await h.gql(ACTIVE_FEED, users.outsider, { s: stormId }))).toBe('FORBIDDEN');
  });
});
