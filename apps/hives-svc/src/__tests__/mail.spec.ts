import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { createLogger } from '@hivemind/common';
import { loadHivesEnv } from '../env.js';
import type { MailDelivery } from '../mail/mail-delivery.js';
import { MailRepository } from '../mail/mail.repository.js';
import { MailService } from '../mail/mail.service.js';
import type { OutboxRelayService } from '../outbox/outbox-relay.service.js';
import type { HivesPrisma } from '../prisma.js';

/**
 * A stand-in for the database: one transaction at a time, recording the dev_mail rows and the outbox
 * events written through it; rows of a transaction whose work throws are dropped, as a rollback would.
 */
function database() {
  const devMail: unknown[] = [];
  const outbox: unknown[][] = [];
  const prisma = {
    async $transaction<T>(work: (tx: unknown) => Promise<T>): Promise<T> {
      const pending = { devMail: [] as unknown[], outbox: [] as unknown[][] };
      const tx = {
        devMail: { create: async (args: unknown) => void pending.devMail.push(args) },
        $executeRawUnsafe: async (_sql: string, ...values: unknown[]) => void pending.outbox.push(values),
      };
      const result = await work(tx);
      devMail.push(...pending.devMail);
      outbox.push(...pending.outbox);
      return result;
    },
    devMail: { findMany: async () => [] },
  } as unknown as HivesPrisma;
  return { repo: new MailRepository(prisma), devMail, outbox };
}

/** Counts the times the relay is asked for a pass. */
function relay() {
  const woken = { count: 0 };
  return { woken, service: { wake: () => void (woken.count += 1) } as unknown as OutboxRelayService };
}

const logger = createLogger('mail-test', 'silent');
/** Delivery as it is without SMTP_URL (MailDelivery runs nothing then). */
const noSmtp = { enabled: false } as unknown as MailDelivery;
const smtp = { enabled: true } as unknown as MailDelivery;
const mail = { to: 'a@b.co', subject: 'Hi', text: 'Code 123456' };

describe('mail without SMTP_URL', () => {
  it('is kept in the development outbox outside production, in the transaction of its change', async () => {
    const { repo, devMail, outbox } = database();
    const r = relay();
    const env = loadHivesEnv({ NODE_ENV: 'development', DEV_OUTBOX_ENABLED: 'true' });
    const service = new MailService(repo, env, logger, noSmtp, r.service);
    await expect(service.withMail(async (_tx, send) => (await send(mail), 'done'))).resolves.toBe('done');
    expect(devMail).toEqual([{ data: mail }]);
    expect(outbox).toEqual([]);
    expect(r.woken.count).toBe(0);
    await expect(service.devOutbox('A@B.co')).resolves.toEqual([]);
  });

  it('is served at the development outbox only when DEV_OUTBOX_ENABLED is true: NOT_FOUND otherwise, in development too', async () => {
    for (const env of [{ NODE_ENV: 'development' }, { NODE_ENV: 'test', DEV_OUTBOX_ENABLED: 'false' }]) {
      const service = new MailService(database().repo, loadHivesEnv(env), logger, noSmtp, relay().service);
      await expect(service.devOutbox('a@b.co')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    }
  });

  it('is never kept in production, and the outbox answers NOT_FOUND there', async () => {
    const { repo, devMail, outbox } = database();
    const env = loadHivesEnv({ NODE_ENV: 'production', CONTEXT_SECRET: randomBytes(32).toString('hex') });
    const service = new MailService(repo, env, logger, noSmtp, relay().service);
    expect(service.usesDevOutbox).toBe(false);
    await service.withMail((_tx, send) => send(mail));
    expect(devMail).toEqual([]);
    expect(outbox).toEqual([]);
    await expect(service.devOutbox(null)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });
});

describe('mail with SMTP_URL', () => {
  it('is written to the outbox as a mail.requested event with its change, and the relay woken after the commit', async () => {
    const { repo, devMail, outbox } = database();
    const r = relay();
    const service = new MailService(repo, loadHivesEnv({ NODE_ENV: 'development' }), logger, smtp, r.service);
    await service.withMail(async (_tx, send) => {
      await send(mail);
      expect(r.woken.count).toBe(0);
    });
    expect(devMail).toEqual([]);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toEqual([expect.any(String), 'mail.requested', JSON.stringify(mail), null, expect.any(String)]);
    expect(r.woken.count).toBe(1);
  });
});

describe('mail whose change fails', () => {
  it.each([
    ['without SMTP_URL (dev_mail)', noSmtp],
    ['with SMTP_URL (outbox)', smtp],
  ])('is neither kept nor relayed %s', async (_mode, delivery) => {
    const { repo, devMail, outbox } = database();
    const r = relay();
    const service = new MailService(repo, loadHivesEnv({ NODE_ENV: 'development' }), logger, delivery, r.service);
    await expect(
      service.withMail(async (_tx, send) => {
        await send(mail);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(devMail).toEqual([]);
    expect(outbox).toEqual([]);
    expect(r.woken.count).toBe(0);
  });
});

describe('SMTP_URL', () => {
  it('must be an smtp:// or smtps:// URL', () => {
    expect(loadHivesEnv({ SMTP_URL: 'smtp://user:pw@mail.example:587' }).SMTP_URL).toBe(
      'smtp://user:pw@mail.example:587',
    );
    expect(loadHivesEnv({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    expect(() => loadHivesEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });
});
