// More of the hives REST facade against the real hives-svc: invitations (send, list, cancel, resend,
// accept by joining), the lists and pickers, hierarchy, the drop agent, and citizenship.
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { CitizenshipMessages, DEFAULT_DROP_AGENT_INSTRUCTIONS, EventType, HiveMessages } from '@hivemind/contracts';
import { freshAddress, launchHive, registerPerson, RestClient, useAccountsStack } from './accounts-rest-harness.js';

const s = useAccountsStack();

const person = (email = freshAddress('hv2')) => registerPerson(s.base, email);
const launch = (owner: { client: RestClient }, name?: string) =>
  launchHive(owner, { name, emails: [freshAddress('seed')] });

async function hiveRow(name: string, type: string, parentId: string | null = null): Promise<string> {
  return (await s.hives.db.hive.create({ data: { name, type, parentId } })).id;
}

describe('invitations', () => {
  it('send: counts, per-address errors, spec texts; list, resend, cancel', async () => {
    const owner = await person();
    const hive = await launch(owner);
    const url = `/api/hives/${hive.id}/invitations`;
    const a = freshAddress('ia');
    const b = freshAddress('ib');
    const sent = await owner.client.call('POST', url, { emails: `${a}, ${b}, ${a.toUpperCase()}, bad@`, role: 'post' });
    expect(sent).toMatchObject({
      status: 201,
      body: {
        invitations_created: 2,
        invitations_failed: 1,
        errors: [{ email: 'bad@', error: 'Invalid email format' }],
        message: 'Successfully sent 2 invitation(s)',
      },
    });
    const again = await owner.client.call('POST', url, { emails: [a, owner.email] });
    expect(again).toMatchObject({
      status: 400,
      body: {
        error: 'All invitations failed',
        invitations_created: 0,
        invitations_failed: 2,
        errors: [
          { email: a, error: HiveMessages.inviteAlreadyPending },
          { email: owner.email, error: HiveMessages.inviteAlreadyMember },
        ],
      },
    });
    expect(await owner.client.call('POST', url, { emails: 'nothing here' })).toMatchObject({
      status: 400,
      body: { error: 'Please enter at least one valid email address' },
    });
    expect((await owner.client.call('POST', url, { emails: [freshAddress()], role: 'admin' })).status).toBe(400);

    const list = await owner.client.call<{
      invitations: { id: string; email: string; role: string; status: string }[];
    }>('GET', url);
    // (the launch invited one address already)
    expect(
      list.body.invitations
        .map((i) => i.email)
        .filter((e) => !e.startsWith('seed-'))
        .sort(),
    ).toEqual([a, b].sort());
    expect(list.body.invitations.every((i) => i.role === 'post' && i.status === 'pending')).toBe(true);
    const invA = list.body.invitations.find((i) => i.email === a)!;

    const before = await s.hives.db.devMail.count({ where: { to: a } });
    expect(await owner.client.call('PUT', `${url}/${invA.id}`, { action: 'resend' })).toMatchObject({
      status: 200,
      body: { message: 'Invitation resent successfully' },
    });
    expect(await s.hives.db.devMail.count({ where: { to: a } })).toBe(before + 1);
    expect((await owner.client.call('PUT', `${url}/${invA.id}`, { action: 'other' })).status).toBe(400);
    expect(await owner.client.call('DELETE', `${url}/${invA.id}`)).toMatchObject({
      status: 200,
      body: { message: 'Invitation cancelled successfully' },
    });
    expect((await owner.client.call('DELETE', `${url}/${invA.id}`)).status).toBe(404);
    const after = (await owner.client.call<{ invitations: { email: string }[] }>('GET', url)).body.invitations;
    expect(after.map((i) => i.email).filter((e) => !e.startsWith('seed-'))).toEqual([b]);
    // A cancelled address can be invited again.
    expect((await owner.client.call('POST', url, { emails: [a] })).status).toBe(201);
  });

  it('an invitee who registers and verifies sees the invitation and joins as a post member', async () => {
    const owner = await person();
    const hive = await launch(owner);
    const email = freshAddress('invitee');
    await owner.client.call('POST', `/api/hives/${hive.id}/invitations`, { emails: [email] });
    const invitee = await person(email);
    // Unverified: no invitation shown, joining refused.
    expect((await invitee.client.call('GET', '/api/user/invitations')).body).toEqual({ invitations: [] });
    expect((await invitee.client.call('POST', `/api/hives/${hive.id}/join`)).status).toBe(403);
    const mail = await s.hives.db.devMail.findFirst({ where: { to: email, subject: { contains: 'verification' } } });
    const code = mail!.text.match(/\b(\d{6})\b/)![1];
    expect((await invitee.client.call('POST', '/api/user/emails/verify', { email, code })).status).toBe(200);
    const mine = await invitee.client.call<{ invitations: Record<string, unknown>[] }>('GET', '/api/user/invitations');
    expect(mine.body.invitations).toEqual([
      expect.objectContaining({ email, role: 'post', status: 'pending', hive_id: hive.id, hive_name: hive.name }),
    ]);
    expect((await invitee.client.call('GET', `/api/hives/${hive.id}`)).body).toMatchObject({ can_apply: true });
    expect((await invitee.client.call('POST', `/api/hives/${hive.id}/join`)).body).toMatchObject({
      hive: { is_member: true, member_role: 'post' },
    });
    expect((await invitee.client.call('GET', '/api/user/invitations')).body).toEqual({ invitations: [] });
    const members = (
      await owner.client.call<{ members: { user_id: string; role: string }[] }>('GET', `/api/hives/${hive.id}/team`)
    ).body.members;
    expect(members).toContainEqual(expect.objectContaining({ user_id: invitee.id, role: 'post' }));
    const pending = (
      await owner.client.call<{ invitations: { email: string }[] }>('GET', `/api/hives/${hive.id}/invitations`)
    ).body;
    expect(pending.invitations.map((i) => i.email)).not.toContain(email);
    const added = await s.hives.db.outboxEvent.findMany({
      where: { type: EventType.HiveMemberAdded, payload: { path: ['userId'], equals: invitee.id } },
    });
    expect(added.map((e) => e.payload)).toEqual([{ hiveId: hive.id, userId: invitee.id, role: 'post' }]);
  });
});

describe('lists, pickers and hierarchy', () => {
  it('GET /api/hives/all pages by 25, searches, filters by type and defaults to School', async () => {
    const tag = randomUUID().slice(0, 8);
    for (let i = 0; i < 27; i++) await hiveRow(`Paged ${tag} ${String(i).padStart(2, '0')}`, 'Community');
    const school = await hiveRow(`School ${tag}`, 'School');
    const viewer = await person();
    const p1 = await viewer.client.call<{ hives: { name: string }[]; pagination: { hasMore: boolean } }>(
      'GET',
      `/api/hives/all?page=1&limit=25&search=${tag}`,
    );
    expect(p1.body.hives).toHaveLength(25);
    expect(p1.body.pagination.hasMore).toBe(true);
    const p2 = await viewer.client.call<{ hives: { name: string }[]; pagination: { hasMore: boolean } }>(
      'GET',
      `/api/hives/all?page=2&limit=25&search=${tag.toUpperCase()}`,
    );
    expect(p2.body.hives).toHaveLength(3);
    expect(p2.body.pagination.hasMore).toBe(false);
    const typed = await viewer.client.call<{ hives: { name: string }[] }>(
      'GET',
      `/api/hives/all?search=${tag}&type=School`,
    );
    expect(typed.body.hives.map((h) => h.name)).toEqual([`School ${tag}`]);
    // No search: School only (guests may browse too).
    const byDefault = await new RestClient(s.base).call<{ hives: { type: string }[] }>(
      'GET',
      '/api/hives/all?limit=100',
    );
    expect(byDefault.body.hives.every((h) => h.type === 'School')).toBe(true);
    expect(school).toBeDefined();
    // A member's own hives are not in the list.
    const own = await launch(viewer, `Mine ${tag}`);
    const mineListed = await viewer.client.call<{ hives: { id: string }[] }>(
      'GET',
      `/api/hives/all?search=Mine ${tag}`,
    );
    expect(mineListed.body.hives.map((h) => h.id)).not.toContain(own.id);
  });

  it('localization pickers, hierarchy and public-square visibility', async () => {
    const tag = randomUUID().slice(0, 8);
    const planet = await hiveRow(`Earth ${tag}`, 'Planet');
    const country = await hiveRow(`Freedonia ${tag}`, 'Country', planet);
    const state = await hiveRow(`North ${tag}`, 'State', country);
    await hiveRow(`South ${tag}`, 'State', country);
    const guest = new RestClient(s.base);
    const states = await guest.call<{ hives: { id: string; name: string; hierarchy_order: number }[] }>(
      'GET',
      `/api/hives/localization?type=state&parent_id=${country}`,
    );
    expect(states.body.hives.map((h) => h.name)).toEqual([`North ${tag}`, `South ${tag}`]);
    expect(states.body.hives[0]!.hierarchy_order).toBe(3);
    const searched = await guest.call<{ hives: { id: string }[] }>(
      'GET',
      `/api/hives/localization?type=state&parent_id=${country}&search=NORTH`,
    );
    expect(searched.body.hives.map((h) => h.id)).toEqual([state]);
    expect((await guest.call('GET', '/api/hives/localization')).status).toBe(400);

    const hierarchy = await guest.call<{ success: boolean; hierarchy: { id: string; hierarchy_order: number }[] }>(
      'GET',
      `/api/hives/${state}/hierarchy`,
    );
    expect(hierarchy.body.success).toBe(true);
    expect(hierarchy.body.hierarchy.map((h) => [h.id, h.hierarchy_order])).toEqual([
      [planet, 1],
      [country, 2],
      [state, 3],
    ]);
    // A non-member of a public square is a viewer there.
    const viewer = await person();
    expect((await viewer.client.call('GET', `/api/hives/${state}`)).body).toMatchObject({
      member_role: 'view',
      is_public_square: true,
      parent: { id: country },
    });
    expect(await guest.call('GET', `/api/hives/${randomUUID()}`)).toMatchObject({
      status: 404,
      body: { error: 'Hive not found.' },
    });
    expect((await guest.call('GET', '/api/hives/not-a-uuid')).status).toBe(404);
  });
});

describe('drop agent instructions and drops check', () => {
  it('404 until saved, trimmed, never empty; admins and owners only', async () => {
    const owner = await person();
    const hive = await launch(owner);
    const url = `/api/hives/${hive.id}/agent`;
    expect(await owner.client.call('GET', url)).toMatchObject({ status: 404 });
    expect(await owner.client.call('PATCH', url, { instructions: '   ' })).toMatchObject({
      status: 400,
      body: { error: 'Instructions cannot be empty' },
    });
    expect(
      await owner.client.call('PATCH', url, { instructions: `  ${DEFAULT_DROP_AGENT_INSTRUCTIONS}  ` }),
    ).toMatchObject({
      status: 200,
      body: { instructions: DEFAULT_DROP_AGENT_INSTRUCTIONS },
    });
    expect((await owner.client.call('GET', url)).body).toEqual({ instructions: DEFAULT_DROP_AGENT_INSTRUCTIONS });
    const stranger = await person();
    expect((await stranger.client.call('PATCH', url, { instructions: 'x' })).status).toBe(403);
    expect((await owner.client.call('GET', `/api/hives/${hive.id}/user-drops-check`)).body).toEqual({
      hasUserPosts: false,
    });
  });
});

describe('citizenship', () => {
  async function squares() {
    const tag = randomUUID().slice(0, 8);
    const planet = await hiveRow(`Planet ${tag}`, 'Planet');
    const c1 = await hiveRow(`Country A ${tag}`, 'Country', planet);
    const c2 = await hiveRow(`Country B ${tag}`, 'Country', planet);
    const s1 = await hiveRow(`State A ${tag}`, 'State', c1);
    const s2 = await hiveRow(`State B ${tag}`, 'State', c2);
    const city = await hiveRow(`City A ${tag}`, 'City', s1);
    const hood = await hiveRow(`Hood A ${tag}`, 'Neighborhood', city);
    return { c1, c2, s1, s2, city, hood };
  }

  it('sets the four levels, makes the user a post member, and refuses inconsistent choices', async () => {
    const h = await squares();
    const me = await person();
    expect((await me.client.call('GET', '/api/user/citizenship')).body).toEqual({
      country_hive: null,
      state_hive: null,
      city_hive: null,
      neighborhood_hive: null,
      rate_limits: Object.fromEntries(
        ['country', 'state', 'city', 'neighborhood'].map((l) => [l, { canUpdate: true, reason: null }]),
      ),
    });
    expect(
      await me.client.call('PUT', '/api/user/localization', { country_hive_id: h.c1, state_hive_id: h.s2 }),
    ).toMatchObject({
      status: 400,
      body: { error: CitizenshipMessages.wrongParent('state', 'country') },
    });
    expect((await me.client.call('PUT', '/api/user/localization', { country_hive_id: h.s1 })).status).toBe(400);
    expect((await me.client.call('PUT', '/api/user/localization', { state_hive_id: h.s1 })).status).toBe(400);
    const ok = await me.client.call('PUT', '/api/user/localization', {
      country_hive_id: h.c1,
      state_hive_id: h.s1,
      city_hive_id: h.city,
      neighborhood_hive_id: h.hood,
    });
    expect(ok).toMatchObject({ status: 200, body: { message: 'Public Square Hives updated successfully.' } });
    const c = await me.client.call<Record<string, { id: string; name: string } | Record<string, unknown>>>(
      'GET',
      '/api/user/citizenship',
    );
    expect(c.body).toMatchObject({
      country_hive: { id: h.c1 },
      state_hive: { id: h.s1 },
      city_hive: { id: h.city },
      neighborhood_hive: { id: h.hood },
    });
    expect(c.body.rate_limits).toMatchObject({
      country: { canUpdate: false, reason: 'Must wait 30 more days before changing your country' },
    });
    expect((await me.client.call('GET', `/api/hives/${h.city}`)).body).toMatchObject({
      is_member: true,
      member_role: 'post',
    });
  });

  it('a changed country clears the levels below and is rate limited; a cleared level can be chosen again later', async () => {
    const h = await squares();
    const me = await person();
    await me.client.call('PUT', '/api/user/localization', {
      country_hive_id: h.c1,
      state_hive_id: h.s1,
      city_hive_id: h.city,
    });
    // Within 30 days the country cannot change: a refusal with type and details.
    expect(await me.client.call('PUT', '/api/user/localization', { country_hive_id: h.c2 })).toMatchObject({
      status: 429,
      body: {
        error: 'Rate limit exceeded',
        type: 'rate_limit',
        details: ['Must wait 30 more days before changing your country'],
      },
    });
    // Move the history back 31 days; then the change clears state and city.
    await s.hives.db.hiveCitizenship.updateMany({
      where: { userId: me.id },
      data: { createdAt: new Date(Date.now() - 31 * 86_400_000) },
    });
    expect((await me.client.call('PUT', '/api/user/localization', { country_hive_id: h.c2 })).status).toBe(200);
    const c = (await me.client.call<Record<string, unknown>>('GET', '/api/user/citizenship')).body;
    expect(c).toMatchObject({ country_hive: { id: h.c2 }, state_hive: null, city_hive: null });
    // The cascade did not start the state's window: a state can be chosen at once.
    expect((await me.client.call('PUT', '/api/user/localization', { state_hive_id: h.s2 })).status).toBe(200);
    // The old public squares' post memberships went with them.
    expect((await me.client.call('GET', `/api/hives/${h.city}`)).body).toMatchObject({ is_member: false });
    const logs = (
      await me.client.call<Record<string, { name: string; is_current: boolean; deleted_at: string | null }[]>>(
        'GET',
        '/api/user/citizenship/logs',
      )
    ).body;
    expect(logs.country_hives!.map((l) => l.is_current)).toEqual([true, false]);
    expect(logs.country_hives![1]!.deleted_at).not.toBeNull();
    expect(logs.state_hives!.map((l) => l.is_current)).toEqual([true, false]);
    expect(logs.city_hives).toHaveLength(1);
    expect(logs.neighborhood_hives).toEqual([]);
    // null clears a level (no window: the state was last chosen just now, so it is refused).
    expect((await me.client.call('PUT', '/api/user/localization', { state_hive_id: null })).status).toBe(429);
    expect((await new RestClient(s.base).call('GET', '/api/user/citizenship')).status).toBe(401);
  });
});
