// End to end through the running stack: an owner launches a hive with invitations, the invitee reads
// the invitation in the development outbox, registers, verifies and joins (and appears in the team);
// the owner sets the hive's email domains and a user with a verified address on that domain joins;
// the membership events reach feeds-svc (a post member may post).
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4400';

class Browser {
  cookie: string | undefined;

  async call<B = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: B }> {
    const res = await fetch(`${GATEWAY}${path}`, {
      method,
      headers: {
        'x-requested-with': 'hivemind',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const sid = /^sid=([^;]*)/.exec(c)?.[1];
      if (sid !== undefined) this.cookie = sid ? `sid=${sid}` : undefined;
    }
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as B };
  }
}

async function outbox(email: string): Promise<{ subject: string; text: string }[]> {
  const res = await fetch(`${GATEWAY}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: { subject: string; text: string }[] }).messages;
}

/** Registers and verifies the address with the mailed code. */
async function signUp(email: string): Promise<{ browser: Browser; id: string }> {
  const browser = new Browser();
  const res = await browser.call<{ user: { id: string } }>('POST', '/api/auth/register', {
    email,
    password: 'e2e hive password',
  });
  expect(res.status).toBe(201);
  const code = (await outbox(email)).find((m) => /verification/i.test(m.subject))?.text.match(/\b(\d{6})\b/)?.[1];
  expect((await browser.call('POST', '/api/user/emails/verify', { email, code })).status).toBe(200);
  return { browser, id: res.body.user.id };
}

async function until<T>(fn: () => Promise<T | null>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== null) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('hives end to end', () => {
  it('launch with invites → invitee reads the mail, registers and joins → domains → domain join → posting', async () => {
    const tag = randomUUID().slice(0, 8);
    const domain = `acme-${tag}.test`;
    const owner = await signUp(`owner-${tag}@${domain}`);
    const inviteeEmail = `invitee-${tag}@example.test`;

    const launched = await owner.browser.call<{
      hive: { id: string; name: string; member_role: string };
      invitations_created: number;
    }>('POST', '/api/hives', { name: `E2E Hive ${tag}`, emails: `${inviteeEmail}\n` });
    expect(launched.status).toBe(201);
    expect(launched.body).toMatchObject({ invitations_created: 1, hive: { member_role: 'owner' } });
    const hiveId = launched.body.hive.id;

    // The invitation mail is in the development outbox.
    const [invitation] = await outbox(inviteeEmail);
    expect(invitation?.subject).toBe(`You're invited to join E2E Hive ${tag} on Hivemind`);

    // The invitee registers, verifies, sees the invitation and joins.
    const invitee = await signUp(inviteeEmail);
    const mine = await invitee.browser.call<{ invitations: { hive_id: string }[] }>('GET', '/api/user/invitations');
    expect(mine.body.invitations.map((i) => i.hive_id)).toEqual([hiveId]);
    expect((await invitee.browser.call('POST', `/api/hives/${hiveId}/join`)).status).toBe(200);
    const team = await owner.browser.call<{ members: { user_id: string; role: string }[] }>(
      'GET',
      `/api/hives/${hiveId}/team`,
    );
    expect(team.body.members).toEqual([
      expect.objectContaining({ user_id: owner.id, role: 'owner', isLastOwner: true }),
      expect.objectContaining({ user_id: invitee.id, role: 'post' }),
    ]);

    // The owner lets the domain in; a verified address on it joins.
    const patched = await owner.browser.call('PATCH', `/api/hives/${hiveId}`, { email_domains: [domain] });
    expect(patched).toMatchObject({ status: 200, body: { message: 'Email domains updated successfully' } });
    const colleague = await signUp(`colleague-${tag}@${domain}`);
    const joined = await colleague.browser.call('POST', `/api/hives/${hiveId}/join`);
    expect(joined).toMatchObject({ status: 200, body: { message: `Successfully joined E2E Hive ${tag}!` } });
    expect(
      (await colleague.browser.call<{ hives: { id: string; is_member: boolean }[] }>('GET', '/api/hives')).body.hives,
    ).toEqual([expect.objectContaining({ id: hiveId, is_member: true })]);

    // The hive and its members reached feeds-svc through the outbox: posting there works.
    await until(async () => {
      const res = await fetch(`${GATEWAY}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'hivemind',
          cookie: colleague.browser.cookie ?? '',
        },
        body: JSON.stringify({
          query: `mutation($h: ID!) { createPost(hiveId: $h, content: "Hello hive") { id } }`,
          variables: { h: hiveId },
        }),
      });
      const body = (await res.json()) as { data?: { createPost?: { id: string } } };
      return body.data?.createPost?.id ?? null;
    });
  });
});
