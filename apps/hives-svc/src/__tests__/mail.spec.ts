import { describe, expect, it } from '@jest/globals';
import { createLogger } from '@hivemind/common';
import { loadHivesEnv } from '../env.js';
import type { MailDelivery } from '../mail/mail-delivery.js';
import { MailService } from '../mail/mail.service.js';
import type { HivesPrisma } from '../prisma.js';

/** A stand-in for the dev_mail table: records what would be written and answers nothing. */
function devMailTable() {
  const created: unknown[] = [];
  const prisma = {
    devMail: {
      create: async (args: unknown) => void created.push(args),
      findMany: async () => [],
    },
  } as unknown as HivesPrisma;
  return { prisma, created };
}

const logger = createLogger('mail-test', 'silent');
/** Delivery as it is without SMTP_URL (MailDelivery runs nothing then). */
const noSmtp = { enabled: false, enqueue: async () => undefined } as unknown as MailDelivery;
const mail = { to: 'a@b.co', subject: 'Hi', text: 'Code 123456' };

describe('mail without SMTP_URL', () => {
  it('is kept in the development outbox outside production', async () => {
    const { prisma, created } = devMailTable();
    const service = new MailService(prisma, loadHivesEnv({ NODE_ENV: 'development' }), logger, noSmtp);
    await service.send(mail);
    expect(created).toEqual([{ data: mail }]);
    await expect(service.devOutbox('A@B.co')).resolves.toEqual([]);
  });

  it('is never kept in production, and the outbox answers NOT_FOUND there', async () => {
    const { prisma, created } = devMailTable();
    const env = loadHivesEnv({ NODE_ENV: 'production', CONTEXT_SECRET: 'a-production-secret-0123456789' });
    const service = new MailService(prisma, env, logger, noSmtp);
    expect(service.usesDevOutbox).toBe(false);
    await service.send(mail);
    expect(created).toEqual([]);
    await expect(service.devOutbox(null)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
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
