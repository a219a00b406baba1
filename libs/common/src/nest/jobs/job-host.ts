import {
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type InjectionToken,
  type ModuleMetadata,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type OptionalFactoryDependency,
} from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import type { DiscoverableDecorator } from '@nestjs/core/discovery/discovery-service.js';
import { UnrecoverableError, Worker, type Job, type WorkerOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  EVENT_QUEUE_OF,
  jobsOfQueue,
  type JobData,
  type JobName,
  type JobResult,
  type QueueName,
} from '@hivemind/contracts';
import { assertProcessorRegistry } from '../../jobs/processor-registry.js';
import { withErrorSorting } from '../../jobs/error-sorting.js';
import type { FlowStarts } from '../../jobs/flow-starts.js';
import { runWithCorrelationId, type Logger } from '../../logger.js';

/**
 * One job host for every BullMQ worker of the product (agent worker and services alike). A job is
 * handled by a provider marked @ProcessesJob(name) (one per job name of the typed job map) or, for a
 * queue whose job names are not in that map (the domain-event queues, whose jobs are named after
 * their event type), by a provider marked @ProcessesQueue(queue). Each app lists the queues it serves
 * and their worker options (JobHostModule.forRootAsync); at boot the host finds the handlers and stops
 * the boot when a served job name has no handler or two, then starts one Worker per served queue.
 */
export const ProcessesJob = DiscoveryService.createDecorator<JobName>();
export const ProcessesQueue = DiscoveryService.createDecorator<QueueName>();

/** The handler of one job name: `<feature>/jobs/<job-name>.job.ts`. */
export interface JobHandler<N extends JobName = JobName> {
  process(job: Job<JobData<N>, JobResult<N>, N>): Promise<JobResult<N>>;
  /** Logs a failed attempt its own way (default: a warning naming the job). */
  onFailed?(job: Job<JobData<N>, JobResult<N>, N> | undefined, error: Error): void;
}

/** The handler of every job of one queue (a domain-event queue's consumer). */
export interface QueueHandler {
  process(job: Job): Promise<unknown>;
  onFailed?(job: Job | undefined, error: Error): void;
}

type Handler = JobHandler | QueueHandler;

export interface HostedQueue {
  name: QueueName;
  concurrency: number;
  /** false: this process does not serve the queue (feature off, or a test drives it by hand). */
  enabled?: boolean;
  lockDuration?: number;
  stalledInterval?: number;
}

export interface JobHostOptions {
  /** BullMQ duplicates it for each Worker's blocking connection (a URL opens new ones). */
  connection: Redis | { url: string };
  prefix: string;
  logger: Logger;
  queues: readonly HostedQueue[];
  /** Runs after the handler check and before any Worker starts (the agent worker warms its AI). */
  beforeStart?: () => Promise<void>;
  /** The service's owed flows: a parent that ran (or failed for good) settles its row. */
  flowStarts?: Pick<FlowStarts, 'tracks' | 'settle'>;
}

export const JOB_HOST_OPTIONS = Symbol('JOB_HOST_OPTIONS');

/** Wiring mistakes of queue handlers (as ProcessorRegistryError is for job names). */
export class QueueHandlerError extends Error {
  constructor(problems: string[]) {
    super(`Queue handlers are miswired:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'QueueHandlerError';
  }
}

@Injectable()
export class JobHost implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly workers: Worker[] = [];
  private started = false;

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(JOB_HOST_OPTIONS) private readonly options: JobHostOptions,
  ) {}

  /** Booted and every Worker still running. */
  get healthy(): boolean {
    return this.started && this.workers.every((w) => w.isRunning());
  }

  /** The queues this process serves. */
  get servedQueues(): QueueName[] {
    return this.options.queues.filter((q) => q.enabled !== false).map((q) => q.name);
  }

  async onApplicationBootstrap(): Promise<void> {
    const served = this.options.queues.filter((q) => q.enabled !== false);
    const jobHandlers = this.discover(ProcessesJob);
    const queueHandlers = this.discover(ProcessesQueue);
    assertProcessorRegistry(
      served.map((q) => q.name).filter((q) => jobsOfQueue(q).length > 0),
      [...jobHandlers].flatMap(([jobName, list]) => list.map((h) => ({ jobName, name: h.constructor.name }))),
    );
    assertQueueHandlers(served, queueHandlers);
    await this.options.beforeStart?.();
    for (const queue of served) {
      const byQueue = queueHandlers.get(queue.name)?.[0];
      // A queue with no job names yet and no queue handler (agent-chat today) has nothing to consume.
      if (!byQueue && jobsOfQueue(queue.name).length === 0) continue;
      this.workers.push(this.startWorker(queue, byQueue, jobHandlers));
    }
    this.started = true;
  }

  /** Waits for active jobs (graceful), before the app's shared Redis and database clients close. */
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

  private discover<K extends string>(decorator: DiscoverableDecorator<K>): Map<K, Handler[]> {
    const found = new Map<K, Handler[]>();
    for (const wrapper of this.discovery.getProviders({ metadataKey: decorator.KEY })) {
      const key = this.discovery.getMetadataByDecorator(decorator, wrapper);
      const instance = wrapper.instance as Handler | undefined;
      if (!key || !instance) continue;
      found.set(key, [...(found.get(key) ?? []), instance]);
    }
    return found;
  }

  private startWorker(queue: HostedQueue, byQueue: Handler | undefined, byJob: Map<string, Handler[]>): Worker {
    const { connection, prefix, logger } = this.options;
    const handlerOf = (job: Job): Handler | undefined => byQueue ?? byJob.get(job.name)?.[0];
    const options: WorkerOptions = {
      connection: 'duplicate' in connection ? connection : { url: connection.url, maxRetriesPerRequest: null },
      prefix,
      concurrency: queue.concurrency,
      ...(queue.lockDuration === undefined ? {} : { lockDuration: queue.lockDuration }),
      ...(queue.stalledInterval === undefined ? {} : { stalledInterval: queue.stalledInterval }),
    };
    const worker = new Worker(
      queue.name,
      (job: Job) =>
        runWithCorrelationId((job.data as { correlationId?: string } | undefined)?.correlationId, () => {
          const handler = handlerOf(job);
          // A producer queued a name this build does not know: retrying cannot help.
          if (!handler) throw new UnrecoverableError(`No handler for job "${job.name}" on queue "${queue.name}"`);
          return withErrorSorting(() => handler.process(job as never));
        }),
      options,
    );
    const flowStarts = this.options.flowStarts?.tracks(queue.name) ? this.options.flowStarts : undefined;
    // A parent that failed for good, or whose settle a crash lost, is settled by the sweeper.
    if (flowStarts) {
      worker.on('completed', (job) => {
        flowStarts
          .settle(job.id ?? '')
          .catch((err: unknown) => logger.warn({ jobId: job.id, err }, 'owed flow not settled'));
      });
    }
    worker.on('failed', (job, error) => {
      const handler = job ? handlerOf(job) : undefined;
      if (handler?.onFailed) return handler.onFailed(job as never, error);
      logger.warn(
        { queue: queue.name, jobId: job?.id, jobName: job?.name, attempts: job?.attemptsMade, err: error },
        'job failed',
      );
    });
    worker.on('error', (error) => logger.error({ queue: queue.name, err: error }, 'worker error'));
    return worker;
  }
}

const EVENT_QUEUES: readonly QueueName[] = Object.values(EVENT_QUEUE_OF);

/** A queue with job names takes job handlers only; one without takes exactly one queue handler. */
function assertQueueHandlers(served: readonly HostedQueue[], byQueue: Map<QueueName, Handler[]>): void {
  const problems: string[] = [];
  for (const [queue, handlers] of byQueue) {
    const names = handlers.map((h) => h.constructor.name).join(', ');
    if (handlers.length > 1) problems.push(`queue "${queue}" has ${handlers.length} queue handlers: ${names}`);
    if (jobsOfQueue(queue).length > 0) problems.push(`queue "${queue}" has job names; handle them with @ProcessesJob`);
  }
  for (const q of served) {
    if (EVENT_QUEUES.includes(q.name) && !byQueue.has(q.name)) {
      problems.push(`queue "${q.name}" is served but has no queue handler`);
    }
  }
  if (problems.length) throw new QueueHandlerError(problems);
}

export interface JobHostAsyncOptions {
  imports?: ModuleMetadata['imports'];
  inject?: (InjectionToken | OptionalFactoryDependency)[];
  useFactory: (...args: never[]) => JobHostOptions | Promise<JobHostOptions>;
}

/** Registers the app's JobHost; handlers are the app's providers marked with the decorators above. */
@Module({})
export class JobHostModule {
  static forRootAsync(options: JobHostAsyncOptions): DynamicModule {
    return {
      module: JobHostModule,
      global: true,
      imports: [DiscoveryModule, ...(options.imports ?? [])],
      providers: [{ provide: JOB_HOST_OPTIONS, inject: options.inject ?? [], useFactory: options.useFactory }, JobHost],
      exports: [JobHost],
    };
  }
}
