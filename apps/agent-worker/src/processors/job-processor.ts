import { DiscoveryService } from '@nestjs/core';
import type { Job } from 'bullmq';
import type { JobData, JobName, JobResult } from '@hivemind/contracts';

/**
 * A processor handles exactly one job name. Classes are marked with @ProcessesJob(name) and
 * discovered among the module's providers at boot, so adding a job is: a contract entry in
 * libs/contracts, a `<job-name>.processor.ts` here, and its class in PROCESSORS.
 */
export interface JobProcessor<N extends JobName = JobName> {
  process(job: Job<JobData<N>, JobResult<N>, N>): Promise<JobResult<N>>;
}

export const ProcessesJob = DiscoveryService.createDecorator<JobName>();
