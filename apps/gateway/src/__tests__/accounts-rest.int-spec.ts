import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createRedis, sessionKey } from '@hivemind/common';
import { RATE_LIMITS } from '@hivemind/contracts';
import type { Redis } from 'ioredis';
import { latestCode } from '../../../hives-svc/src/__tests__/accounts-harness.js';
import { freshAddress, RestClient, startAccountsStack, type AccountsStack } from './accounts-rest-harness.js';
import { TEST_REDIS_URL } from './harness.js';

let s: AccountsStack;
let redis: Redis;
const PASSWORD = 'a perfectly long password';
const TOO_MANY = /^Too many attempts\. Try again in \d+ minutes?\.$/;

beforeAll(async () => {
  s = await startAccountsStack();
  redis = createRedis(TEST_REDIS_URL);
});
afterAll(async () => {
  await s?.stop();
  await redis?.quit();
});

/** A client that registered (and so holds a session cookie). */
async function registered(email = freshAddress()) {
  const client = new RestClient(s.base);
  const res = await client.call<{ user: { id: string; email: string } }>('POST', '/api/auth/register', {
    email,
    password: PASSWORD,
  });
  expect(res.status).toBe(201);
  return { client, email, user: res.body.user };
}

const sidOf = (cookie: string | undefined) => cookie?.replace(/^sid=/, '') ?? '';

describe('POST /api/auth/register', () => {
  it('answers 201 { user: { id, email } } and sets an httpOnly, SameSite=Lax session cookie for the session TTL', async () => {
    const client = new RestClient(s.base);
    const email = freshAddress('reg');
    const res = await client.call('POST', '/api/auth/register', { email, password: PASSWORD });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ user: { id: expect.any(String), email } });
    const cookie = res.setCookie.find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toContain(`Max-Age=${s.stack.gateway.env.SESSION_TTL_SECONDS}`);
    expect(cookie).not.toMatch(/Secure/);
    expect((await client.call('GET', '/api/auth/me')).body).toEqual({
      id: (res.body.user as { id: string }).id,
      email,
    });
    // A verification code went to the new primary address.
    expect(await latestCode(s.hives.db, email)).toMatch(/^\d{6}$/);
  });

  it('marks the cookie Secure when the client came over https', async () => {
    const client = new RestClient(s.base);
    const res = await client.call(
      'POST',
      '/api/auth/register',
      { email: freshAddress('tls'), password: PASSWORD },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(res.setCookie.find((c) => c.startsWith('sid='))).toMatch(/; Secure/);
  });

  it('answers 409 for a taken address', async () => {
    const { email } = await registered();
    const res = await new RestClient(s.base).call('POST', '/api/auth/register', { email, password: PASSWORD });
    expect(res).toMatchObject({ status: 409, body: { error: 'An account with this email already exists' } });
    expect(res.setCookie).toEqual([]);
  });

  it('answers 400 for bad input and creates nothing (no account, no mail, no cookie)', async () => {
    const email = freshAddress('bad');
    const client = new RestClient(s.base);
    const short = await client.call('POST', '/api/auth/register', { email, password: 'short' });
    expect(short).toMatchObject({ status: 400, body: { error: 'Must be at least 8 characters long' } });
    const badEmail = await client.call('POST', '/api/auth/register', { email: 'nope', password: PASSWORD });
    expect(badEmail).toMatchObject({ status: 400, body: { error: 'Invalid email format' } });
    const missing = await client.call('POST', '/api/auth/register', { email });
    expect(missing).toMatchObject({ status: 400, body: { error: 'Email and password are required' } });
    expect(client.cookie).toBeUndefined();
    expect(await s.hives.db.user.count({ where: { email } })).toBe(0);
    expect(await s.hives.db.devMail.count({ where: { to: email } })).toBe(0);
  });
});

describe('POST /api/auth/login', () => {
  it('answers 200 { user } with a new session cookie, and 401 "Invalid email or password" otherwise', async () => {
    const { email, user } = await registered();
    const client = new RestClient(s.base);
    const wrong = await client.call('POST', '/api/auth/login', { email, password: 'not the password' });
    expect(wrong).toMatchObject({ status: 401, body: { error: 'Invalid email or password' } });
    const unknown = await client.call('POST', '/api/auth/login', { email: freshAddress('ghost'), password: PASSWORD });
    expect(unknown).toMatchObject({ status: 401, body: { error: 'Invalid email or password' } });
    expect(client.cookie).toBeUndefined();
    const ok = await client.call('POST', '/api/auth/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(ok).toMatchObject({ status: 200, body: { user: { id: user.id, email } } });
    expect((await client.call('GET', '/api/auth/check')).body).toEqual({ user: { id: user.id } });
  });

  it(`answers 429 with the retry text after ${RATE_LIMITS.signInFailuresPerEmail.points} failures for one email`, async () => {
    const { email } = await registered();
    for (let i = 0; i < RATE_LIMITS.signInFailuresPerEmail.points; i++) {
      const res = await new RestClient(s.base).call('POST', '/api/auth/login', { email, password: 'wrong guess' });
      expect(res.status).toBe(401);
    }
    const limited = await new RestClient(s.base).call('POST', '/api/auth/login', { email, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect((limited.body as { error: string }).error).toMatch(TOO_MANY);
  });

  it(`answers 429 after ${RATE_LIMITS.signInFailuresPerIp.points} failures from one address`, async () => {
    const client = new RestClient(s.base);
    for (let i = 0; i < RATE_LIMITS.signInFailuresPerIp.points; i++) {
      expect(
        (await client.call('POST', '/api/auth/login', { email: freshAddress('x'), password: 'nope nope' })).status,
      ).toBe(401);
    }
    const res = await client.call('POST', '/api/auth/login', { email: freshAddress('y'), password: 'nope nope' });
    expect(res.status).toBe(429);
    expect((res.body as { error: string }).error).toMatch(TOO_MANY);
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204, revokes the session on the server and clears the cookie', async () => {
    const { client } = await registered();
    const cookie = client.cookie!;
    const res = await client.call('POST', '/api/auth/logout');
    expect(res.status).toBe(204);
    expect(res.setCookie.find((c) => c.startsWith('sid='))).toMatch(/^sid=; .*Max-Age=0/);
    expect(await redis.exists(sessionKey(sidOf(cookie)))).toBe(0);
    // The old cookie no longer works, even replayed by hand.
    expect((await client.call('GET', '/api/auth/check', undefined, { cookie })).status).toBe(401);
    expect((await client.call('GET', '/api/auth/me', undefined, { cookie })).status).toBe(401);
  });

  it('is refused (403) with the cookie but without the CSRF header, and the session stays', async () => {
    const { client } = await registered();
    const res = await client.call('POST', '/api/auth/logout', undefined, { csrf: false });
    expect(res.status).toBe(403);
    expect((await client.call('GET', '/api/auth/check')).status).toBe(200);
  });
});

describe('GET /api/auth/me and /api/auth/check', () => {
  it('answer 401 { error } for a guest', async () => {
    const guest = new RestClient(s.base);
    expect(await guest.call('GET', '/api/auth/me')).toMatchObject({ status: 401, body: { error: 'Not signed in' } });
    expect((await guest.call('GET', '/api/auth/check')).status).toBe(401);
  });
});

describe('POST /api/auth/password', () => {
  it("answers 204 and revokes the user's other sessions; this one keeps working", async () => {
    const { client, email } = await registered();
    const other = new RestClient(s.base);
    expect((await other.call('POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    const res = await client.call('POST', '/api/auth/password', {
      currentPassword: PASSWORD,
      newPassword: 'an even longer password',
    });
    expect(res.status).toBe(204);
    expect((await other.call('GET', '/api/auth/check')).status).toBe(401);
    expect((await client.call('GET', '/api/auth/check')).status).toBe(200);
    const relogin = await new RestClient(s.base).call('POST', '/api/auth/login', {
      email,
      password: 'an even longer password',
    });
    expect(relogin.status).toBe(200);
  });

  it('answers 400 with the spec texts and changes nothing', async () => {
    const { client, email } = await registered();
    const other = new RestClient(s.base);
    await other.call('POST', '/api/auth/login', { email, password: PASSWORD });
    const wrong = await client.call('POST', '/api/auth/password', {
      currentPassword: 'nope nope',
      newPassword: 'long enough 123',
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'Current password is incorrect' } });
    const short = await client.call('POST', '/api/auth/password', { currentPassword: PASSWORD, newPassword: 'short' });
    expect(short).toMatchObject({ status: 400, body: { error: 'Must be at least 8 characters long' } });
    const missing = await client.call('POST', '/api/auth/password', { newPassword: 'long enough 123' });
    expect(missing.status).toBe(400);
    expect((await other.call('GET', '/api/auth/check')).status).toBe(200);
    expect((await new RestClient(s.base).call('POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(
      200,
    );
  });

  it('answers 401 for a guest', async () => {
    const res = await new RestClient(s.base).call('POST', '/api/auth/password', {
      currentPassword: PASSWORD,
      newPassword: 'whatever long',
    });
    expect(res.status).toBe(401);
  });
});

describe('/api/user/emails', () => {
  it('lists, adds (201 with the code-sent message), verifies, resends and deletes emails', async () => {
    const { client, email: primary } = await registered();
    const list = await client.call<{ emails: Record<string, unknown>[] }>('GET', '/api/user/emails');
    expect(list.status).toBe(200);
    expect(list.body.emails).toEqual([
      { id: expect.any(String), email: primary, is_verified: false, is_primary: true, created_at: expect.any(String) },
    ]);
    expect(Number.isNaN(Date.parse(String(list.body.emails[0]!.created_at)))).toBe(false);

    const second = freshAddress('second');
    const added = await client.call<{ email: { id: string }; message: string }>('POST', '/api/user/emails', {
      email: second,
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      email: {
        id: expect.any(String),
        email: second,
        is_verified: false,
        is_primary: false,
        created_at: expect.any(String),
      },
      message: `Verification code sent to ${second}`,
    });

    const resent = await client.call('POST', '/api/user/emails/resend', { email: second });
    expect(resent).toMatchObject({ status: 200, body: { message: 'Verification code resent!' } });
    const bad = await client.call('POST', '/api/user/emails/verify', { email: second, code: '12ab' });
    expect(bad).toMatchObject({ status: 400, body: { error: 'Code must be 6 digits' } });
    const code = await latestCode(s.hives.db, second);
    const wrongCode = code === '000000' ? '000001' : '000000';
    expect(await client.call('POST', '/api/user/emails/verify', { email: second, code: wrongCode })).toMatchObject({
      status: 400,
      body: { error: 'Invalid verification code' },
    });
    const verified = await client.call('POST', '/api/user/emails/verify', { email: second, code });
    expect(verified).toMatchObject({ status: 200, body: { message: 'Email verified successfully!' } });

    const deleted = await client.call('DELETE', `/api/user/emails?id=${added.body.email.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Email removed successfully' } });
    const primaryId = String(list.body.emails[0]!.id);
    expect(await client.call('DELETE', `/api/user/emails?id=${primaryId}`)).toMatchObject({
      status: 400,
      body: { error: 'The primary email cannot be deleted' },
    });
    expect(await client.call('DELETE', '/api/user/emails?id=nope')).toMatchObject({
      status: 400,
      body: { error: 'id must be a UUID' },
    });
    expect((await client.call<{ emails: unknown[] }>('GET', '/api/user/emails')).body.emails).toHaveLength(1);
  });

  it('answers 400 "Invalid email format" and 409 for taken addresses, mailing nothing', async () => {
    const { client, email: mine } = await registered();
    const { email: theirs } = await registered();
    expect(await client.call('POST', '/api/user/emails', { email: 'not an email' })).toMatchObject({
      status: 400,
      body: { error: 'Invalid email format' },
    });
    expect((await client.call('POST', '/api/user/emails', {})).status).toBe(400);
    expect((await client.call('POST', '/api/user/emails', { email: mine })).status).toBe(409);
    expect((await client.call('POST', '/api/user/emails', { email: theirs })).status).toBe(409);
    expect(await s.hives.db.devMail.count({ where: { to: theirs } })).toBe(1);
  });

  it('refuses POST /api/user/emails with the cookie but no CSRF proof (403), and adds nothing', async () => {
    const { client } = await registered();
    const email = freshAddress('csrf');
    const res = await client.call('POST', '/api/user/emails', { email }, { csrf: false });
    expect(res).toMatchObject({ status: 403, body: { error: expect.any(String) } });
    const foreignOrigin = await client.call(
      'POST',
      '/api/user/emails',
      { email },
      {
        csrf: false,
        headers: { origin: 'https://evil.example' },
      },
    );
    expect(foreignOrigin.status).toBe(403);
    expect(await s.hives.db.userEmail.count({ where: { email } })).toBe(0);
    expect(await s.hives.db.devMail.count({ where: { to: email } })).toBe(0);
  });

  it('answers 429 with the retry text once an address was mailed too often', async () => {
    const { client } = await registered();
    const email = freshAddress('often');
    expect((await client.call('POST', '/api/user/emails', { email })).status).toBe(201);
    for (let i = 1; i < RATE_LIMITS.mailsPerEmail.points; i++) {
      expect((await client.call('POST', '/api/user/emails/resend', { email })).status).toBe(200);
    }
    const res = await client.call<{ error: string }>('POST', '/api/user/emails/resend', { email });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(TOO_MANY);
  });

  it('answers 401 for a guest', async () => {
    const guest = new RestClient(s.base);
    expect((await guest.call('GET', '/api/user/emails')).status).toBe(401);
    expect((await guest.call('POST', '/api/user/emails', { email: freshAddress() })).status).toBe(401);
  });
});

describe('GET /api/dev/outbox', () => {
  it('answers the kept mail for an address, newest first, with the spec fields', async () => {
    const { email } = await registered();
    const res = await new RestClient(s.base).call<{ messages: Record<string, unknown>[] }>(
      'GET',
      `/api/dev/outbox?to=${encodeURIComponent(email)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.messages).toEqual([
      {
        to: email,
        subject: 'Your Hivemind verification code',
        text: expect.stringMatching(/Your verification code is \d{6}\. It expires in 15 minutes\./),
        created_at: expect.any(String),
      },
    ]);
  });
});

describe('internal-only fields through the public /graphql', () => {
  it('refuses registerUser, verifyCredentials and changePassword, and creates nothing', async () => {
    const email = freshAddress('graphql');
    const post = async (query: string, cookie?: string) => {
      const res = await fetch(`${s.base}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'hivemind',
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify({ query }),
      });
      return (await res.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
    };
    const reg = await post(`mutation { registerUser(email: "${email}", password: "${PASSWORD}") { id } }`);
    expect(reg.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await s.hives.db.user.count({ where: { email } })).toBe(0);
    const { email: existing, client } = await registered();
    const creds = await post(`mutation { verifyCredentials(email: "${existing}", password: "${PASSWORD}") { id } }`);
    expect(creds.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const change = await post(
      `mutation { changePassword(currentPassword: "${PASSWORD}", newPassword: "hijacked password") }`,
      client.cookie,
    );
    expect(change.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await new RestClient(s.base).call('POST', '/api/auth/login', { email: existing, password: PASSWORD })).status,
    ).toBe(200);
  });
});
