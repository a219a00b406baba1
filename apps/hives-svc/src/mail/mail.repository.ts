import { Inject, Injectable } from '@nestjs/common';
import {
  confirmOutboxEvents,
  isOutboxEventConfirmed,
  newDomainEvent,
  PRISMA,
  writeOutboxEvent,
} from '@hivemind/common';
import { EventType } from '@hivemind/contracts';
import type { HivesPrisma, HivesTx } from '../prisma.js';
import type { MailMessage, OutgoingMail } from './mail-message.model.js';

/** The transaction of the change a mail belongs to; the caller's own writes go through it too. */
export type MailTx = HivesTx;

/** Where mail is written: the outbox (for SMTP delivery) or the development outbox (dev_mail). */
@Injectable()
export class MailRepository {
  constructor(@Inject(PRISMA) private readonly prisma: HivesPrisma) {}

  transaction<T>(work: (tx: MailTx) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(work);
  }

  /** A mail.requested event, relayed to hives-svc's own consumer (MailEventsConsumer). */
  async request(tx: MailTx, { to, subject, text }: OutgoingMail): Promise<void> {
    await writeOutboxEvent(tx, newDomainEvent(EventType.MailRequested, 'hives-svc', { to, subject, text }));
  }

  /**
   * The mail (its mail.requested event) is settled: sent, or refused for good. The outbox row is
   * confirmed and its payload (which may hold a code) emptied; the relay stops re-adding it.
   */
  async settle(mailId: string): Promise<void> {
    await confirmOutboxEvents(this.prisma, [mailId]);
  }

  /** Whether the mail was settled (see settle). */
  isSettled(mailId: string): Promise<boolean> {
    return isOutboxEventConfirmed(this.prisma, mailId);
  }

  async keepInDevOutbox(tx: MailTx, { to, subject, text }: OutgoingMail): Promise<void> {
    await tx.devMail.create({ data: { to, subject, text } });
  }

  /** The development outbox, newest first, optionally for one address. */
  devOutbox(to: string | undefined): Promise<MailMessage[]> {
    return this.prisma.devMail.findMany({
      where: to ? { to } : {},
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { to: true, subject: true, text: true, createdAt: true },
    });
  }
}
