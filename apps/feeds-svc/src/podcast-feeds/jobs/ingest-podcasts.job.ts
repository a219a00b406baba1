import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { JobName, type JobData, type JobResult } from '@hivemind/contracts';
import { ProcessesJob, type JobHandler } from '@hivemind/common/nest';
import { PodcastFeedIngestion } from '../podcast-feed-ingestion.js';

/**
 * The repeatable tick of podcast feeds (and `npm run ingest -- --podcast <id>`): queues a feed flow
 * for every due podcast, or for the one asked for.
 */
@Injectable()
@ProcessesJob(JobName.IngestPodcasts)
export class IngestPodcastsJob implements JobHandler<JobName.IngestPodcasts> {
  constructor(private readonly ingestion: PodcastFeedIngestion) {}

  async process(job: Job<JobData<JobName.IngestPodcasts>>): Promise<JobResult<JobName.IngestPodcasts>> {
    const { podcastId, correlationId } = job.data;
    if (podcastId) return { queued: (await this.ingestion.queueNow(podcastId, new Date(), correlationId)) ? 1 : 0 };
    return { queued: await this.ingestion.queueDue(new Date(), correlationId) };
  }
}
