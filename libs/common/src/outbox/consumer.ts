import { EVENT_CONSUMERS, EventType, type DomainEvent, type ServiceName } from '@hivemind/contracts';
import type { SqlExecutor, TransactionalDb } from './db.js';

/** Applies one event inside the consumer's transaction (tx is the service's Prisma tx client). */
export type EventHandler<Tx, T extends EventType = EventType> = (event: DomainEvent<T>, tx: Tx) => Promise<void>;
export type EventHandlers<Tx> = { [T in EventType]?: EventHandler<Tx, T> };

export interface EventConsumerOptions<Tx extends SqlExecutor> {
  service: ServiceName;
  db: TransactionalDb<Tx>;
  handlers: EventHandlers<Tx>;
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
 * Applies the domain events of one service's events queue (EVENT_QUEUE_OF), each in ONE transaction
 * together with its processed_event row (event id primary key): a redelivered event finds its row
 * and is skipped, so the relay's at-least-once delivery becomes exactly-once application. The
 * service's `@ProcessesQueue` handler (its `jobs/*.consumer.ts`, run by the JobHost) calls `apply`
 * with each job's event.
 */
export class EventConsumer<Tx extends SqlExecutor> {
  constructor(private readonly options: EventConsumerOptions<Tx>) {
    assertHandlersCover(options.service, Object.keys(options.handlers));
  }

  /** Applies an event at most once; also for tests and replay tools. */
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
}
