// The hives REST facade against the REAL hives-svc (spec 1 §5-§8, spec 2 §4-§7, spec 4): every
// permission of the roles table (owner, admin, post, vote, non-member, guest), the validation texts,
// the last-owner rules, the email-domain join, invitations and citizenship.
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { EventType, HiveMessages } from '@hivemind/contracts';
import {
  freshAddress,
  launchHive,
  registerPerson,
  RestClient,
  useAccountsStack,
  type RegisteredPerson,
} from './accounts-rest-harness.js';

const s = useAccountsStack();

type Person = RegisteredPerson;
const person = (email = freshAddress('hv')) => registerPerson(s.base, email);

/** Marks an address of the user verified (the verification flow itself is tested with emails). */
async function verify(p: Person, email = p.email): Promise<void> {
  const existing = await s.hives.db.userEmail.findUnique({ where: { email } });
  if (existing) await s.hives.db.userEmail.update({ where: { email }, data: { isVerified: true } });
  else await s.hives.db.userEmail.create({ data: { userId: p.id, email, isVerified: true } });
}

const launch = (owner: Person, emails?: string | string[], name?: string) => launchHive(owner, { emails, name });

/** A hive with one member of each role, and a stranger. */
async function team() {
  const owner = await person();
  const admin = await person();
  const poster = await person();
  const voter = await person();
  const stranger = await person();
  const hive = await launch(owner, [admin.email, poster.email]);
  for (const p of [admin, poster]) {
    await verify(p);
    expect((await p.client.call('POST', `/api/hives/${hive.id}/join`)).status).toBe(200);
  }
  expect(
    (await owner.client.call('PUT', `/api/hives/${hive.id}/team`, { memberId: admin.id, role: 'admin' })).status,
  ).toBe(200);
  await s.hives.db.hiveMember.create({ data: { hiveId: hive.id, userId: voter.id, role: 'vote' } });
  return { hive, owner, admin, poster, voter, stranger, guest: new RestClient(s.base) };
}

describe('Launch New Hive (POST /api/hives)', () => {
  it('creates a Business hive whose creator is the owner and mails each invitee', async () => {
    const owner = await person();
    const a = freshAddress('a');
    const b = freshAddress('b');
    const res = await owner.client.call<Record<string, unknown> & { hive: Record<string, unknown> }>(
      'POST',
      '/api/hives',
      {
        name: '  Acme Research  ',
        emails: `${a},\n${b}\nnot-an-email`,
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.hive).toMatchObject({
      name: 'Acme Research',
      type: 'Business',
      level: 'level_0',
      is_member: true,
      member_role: 'owner',
      is_admin: true,
      members_count: 1,
    });
    expect(res.body).toMatchObject({
      invitations_created: 2,
      invitations_failed: 1,
      errors: [{ email: 'not-an-email', error: 'Invalid email format' }],
    });
    const mail = await s.hives.db.devMail.findFirst({ where: { to: a } });
    expect(mail?.subject).toContain('Acme Research');
  });

  it('takes emails as an array too', async () => {
    const owner = await person();
    const res = await owner.client.call('POST', '/api/hives', {
      name: 'Array hive',
      emails: [freshAddress(), freshAddress()],
    });
    expect(res).toMatchObject({ status: 201, body: { invitations_created: 2 } });
  });

  it('refuses a short name or no valid email with the spec text, and more than 100 invites', async () => {
    const owner = await person();
    for (const body of [
      { name: 'abcd', emails: [freshAddress()] },
      { name: 'Valid name', emails: 'nope, , also-nope' },
      { name: 'Valid name' },
    ]) {
      const res = await owner.client.call('POST', '/api/hives', body);
      expect(res).toMatchObject({
        status: 400,
        body: { error: 'Please provide a hive name (5+ characters) and at least 1 valid email address' },
      });
    }
    const many = Array.from({ length: 101 }, (_, i) => `p${i}-${randomUUID().slice(0, 6)}@example.test`).join(',');
    expect(await owner.client.call('POST', '/api/hives', { name: 'Big hive', emails: many })).toMatchObject({
      status: 400,
      body: { error: 'Only 100 invites can be sent at a time' },
    });
  });

  it('guests get 401 on launch and on the member list', async () => {
    const guest = new RestClient(s.base);
    expect((await guest.call('POST', '/api/hives', { name: 'Guest hive', emails: [freshAddress()] })).status).toBe(401);
    expect((await guest.call('GET', '/api/hives')).status).toBe(401);
  });
});

describe('the roles table', () => {
  it('owner, admin, post, vote, non-member and guest each get what their role allows', async () => {
    const t = await team();
    const id = t.hive.id;
    const as = async (p: { client: RestClient } | RestClient, method: string, path: string, body?: unknown) =>
      ('client' in p ? p.client : p).call(method, path, body);

    // Everyone (guests too) reads the hive; the viewer's role is reported.
    expect((await as(t.owner, 'GET', `/api/hives/${id}`)).body).toMatchObject({
      member_role: 'owner',
      is_admin: true,
      hive: { id },
    });
    expect((await as(t.admin, 'GET', `/api/hives/${id}`)).body).toMatchObject({ member_role: 'admin', is_admin: true });
    expect((await as(t.poster, 'GET', `/api/hives/${id}`)).body).toMatchObject({
      member_role: 'post',
      is_admin: false,
      is_member: true,
    });
    expect((await as(t.voter, 'GET', `/api/hives/${id}`)).body).toMatchObject({ member_role: 'vote', is_member: true });
    expect((await as(t.stranger, 'GET', `/api/hives/${id}`)).body).toMatchObject({
      member_role: 'public',
      is_member: false,
    });
    expect((await as(t.guest, 'GET', `/api/hives/${id}`)).body).toMatchObject({
      member_role: 'public',
      is_member: false,
    });

    // Details: owners only.
    const patch = { description: 'About us', website: 'acme.example.com' };
    for (const p of [t.admin, t.poster, t.voter, t.stranger])
      expect(await as(p, 'PATCH', `/api/hives/${id}`, patch)).toMatchObject({
        status: 403,
        body: { error: HiveMessages.ownersOnly },
      });
    expect((await as(t.guest, 'PATCH', `/api/hives/${id}`, patch)).status).toBe(401);
    expect(await as(t.owner, 'PATCH', `/api/hives/${id}`, patch)).toMatchObject({
      status: 200,
      body: { hive: { description: 'About us', website: 'https://acme.example.com' } },
    });

    // Invitations and the team: owners and admins.
    for (const p of [t.owner, t.admin]) {
      expect((await as(p, 'GET', `/api/hives/${id}/invitations`)).status).toBe(200);
      expect((await as(p, 'GET', `/api/hives/${id}/team`)).status).toBe(200);
      expect(
        (await as(p, 'POST', `/api/hives/${id}/invitations`, { emails: [freshAddress()], role: 'post' })).status,
      ).toBe(201);
    }
    for (const p of [t.poster, t.voter, t.stranger]) {
      expect(await as(p, 'GET', `/api/hives/${id}/team`)).toMatchObject({
        status: 403,
        body: { error: HiveMessages.adminsOnly },
      });
      expect((await as(p, 'GET', `/api/hives/${id}/invitations`)).status).toBe(403);
      expect((await as(p, 'POST', `/api/hives/${id}/invitations`, { emails: [freshAddress()] })).status).toBe(403);
      expect((await as(p, 'GET', `/api/hives/${id}/agent`)).status).toBe(403);
    }
    expect((await as(t.guest, 'GET', `/api/hives/${id}/team`)).status).toBe(401);

    // Members see the owner count; non-members do not.
    expect((await as(t.poster, 'GET', `/api/hives/${id}/owner-count`)).body).toEqual({ ownerCount: 1, canLeave: true });
    expect((await as(t.owner, 'GET', `/api/hives/${id}/owner-count`)).body).toEqual({ ownerCount: 1, canLeave: false });
    expect((await as(t.stranger, 'GET', `/api/hives/${id}/owner-count`)).status).toBe(403);

    // The team lists every member with the spec's fields.
    const members = (await as(t.owner, 'GET', `/api/hives/${id}/team`)).body.members as Record<string, unknown>[];
    expect(members.map((m) => m.role)).toEqual(['owner', 'admin', 'post', 'vote']);
    expect(members[0]).toMatchObject({
      user_id: t.owner.id,
      hive_id: id,
      emailAddress: t.owner.email,
      isOwner: true,
      isLastOwner: true,
    });
    expect(members[2]).toMatchObject({ user_id: t.poster.id, isOwner: false, isLastOwner: false });
  });

  it('role changes: spec texts, own role and the last owner locked, owners alone touch owners', async () => {
    const t = await team();
    const url = `/api/hives/${t.hive.id}/team`;
    expect(await t.owner.client.call('PUT', url, { memberId: randomUUID(), role: 'post' })).toMatchObject({
      status: 404,
      body: { error: 'Member not found' },
    });
    expect(await t.owner.client.call('PUT', url, { memberId: t.poster.id, role: 'vote' })).toMatchObject({
      status: 400,
      body: { error: 'Invalid role. Only post, admin, and owner are supported.' },
    });
    expect(await t.owner.client.call('PUT', url, { memberId: t.owner.id, role: 'post' })).toMatchObject({
      status: 403,
      body: { error: "You cannot change this member's role" },
    });
    expect((await t.admin.client.call('PUT', url, { memberId: t.owner.id, role: 'post' })).status).toBe(403);
    expect((await t.admin.client.call('PUT', url, { memberId: t.poster.id, role: 'owner' })).status).toBe(403);
    expect((await t.poster.client.call('PUT', url, { memberId: t.voter.id, role: 'post' })).status).toBe(403);
    expect(await t.admin.client.call('PUT', url, { memberId: t.poster.id, role: 'admin' })).toMatchObject({
      status: 200,
      body: { member: { user_id: t.poster.id, role: 'admin' }, message: 'Member role updated successfully' },
    });
    // A second owner unlocks the first one's role and leaving.
    expect((await t.owner.client.call('PUT', url, { memberId: t.admin.id, role: 'owner' })).status).toBe(200);
    expect((await t.admin.client.call('GET', `/api/hives/${t.hive.id}/owner-count`)).body).toEqual({
      ownerCount: 2,
      canLeave: true,
    });
    expect((await t.admin.client.call('PUT', url, { memberId: t.owner.id, role: 'post' })).status).toBe(200);
    expect((await t.owner.client.call('GET', `/api/hives/${t.hive.id}`)).body).toMatchObject({ member_role: 'post' });
    // Every change went out as an event.
    const events = await s.hives.db.outboxEvent.findMany({
      where: { type: EventType.HiveMemberRoleChanged, payload: { path: ['hiveId'], equals: t.hive.id } },
    });
    expect(events.map((e) => (e.payload as { role: string }).role).sort()).toEqual(['admin', 'admin', 'owner', 'post']);
  });

  it('removal: never oneself, admins cannot remove owners, removed members lose access', async () => {
    const t = await team();
    const url = `/api/hives/${t.hive.id}/team`;
    expect((await t.owner.client.call('DELETE', url, { memberId: t.owner.id })).status).toBe(400);
    expect((await t.admin.client.call('DELETE', url, { memberId: t.owner.id })).status).toBe(403);
    expect((await t.poster.client.call('DELETE', url, { memberId: t.voter.id })).status).toBe(403);
    expect(await t.admin.client.call('DELETE', url, { memberId: t.voter.id })).toMatchObject({
      status: 200,
      body: { message: 'Member removed successfully' },
    });
    expect(await t.owner.client.call('DELETE', `${url}?memberId=${t.poster.id}`)).toMatchObject({ status: 200 });
    expect((await t.poster.client.call('GET', `/api/hives/${t.hive.id}`)).body).toMatchObject({
      is_member: false,
      member_role: 'public',
    });
    const removed = await s.hives.db.outboxEvent.count({
      where: { type: EventType.HiveMemberRemoved, payload: { path: ['hiveId'], equals: t.hive.id } },
    });
    expect(removed).toBe(2);
  });

  it('leaving: the only owner cannot, others can', async () => {
    const t = await team();
    expect(await t.owner.client.call('DELETE', `/api/hives/${t.hive.id}/leave`)).toMatchObject({
      status: 409,
      body: {
        error: 'Cannot leave hive — You are the only owner of this hive. Please assign another owner before leaving.',
      },
    });
    expect((await t.poster.client.call('DELETE', `/api/hives/${t.hive.id}/leave`)).status).toBe(200);
    expect((await t.poster.client.call('DELETE', `/api/hives/${t.hive.id}/leave`)).status).toBe(403);
    expect((await t.poster.client.call('GET', '/api/hives')).body.hives).toEqual([]);
  });
});

describe('email domains and joining', () => {
  it('owners add only their own verified, non-free-mail domains; a verified address on one joins', async () => {
    const owner = await person(`boss-${randomUUID().slice(0, 6)}@acme-${randomUUID().slice(0, 6)}.test`);
    const domain = owner.email.split('@')[1]!;
    const hive = await launch(owner);
    const url = `/api/hives/${hive.id}`;
    // Not verified yet: the domain is not the owner's.
    expect((await owner.client.call('PATCH', url, { email_domains: [domain] })).status).toBe(403);
    await verify(owner);
    await verify(owner, `boss-${randomUUID().slice(0, 6)}@gmail.com`);
    expect((await owner.client.call('PATCH', url, { email_domains: ['gmail.com'] })).status).toBe(403);
    expect(await owner.client.call('PATCH', url, { email_domains: [`@${domain.toUpperCase()}`] })).toMatchObject({
      status: 200,
      body: { hive: { email_domains: [domain] }, message: 'Email domains updated successfully' },
    });

    const joiner = await person(`staff-${randomUUID().slice(0, 6)}@${domain}`);
    expect((await joiner.client.call('GET', url)).body).toMatchObject({ can_apply: false });
    expect((await joiner.client.call('POST', `${url}/join`)).status).toBe(403);
    await verify(joiner);
    expect((await joiner.client.call('GET', url)).body).toMatchObject({ can_apply: true });
    expect(await joiner.client.call('POST', `${url}/join`)).toMatchObject({
      status: 200,
      body: { hive: { is_member: true, member_role: 'post' }, message: `Successfully joined ${hive.name}!` },
    });
    expect(await joiner.client.call('POST', `${url}/join`)).toMatchObject({
      status: 409,
      body: { error: 'You are already a member of this hive!' },
    });
    const other = await person(`x-${randomUUID().slice(0, 6)}@elsewhere.test`);
    await verify(other);
    expect((await other.client.call('POST', `${url}/join`)).status).toBe(403);
  });

  it('Government needs a verified .gov/.mil domain, School .edu; public squares keep their type', async () => {
    const owner = await person(`o-${randomUUID().slice(0, 6)}@city.gov`);
    const hive = await launch(owner);
    const url = `/api/hives/${hive.id}`;
    expect(await owner.client.call('PATCH', url, { type: 'Government' })).toMatchObject({
      status: 403,
      body: { error: HiveMessages.governmentLocked },
    });
    expect(await owner.client.call('PATCH', url, { type: 'School' })).toMatchObject({
      status: 403,
      body: { error: HiveMessages.schoolLocked },
    });
    expect((await owner.client.call('PATCH', url, { type: 'Country' })).status).toBe(400);
    await verify(owner);
    expect(await owner.client.call('PATCH', url, { type: 'Government' })).toMatchObject({
      status: 200,
      body: { hive: { type: 'Government' } },
    });
    expect((await owner.client.call('PATCH', url, { type: 'Community' })).status).toBe(200);
    expect((await owner.client.call('PATCH', url, { name: 'abc' })).body).toEqual({
      error: 'Please provide a hive name (5+ characters)',
    });
  });
});

describe('follow', () => {
  it('toggles, counts, and is refused when the hive does not allow followers', async () => {
    const owner = await person();
    const fan = await person();
    const hive = await launch(owner);
    const res = await fan.client.call('POST', `/api/hives/${hive.id}/follow`);
    expect(res).toMatchObject({ status: 200, body: { is_following: true, followers_count: 1 } });
    expect((await fan.client.call('POST', `/api/hives/${hive.id}/follow`)).body).toMatchObject({ followers_count: 1 });
    const mine = (
      await fan.client.call<{ hives: { id: string; is_following: boolean; is_member: boolean }[] }>('GET', '/api/hives')
    ).body.hives;
    expect(mine).toEqual([expect.objectContaining({ id: hive.id, is_following: true, is_member: false })]);
    expect((await fan.client.call('DELETE', `/api/hives/${hive.id}/follow`)).body).toMatchObject({
      is_following: false,
      followers_count: 0,
    });
    await owner.client.call('PATCH', `/api/hives/${hive.id}`, { allow_followers: false });
    expect(await fan.client.call('POST', `/api/hives/${hive.id}/follow`)).toMatchObject({
      status: 403,
      body: { error: HiveMessages.followNotAllowed },
    });
    expect((await new RestClient(s.base).call('POST', `/api/hives/${hive.id}/follow`)).status).toBe(401);
  });
});
