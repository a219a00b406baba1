import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { jobsOfQueue, type AgentQueueName, type JobName } from '@hivemind/contracts';
import { assertProcessorRegistry, runWithCorrelationId, withErrorSorting, type Logger } from '@hivemind/common';
import type { AiProvider } from '@hivemind/ai';
import { ProcessesJob, type JobProcessor } from './processors/job-processor.js';
import { AGENT_WORKER_ENV, AI_PROVIDER } from './tokens.js';
import type { AgentWorkerEnv } from './env.js';
import { AGENT_LOGGER } from './logger.provider.js';

/**
 * Runs one BullMQ Worker per served queue that has job names. Boot order matters: the processor
 * check runs first (a miswired build never takes a job), then the AI provider warms up (loading
 * word vectors blocks the event loop, which must not happen while a job holds a lock), then the
 * Workers start.
 */
@Injectable()
export class WorkerHost implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly workers: Worker[] = [];
  private started = false;

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(AGENT_WORKER_ENV) private readonly env: AgentWorkerEnv,
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    @Inject(AGENT_LOGGER) private readonly logger: Logger,
  ) {}

  /** Booted and every Worker still running (a worker serving only job-less queues has none). */
  get healthy(): boolean {
    return this.started && this.workers.every((w) => w.isRunning());
  }

  async onApplicationBootstrap(): Promise<void> {
    const processors = this.discoverProcessors();
    assertProcessorRegistry(
      this.env.AGENT_QUEUES,
      [...processors].flatMap(([jobName, list]) => list.map((p) => ({ jobName, name: p.constructor.name }))),
    );
    await this.ai.warmUp();
    for (const queue of this.env.AGENT_QUEUES) {
      // A queue with no job names yet (agent-chat today) has nothing to consume, so it gets no Worker.
      if (jobsOfQueue(queue).length === 0) continue;
      this.workers.push(this.startWorker(queue, processors));
    }
    this.started = true;
    this.logger.info(
      { queues: this.env.AGENT_QUEUES, concurrency: this.env.AGENT_CONCURRENCY, ai: this.ai.name },
      'agent worker started',
    );
  }

  /** Waits for active jobs (graceful); BullMQ closes the connections it opened. */
  async onModuleDestroy(): Promise<void> {
    this.started = false;
    await Promise.all(this.workers.map((w) => w.close()));
    this.workers.length = 0;
  }

  /** Test hook for a crash: stop without waiting for active jobs (their locks then expire). */
  async kill(): Promise<void> {
    this.started = false;
    await Promise.all(this.workers.map((w) => w.close(true)));
    this.workers.length = 0;
  }

  private discoverProcessors(): Map<string, JobProcessor[]> {
    const found = new Map<string, JobProcessor[]>();
    for (const wrapper of this.discovery.getProviders({ metadataKey: ProcessesJob.KEY })) {
      const jobName = this.discovery.getMetadataByDecorator(ProcessesJob, wrapper);
      const instance = wrapper.instance as JobProcessor | undefined;
      if (!jobName || !instance) continue;
      found.set(jobName, [...(found.get(jobName) ?? []), instance]);
    }
    return found;
  }

  private startWorker(queue: AgentQueueName, processors: Map<string, JobProcessor[]>): Worker {
    const worker = new Worker(
      queue,
      (job: Job) =>
        runWithCorrelationId(job.data?.correlationId, () => {
          const processor = processors.get(job.name)?.[0];
          if (!processor) {
            // A producer queued a name this build does not know: retrying cannot help.
            throw new UnrecoverableError(`No processor for job "${job.name}" on queue "${queue}"`);
          }
          return withErrorSorting(() => processor.process(job as Job<never, never, JobName>));
        }),
      {
        connection: { url: this.env.REDIS_URL, maxRetriesPerRequest: null },
        prefix: this.env.BULL_PREFIX,
        concurrency: this.env.AGENT_CONCURRENCY,
        lockDuration: this.env.AGENT_LOCK_DURATION_MS,
        stalledInterval: this.env.AGENT_STALLED_INTERVAL_MS,
      },
    );
    worker.on('failed', (job, error) =>
      this.logger.warn(
        { queue, jobId: job?.id, jobName: job?.name, attempts: job?.attemptsMade, err: error },
        'job failed',
      ),
    );
    worker.on('error', (error) => this.logger.error({ queue, err: error }, 'worker error'));
    return worker;
  }
}
