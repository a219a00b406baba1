import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEFAULT_JOB_OPTIONS, JobName, QueueName, jobIdFor, type JobData } from '@hivemind/contracts';
import { REDIS, currentCorrelationId, type Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER } from '@hivemind/common/nest';
import { StormsRepository } from './storms.repository.js';

/**
 * Closing storms by time (spec 2 §4; issue 18): one delayed close-storm job per storm with an end
 * time, on feeds-svc's own queue (jobs/close-storm.job.ts). The job id derives from the storm id, so
 * scheduling twice queues once; the job closes only a storm still open and due, so a repeat changes
 * nothing. Durable: StormCloseCheck closes every open storm past its end time every
 * STORM_CLOSE_CHECK_MS, so a job Redis lost while feeds-svc runs delays the close by that interval at
 * most; and when feeds-svc boots every open storm with an end time is scheduled again, so after a
 * Redis that lost its jobs (flushed, replaced) the storms still close on time.
 */
@Injectable()
export class StormCloser implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly queue: Queue;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(APP_ENV) env: { BULL_PREFIX: string },
    private readonly repo: StormsRepository,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.queue = new Queue(QueueName.FeedsResults, { connection: redis, prefix: env.BULL_PREFIX });
  }

  async schedule(stormId: string, endsAt: Date): Promise<void> {
    const correlationId = currentCorrelationId();
    const data: JobData<JobName.CloseStorm> = { stormId, ...(correlationId ? { correlationId } : {}) };
    await this.queue.add(JobName.CloseStorm, data, {
      ...DEFAULT_JOB_OPTIONS,
      jobId: jobIdFor(stormId, JobName.CloseStorm),
      delay: Math.max(0, endsAt.getTime() - Date.now()),
      // Gone once done, so a storm reopened with a new end time can be scheduled again.
      removeOnComplete: true,
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      const open = await this.repo.openWithEndTime();
      await Promise.all(open.map((s) => this.schedule(s.id, s.endsAt!)));
    } catch (err) {
      this.logger.error({ err }, 'open storms not re-scheduled for closing');
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue.close();
  }
}
