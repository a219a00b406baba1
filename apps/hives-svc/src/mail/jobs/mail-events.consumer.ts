import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { EventConsumer, PRISMA, type Logger } from '@hivemind/common';
import { APP_LOGGER, ProcessesQueue, type QueueHandler } from '@hivemind/common/nest';
import { EventType, QueueName, type DomainEvent } from '@hivemind/contracts';
import type { HivesPrisma, HivesTx } from '../../prisma.js';
import { MailDelivery } from '../mail-delivery.js';
import { MailRepository } from '../mail.repository.js';

/**
 * hives-svc's domain-event consumer: mail.requested events, relayed from its own outbox, are queued
 * for SMTP delivery (MailDelivery), each once (processed_event; the job is named after the event).
 * Served only when SMTP_URL is set: without it MailService keeps mail in dev_mail and writes no event.
 *
 * mail.requested is confirmed by SendMailJob once the mail is sent (CONSUMER_CONFIRMED_EVENTS), not
 * when this job completes: if Redis loses the send-mail job (a flush), the relay finds this event's
 * job missing too and adds it again; processed_event then says "duplicate", and an event not yet
 * confirmed is queued for sending again (the send-mail job id still keeps it to one while it waits).
 */
@Injectable()
@ProcessesQueue(QueueName.EventsHives)
export class MailEventsConsumer implements QueueHandler {
  readonly consumer: EventConsumer<HivesTx>;

  constructor(
    @Inject(PRISMA) prisma: HivesPrisma,
    @Inject(APP_LOGGER) private readonly logger: Logger,
    private readonly delivery: MailDelivery,
    private readonly repo: MailRepository,
  ) {
    this.consumer = new EventConsumer<HivesTx>({
      service: 'hives-svc',
      db: prisma,
      handlers: {
        [EventType.MailRequested]: ({ id, payload }) => delivery.enqueue(payload, id),
      },
    });
  }

  async process(job: Job<DomainEvent>): Promise<unknown> {
    const event = job.data;
    const outcome = await this.consumer.apply(event);
    if (outcome === 'duplicate' && event.type === EventType.MailRequested) {
      const mail = (event as DomainEvent<EventType.MailRequested>).payload;
      // A settled mail's payload is emptied: nothing left to send, nothing owed.
      if (mail?.to && !(await this.repo.isSettled(event.id))) await this.delivery.enqueue(mail, event.id);
    }
    return outcome;
  }

  onFailed(job: Job<DomainEvent> | undefined, err: Error): void {
    this.logger.error({ err, jobId: job?.id, eventType: job?.name }, 'event handling failed');
  }
}
