import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  CONSUMER_CONFIRMED_EVENTS,
  DEFAULT_JOB_OPTIONS,
  EVENT_CONSUMERS,
  EVENT_QUEUE_OF,
  type DomainEvent,
  type EventType,
  type ServiceName,
} from '@hivemind/contracts';
import type { Logger } from '../logger.js';
import { PeriodicTask } from '../periodic-task.js';
import type { SqlExecutor, TransactionalDb } from './db.js';
import { confirmOutboxEvents } from './outbox.js';

export interface OutboxRelayOptions {
  db: TransactionalDb & SqlExecutor;
  producer: ServiceName;
  connection: Redis;
  prefix: string;
  logger: Logger;
  batchSize?: number;
  pollMs?: number;
  /**
   * How often published, unconfirmed events are checked against Redis (default 5 s). Keep it far
   * below the completed-job retention (DEFAULT_JOB_OPTIONS.removeOnComplete, an hour) so a completed
   * job is normally seen before BullMQ removes it; seeing it removed is safe anyway (see recheckOnce).
   */
  recheckMs?: number;
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

interface PublishedRow extends OutboxRow {
  published_at: Date;
}

/** What one re-check pass found: events confirmed, and events added again because Redis lost them. */
export interface RecheckOutcome {
  checked: number;
  confirmed: number;
  readded: number;
}

/**
 * Moves committed outbox rows to one BullMQ queue per consumer (EVENT_CONSUMERS → EVENT_QUEUE_OF),
 * job id = event id, then marks them published (with the queue prefix). Rows are claimed with FOR
 * UPDATE SKIP LOCKED so several replicas can relay side by side. Delivery is at-least-once (a crash
 * between add and mark re-adds; BullMQ ignores the add while the job still exists); consumers make
 * it exactly-once by recording event ids (see EventConsumer).
 *
 * Redis is not trusted to keep what it was given (a flush, a restart without persistence): a
 * published event stays "unconfirmed", with its payload, until the relay has seen its job completed
 * in every consumer's queue (recheckOnce, every recheckMs). A job missing from Redis is added again:
 * - if it was lost before its consumer ran, the consumer now runs it;
 * - if it had completed and BullMQ removed it (removeOnComplete by age or count) before the relay
 *   looked, the consumer finds the event in its processed_event table and skips it, the job
 *   completes, and the next pass confirms the event.
 * Telling the two apart is impossible from Redis alone, and unnecessary: re-adding is always safe
 * because consumers deduplicate by event id, so a completed-then-removed job costs one no-op job and
 * is never applied twice. Events in CONSUMER_CONFIRMED_EVENTS are confirmed by their consumer
 * instead (a completed job there only means the work was handed on); the relay only re-adds them.
 * A secret payload (SECRET_PAYLOAD_EVENTS) is emptied on confirmation.
 */
export class OutboxRelay {
  private readonly queues = new Map<string, Queue>();
  private readonly task: PeriodicTask;
  private wakeRequested = false;
  private nextRecheckAt = 0;
  /** Where the re-check goes on: it walks the unconfirmed events in publishing order, a batch a pass. */
  private recheckAfter: { publishedAt: Date; id: string } | undefined;

  constructor(private readonly options: OutboxRelayOptions) {
    this.task = new PeriodicTask({
      tick: () => this.loop(),
      intervalMs: options.pollMs ?? 250,
      logger: options.logger,
      // loop() catches its own errors (a failed relay pass must not skip the re-check); this is a net.
      errorMessage: 'outbox relay loop failed; will retry',
    });
  }

  start(): void {
    this.task.start();
  }

  /** Stops polling and waits for the pass in progress; queues are closed. */
  async stop(): Promise<void> {
    await this.task.stop();
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.queues.clear();
  }

  /** Asks for a pass now (e.g. right after a commit that wrote an event) instead of at the next poll. */
  wake(): void {
    if (!this.task.active) return;
    if (this.task.running) {
      // The pass in progress relays once more before it sleeps.
      this.wakeRequested = true;
      return;
    }
    this.task.wake();
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
    await this.addToQueues(byQueue);
  }

  private async addToQueues(byQueue: Map<string, DomainEvent[]>): Promise<void> {
    const jobOptions = { ...DEFAULT_JOB_OPTIONS, ...this.options.jobOptions };
    await Promise.all(
      [...byQueue].map(([name, list]) =>
        this.queue(name).addBulk(
          list.map((event) => ({ name: event.type, data: event, opts: { ...jobOptions, jobId: event.id } })),
        ),
      ),
    );
  }

  /**
   * One re-check of published, unconfirmed events of this prefix (up to batchSize, going on from the
   * last pass): a job missing from a consumer's queue is added again; an event whose job completed in
   * every consumer's queue is confirmed. Jobs still waiting, running, delayed or failed are left to
   * BullMQ (a failed job is kept 7 days, then found missing and added again).
   */
  async recheckOnce(): Promise<RecheckOutcome> {
    const { db, prefix, batchSize = 100, logger } = this.options;
    const after = this.recheckAfter;
    const rows = await db.$queryRawUnsafe<PublishedRow[]>(
      `select id::text as id, type, payload, correlation_id, created_at, published_at
         from outbox_event
        where published_at is not null and confirmed_at is null and queue_prefix = $1
          ${after ? 'and (published_at, id) > ($3::timestamptz, $4::uuid)' : ''}
        order by published_at, id
        limit $2`,
      ...(after ? [prefix, batchSize, after.publishedAt, after.id] : [prefix, batchSize]),
    );
    const last = rows.at(-1);
    this.recheckAfter = rows.length < batchSize || !last ? undefined : { publishedAt: last.published_at, id: last.id };
    const done: string[] = [];
    const missing = new Map<string, DomainEvent[]>();
    const readded = new Set<string>();
    for (const row of rows) {
      const event = this.toEvent(row);
      const queues = (EVENT_CONSUMERS[event.type] ?? []).map((consumer) => EVENT_QUEUE_OF[consumer]);
      const states = await Promise.all(queues.map((name) => this.queue(name).getJobState(event.id)));
      queues.forEach((name, i) => {
        if (states[i] !== 'unknown') return;
        missing.set(name, [...(missing.get(name) ?? []), event]);
        readded.add(event.id);
        logger.warn(
          { eventId: event.id, eventType: event.type, queue: name },
          'outbox event lost by Redis; added again',
        );
      });
      if (!CONSUMER_CONFIRMED_EVENTS.includes(event.type) && states.every((s) => s === 'completed'))
        done.push(event.id);
    }
    await this.addToQueues(missing);
    if (readded.size > 0) {
      await db.$executeRawUnsafe(`update outbox_event set attempts = attempts + 1 where id = any($1::uuid[])`, [
        ...readded,
      ]);
    }
    const confirmed = await confirmOutboxEvents(db, done);
    return { checked: rows.length, confirmed, readded: readded.size };
  }

  /** Marks the rows published to this prefix (confirmation comes later, see recheckOnce). */
  private async markPublished(tx: SqlExecutor, events: DomainEvent[]): Promise<void> {
    await tx.$executeRawUnsafe(
      `update outbox_event set published_at = now(), queue_prefix = $2, attempts = attempts + 1
        where id = any($1::uuid[])`,
      events.map((e) => e.id),
      this.options.prefix,
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

  /**
   * Drains full batches back to back, re-checks unconfirmed events when recheckMs has passed, then
   * sleeps for pollMs (or less when woken): the tick of the relay's PeriodicTask.
   */
  private async loop(): Promise<void> {
    const { batchSize = 100, recheckMs = 5000, logger } = this.options;
    let published = 0;
    try {
      do {
        this.wakeRequested = false;
        published = await this.relayOnce();
        if (published > 0) logger.debug({ published }, 'outbox events relayed');
      } while (this.task.active && (published >= batchSize || this.wakeRequested));
    } catch (err) {
      logger.error({ err }, 'outbox relay pass failed; will retry');
    }
    if (this.task.active && Date.now() >= this.nextRecheckAt) {
      this.nextRecheckAt = Date.now() + recheckMs;
      try {
        const outcome = await this.recheckOnce();
        if (outcome.confirmed > 0 || outcome.readded > 0) logger.debug({ ...outcome }, 'outbox events re-checked');
      } catch (err) {
        logger.error({ err }, 'outbox re-check failed; will retry');
      }
    }
  }
}
