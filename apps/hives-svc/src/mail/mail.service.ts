import { Inject, Injectable } from '@nestjs/common';
import { PRISMA, type Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER, DomainException, ErrorKind } from '@hivemind/common/nest';
import type { HivesEnv } from '../env.js';
import type { HivesPrisma } from '../prisma.js';
import { MailDelivery } from './mail-delivery.js';
import type { MailMessage } from './mail-message.model.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Newest messages the development outbox answers with. */
export const DEV_OUTBOX_LIMIT = 50;

/**
 * Outgoing mail: when SMTP_URL is set, queued for SMTP delivery with retries (MailDelivery);
 * otherwise (development and tests, never production) a row in dev_mail that GET /api/dev/outbox
 * shows. Sending never fails the caller's change: the code is already stored, and the user can ask
 * for it again (resend).
 */
@Injectable()
export class MailService {
  constructor(
    @Inject(PRISMA) private readonly prisma: HivesPrisma,
    @Inject(APP_ENV) private readonly env: HivesEnv,
    @Inject(APP_LOGGER) private readonly logger: Logger,
    private readonly delivery: MailDelivery,
  ) {}

  /** True when mail is kept in dev_mail instead of sent. */
  get usesDevOutbox(): boolean {
    return !this.delivery.enabled && this.env.NODE_ENV !== 'production';
  }

  async send(mail: OutgoingMail): Promise<void> {
    try {
      if (this.delivery.enabled) {
        await this.delivery.enqueue(mail);
      } else if (this.usesDevOutbox) {
        await this.prisma.devMail.create({ data: { to: mail.to, subject: mail.subject, text: mail.text } });
      } else {
        this.logger.error({ subject: mail.subject }, 'SMTP_URL is not set in production: mail not sent');
      }
    } catch (err) {
      this.logger.error({ err, subject: mail.subject }, 'sending mail failed');
    }
  }

  /** The development outbox, newest first; refused (NOT_FOUND) in production. */
  async devOutbox(to: string | null | undefined): Promise<MailMessage[]> {
    if (this.env.NODE_ENV === 'production') {
      throw new DomainException(ErrorKind.NotFound, 'DEV_OUTBOX_DISABLED', 'Not found');
    }
    const address = to?.trim().toLowerCase();
    return this.prisma.devMail.findMany({
      where: address ? { to: address } : {},
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: DEV_OUTBOX_LIMIT,
      select: { to: true, subject: true, text: true, createdAt: true },
    });
  }
}
