// Durable flow starts: a change that owes a BullMQ flow (a captured thought's AI work, a new post's
// finalize flow) records it in its own transaction (a `flow_start` row); the flow is added after the
// commit, and a sweeper re-adds every owed flow whose parent job Redis no longer knows (a Redis
// flush or restart without persistence, a process killed between the commit and the add). The row
// is deleted once the parent job has run (FlowStarts.settle, called by the JobHost).
import { FlowProducer, Queue, type FlowJob } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger.js';
import { PeriodicTask } from '../periodic-task.js';
import type { SqlExecutor, TransactionalDb } from '../outbox/db.js';

/** What a change owes: the kind of flow, its parent's deterministic job id, what builds it. */
export interface FlowStartRecord {
  /** The BullMQ prefix of the deployment that owes it (its sweeper only re-adds its own). */
  queuePrefix: string;
  kind: string;
  jobId: string;
  input: unknown;
  /** The sweeper's first look waits this long, so it does not race the add after the commit. */
  firstCheckMs: number;
  /**
   * The subject of the flow (e.g. the edited thought's id): recording it forgets the flows of the
   * same kind still owed for the subject, which a newer change's flow supersedes (their jobs, when
   * still queued, run and find their text stale; after a Redis flush only the newest is added again).
   */
  supersedes?: string;
}

/**
 * How one kind of flow is built from its recorded input. `build` must give the same job ids every
 * time (derived from the entity id), so re-adding a flow that is still queued changes nothing.
 */
export interface FlowKind<I = never> {
  /** The queue of the flow's parent job (the job whose id the row carries). */
  queue: string;
  build(input: I): Promise<FlowJob>;
}

export interface FlowStartsOptions {
  db: TransactionalDb & SqlExecutor;
  connection: Redis;
  prefix: string;
  logger: Logger;
  /** How often the sweeper looks for owed flows. */
  sweepMs?: number;
  /** How long after its start (or its last check) an owed flow is checked again. */
  recheckMs?: number;
  batchSize?: number;
}

const INSERT_SQL = `insert into flow_start (job_id, queue_prefix, kind, input, next_check_at)
  values ($1, $2, $3, $4::jsonb, now() + ($5::int * interval '1 millisecond'))
  on conflict (job_id) do nothing`;

/** The input field under which a superseding record keeps its subject. */
const SUBJECT_FIELD = '$subject';

/** The same insert, forgetting first the owed flows of the kind for the same subject ($6). */
const SUPERSEDING_INSERT_SQL = `with forgotten as (
    delete from flow_start
     where queue_prefix = $2 and kind = $3 and input->>'${SUBJECT_FIELD}' = $6 and job_id <> $1
  )
  ${INSERT_SQL}`;

/**
 * The statement that records an owed flow (made by FlowStarts.record); run it in the transaction of
 * the change (with a Prisma client it is a PrismaPromise, so it fits an array transaction).
 */
export function recordFlowStart<P>(
  db: { $executeRawUnsafe(query: string, ...values: unknown[]): P },
  record: FlowStartRecord,
): P {
  const values = [record.jobId, record.queuePrefix, record.kind, JSON.stringify(record.input), record.firstCheckMs];
  if (record.supersedes === undefined) return db.$executeRawUnsafe(INSERT_SQL, ...values);
  values[3] = JSON.stringify({ ...(record.input as object), [SUBJECT_FIELD]: record.supersedes });
  return db.$executeRawUnsafe(SUPERSEDING_INSERT_SQL, ...values, record.supersedes);
}

/**
 * An SQL condition: a flow of `kind` recorded with `supersedes` is still owed for the subject that
 * the SQL expression `subject` (text) names (e.g. a boot sweep leaves those to the sweeper).
 */
export function flowOwedForSql(kind: string, subject: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(kind)) throw new Error(`flow kind "${kind}" is not a plain name`);
  return `exists (select 1 from flow_start where kind = '${kind}' and input->>'${SUBJECT_FIELD}' = ${subject})`;
}

const DEFAULT_SWEEP_MS = 5_000;
const DEFAULT_RECHECK_MS = 10_000;

interface OwedRow {
  job_id: string;
  kind: string;
  input: unknown;
}

export class FlowStarts {
  private readonly kinds = new Map<string, FlowKind<unknown>>();
  private readonly producer: FlowProducer;
  private readonly queues = new Map<string, Queue>();
  private readonly sweeper: PeriodicTask;

  constructor(private readonly options: FlowStartsOptions) {
    // The shared client serves plain commands; BullMQ does not close a connection it was given.
    this.producer = new FlowProducer({ connection: options.connection, prefix: options.prefix });
    this.sweeper = new PeriodicTask({
      tick: () => this.sweepOnce(),
      intervalMs: options.sweepMs ?? DEFAULT_SWEEP_MS,
      logger: options.logger,
      errorMessage: 'owed flows sweep failed; will retry',
    });
  }

  get recheckMs(): number {
    return this.options.recheckMs ?? DEFAULT_RECHECK_MS;
  }

  register<I>(kind: string, flow: FlowKind<I>): void {
    if (this.kinds.has(kind)) throw new Error(`flow kind "${kind}" registered twice`);
    this.kinds.set(kind, flow as FlowKind<unknown>);
  }

  /** Whether parents of this queue settle owed flows (the JobHost asks). */
  tracks(queue: string): boolean {
    return [...this.kinds.values()].some((k) => k.queue === queue);
  }

  /** What a change owes: record it with recordFlowStart in the change's transaction. */
  record(kind: string, jobId: string, input: unknown, options: { supersedes?: string } = {}): FlowStartRecord {
    if (!this.kinds.has(kind)) throw new Error(`flow kind "${kind}" is not registered`);
    return {
      queuePrefix: this.options.prefix,
      kind,
      jobId,
      input,
      firstCheckMs: this.recheckMs,
      ...(options.supersedes === undefined ? {} : { supersedes: options.supersedes }),
    };
  }

  /**
   * Adds a recorded flow right after its commit. A failure (Redis unreachable) is logged and left to
   * the sweeper: the change is committed and its work owed, so the request that made it succeeds.
   */
  async start(record: FlowStartRecord): Promise<void> {
    try {
      await this.add(record.kind, record.jobId, record.input);
    } catch (err) {
      this.options.logger.warn({ err, jobId: record.jobId }, 'owed flow not added; the sweeper will add it');
    }
  }

  /** The parent ran (or failed for good): nothing is owed any more. */
  async settle(jobId: string): Promise<void> {
    await this.options.db.$executeRawUnsafe(`delete from flow_start where job_id = $1`, jobId);
  }

  /** Sweeps at once (boot) and then every sweepMs until stopped. */
  startSweeping(): void {
    this.sweeper.start();
  }

  /** Stops sweeping and waits for the sweep in progress; then the producer and queues are closed. */
  async stop(): Promise<void> {
    await this.sweeper.stop();
    await this.producer.close();
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.queues.clear();
  }

  /**
   * One pass over the owed flows due for a check: a parent Redis no longer knows is added again
   * (with its children), a finished one settles the row, one still under way is checked later.
   * Rows are claimed FOR UPDATE SKIP LOCKED, so replicas sweep side by side. Returns how many
   * flows were added again.
   */
  async sweepOnce(): Promise<number> {
    const { db, batchSize = 200 } = this.options;
    return db.$transaction(
      async (tx) => {
        const rows = await tx.$queryRawUnsafe<OwedRow[]>(
          `select job_id, kind, input from flow_start
            where queue_prefix = $2 and next_check_at <= now()
            order by next_check_at
            limit $1
            for update skip locked`,
          batchSize,
          this.options.prefix,
        );
        let readded = 0;
        const settled: string[] = [];
        const later: string[] = [];
        for (const row of rows) {
          const kind = this.kinds.get(row.kind);
          if (!kind) {
            later.push(row.job_id);
            continue;
          }
          const state = await this.queue(kind.queue).getJobState(row.job_id);
          if (state === 'completed' || state === 'failed') settled.push(row.job_id);
          else {
            if (state === 'unknown') {
              await this.add(row.kind, row.job_id, row.input);
              readded += 1;
            }
            later.push(row.job_id);
          }
        }
        if (settled.length > 0) {
          await tx.$executeRawUnsafe(`delete from flow_start where job_id = any($1::text[])`, settled);
        }
        if (later.length > 0) {
          await tx.$executeRawUnsafe(
            `update flow_start set next_check_at = now() + ($2::int * interval '1 millisecond')
              where job_id = any($1::text[])`,
            later,
            this.recheckMs,
          );
        }
        if (readded > 0) this.options.logger.warn({ readded }, 'owed flows were missing from Redis: added again');
        return readded;
      },
      { maxWait: 10_000, timeout: 30_000 },
    );
  }

  private async add(kindName: string, jobId: string, input: unknown): Promise<void> {
    const kind = this.kinds.get(kindName);
    if (!kind) throw new Error(`flow kind "${kindName}" is not registered`);
    const flow = await kind.build(input);
    if (flow.opts?.jobId !== jobId || flow.queueName !== kind.queue) {
      throw new Error(`flow kind "${kindName}" built a parent other than ${kind.queue}/${jobId}`);
    }
    await this.producer.add(flow);
  }

  private queue(name: string): Queue {
    let q = this.queues.get(name);
    if (!q) {
      q = new Queue(name, { connection: this.options.connection, prefix: this.options.prefix });
      this.queues.set(name, q);
    }
    return q;
  }
}
