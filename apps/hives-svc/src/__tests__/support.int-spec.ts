import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SupportConfirmationMail, SupportMessages } from '@hivemind/contracts';
import {
  freshEmail,
  freshIp,
  latestCode,
  REGISTER,
  startAccountsApp,
  type AccountsTestApp,
} from './accounts-harness.js';

/**
 * Contact Support (spec 2 §2.13, §5, §7): from one of the caller's verified emails only, a trimmed
 * message of at least 10 characters, stored in the support inbox with a confirmation mail to that
 * address (the development outbox here), answering the sender email.
 */
let t: AccountsTestApp;
const SEND = `mutation($id: ID!, $message: String!) { sendSupportFeedback(userEmailId: $id, message: $message) { email } }`;
const MY_EMAILS = `{ myEmails { id email isVerified } }`;
const VERIFY = `mutation($email: String!, $code: String!) { verifyEmail(email: $email, code: $code) { id } }`;

beforeAll(async () => {
  t = await startAccountsApp();
});
afterAll(async () => {
  await t?.close();
});

/** A registered member whose primary email is verified, or left pending. */
async function aMember({ verified }: { verified: boolean }) {
  const email = freshEmail('support').toLowerCase();
  const reg = await t.call<{ registerUser: { id: string } }>(REGISTER, {
    internal: true,
    clientIp: freshIp(),
    variables: { email, password: 'long enough password' },
  });
  const userId = reg.data!.registerUser.id;
  if (verified) {
    const code = await latestCode(t.db, email);
    await t.call(VERIFY, { userId, variables: { email, code } });
  }
  const emails = (
    await t.call<{ myEmails: { id: string; email: string; isVerified: boolean }[] }>(MY_EMAILS, { userId })
  ).data!.myEmails;
  return { userId, email, emailId: emails[0]!.id };
}

const send = (userId: string, id: string, message: string) =>
  t.call<{ sendSupportFeedback: { email: string } }>(SEND, { userId, clientIp: freshIp(), variables: { id, message } });

const inbox = (userId: string) => t.db.supportMessage.findMany({ where: { userId } });
const confirmations = (to: string) =>
  t.db.devMail.findMany({ where: { to, subject: SupportConfirmationMail.subject } });

describe('support messages', () => {
  it('stores the trimmed message, mails a confirmation to the sender email and answers that email', async () => {
    const m = await aMember({ verified: true });
    const res = await send(m.userId, m.emailId, '   My list items disappeared after an edit.  ');
    expect(res.errors).toBeUndefined();
    expect(res.data?.sendSupportFeedback).toEqual({ email: m.email });
    const rows = await inbox(m.userId);
    expect(rows).toEqual([
      expect.objectContaining({
        userEmailId: m.emailId,
        email: m.email,
        message: 'My list items disappeared after an edit.',
      }),
    ]);
    const mails = await confirmations(m.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toBe(SupportConfirmationMail.text('My list items disappeared after an edit.'));
  });

  it('Message must be at least 10 characters long (after trimming); nothing stored or mailed', async () => {
    const m = await aMember({ verified: true });
    const res = await send(m.userId, m.emailId, '   too short    ');
    expect(res.errors?.[0]).toMatchObject({
      message: SupportMessages.tooShort,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await inbox(m.userId)).toEqual([]);
    expect(await confirmations(m.email)).toEqual([]);
    expect((await send(m.userId, m.emailId, '0123456789')).data?.sendSupportFeedback.email).toBe(m.email);
  });

  it('the email must be one of the caller’s verified emails', async () => {
    const pending = await aMember({ verified: false });
    const other = await aMember({ verified: true });
    const message = 'Please help me with my account settings';
    for (const [userId, id] of [
      [pending.userId, pending.emailId], // the caller's, but not verified
      [pending.userId, other.emailId], // verified, but someone else's
      [pending.userId, 'not-an-id'],
    ] as const) {
      const res = await send(userId, id, message);
      expect(res.errors?.[0]).toMatchObject({
        message: SupportMessages.emailNotVerified,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const blank = await send(pending.userId, ' ', message);
    expect(blank.errors?.[0]?.message).toBe(SupportMessages.selectEmail);
    expect(await inbox(pending.userId)).toEqual([]);
    expect(await confirmations(other.email)).toEqual([]);
  });

  it('guests cannot send', async () => {
    const res = await t.call(SEND, {
      variables: { id: '00000000-0000-0000-0000-000000000000', message: 'hello there support' },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
