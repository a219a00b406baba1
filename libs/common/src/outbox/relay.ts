import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  DEFAULT_JOB_OPTIONS,
  EVENT_CONSUMERS,
  EVENT_QUEUE_OF,
  SECRET_PAYLOAD_EVENTS,
  type DomainEvent,
  type EventType,
  type ServiceName,
} from '@hivemind/contracts';
import type { Logger } from '../logger.js';
import type { SqlExecutor, TransactionalDb } from './db.js';

export interface OutboxRelayOptions {
  db: TransactionalDb;
  producer: ServiceName;
  connection: Redis;
  prefix: string;
  logger: Logger;
  batchSize?: number;
  pollMs?: number;
  jobOptions?: JobsOptions;
  /**
   * Runs after a batch was added to BullMQ and before it is marked published. Throwing here rolls
   * the claim back (as a crash would): the rows stay unpublished and the next pass re-adds them.
   * Tests use it to simulate a relay dying at the worst moment.
   */
  afterEnqueue?: (events: DomainEvent[]) => void | Promise<void>;
}

interface OutboxRow {
  id: string;
  type: string;
  payload: unknown;
  correlation_id: string | null;
  created_at: Date;
}

/**
 * Moves committed outbox rows to one BullMQ queue per consumer (EVENT_CONSUMERS → EVENT_QUEUE_OF),
 * job id = event id, then marks them published. Rows are claimed with FOR UPDATE SKIP LOCKED so
 * several replicas can relay side by side. Delivery is at-least-once (a crash between add and mark
 * re-adds; BullMQ ignores the add while the job still exists); consumers make it exactly-once
 * by recording event ids (see EventConsumer).
 */
export class OutboxRelay {
  private readonly queues = new Map<string, Queue>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private wakeRequested = false;

  constructor(private readonly options: OutboxRelayOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the pass in progress; queues are closed. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.queues.clear();
  }

  /** Asks for a pass now (e.g. right after a commit that wrote an event) instead of at the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeRequested = true;
      return;
    }
    this.schedule(0);
  }

  /** One pass: claims, enqueues and marks up to batchSize rows; returns how many were published. */
  async relayOnce(): Promise<number> {
    const { db, batchSize = 100 } = this.options;
    return db.$transaction(
      async (tx) => {
        const rows = await tx.$queryRawUnsafe<OutboxRow[]>(
          `select id::text as id, type, payload, correlation_id, created_at
             from outbox_event
            where published_at is null
            order by created_at, id
            limit $1
            for update skip locked`,
          batchSize,
        );
        if (rows.length === 0) return 0;
        const events = rows.map((r) => this.toEvent(r));
        await this.enqueue(events);
        await this.options.afterEnqueue?.(events);
        await this.markPublished(tx, events);
        return events.length;
      },
      // Adding to Redis happens inside the claim; give it more room than Prisma's 5 s default.
      { maxWait: 10_000, timeout: 30_000 },
    );
  }

  private toEvent(row: OutboxRow): DomainEvent {
    return {
      id: row.id,
      type: row.type as EventType,
      producer: this.options.producer,
      occurredAt: new Date(row.created_at).toISOString(),
      correlationId: row.correlation_id ?? undefined,
      payload: row.payload as DomainEvent['payload'],
    };
  }

  private async enqueue(events: DomainEvent[]): Promise<void> {
    const byQueue = new Map<string, DomainEvent[]>();
    for (const event of events) {
      const consumers = EVENT_CONSUMERS[event.type] ?? [];
      if (consumers.length === 0) this.options.logger.warn({ eventType: event.type }, 'outbox event has no consumer');
      for (const consumer of consumers) {
        const queue = EVENT_QUEUE_OF[consumer];
        byQueue.set(queue, [...(byQueue.get(queue) ?? []), event]);
      }
    }
    const jobOptions = { ...DEFAULT_JOB_OPTIONS, ...this.options.jobOptions };
    await Promise.all(
      [...byQueue].map(([name, list]) =>
        this.queue(name).addBulk(
          list.map((event) => ({ name: event.type, data: event, opts: { ...jobOptions, jobId: event.id } })),
        ),
      ),
    );
  }

  /** Marks the rows published; a secret payload (SECRET_PAYLOAD_EVENTS) is emptied at the same time. */
  private async markPublished(tx: SqlExecutor, events: DomainEvent[]): Promise<void> {
    await tx.$executeRawUnsafe(
      `update outbox_event
          set published_at = now(), attempts = attempts + 1,
              payload = case when type = any($2::text[]) then '{}'::jsonb else payload end
        where id = any($1::uuid[])`,
      events.map((e) => e.id),
      [...SECRET_PAYLOAD_EVENTS],
    );
  }

  private queue(name: string): Queue {
    let q = this.queues.get(name);
    if (!q) {
      q = new Queue(name, { connection: this.options.connection, prefix: this.options.prefix });
      this.queues.set(name, q);
    }
    return q;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.loop().finally(() => {
        this.running = undefined;
      });
    }, delayMs);
  }

  /** Drains full batches back to back, then sleeps for pollMs (or less when woken). */
  private async loop(): Promise<void> {
    const { batchSize = 100, pollMs = 250, logger } = this.options;
    let published = 0;
    try {
      do {
        this.wakeRequested = false;
        published = await this.relayOnce();
        if (published > 0) logger.debug({ published }, 'outbox events relayed');
      } while (!this.stopped && (published >= batchSize || this.wakeRequested));
    } catch (err) {
      logger.error({ err }, 'outbox relay pass failed; will retry');
    }
    this.schedule(pollMs);
  }
}
