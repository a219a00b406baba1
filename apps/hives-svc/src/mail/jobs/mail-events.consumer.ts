import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { EventConsumer, PRISMA, type Logger } from '@hivemind/common';
import { APP_LOGGER, ProcessesQueue, type QueueHandler } from '@hivemind/common/nest';
import { EventType, QueueName, type DomainEvent } from '@hivemind/contracts';
import type { HivesPrisma, HivesTx } from '../../prisma.js';
import { MailDelivery } from '../mail-delivery.js';

/**
 * hives-svc's domain-event consumer: mail.requested events, relayed from its own outbox, are queued
 * for SMTP delivery (MailDelivery), each once (processed_event; the job is named after the event).
 * Served only when SMTP_URL is set: without it MailService keeps mail in dev_mail and writes no event.
 */
@Injectable()
@ProcessesQueue(QueueName.EventsHives)
export class MailEventsConsumer implements QueueHandler {
  readonly consumer: EventConsumer<HivesTx>;

  constructor(
    @Inject(PRISMA) prisma: HivesPrisma,
    @Inject(APP_LOGGER) private readonly logger: Logger,
    delivery: MailDelivery,
  ) {
    this.consumer = new EventConsumer<HivesTx>({
      service: 'hives-svc',
      db: prisma,
      handlers: {
        [EventType.MailRequested]: ({ id, payload }) => delivery.enqueue(payload, id),
      },
    });
  }

  process(job: Job<DomainEvent>): Promise<unknown> {
    return this.consumer.apply(job.data);
  }

  onFailed(job: Job<DomainEvent> | undefined, err: Error): void {
    this.logger.error({ err, jobId: job?.id, eventType: job?.name }, 'event handling failed');
  }
}
