import { Inject, Injectable } from '@nestjs/common';
import { type Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER, DomainException, ErrorKind } from '@hivemind/common/nest';
import type { HivesEnv } from '../env.js';
import { OutboxRelayService } from '../outbox/outbox-relay.service.js';
import { MailDelivery } from './mail-delivery.js';
import type { MailMessage, OutgoingMail } from './mail-message.model.js';
import { MailRepository, type MailTx } from './mail.repository.js';

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
 *   /api/dev/outbox shows where DEV_OUTBOX_ENABLED is set;
 * - in production without SMTP_URL: nothing is kept, and the error is logged.
 */
@Injectable()
export class MailService {
  constructor(
    private readonly repo: MailRepository,
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
  async withMail<T>(work: (tx: MailTx, send: SendMail) => Promise<T>): Promise<T> {
    let relayed = false;
    const result = await this.repo.transaction(async (tx) =>
      work(tx, async (mail) => {
        relayed = (await this.write(tx, mail)) || relayed;
      }),
    );
    if (relayed) this.relay.wake();
    return result;
  }

  /** Writes one mail through `tx`; true when it went to the outbox for SMTP delivery. */
  private async write(tx: MailTx, mail: OutgoingMail): Promise<boolean> {
    if (this.delivery.enabled) {
      await this.repo.request(tx, mail);
      return true;
    }
    if (this.usesDevOutbox) {
      await this.repo.keepInDevOutbox(tx, mail);
    } else {
      this.logger.error({ subject: mail.subject }, 'SMTP_URL is not set in production: mail not sent');
    }
    return false;
  }

  /**
   * The development outbox, newest first. It shows verification codes to whoever asks, so it answers
   * only where DEV_OUTBOX_ENABLED is set (never in production, which env.ts refuses): NOT_FOUND otherwise.
   */
  async devOutbox(to: string | null | undefined): Promise<MailMessage[]> {
    if (!this.env.DEV_OUTBOX_ENABLED || this.env.NODE_ENV === 'production') {
      throw new DomainException(ErrorKind.NotFound, 'DEV_OUTBOX_DISABLED', 'Not found');
    }
    return this.repo.devOutbox(to?.trim().toLowerCase());
  }
}
