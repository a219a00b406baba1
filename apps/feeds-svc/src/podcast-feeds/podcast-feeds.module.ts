import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module.js';
import { RollupsModule } from '../rollups/rollups.module.js';
import { IngestPodcastsJob } from './jobs/ingest-podcasts.job.js';
import { StorePodcastFeedJob } from './jobs/store-podcast-feed.job.js';
import { PodcastFeedIngestion } from './podcast-feed-ingestion.js';
import { PodcastFeedsRepository } from './podcast-feeds.repository.js';

/**
 * Podcast feeds (issue 17): PodcastFeedIngestion schedules the repeatable ingest-podcasts job and
 * queues a feed flow per due podcast (fetch-podcast-feed on the agent worker under
 * StorePodcastFeedJob, which stores episodes, persons and the posts quoting their transcripts).
 */
@Module({
  imports: [PostsModule, RollupsModule],
  providers: [PodcastFeedsRepository, PodcastFeedIngestion, IngestPodcastsJob, StorePodcastFeedJob],
})
export class PodcastFeedsModule {}
