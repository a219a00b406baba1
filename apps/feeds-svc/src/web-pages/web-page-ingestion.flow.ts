import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { FlowProducer, type FlowJob } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEFAULT_JOB_OPTIONS, JobName, QueueName, jobIdFor, type JobData } from '@hivemind/contracts';
import { FLOW_STARTS, REDIS, type FlowStartRecord, type FlowStarts, type Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER } from '@hivemind/common/nest';
import { WebPageProcessesRepository } from './web-page-processes.repository.js';

const WEB_PAGE = 'web-page';

/** Processes a boot queues again at most (the rest wait for the next boot). */
const SWEEP_LIMIT = 500;

export interface WebPageFlowStart {
  processId: string;
  userId: string;
  url: string;
  correlationId?: string;
}

/**
 * store-web-page (feeds-results: store the page and its drops, or the failure) ← fetch-web-page
 * (agent-feeds: fetch, read, write the drops). A refusal (unsafe address, too large, not HTML...)
 * fails the child at once; continueParentOnFailure lets the parent record it. Job ids derive from
 * the process id, so queuing a process twice adds nothing while its jobs exist.
 */
export function webPageFlow({ processId, userId, url, correlationId }: WebPageFlowStart): FlowJob {
  const fetch: JobData<JobName.FetchWebPage> = { processId, userId, url, correlationId };
  const store: JobData<JobName.StoreWebPage> = { processId, userId, correlationId };
  return {
    name: JobName.StoreWebPage,
    queueName: QueueName.FeedsResults,
    data: store,
    opts: { ...DEFAULT_JOB_OPTIONS, jobId: jobIdFor(processId, JobName.StoreWebPage) },
    children: [
      {
        name: JobName.FetchWebPage,
        queueName: QueueName.AgentFeeds,
        data: fetch,
        opts: {
          ...DEFAULT_JOB_OPTIONS,
          jobId: jobIdFor(processId, JobName.FetchWebPage),
          continueParentOnFailure: true,
        },
      },
    ],
  };
}

/**
 * Queues a web page process's flow. Durable start: the process's transaction records the owed flow
 * (`owed`), `start` adds it after the commit, and FlowStarts re-adds it while Redis lacks it (a flush,
 * a kill before the add). The boot sweep also queues every process still 'processing' (those
 * recorded before owed flows were), with the same job ids, so a flow still queued is not added twice.
 */
@Injectable()
export class WebPageIngestionFlow implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly producer: FlowProducer;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(APP_ENV) env: { BULL_PREFIX: string },
    @Inject(APP_LOGGER) private readonly logger: Logger,
    @Inject(FLOW_STARTS) private readonly flowStarts: FlowStarts,
    private readonly repo: WebPageProcessesRepository,
  ) {
    this.producer = new FlowProducer({ connection: redis, prefix: env.BULL_PREFIX });
    flowStarts.register<WebPageFlowStart>(WEB_PAGE, {
      queue: QueueName.FeedsResults,
      build: async (i) => webPageFlow(i),
    });
  }

  /** What a new process owes, to record in its transaction (job ids from the process id). */
  owed(input: WebPageFlowStart): FlowStartRecord {
    return this.flowStarts.record(WEB_PAGE, jobIdFor(input.processId, JobName.StoreWebPage), input);
  }

  /** Adds a recorded flow after the commit (a failure is left to the sweeper). */
  async start(owed: FlowStartRecord): Promise<void> {
    await this.flowStarts.start(owed);
  }

  /** Processes still 'processing', queued again in the background once the app is up. */
  onApplicationBootstrap(): void {
    void this.sweep().catch((err: unknown) => this.logger.warn({ err }, 'web page processes not queued at boot'));
  }

  async sweep(): Promise<number> {
    const due = await this.repo.processing(SWEEP_LIMIT);
    if (due.length > 0) {
      await this.producer.addBulk(
        due.map((p) => webPageFlow({ processId: p.id, userId: p.userId, url: p.normalizedUrl })),
      );
    }
    return due.length;
  }

  async onModuleDestroy(): Promise<void> {
    await this.producer.close();
  }
}
