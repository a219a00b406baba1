import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AccountMessages, RATE_LIMITS, VerificationMail } from '@hivemind/contracts';
import {
  CHANGE_PASSWORD,
  freshEmail,
  freshIp,
  latestCode,
  REGISTER,
  startAccountsApp,
  VERIFY_CREDENTIALS,
  type AccountsTestApp,
} from './accounts-harness.js';

let t: AccountsTestApp;
const PASSWORD = 'correct horse battery';
const TOO_MANY = /^Too many attempts\. Try again in \d+ minutes?\.$/;

beforeAll(async () => {
  t = await startAccountsApp();
});
afterAll(async () => {
  await t?.close();
});

async function register(email: string, password = PASSWORD, clientIp = freshIp()) {
  return t.call<{ registerUser: { id: string; email: string } }>(REGISTER, {
    internal: true,
    clientIp,
    variables: { email, password },
  });
}

async function signIn(email: string, password: string, clientIp: string) {
  return t.call<{ verifyCredentials: { id: string; email: string } | null }>(VERIFY_CREDENTIALS, {
    internal: true,
    clientIp,
    variables: { email, password },
  });
}

describe('internal-only fields', () => {
  it('registerUser, verifyCredentials and changePassword are refused without the internal flag, and nothing is written', async () => {
    const email = freshEmail();
    const reg = await t.call(REGISTER, { variables: { email, password: PASSWORD } });
    expect(reg.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'INTERNAL_ONLY' });
    expect(await t.db.user.count({ where: { email: email.toLowerCase() } })).toBe(0);
    const creds = await t.call(VERIFY_CREDENTIALS, { variables: { email, password: PASSWORD } });
    expect(creds.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { data } = await register(freshEmail());
    const change = await t.call(CHANGE_PASSWORD, {
      userId: data!.registerUser.id,
      variables: { c: PASSWORD, n: 'another long one' },
    });
    expect(change.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('registerUser', () => {
  it('creates the account with an argon2id hash; the address becomes the primary, unverified email and a 6-digit code is mailed', async () => {
    const email = freshEmail('reg');
    const res = await register(email);
    expect(res.errors).toBeUndefined();
    const user = res.data!.registerUser;
    expect(user.email).toBe(email.toLowerCase());
    const row = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);
    const emails = await t.db.userEmail.findMany({ where: { userId: user.id } });
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ email: email.toLowerCase(), isPrimary: true, isVerified: false });
    const mails = await t.db.devMail.findMany({ where: { to: email.toLowerCase() } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(VerificationMail.subject);
    const code = await latestCode(t.db, email);
    expect(mails[0]!.text).toBe(VerificationMail.text(code));
    // Only a keyed hash of the code is stored.
    expect(emails[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(emails[0]!.codeHash).not.toContain(code);
  });

  it('answers CONFLICT "An account with this email already exists" for a taken address, in any case', async () => {
    const email = freshEmail('dup');
    await register(email);
    const again = await register(email.toUpperCase());
    expect(again.errors?.[0]).toMatchObject({
      message: AccountMessages.emailTaken,
      extensions: { code: 'CONFLICT' },
    });
    expect(await t.db.user.count({ where: { email: email.toLowerCase() } })).toBe(1);
  });

  it('bad input changes nothing: no account, no email row, no mail', async () => {
    const email = freshEmail('bad');
    const shortPassword = await register(email, 'short');
    expect(shortPassword.errors?.[0]).toMatchObject({
      message: 'Must be at least 8 characters long',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const badEmail = await register('not-an-email', PASSWORD);
    expect(badEmail.errors?.[0]).toMatchObject({
      message: 'Invalid email format',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await t.db.user.count({ where: { email: email.toLowerCase() } })).toBe(0);
    expect(await t.db.userEmail.count({ where: { email: email.toLowerCase() } })).toBe(0);
    expect(await t.db.devMail.count({ where: { to: { in: [email.toLowerCase(), 'not-an-email'] } } })).toBe(0);
  });

  it(`is limited to ${RATE_LIMITS.registrationsPerIp.points} registrations per address per hour`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.registrationsPerIp.points; i++) {
      const ok = await register(freshEmail('many'), PASSWORD, ip);
      expect(ok.errors).toBeUndefined();
    }
    const email = freshEmail('over');
    const refused = await register(email, PASSWORD, ip);
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.errors?.[0]?.message).toMatch(TOO_MANY);
    expect(await t.db.user.count({ where: { email: email.toLowerCase() } })).toBe(0);
    // Another address is not affected.
    expect((await register(freshEmail('other'))).errors).toBeUndefined();
  });
});

describe('verifyCredentials', () => {
  it('answers the account for the right password and null for a wrong password or an unknown email', async () => {
    const email = freshEmail('login');
    const { data } = await register(email);
    const ip = freshIp();
    const ok = await signIn(email.toUpperCase(), PASSWORD, ip);
    expect(ok.data?.verifyCredentials).toEqual({ id: data!.registerUser.id, email: email.toLowerCase() });
    expect((await signIn(email, 'wrong password', ip)).data?.verifyCredentials).toBeNull();
    expect((await signIn(freshEmail('nobody'), PASSWORD, ip)).data?.verifyCredentials).toBeNull();
  });

  it(`refuses an email after ${RATE_LIMITS.signInFailuresPerEmail.points} failures, even with the right password; a success resets the count`, async () => {
    const email = freshEmail('brute');
    await register(email);
    const limit = RATE_LIMITS.signInFailuresPerEmail.points;
    for (let i = 0; i < limit - 1; i++) {
      expect((await signIn(email, 'wrong', freshIp())).data?.verifyCredentials).toBeNull();
    }
    // A success clears the email's failures...
    expect((await signIn(email, PASSWORD, freshIp())).data?.verifyCredentials).not.toBeNull();
    for (let i = 0; i < limit; i++) {
      expect((await signIn(email, 'wrong', freshIp())).data?.verifyCredentials).toBeNull();
    }
    // ...and once the budget is spent, even the right password is refused, from any address.
    const refused = await signIn(email, PASSWORD, freshIp());
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.errors?.[0]?.message).toMatch(TOO_MANY);
    expect(refused.errors?.[0]?.message).toContain('15 minutes');
  });

  it(`refuses an address after ${RATE_LIMITS.signInFailuresPerIp.points} failures across emails`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.signInFailuresPerIp.points; i++) {
      expect((await signIn(freshEmail('spray'), 'wrong', ip)).data?.verifyCredentials).toBeNull();
    }
    const email = freshEmail('victim');
    await register(email);
    const refused = await signIn(email, PASSWORD, ip);
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    // The same account from another address is fine.
    expect((await signIn(email, PASSWORD, freshIp())).data?.verifyCredentials).not.toBeNull();
  });
});

describe('changePassword', () => {
  it('checks the new password first, then the current one, and replaces the hash', async () => {
    const email = freshEmail('pw');
    const { data } = await register(email);
    const userId = data!.registerUser.id;
    const change = (c: string, n: string) =>
      t.call<{ changePassword: boolean }>(CHANGE_PASSWORD, {
        internal: true,
        userId,
        clientIp: freshIp(),
        variables: { c, n },
      });

    const short = await change(PASSWORD, 'short');
    expect(short.errors?.[0]).toMatchObject({
      message: 'Must be at least 8 characters long',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const wrong = await change('not my password', 'a brand new password');
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Current password is incorrect',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await signIn(email, PASSWORD, freshIp())).data?.verifyCredentials).not.toBeNull();

    const ok = await change(PASSWORD, 'a brand new password');
    expect(ok.data?.changePassword).toBe(true);
    expect((await signIn(email, PASSWORD, freshIp())).data?.verifyCredentials).toBeNull();
    expect((await signIn(email, 'a brand new password', freshIp())).data?.verifyCredentials).not.toBeNull();
  });

  it('a guest cannot change a password', async () => {
    const res = await t.call(CHANGE_PASSWORD, { internal: true, variables: { c: PASSWORD, n: 'whatever long' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
