// End to end through the running stack: an owner launches a hive with invitations, the invitee reads
// the invitation in the development outbox, registers, verifies and joins (and appears in the team);
// the owner sets the hive's email domains and a user with a verified address on that domain joins;
// the membership events reach feeds-svc (a post member may post).
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { devOutbox, eventually, signUpVerified } from '@hivemind/testing';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4400';

describe('hives end to end', () => {
  it('launch with invites → invitee reads the mail, registers and joins → domains → domain join → posting', async () => {
    const tag = randomUUID().slice(0, 8);
    const domain = `acme-${tag}.test`;
    const owner = await signUpVerified(GATEWAY, `owner-${tag}@${domain}`);
    const inviteeEmail = `invitee-${tag}@example.test`;

    const launched = await owner.client.call<{
      hive: { id: string; name: string; member_role: string };
      invitations_created: number;
    }>('POST', '/api/hives', { name: `E2E Hive ${tag}`, emails: `${inviteeEmail}\n` });
    expect(launched.status).toBe(201);
    expect(launched.body).toMatchObject({ invitations_created: 1, hive: { member_role: 'owner' } });
    const hiveId = launched.body.hive.id;

    // The invitation mail is in the development outbox.
    const [invitation] = await devOutbox(GATEWAY, inviteeEmail);
    expect(invitation?.subject).toBe(`You're invited to join E2E Hive ${tag} on Hivemind`);

    // The invitee registers, verifies, sees the invitation and joins.
    const invitee = await signUpVerified(GATEWAY, inviteeEmail);
    const mine = await invitee.client.call<{ invitations: { hive_id: string }[] }>('GET', '/api/user/invitations');
    expect(mine.body.invitations.map((i) => i.hive_id)).toEqual([hiveId]);
    expect((await invitee.client.call('POST', `/api/hives/${hiveId}/join`)).status).toBe(200);
    const team = await owner.client.call<{ members: { user_id: string; role: string }[] }>(
      'GET',
      `/api/hives/${hiveId}/team`,
    );
    expect(team.body.members).toEqual([
      expect.objectContaining({ user_id: owner.id, role: 'owner', isLastOwner: true }),
      expect.objectContaining({ user_id: invitee.id, role: 'post' }),
    ]);

    // The owner lets the domain in; a verified address on it joins.
    const patched = await owner.client.call('PATCH', `/api/hives/${hiveId}`, { email_domains: [domain] });
    expect(patched).toMatchObject({ status: 200, body: { message: 'Email domains updated successfully' } });
    const colleague = await signUpVerified(GATEWAY, `colleague-${tag}@${domain}`);
    const joined = await colleague.client.call('POST', `/api/hives/${hiveId}/join`);
    expect(joined).toMatchObject({ status: 200, body: { message: `Successfully joined E2E Hive ${tag}!` } });
    expect(
      (await colleague.client.call<{ hives: { id: string; is_member: boolean }[] }>('GET', '/api/hives')).body.hives,
    ).toEqual([expect.objectContaining({ id: hiveId, is_member: true })]);

    // The hive and its members reached feeds-svc through the outbox: posting there works.
    await eventually(async () => {
      const res = await fetch(`${GATEWAY}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'hivemind',
          cookie: colleague.client.cookie ?? '',
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
