// Mail over SMTP (SMTP_URL set) against a real SMTP server in this process (smtp-server, nodemailer's
// own server library), through the outbox: the mail is written with its change, relayed (the test
// drives the relay, as hives-svc's own would run), queued by hives-svc's mail consumer and delivered.
// A verification code reaches the server even when it refuses the first try (4xx: tried again with
// backoff); a 5xx refusal is final; registering never waits for SMTP; a mail exists if and only if
// its change committed, survives a crash before it was relayed and a Redis flush before it was sent
// (issue 20), and leaves no readable code behind.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { Queue } from 'bullmq';
import { createLogger, createRedis, OutboxRelay } from '@hivemind/common';
import { deleteKeys } from '@hivemind/testing';
import { EventType, JobName, QueueName, VerificationMail, jobIdFor } from '@hivemind/contracts';
import { MailService } from '../mail/mail.service.js';
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
const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
let relay: OutboxRelay | undefined;

/** hives-svc's outbox relay, as the app runs it (the harness turns the app's own off). */
function startRelay(): void {
  relay = new OutboxRelay({
    db: t.db,
    producer: 'hives-svc',
    connection: redis,
    prefix,
    logger: createLogger('mail-relay-test', 'silent'),
    pollMs: 50,
    recheckMs: 100,
  });
  relay.start();
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await startAccountsApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_RETRY_BASE_MS: '100',
    MAIL_ATTEMPTS: '3',
    BULL_PREFIX: prefix,
  });
  startRelay();
});
afterAll(async () => {
  await relay?.stop();
  await t?.close();
  await redis.quit();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The outbox rows of mail to `email` (read by address while their payload still names it). */
const mailEventsTo = (email: string) =>
  t.db.outboxEvent.findMany({ where: { type: EventType.MailRequested, payload: { path: ['to'], equals: email } } });

const register = (email: string) =>
  t.call<{ registerUser: { id: string } }>(REGISTER, {
    internal: true,
    clientIp: freshIp(),
    variables: { email, password: 'correct horse battery' },
  });

/** Deletes every key of the test's BullMQ prefix: what a Redis flush (or a restart without persistence) does. */
function flushPrefix(): Promise<number> {
  return deleteKeys(redis, `${prefix}:*`);
}

async function eventually<T>(what: () => Promise<T | undefined | null | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

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
      // Given up for good: its outbox row is settled (confirmed, code emptied), so nothing re-sends it.
      const mailId = (job.data as { mailId: string }).mailId;
      await eventually(async () => (await t.db.outboxEvent.findUnique({ where: { id: mailId } }))?.confirmedAt);
      expect(await t.db.outboxEvent.findUnique({ where: { id: mailId } })).toMatchObject({ payload: {} });
    } finally {
      await queue.close();
    }
  });
});

describe('mail and the change it belongs to', () => {
  it('exists only if its change committed: a failed change leaves no mail to relay and sends nothing', async () => {
    const email = freshEmail().toLowerCase();
    const mail = t.app.get(MailService);
    await expect(
      mail.withMail(async (_tx, send) => {
        await send({ to: email, subject: 'Never sent', text: 'The change that called for it failed.' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await mailEventsTo(email)).toEqual([]);
    await new Promise((r) => setTimeout(r, 400));
    expect(received.some((m) => m.to.includes(email))).toBe(false);
  });

  it('survives a crash between the commit and the relay: it is sent when the relay runs again', async () => {
    await relay?.stop();
    const email = freshEmail().toLowerCase();
    try {
      expect((await register(email)).errors).toBeUndefined();
      const [pending] = await mailEventsTo(email);
      expect(pending).toMatchObject({ publishedAt: null, payload: { to: email, subject: VerificationMail.subject } });
      await new Promise((r) => setTimeout(r, 400));
      expect(received.some((m) => m.to.includes(email))).toBe(false);
    } finally {
      startRelay();
    }
    const mail = await until(() => received.find((m) => m.to.includes(email)));
    expect(mail.raw).toMatch(/Your verification code is \d{6}\./);
  });

  it('leaves no readable code in the database once it is sent (the outbox payload is emptied)', async () => {
    const email = freshEmail().toLowerCase();
    const since = new Date(Date.now() - 1000);
    expect((await register(email)).errors).toBeUndefined();
    const [row] = await mailEventsTo(email);
    const mail = await until(() => received.find((m) => m.to.includes(email)));
    const code = /Your verification code is (\d{6})\./.exec(mail.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // Confirmed by the send-mail job right after the server took the mail.
    await eventually(async () => (await t.db.outboxEvent.findUnique({ where: { id: row!.id } }))?.confirmedAt);
    const rows = await t.db.outboxEvent.findMany({
      where: { type: EventType.MailRequested, createdAt: { gte: since } },
    });
    expect(rows.map((r) => r.id)).toContain(row!.id);
    for (const r of rows) {
      expect(r.publishedAt).toEqual(expect.any(Date));
      expect(r.confirmedAt).toEqual(expect.any(Date));
      expect(r.payload).toEqual({});
      expect(JSON.stringify(r.payload)).not.toContain(code!);
    }
  });

  it('Work that is owed survives a flush of the queue: a mail queued but not sent when Redis lost it arrives once', async () => {
    const mailQueue = new Queue(QueueName.HivesMail, { connection: redis, prefix });
    const email = freshEmail().toLowerCase();
    try {
      // The mail worker takes nothing (the queue is paused); the mail is requested, relayed and queued.
      await mailQueue.pause();
      expect((await register(email)).errors).toBeUndefined();
      const [row] = await mailEventsTo(email);
      const sendJobId = jobIdFor(row!.id, JobName.SendMail);
      await eventually(async () => (await mailQueue.getJobState(sendJobId)) !== 'unknown');
      // Until it is sent, the outbox row keeps the mail (unconfirmed).
      expect(await t.db.outboxEvent.findUnique({ where: { id: row!.id } })).toMatchObject({
        confirmedAt: null,
        payload: { to: email },
      });

      // Redis loses everything of the prefix (the pause too), then the worker may run again.
      expect(await flushPrefix()).toBeGreaterThan(0);
      expect(await mailQueue.getJobState(sendJobId)).toBe('unknown');
      await mailQueue.resume();

      const mail = await until(() => received.find((m) => m.to.includes(email)));
      expect(mail.raw).toMatch(/Your verification code is \d{6}\./);
      await eventually(async () => (await t.db.outboxEvent.findUnique({ where: { id: row!.id } }))?.confirmedAt);
      // Once: later re-checks find it confirmed and add nothing again.
      await new Promise((r) => setTimeout(r, 500));
      expect(received.filter((m) => m.to.includes(email))).toHaveLength(1);
      expect(await t.db.outboxEvent.findUnique({ where: { id: row!.id } })).toMatchObject({ payload: {} });
    } finally {
      await mailQueue.resume();
      await mailQueue.close();
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
