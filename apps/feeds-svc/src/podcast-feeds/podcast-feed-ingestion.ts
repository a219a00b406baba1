import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { FlowProducer, Queue, type FlowJob } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEFAULT_JOB_OPTIONS, JobName, QueueName, jobIdFor, type JobData } from '@hivemind/contracts';
import { REDIS, type Logger } from '@hivemind/common';
import { APP_ENV, APP_LOGGER } from '@hivemind/common/nest';
import type { FeedsEnv } from '../env.js';
import { PodcastFeedsRepository, type FeedToRead } from './podcast-feeds.repository.js';

/** Feeds queued per tick at most (the rest are still due at the next tick). */
const DUE_LIMIT = 100;
/** The id of the repeatable ingest-podcasts job (one per deployment's queue prefix). */
export const PODCAST_FEEDS_SCHEDULER_ID = 'podcast-feeds';
/** How often the running service checks that Redis still has the repeatable job (at most). */
const SCHEDULER_CHECK_MS = 60_000;

export interface PodcastFeedFlowStart {
  podcastId: string;
  feedUrl: string;
  runKey: string;
  knownGuids: string[];
  correlationId?: string;
}

/**
 * store-podcast-feed (feeds-results: store the episodes, persons and posts, or record the failure on
 * the podcast) ← fetch-podcast-feed (agent-feeds: fetch and parse the feed, read new transcripts). A
 * feed that cannot be read fails the child; continueParentOnFailure lets the parent record it. Job
 * ids derive from the podcast id and the run key, so queuing the same run twice adds nothing.
 */
export function podcastFeedFlow({
  podcastId,
  feedUrl,
  runKey,
  knownGuids,
  correlationId,
}: PodcastFeedFlowStart): FlowJob {
  const run = `${podcastId}.${runKey}`;
  const fetch: JobData<JobName.FetchPodcastFeed> = { podcastId, feedUrl, knownGuids, correlationId };
  const store: JobData<JobName.StorePodcastFeed> = { podcastId, runKey, correlationId };
  return {
    name: JobName.StorePodcastFeed,
    queueName: QueueName.FeedsResults,
    data: store,
    opts: { ...DEFAULT_JOB_OPTIONS, jobId: jobIdFor(run, JobName.StorePodcastFeed) },
    children: [
      {
        name: JobName.FetchPodcastFeed,
        queueName: QueueName.AgentFeeds,
        data: fetch,
        opts: {
          ...DEFAULT_JOB_OPTIONS,
          jobId: jobIdFor(run, JobName.FetchPodcastFeed),
          continueParentOnFailure: true,
        },
      },
    ],
  };
}

/** The run key of a due read: when it fell due (a read that never happened: 'first'). */
export const dueRunKey = (feed: FeedToRead): string => (feed.dueAt ? String(feed.dueAt.getTime()) : 'first');

/**
 * Reading tracked podcasts' feeds (issue 17): a BullMQ job scheduler adds ingest-podcasts every
 * PODCAST_FEEDS_TICK_SECONDS (0: never, as in tests that drive it by hand); each run queues a feed
 * flow for every podcast whose feed is due. The podcast's next check moves on only when its flow's
 * parent has stored (or recorded a failure), so a flow Redis lost is queued again at the next tick.
 */
@Injectable()
export class PodcastFeedIngestion implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly producer: FlowProducer;
  private readonly queue: Queue;
  private watch: NodeJS.Timeout | undefined;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(APP_ENV) private readonly env: FeedsEnv,
    @Inject(APP_LOGGER) private readonly logger: Logger,
    private readonly repo: PodcastFeedsRepository,
  ) {
    this.producer = new FlowProducer({ connection: redis, prefix: env.BULL_PREFIX });
    this.queue = new Queue(QueueName.FeedsResults, { connection: redis, prefix: env.BULL_PREFIX });
  }

  async onApplicationBootstrap(): Promise<void> {
    const every = this.env.PODCAST_FEEDS_TICK_SECONDS * 1000;
    try {
      if (every <= 0) {
        await this.queue.removeJobScheduler(PODCAST_FEEDS_SCHEDULER_ID);
        return;
      }
      await this.schedule(every);
    } catch (err) {
      this.logger.error({ err }, 'podcast feeds not scheduled');
    }
    // What is owed lives in PostgreSQL (each podcast's next check); only the trigger lives in Redis.
    // A Redis that lost it (a flush, a restart without persistence) gets it back within a minute.
    this.watch = setInterval(() => void this.ensureScheduled(), Math.min(every, SCHEDULER_CHECK_MS));
    this.watch.unref();
  }

  /** Sets the repeatable job again when Redis no longer has it; true when it had to. */
  async ensureScheduled(): Promise<boolean> {
    const every = this.env.PODCAST_FEEDS_TICK_SECONDS * 1000;
    if (every <= 0) return false;
    try {
      if (await this.queue.getJobScheduler(PODCAST_FEEDS_SCHEDULER_ID)) return false;
      await this.schedule(every);
      this.logger.warn({ schedulerId: PODCAST_FEEDS_SCHEDULER_ID }, 'podcast feeds scheduler was missing: set again');
      return true;
    } catch (err) {
      this.logger.warn({ err }, 'podcast feeds scheduler not checked');
      return false;
    }
  }

  private async schedule(every: number): Promise<void> {
    await this.queue.upsertJobScheduler(
      PODCAST_FEEDS_SCHEDULER_ID,
      { every },
      {
        name: JobName.IngestPodcasts,
        data: {} satisfies JobData<JobName.IngestPodcasts>,
        opts: { attempts: 1, removeOnComplete: { count: 10 }, removeOnFail: { count: 50 } },
      },
    );
  }

  /** Queues a read of every due feed; the number queued (a run already queued adds nothing). */
  async queueDue(now = new Date(), correlationId?: string): Promise<number> {
    const due = await this.repo.due(now, DUE_LIMIT);
    for (const feed of due) await this.enqueue(feed, dueRunKey(feed), correlationId);
    return due.length;
  }

  /** Queues a read of one podcast's feed now (on demand), whether due or not; false without a feed. */
  async queueNow(podcastId: string, now = new Date(), correlationId?: string): Promise<boolean> {
    const feed = await this.repo.feedOf(podcastId);
    if (!feed) return false;
    // One on-demand read per podcast and minute: asking twice at once queues once.
    await this.enqueue(feed, `now-${Math.floor(now.getTime() / 60_000)}`, correlationId);
    return true;
  }

  private async enqueue(feed: FeedToRead, runKey: string, correlationId?: string): Promise<void> {
    const knownGuids = await this.repo.knownGuids(feed.podcastId);
    await this.producer.add(
      podcastFeedFlow({ podcastId: feed.podcastId, feedUrl: feed.feedUrl, runKey, knownGuids, correlationId }),
    );
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.watch);
    await this.producer.close();
    await this.queue.close();
  }
}
