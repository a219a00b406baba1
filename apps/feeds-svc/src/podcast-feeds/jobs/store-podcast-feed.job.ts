import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import {
  JobName,
  MediaMessages,
  PodcastFeedMessages,
  WebPageIngestMessages,
  type JobData,
  type JobResult,
  type PodcastFeedReading,
} from '@hivemind/contracts';
import { isPermanentError, type Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER, ProcessesJob, type JobHandler } from '@hivemind/common/nest';
import type { FeedsEnv } from '../../env.js';
import { PostPipeline } from '../../posts/post-pipeline.js';
import { PodcastFeedsRepository } from '../podcast-feeds.repository.js';

/**
 * The error recorded on a podcast: a known refusal as the worker said it (an HTTP status said of the
 * feed, not of a page), else a generic one.
 */
export function podcastFeedError(reason: string | null | undefined): string {
  const status = reason ? /^The page answered HTTP (\d{3})$/.exec(reason) : null;
  if (status) return PodcastFeedMessages.httpStatus(Number(status[1]));
  const known: unknown[] = [...Object.values(WebPageIngestMessages), ...Object.values(PodcastFeedMessages)];
  return reason && known.includes(reason) ? reason : MediaMessages.processingFailed;
}

/**
 * The flow parent of a podcast feed read, on feeds-results: stores each new episode fetch-podcast-feed
 * read in its own transaction (episode, persons, posts quoting its transcript in the planet with
 * speaker_name and content_creators, their post pipelines owed, then started after the commit) and
 * records the read on the podcast (next check after PODCAST_FEED_CHECK_MINUTES); or, when the feed
 * could not be read, records the error with a backoff and writes nothing else.
 */
@Injectable()
@ProcessesJob(JobName.StorePodcastFeed)
export class StorePodcastFeedJob implements JobHandler<JobName.StorePodcastFeed> {
  constructor(
    private readonly repo: PodcastFeedsRepository,
    private readonly posts: PostPipeline,
    @Inject(APP_ENV) private readonly env: FeedsEnv,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn({ jobId: job?.id, jobName: job?.name, err: error }, 'podcast feed not stored');
  }

  /** How long after `failures` failed reads in a row the feed is read again (doubling, at most the check interval x 24). */
  backoffMs = (failures: number): number => {
    const base = this.env.PODCAST_FEED_RETRY_SECONDS * 1000;
    const cap = Math.max(base, this.env.PODCAST_FEED_CHECK_MINUTES * 60_000 * 24);
    return Math.min(cap, base * 2 ** Math.min(failures - 1, 20));
  };

  async process(job: Job<JobData<JobName.StorePodcastFeed>>): Promise<JobResult<JobName.StorePodcastFeed>> {
    const { podcastId, correlationId } = job.data;
    const reading = Object.values(await job.getChildrenValues<PodcastFeedReading>())[0];
    if (!reading) {
      const reason = Object.values(await job.getFailedChildrenValues())[0];
      const error = podcastFeedError(reason);
      if (error === MediaMessages.processingFailed) this.logger.warn({ podcastId, reason }, 'podcast feed not read');
      await this.repo.recordFailure(podcastId, error, this.backoffMs);
      return { podcastId, status: 'failed', episodes: 0, posts: 0 };
    }
    let episodes = 0;
    let posts = 0;
    try {
      const hiveId = await this.repo.planetHiveId();
      if (!hiveId) throw new Error('no planet hive to post transcripts to');
      for (const episode of reading.episodes) {
        if (episode.transcriptError) {
          // Tried again at the next read (its posts are not stored yet).
          this.logger.warn({ podcastId, guid: episode.guid, reason: episode.transcriptError }, 'transcript not read');
        }
        const stored = await this.repo.storeEpisode(podcastId, hiveId, episode, (post) =>
          this.posts.owed({ postId: post.id, text: post.content, correlationId }),
        );
        episodes += 1;
        posts += stored.posts.length;
        for (const post of stored.posts) {
          await this.posts.start({ postId: post.id, text: post.content, correlationId });
        }
      }
      await this.repo.recordSuccess(
        podcastId,
        reading.itemCount,
        new Date(Date.now() + this.env.PODCAST_FEED_CHECK_MINUTES * 60_000),
      );
    } catch (error) {
      // The last attempt records the failure, so the next check (a new run key) reads the feed again.
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (lastAttempt || isPermanentError(error)) {
        await this.repo.recordFailure(podcastId, MediaMessages.processingFailed, this.backoffMs).catch(() => undefined);
      }
      throw error;
    }
    return { podcastId, status: 'stored', episodes, posts };
  }
}
