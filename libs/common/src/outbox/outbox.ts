import { randomUUID } from 'node:crypto';
import type { DomainEvent, EventPayloads, EventType, ServiceName } from '@hivemind/contracts';
import { currentCorrelationId } from '../logger.js';
import type { SqlExecutor } from './db.js';

/** A domain event about to be written; `id` is the event id consumers deduplicate on. */
export function newDomainEvent<T extends EventType>(
  type: T,
  producer: ServiceName,
  payload: EventPayloads[T],
  correlationId: string | undefined = currentCorrelationId(),
): DomainEvent<T> {
  return { id: randomUUID(), type, producer, occurredAt: new Date().toISOString(), correlationId, payload };
}

/**
 * Writes an event into the outbox. Call it with the transaction client of the change it announces:
 * the event exists if and only if the change committed.
 */
export async function writeOutboxEvent(tx: SqlExecutor, event: DomainEvent): Promise<void> {
  await tx.$executeRawUnsafe(
    `insert into outbox_event (id, type, payload, correlation_id, created_at)
     values ($1::uuid, $2, $3::jsonb, $4, $5::timestamptz)`,
    event.id,
    event.type,
    JSON.stringify(event.payload),
    event.correlationId ?? null,
    event.occurredAt,
  );
}
