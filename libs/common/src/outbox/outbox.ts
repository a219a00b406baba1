import { randomUUID } from 'node:crypto';
import {
  SECRET_PAYLOAD_EVENTS,
  type DomainEvent,
  type EventPayloads,
  type EventType,
  type ServiceName,
} from '@hivemind/contracts';
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

/**
 * Marks outbox events confirmed: their consumers are done with them, so the relay stops re-checking
 * them (see OutboxRelay). A secret payload (SECRET_PAYLOAD_EVENTS) is emptied at the same time.
 * Returns how many rows it confirmed (already confirmed rows are left alone).
 */
export async function confirmOutboxEvents(db: SqlExecutor, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return db.$executeRawUnsafe(
    `update outbox_event
        set confirmed_at = now(),
            payload = case when type = any($2::text[]) then '{}'::jsonb else payload end
      where id = any($1::uuid[]) and confirmed_at is null`,
    [...ids],
    [...SECRET_PAYLOAD_EVENTS],
  );
}

/** Whether an outbox event is confirmed (false for an unknown id). */
export async function isOutboxEventConfirmed(db: SqlExecutor, id: string): Promise<boolean> {
  const rows = await db.$queryRawUnsafe<{ confirmed: boolean }[]>(
    `select confirmed_at is not null as confirmed from outbox_event where id = $1::uuid`,
    id,
  );
  return rows[0]?.confirmed ?? false;
}
