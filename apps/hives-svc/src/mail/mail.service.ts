import { Inject, Injectable } from '@nestjs/common';
import { newDomainEvent, PRISMA, writeOutboxEvent, type Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER, DomainException, ErrorKind } from '@hivemind/common/nest';
import { EventType } from '@hivemind/contracts';
import type { HivesEnv } from '../env.js';
import type { HivesTx } from '../members/membership.js';
import { OutboxRelayService } from '../outbox/outbox-relay.service.js';
import type { HivesPrisma } from '../prisma.js';
import { MailDelivery } from './mail-delivery.js';
import type { MailMessage } from './mail-message.model.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends a mail as part of the transaction it is given to (see MailService.withMail). */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** Newest messages the development outbox answers with. */
export const DEV_OUTBOX_LIMIT = 50;

/**
 * Outgoing mail, always written in the same transaction as the change that calls for it, so a mail
 * exists if and only if its change committed (a crash can neither lose it nor send it for nothing):
 * - SMTP_URL set: a mail.requested event in the outbox; the relay hands it to hives-svc's own
 *   consumer (MailEventsConsumer), which queues it for SMTP delivery with retries (MailDelivery);
 * - otherwise (development and tests, never production): a row in dev_mail, which GET
 *   /api/dev/outbox shows;
 * - in production without SMTP_URL: nothing is kept, and the error is logged.
 */
@Injectable()
export class MailService {
  constructor(
    @Inject(PRISMA) private readonly prisma: HivesPrisma,
    @Inject(APP_ENV) private readonly env: HivesEnv,
    @Inject(APP_LOGGER) private readonly logger: Logger,
    private readonly delivery: MailDelivery,
    private readonly relay: OutboxRelayService,
  ) {}

  /** True when mail is kept in dev_mail instead of sent. */
  get usesDevOutbox(): boolean {
    return !this.delivery.enabled && this.env.NODE_ENV !== 'production';
  }

  /**
   * Runs `work` in one transaction with the mail it sends: `send` writes each mail through that
   * transaction. After the commit the relay is woken, so SMTP mail leaves at once rather than at the
   * next poll.
   */
  async withMail<T>(work: (tx: HivesTx, send: SendMail) => Promise<T>): Promise<T> {
    let relayed = false;
    const result = await this.prisma.$transaction(async (tx) =>
      work(tx, async (mail) => {
        relayed = (await this.write(tx, mail)) || relayed;
      }),
    );
    if (relayed) this.relay.wake();
    return result;
  }

  /** Writes one mail through `tx`; true when it went to the outbox for SMTP delivery. */
  private async write(tx: HivesTx, mail: OutgoingMail): Promise<boolean> {
    const { to, subject, text } = mail;
    if (this.delivery.enabled) {
      await writeOutboxEvent(tx, newDomainEvent(EventType.MailRequested, 'hives-svc', { to, subject, text }));
      return true;
    }
    if (this.usesDevOutbox) {
      await tx.devMail.create({ data: { to, subject, text } });
    } else {
      this.logger.error({ subject }, 'SMTP_URL is not set in production: mail not sent');
    }
    return false;
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
      select: { to: true, subject: true, text: true, createdAt: true },
    });
  }
}
