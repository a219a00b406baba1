import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EMAIL_CODE_MAX_ATTEMPTS, EmailMessages, MAX_EMAILS_PER_USER, RATE_LIMITS } from '@hivemind/contracts';
import {
  freshEmail,
  freshIp,
  latestCode,
  REGISTER,
  startAccountsApp,
  type AccountsTestApp,
} from './accounts-harness.js';

let t: AccountsTestApp;
const FIELDS = 'id email isVerified isPrimary createdAt';
const MY_EMAILS = `{ myEmails { ${FIELDS} } }`;
const ADD = `mutation($email: String!) { addEmail(email: $email) { ${FIELDS} } }`;
const VERIFY = `mutation($email: String!, $code: String!) { verifyEmail(email: $email, code: $code) { ${FIELDS} } }`;
const RESEND = `mutation($email: String!) { resendEmailCode(email: $email) }`;
const DELETE = `mutation($id: ID!) { deleteEmail(id: $id) }`;

interface EmailRow {
  id: string;
  email: string;
  isVerified: boolean;
  isPrimary: boolean;
  createdAt: string;
}

beforeAll(async () => {
  t = await startAccountsApp();
});
afterAll(async () => {
  await t?.close();
});

/** A registered user (primary email pending) and helpers acting as them. */
async function aMember() {
  const primary = freshEmail('member').toLowerCase();
  const reg = await t.call<{ registerUser: { id: string } }>(REGISTER, {
    internal: true,
    clientIp: freshIp(),
    variables: { email: primary, password: 'long enough password' },
  });
  const userId = reg.data!.registerUser.id;
  const ip = freshIp();
  return {
    userId,
    primary,
    add: (email: string, clientIp = ip) =>
      t.call<{ addEmail: EmailRow }>(ADD, { userId, clientIp, variables: { email } }),
    verify: (email: string, code: string) =>
      t.call<{ verifyEmail: EmailRow }>(VERIFY, { userId, variables: { email, code } }),
    resend: (email: string, clientIp = ip) =>
      t.call<{ resendEmailCode: boolean }>(RESEND, { userId, clientIp, variables: { email } }),
    remove: (id: string) => t.call<{ deleteEmail: boolean }>(DELETE, { userId, variables: { id } }),
    list: async () => (await t.call<{ myEmails: EmailRow[] }>(MY_EMAILS, { userId })).data!.myEmails,
  };
}

const mailCount = (to: string) => t.db.devMail.count({ where: { to: to.toLowerCase() } });

describe('myEmails', () => {
  it('lists the primary address first, and gives a user who has only a sign-in address its primary row', async () => {
    const legacy = await t.db.user.create({ data: { email: freshEmail('legacy').toLowerCase() } });
    const res = await t.call<{ myEmails: EmailRow[] }>(MY_EMAILS, { userId: legacy.id });
    expect(res.data?.myEmails).toEqual([
      {
        id: expect.any(String),
        email: legacy.email,
        isVerified: false,
        isPrimary: true,
        createdAt: expect.any(String),
      },
    ]);
    const m = await aMember();
    await m.add(freshEmail('second'));
    const list = await m.list();
    expect(list.map((e) => e.isPrimary)).toEqual([true, false]);
    expect(list[0]!.email).toBe(m.primary);
  });

  it('a guest gets UNAUTHENTICATED', async () => {
    expect((await t.call(MY_EMAILS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('addEmail and verifyEmail', () => {
  it('an added email is pending until its mailed 6-digit code is entered; verification makes it verified', async () => {
    const m = await aMember();
    const email = freshEmail('work');
    const added = await m.add(email);
    expect(added.data?.addEmail).toMatchObject({ email: email.toLowerCase(), isVerified: false, isPrimary: false });
    const code = await latestCode(t.db, email);
    const verified = await m.verify(email, ` ${code} `);
    expect(verified.errors).toBeUndefined();
    expect(verified.data?.verifyEmail).toMatchObject({ email: email.toLowerCase(), isVerified: true });
    const row = await t.db.userEmail.findUniqueOrThrow({ where: { email: email.toLowerCase() } });
    expect(row).toMatchObject({ isVerified: true, codeHash: null, codeExpiresAt: null });
    expect(row.verifiedAt).toBeInstanceOf(Date);
  });

  it('the registration code verifies the primary address', async () => {
    const m = await aMember();
    const res = await m.verify(m.primary, await latestCode(t.db, m.primary));
    expect(res.data?.verifyEmail).toMatchObject({ isPrimary: true, isVerified: true });
  });

  it('refuses an invalid address with "Invalid email format" and changes nothing (no row, no mail)', async () => {
    const m = await aMember();
    for (const bad of ['nope', 'a@b', 'two@@example.test', 'spa ce@example.test', '']) {
      const res = await m.add(bad);
      expect(res.errors?.[0]).toMatchObject({
        message: 'Invalid email format',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(await m.list()).toHaveLength(1);
    expect(await t.db.devMail.count({ where: { to: { in: ['nope', 'a@b', 'two@@example.test'] } } })).toBe(0);
  });

  it('refuses an address that is already yours or belongs to someone else (CONFLICT), without mailing', async () => {
    const m = await aMember();
    const other = await aMember();
    const mine = await m.add(m.primary.toUpperCase());
    expect(mine.errors?.[0]).toMatchObject({ message: EmailMessages.alreadyYours, extensions: { code: 'CONFLICT' } });
    const theirs = await m.add(other.primary);
    expect(theirs.errors?.[0]).toMatchObject({
      message: EmailMessages.takenByOtherAccount,
      extensions: { code: 'CONFLICT' },
    });
    expect(await mailCount(other.primary)).toBe(1); // only the registration mail
  });

  it('answers "Code must be 6 digits" for a malformed code, without counting a try', async () => {
    const m = await aMember();
    const email = freshEmail('fmt');
    await m.add(email);
    for (const bad of ['12345', '1234567', 'abcdef', '12 345']) {
      const res = await m.verify(email, bad);
      expect(res.errors?.[0]).toMatchObject({
        message: 'Code must be 6 digits',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const row = await t.db.userEmail.findUniqueOrThrow({ where: { email: email.toLowerCase() } });
    expect(row.codeAttempts).toBe(0);
  });

  it(`a code is void after ${EMAIL_CODE_MAX_ATTEMPTS} wrong tries; a resend replaces it`, async () => {
    const m = await aMember();
    const email = freshEmail('tries');
    await m.add(email);
    const code = await latestCode(t.db, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < EMAIL_CODE_MAX_ATTEMPTS; i++) {
      expect((await m.verify(email, wrong)).errors?.[0]?.message).toBe('Invalid verification code');
    }
    expect((await m.verify(email, code)).errors?.[0]?.message).toBe('Invalid verification code');
    expect((await m.resend(email)).data?.resendEmailCode).toBe(true);
    const fresh = await latestCode(t.db, email);
    expect((await m.verify(email, fresh)).data?.verifyEmail.isVerified).toBe(true);
  });

  it('a code expires after 15 minutes', async () => {
    const m = await aMember();
    const email = freshEmail('late');
    await m.add(email);
    const code = await latestCode(t.db, email);
    t.clock.advanceMinutes(15);
    try {
      expect((await m.verify(email, code)).errors?.[0]).toMatchObject({
        message: 'Invalid verification code',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      await m.resend(email);
      t.clock.advanceMinutes(14);
      expect((await m.verify(email, await latestCode(t.db, email))).data?.verifyEmail.isVerified).toBe(true);
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('a resend replaces the code: the old one no longer works', async () => {
    const m = await aMember();
    const email = freshEmail('resend');
    await m.add(email);
    const first = await latestCode(t.db, email);
    await m.resend(email);
    const second = await latestCode(t.db, email);
    expect(await mailCount(email)).toBe(2);
    if (first !== second) expect((await m.verify(email, first)).errors?.[0]?.message).toBe('Invalid verification code');
    expect((await m.verify(email, second)).data?.verifyEmail.isVerified).toBe(true);
  });

  it("cannot verify or resend someone else's address, and cannot resend a verified one", async () => {
    const m = await aMember();
    const other = await aMember();
    expect((await m.verify(other.primary, '123456')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await m.resend(other.primary)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await m.verify(m.primary, await latestCode(t.db, m.primary));
    expect((await m.resend(m.primary)).errors?.[0]).toMatchObject({
      message: EmailMessages.alreadyVerified,
      extensions: { code: 'CONFLICT' },
    });
  });
});

describe('deleteEmail', () => {
  it('deletes pending and verified non-primary addresses; the primary one cannot be deleted', async () => {
    const m = await aMember();
    const pending = (await m.add(freshEmail('pending'))).data!.addEmail;
    const verifiedEmail = freshEmail('verified');
    const verified = (await m.add(verifiedEmail)).data!.addEmail;
    await m.verify(verifiedEmail, await latestCode(t.db, verifiedEmail));
    const primary = (await m.list()).find((e) => e.isPrimary)!;

    expect((await m.remove(primary.id)).errors?.[0]).toMatchObject({
      message: 'The primary email cannot be deleted',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await m.remove(pending.id)).data?.deleteEmail).toBe(true);
    expect((await m.remove(verified.id)).data?.deleteEmail).toBe(true);
    expect((await m.list()).map((e) => e.id)).toEqual([primary.id]);
  });

  it("answers NOT_FOUND for someone else's address or an id that is not a UUID", async () => {
    const m = await aMember();
    const other = await aMember();
    const theirs = (await other.add(freshEmail('theirs'))).data!.addEmail;
    expect((await m.remove(theirs.id)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await m.remove('not-a-uuid')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await t.db.userEmail.count({ where: { id: theirs.id } })).toBe(1);
  });
});

describe('mail rate limits', () => {
  it(`sends at most ${RATE_LIMITS.mailsPerEmail.points} codes per address per hour`, async () => {
    const m = await aMember();
    const email = freshEmail('spam');
    await m.add(email, freshIp());
    for (let i = 1; i < RATE_LIMITS.mailsPerEmail.points; i++) {
      expect((await m.resend(email, freshIp())).errors).toBeUndefined();
    }
    const refused = await m.resend(email, freshIp());
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.errors?.[0]?.message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    expect(await mailCount(email)).toBe(RATE_LIMITS.mailsPerEmail.points);
  });

  it(`sends at most ${RATE_LIMITS.mailsPerIp.points} codes per client address per hour`, async () => {
    const m = await aMember();
    const ip = freshIp();
    // Spread over several users so the per-user address cap is not what stops it.
    for (let i = 0; i < RATE_LIMITS.mailsPerIp.points; i++) {
      const who = i < 5 ? m : await aMember();
      expect((await who.add(freshEmail('ip'), ip)).errors).toBeUndefined();
    }
    const last = freshEmail('ip-over');
    const refused = await m.add(last, ip);
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(await t.db.userEmail.count({ where: { email: last.toLowerCase() } })).toBe(0);
    expect(await mailCount(last)).toBe(0);
  });
});

describe('address cap', () => {
  it(`a user holds at most ${MAX_EMAILS_PER_USER} addresses, the primary one included`, async () => {
    const m = await aMember();
    for (let i = 1; i < MAX_EMAILS_PER_USER; i++) {
      expect((await m.add(freshEmail('cap'), freshIp())).errors).toBeUndefined();
    }
    const over = freshEmail('cap-over');
    expect((await m.add(over, freshIp())).errors?.[0]).toMatchObject({
      message: EmailMessages.tooManyEmails,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await mailCount(over)).toBe(0);
  });
});

describe('devOutbox', () => {
  it('lists kept mail newest first, filtered by address', async () => {
    const m = await aMember();
    const email = freshEmail('outbox');
    await m.add(email);
    await m.resend(email);
    const res = await t.call<{ devOutbox: { to: string; subject: string; text: string; createdAt: string }[] }>(
      `query($to: String) { devOutbox(to: $to) { to subject text createdAt } }`,
      { variables: { to: email.toUpperCase() } },
    );
    const messages = res.data!.devOutbox;
    expect(messages).toHaveLength(2);
    expect(messages.every((x) => x.to === email.toLowerCase())).toBe(true);
    expect(messages[0]!.text).toContain(await latestCode(t.db, email));
  });
});
