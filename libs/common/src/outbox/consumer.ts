import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { EVENT_CONSUMERS, EVENT_QUEUE_OF, EventType, type DomainEvent, type ServiceName } from '@hivemind/contracts';
import type { Logger } from '../logger.js';
import { runWithCorrelationId } from '../logger.js';
import type { SqlExecutor, TransactionalDb } from './db.js';

/** Applies one event inside the consumer's transaction (tx is the service's Prisma tx client). */
export type EventHandler<Tx, T extends EventType = EventType> = (event: DomainEvent<T>, tx: Tx) => Promise<void>;
export type EventHandlers<Tx> = { [T in EventType]?: EventHandler<Tx, T> };

export interface EventConsumerOptions<Tx extends SqlExecutor> {
  service: ServiceName;
  db: TransactionalDb<Tx>;
  handlers: EventHandlers<Tx>;
  connection: Redis;
  prefix: string;
  logger: Logger;
  concurrency?: number;
}

export type ApplyOutcome = 'applied' | 'duplicate';

/**
 * Every event type routed to `service` must have exactly one handler, and no handler may exist for
 * an event that is never routed here; checked at boot so a missing handler cannot lose events.
 */
export function assertHandlersCover(service: ServiceName, handled: readonly string[]): void {
  const expected = (Object.keys(EVENT_CONSUMERS) as EventType[]).filter((t) => EVENT_CONSUMERS[t].includes(service));
  const missing = expected.filter((t) => !handled.includes(t));
  const extra = handled.filter((t) => !(expected as string[]).includes(t));
  if (missing.length || extra.length) {
    throw new Error(
      `${service}: event handlers do not match EVENT_CONSUMERS` +
        (missing.length ? `; missing: ${missing.join(', ')}` : '') +
        (extra.length ? `; not routed here: ${extra.join(', ')}` : ''),
    );
  }
}

/**
 * A BullMQ worker on the service's events queue. Each event is applied in ONE transaction together
 * with its processed_event row (event id primary key): a redelivered event finds its row and is
 * skipped, so the relay's at-least-once delivery becomes exactly-once application.
 */
export class EventConsumer<Tx extends SqlExecutor> {
  private worker: Worker | undefined;

  constructor(private readonly options: EventConsumerOptions<Tx>) {
    assertHandlersCover(options.service, Object.keys(options.handlers));
  }

  get queueName(): string {
    return EVENT_QUEUE_OF[this.options.service];
  }

  start(): void {
    if (this.worker) return;
    const { connection, prefix, concurrency = 10, logger } = this.options;
    this.worker = new Worker(this.queueName, (job: Job<DomainEvent>) => this.handleJob(job), {
      connection,
      prefix,
      concurrency,
    });
    this.worker.on('failed', (job, err) =>
      logger.error({ err, jobId: job?.id, eventType: job?.name }, 'event handling failed'),
    );
    this.worker.on('error', (err) => logger.error({ err }, 'event worker error'));
  }

  async stop(): Promise<void> {
    await this.worker?.close();
    this.worker = undefined;
  }

  /** Applies an event at most once; exposed for tests and for replay tools. */
  async apply(event: DomainEvent): Promise<ApplyOutcome> {
    const handler = this.options.handlers[event.type] as EventHandler<Tx> | undefined;
    if (!handler) throw new Error(`${this.options.service}: no handler for event ${event.type}`);
    return this.options.db.$transaction(async (tx) => {
      const inserted = await tx.$executeRawUnsafe(
        `insert into processed_event (event_id, type) values ($1::uuid, $2) on conflict (event_id) do nothing`,
        event.id,
        event.type,
      );
      if (inserted === 0) return 'duplicate';
      await handler(event, tx);
      return 'applied';
    });
  }

  private async handleJob(job: Job<DomainEvent>): Promise<ApplyOutcome> {
    return runWithCorrelationId(job.data.correlationId, async () => {
      const outcome = await this.apply(job.data);
      this.options.logger.debug({ eventId: job.data.id, eventType: job.data.type, outcome }, 'event consumed');
      return outcome;
    });
  }
}
