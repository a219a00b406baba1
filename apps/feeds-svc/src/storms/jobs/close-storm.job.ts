import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { JobName, type JobData, type JobResult } from '@hivemind/contracts';
import { type Logger } from '@hivemind/common';
import { APP_LOGGER, ProcessesJob, type JobHandler } from '@hivemind/common/nest';
import { StormsService } from '../storms.service.js';

/** Closes a storm at its end time (StormCloser schedules it); idempotent. */
@Injectable()
@ProcessesJob(JobName.CloseStorm)
export class CloseStormJob implements JobHandler<JobName.CloseStorm> {
  constructor(
    private readonly storms: StormsService,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn({ jobId: job?.id, jobName: job?.name, err: error }, 'storm not closed yet');
  }

  async process(job: Job<JobData<JobName.CloseStorm>>): Promise<JobResult<JobName.CloseStorm>> {
    const { stormId } = job.data;
    return { stormId, closed: await this.storms.closeIfDue(stormId) };
  }
}
