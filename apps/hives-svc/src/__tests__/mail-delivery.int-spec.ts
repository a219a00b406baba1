// Mail over SMTP (SMTP_URL set) against a real SMTP server in this process (smtp-server, nodemailer's
// own server library): a verification code reaches the server even when it refuses the first try
// (4xx: tried again with backoff); a 5xx refusal is final; registering never waits for SMTP.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { Queue } from 'bullmq';
import { JobName, QueueName, VerificationMail } from '@hivemind/contracts';
import { freshEmail, freshIp, REGISTER, startAccountsApp, type AccountsTestApp } from './accounts-harness.js';

interface Received {
  to: string[];
  raw: string;
}

/** What the SMTP server does with each recipient: accept, or answer with a reply code. */
const replies = new Map<string, number[]>();
const received: Received[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    const code = replies.get(address.address)?.shift();
    if (code === undefined) return callback();
    return callback(
      Object.assign(new Error(code >= 500 ? 'No such mailbox' : 'Try again later'), { responseCode: code }),
    );
  },
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});

let t: AccountsTestApp;
const prefix = `${process.env.BULL_PREFIX ?? 'hivemind'}-mail-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await startAccountsApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_RETRY_BASE_MS: '100',
    MAIL_ATTEMPTS: '3',
    BULL_PREFIX: prefix,
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const register = (email: string) =>
  t.call<{ registerUser: { id: string } }>(REGISTER, {
    internal: true,
    clientIp: freshIp(),
    variables: { email, password: 'correct horse battery' },
  });

async function until<T>(what: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = what();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('verification mail over SMTP', () => {
  it('reaches the server with the code, tried again after a temporary refusal (421)', async () => {
    const email = freshEmail().toLowerCase();
    replies.set(email, [421]);
    const started = Date.now();
    const res = await register(email);
    expect(res.errors).toBeUndefined();
    const mail = await until(() => received.find((m) => m.to.includes(email)));
    // Retried after the backoff (100 ms), not at once.
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(mail.raw).toContain(`Subject: ${VerificationMail.subject}`);
    expect(mail.raw).toMatch(/Your verification code is \d{6}\./);
    // Nothing kept in the development outbox when SMTP is configured.
    expect(await t.db.devMail.count({ where: { to: email } })).toBe(0);
  });

  it('gives up at once on a permanent refusal (550), and the registration still stands', async () => {
    const email = freshEmail().toLowerCase();
    replies.set(email, [550]);
    const res = await register(email);
    expect(res.errors).toBeUndefined();
    expect(await t.db.user.count({ where: { email: { equals: email, mode: 'insensitive' } } })).toBe(1);
    const queue = new Queue(QueueName.HivesMail, {
      connection: { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', maxRetriesPerRequest: null },
      prefix,
    });
    try {
      const job = await pollFailed(queue, email);
      expect(job).toMatchObject({
        name: JobName.SendMail,
        attemptsMade: 1,
        failedReason: expect.stringContaining('No such mailbox'),
      });
      expect(received.some((m) => m.to.includes(email))).toBe(false);
    } finally {
      await queue.close();
    }
  });
});

async function pollFailed(queue: Queue, email: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const job = (await queue.getFailed()).find((j) => (j.data as { to: string }).to === email);
    if (job) return job;
    if (Date.now() > deadline) throw new Error('the mail job never failed');
    await new Promise((r) => setTimeout(r, 25));
  }
}
