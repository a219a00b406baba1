import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { EventConsumer, PRISMA, REDIS, type Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER } from '@hivemind/common/nest';
import { EventType } from '@hivemind/contracts';
import type { HivesEnv } from '../../env.js';
import type { HivesPrisma, HivesTx } from '../../prisma.js';
import { MailDelivery } from '../mail-delivery.js';

/**
 * hives-svc's domain-event worker: mail.requested events, relayed from its own outbox, are queued
 * for SMTP delivery (MailDelivery), each once (processed_event; the job is named after the event).
 * Runs only when SMTP_URL is set: without it MailService keeps mail in dev_mail and writes no event.
 */
@Injectable()
export class MailEventsConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  readonly consumer: EventConsumer<HivesTx>;

  constructor(
    @Inject(PRISMA) prisma: HivesPrisma,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_ENV) env: HivesEnv,
    @Inject(APP_LOGGER) logger: Logger,
    private readonly delivery: MailDelivery,
  ) {
    this.consumer = new EventConsumer<HivesTx>({
      service: 'hives-svc',
      db: prisma,
      handlers: {
        [EventType.MailRequested]: ({ id, payload }) => delivery.enqueue(payload, id),
      },
      connection: redis,
      prefix: env.BULL_PREFIX,
      logger,
      concurrency: 4,
    });
  }

  onApplicationBootstrap(): void {
    if (this.delivery.enabled) this.consumer.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.consumer.stop();
  }
}
