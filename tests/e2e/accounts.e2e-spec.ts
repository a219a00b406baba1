// End to end through the running stack (scripts/test.mjs starts it): a person signs up, reads the
// mailed code from the development outbox, verifies, manages a second address, changes the password
// (which signs out their other session) and signs out.
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mailedCode, RestClient } from '@hivemind/testing';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4400';

describe('accounts, sessions and emails', () => {
  it('register → verify → second email → verify → delete → change password (other session revoked) → logout', async () => {
    const email = `e2e-${randomUUID().slice(0, 8)}@example.test`;
    const password = 'first password 123';
    const me = new RestClient(GATEWAY);

    const registered = await me.call<{ user: { id: string; email: string } }>('POST', '/api/auth/register', {
      email,
      password,
    });
    expect(registered.status).toBe(201);
    expect(registered.body.user.email).toBe(email);
    expect(me.cookie).toBeDefined();
    expect((await me.call('GET', '/api/auth/me')).body).toEqual({ id: registered.body.user.id, email });

    // The primary address is pending until the mailed code is entered.
    let emails = (
      await me.call<{ emails: { id: string; email: string; is_verified: boolean; is_primary: boolean }[] }>(
        'GET',
        '/api/user/emails',
      )
    ).body.emails;
    expect(emails).toEqual([expect.objectContaining({ email, is_verified: false, is_primary: true })]);
    const verified = await me.call('POST', '/api/user/emails/verify', {
      email,
      code: await mailedCode(GATEWAY, email),
    });
    expect(verified).toEqual({ status: 200, body: { message: 'Email verified successfully!' } });

    const second = `e2e-second-${randomUUID().slice(0, 8)}@example.test`;
    const added = await me.call<{ email: { id: string }; message: string }>('POST', '/api/user/emails', {
      email: second,
    });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(`Verification code sent to ${second}`);
    expect(
      (await me.call('POST', '/api/user/emails/verify', { email: second, code: await mailedCode(GATEWAY, second) }))
        .status,
    ).toBe(200);
    emails = (await me.call<{ emails: typeof emails }>('GET', '/api/user/emails')).body.emails;
    expect(emails.map((e) => [e.email, e.is_verified, e.is_primary])).toEqual([
      [email, true, true],
      [second, true, false],
    ]);
    const removed = await me.call('DELETE', `/api/user/emails?id=${added.body.email.id}`);
    expect(removed).toEqual({ status: 200, body: { message: 'Email removed successfully' } });
    expect((await me.call<{ emails: unknown[] }>('GET', '/api/user/emails')).body.emails).toHaveLength(1);

    // A second device signs in; changing the password here signs it out.
    const phone = new RestClient(GATEWAY);
    expect((await phone.call('POST', '/api/auth/login', { email, password })).status).toBe(200);
    expect((await phone.call('GET', '/api/auth/check')).status).toBe(200);
    const changed = await me.call('POST', '/api/auth/password', {
      currentPassword: password,
      newPassword: 'second password 456',
    });
    expect(changed.status).toBe(204);
    expect((await phone.call('GET', '/api/auth/check')).status).toBe(401);
    expect((await me.call('GET', '/api/auth/check')).status).toBe(200);
    expect((await new RestClient(GATEWAY).call('POST', '/api/auth/login', { email, password })).status).toBe(401);

    const cookie = me.cookie;
    expect((await me.call('POST', '/api/auth/logout')).status).toBe(204);
    expect(me.cookie).toBeUndefined();
    me.cookie = cookie; // the old cookie, replayed, is refused: the session is gone on the server
    expect((await me.call('GET', '/api/auth/check')).status).toBe(401);
  });
});
