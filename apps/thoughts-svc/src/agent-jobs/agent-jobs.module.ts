import { Module } from '@nestjs/common';
import { AgentJobs } from './agent-jobs.js';

export { AgentJobs, AgentJobTimeoutError, type AgentRequestJob } from './agent-jobs.js';

/** Single agent jobs a caller waits for (enhance, insights, one capture stage, list matching alone). */
@Module({ providers: [AgentJobs], exports: [AgentJobs] })
export class AgentJobsModule {}
