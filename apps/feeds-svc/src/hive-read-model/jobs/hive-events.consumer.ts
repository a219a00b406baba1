import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { EventConsumer, PRISMA, type EventHandlers, type Logger } from '@hivemind/common';
import { APP_LOGGER, ProcessesQueue, type QueueHandler } from '@hivemind/common/nest';
import { EventType, QueueName, type DomainEvent } from '@hivemind/contracts';
import type { FeedsPrisma, FeedsTx } from '../../prisma.js';
import { HiveReadModelRepository } from '../hive-read-model.repository.js';

/**
 * feeds-svc's domain-event consumer (its events queue, served by the app's JobHost unless
 * EVENT_CONSUMER_ENABLED is false): hive.created / hive.updated keep hive_read_model in step with
 * hives-svc and hive.member-* keep hive_member_read_model (each member's role), each event applied
 * exactly once (processed_event, same transaction).
 */
@Injectable()
@ProcessesQueue(QueueName.EventsFeeds)
export class HiveEventsConsumer implements QueueHandler {
  readonly consumer: EventConsumer<FeedsTx>;

  constructor(
    @Inject(PRISMA) prisma: FeedsPrisma,
    @Inject(APP_LOGGER) private readonly logger: Logger,
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
    this.consumer = new EventConsumer<FeedsTx>({ service: 'feeds-svc', db: prisma, handlers });
  }

  process(job: Job<DomainEvent>): Promise<unknown> {
    return this.consumer.apply(job.data);
  }

  onFailed(job: Job<DomainEvent> | undefined, err: Error): void {
    this.logger.error({ err, jobId: job?.id, eventType: job?.name }, 'event handling failed');
  }
}
