import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  QueueName,
  REQUEST_JOB_OPTIONS,
  jobIdFor,
  type JobData,
  type JobName,
  type JobResult,
} from '@hivemind/contracts';
import { REDIS } from '@hivemind/common';
import { APP_ENV } from '@hivemind/common/nest';

/** Agent jobs this service runs as request/response (the caller waits for the answer). */
export type AgentRequestJob =
  | JobName.ClassifyThought
  | JobName.FormatThought
  | JobName.EmbedText
  | JobName.EnhanceThought
  | JobName.SummarizeInsights
  | JobName.MatchLists;

/** How long a caller waits for an agent job before giving up (the job is then withdrawn if still waiting). */
export const AGENT_REQUEST_TIMEOUT_MS = 20_000;

export class AgentJobTimeoutError extends Error {
  constructor(name: string, timeoutMs: number) {
    super(`The agent did not answer ${name} within ${timeoutMs} ms`);
    this.name = 'AgentJobTimeoutError';
  }
}

/** QueueEvents is closed after this long without a waiting caller (see AgentJobs). */
const EVENTS_IDLE_MS = 60_000;

/**
 * Runs one agent job and waits for its result, so short synchronous AI calls (an enhancement
 * preview, an insight summary, one stage of the REST facade's stage-by-stage capture) still run
 * only in the agent worker. Each call is its own job (a fresh id): the caller waits for it, and a
 * retried HTTP request is a new request.
 *
 * Waiting needs a QueueEvents reader, which reads EVERY event of the agent-thoughts queue (the
 * pipeline's included). It is opened on the first call and closed after a minute without callers,
 * so a service busy with captures and no edits does not parse the whole event stream for nothing.
 */
@Injectable()
export class AgentJobs implements OnModuleDestroy {
  private readonly queue: Queue;
  private events: { reader: QueueEvents; connection: Redis; ready: Promise<unknown> } | undefined;
  private waiting = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_ENV) private readonly env: { BULL_PREFIX: string },
  ) {
    this.queue = new Queue(QueueName.AgentThoughts, { connection: redis, prefix: env.BULL_PREFIX });
  }

  async onModuleDestroy(): Promise<void> {
    clearTimeout(this.idleTimer);
    await this.closeEvents(true);
    await this.queue.close();
  }

  async run<N extends AgentRequestJob>(
    name: N,
    data: JobData<N>,
    timeoutMs = AGENT_REQUEST_TIMEOUT_MS,
  ): Promise<JobResult<N>> {
    this.waiting += 1;
    clearTimeout(this.idleTimer);
    try {
      // Listening before the job exists: waitUntilFinished also checks a job that finished first.
      const events = await this.openEvents();
      const job = await this.queue.add(name, data, { ...REQUEST_JOB_OPTIONS, jobId: jobIdFor(randomUUID(), name) });
      try {
        return (await job.waitUntilFinished(events, timeoutMs)) as JobResult<N>;
      } catch (error) {
        if (error instanceof Error && /timed out/i.test(error.message)) {
          // Nobody will read the answer: withdraw the job unless a worker already holds it.
          await job.remove().catch(() => undefined);
          throw new AgentJobTimeoutError(name, timeoutMs);
        }
        throw error;
      }
    } finally {
      this.waiting -= 1;
      if (this.waiting === 0) {
        this.idleTimer = setTimeout(() => void this.closeEvents(), EVENTS_IDLE_MS);
        this.idleTimer.unref();
      }
    }
  }

  private async openEvents(): Promise<QueueEvents> {
    if (!this.events) {
      // QueueEvents blocks on XREAD: it needs a connection of its own.
      const connection = this.redis.duplicate();
      const reader = new QueueEvents(QueueName.AgentThoughts, { connection, prefix: this.env.BULL_PREFIX });
      this.events = { reader, connection, ready: reader.waitUntilReady() };
    }
    await this.events.ready;
    return this.events.reader;
  }

  private async closeEvents(force = false): Promise<void> {
    const events = this.events;
    if (!events || (this.waiting > 0 && !force)) return;
    this.events = undefined;
    await events.reader.close();
    await events.connection.quit().catch(() => events.connection.disconnect());
  }
}
