import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { EventConsumer, PRISMA, REDIS, type EventHandlers, type Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER } from '@hivemind/common/nest';
import { EventType } from '@hivemind/contracts';
import type { FeedsEnv } from '../../env.js';
import type { FeedsPrisma, FeedsTx } from '../../prisma.js';
import { HiveReadModelRepository } from '../hive-read-model.repository.js';

/**
 * feeds-svc's domain-event worker: hive.created / hive.updated keep hive_read_model in step with
 * hives-svc and hive.member-* keep hive_member_read_model (each member's role), each event applied
 * exactly once (processed_event, same transaction).
 */
@Injectable()
export class HiveEventsConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  readonly consumer: EventConsumer<FeedsTx>;

  constructor(
    @Inject(PRISMA) prisma: FeedsPrisma,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_ENV) private readonly env: FeedsEnv,
    @Inject(APP_LOGGER) logger: Logger,
    readModel: HiveReadModelRepository,
  ) {
    const handlers: EventHandlers<FeedsTx> = {
      [EventType.HiveCreated]: ({ payload, occurredAt }, tx) => readModel.upsert(tx, payload, occurredAt),
      [EventType.HiveUpdated]: ({ payload, occurredAt }, tx) => readModel.upsert(tx, payload, occurredAt),
      [EventType.HiveMemberAdded]: ({ payload, occurredAt }, tx) => readModel.upsertMember(tx, payload, occurredAt),
      [EventType.HiveMemberRoleChanged]: ({ payload, occurredAt }, tx) =>
        readModel.upsertMember(tx, payload, occurredAt),
      [EventType.HiveMemberRemoved]: ({ payload, occurredAt }, tx) =>
        readModel.removeMember(tx, { ...payload, role: payload.previousRole }, occurredAt),
    };
    this.consumer = new EventConsumer<FeedsTx>({
      service: 'feeds-svc',
      db: prisma,
      handlers,
      connection: redis,
      prefix: env.BULL_PREFIX,
      logger,
      concurrency: env.EVENT_CONSUMER_CONCURRENCY,
    });
  }

  onApplicationBootstrap(): void {
    if (this.env.EVENT_CONSUMER_ENABLED) this.consumer.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.consumer.stop();
  }
}
