import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  JobName,
  MediaMessages,
  topics,
  webPageProcessError,
  webPageStageProgress,
  WEB_PAGE_DROPS_MAX,
  type JobData,
  type JobResult,
  type WebPageReading,
  type WebPageStage,
} from '@hivemind/contracts';
import { isPermanentError, publishProgress, REDIS, type Logger } from '@hivemind/common';
import { APP_LOGGER, ProcessesJob, type JobHandler } from '@hivemind/common/nest';
import { PostPipeline } from '../../posts/post-pipeline.js';
import { WebPageProcessesRepository } from '../web-page-processes.repository.js';

/** The longest drop stored (a post's own limit is far above a few sentences). */
const DROP_MAX_LENGTH = 2000;

/**
 * The flow parent of a web page process, on feeds-results: stores the page fetch-web-page read and
 * its drops as posts in the chosen hive (then each post through the post pipeline: classification,
 * embedding, stream tags), and completes the process; or, when fetching failed for good, records the
 * error on the process (nothing else is written). Progress goes to topics.webPageProgress.
 */
@Injectable()
@ProcessesJob(JobName.StoreWebPage)
export class StoreWebPageJob implements JobHandler<JobName.StoreWebPage> {
  constructor(
    private readonly repo: WebPageProcessesRepository,
    private readonly posts: PostPipeline,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn({ jobId: job?.id, jobName: job?.name, err: error }, 'web page not stored');
  }

  async process(job: Job<JobData<JobName.StoreWebPage>>): Promise<JobResult<JobName.StoreWebPage>> {
    const { processId, userId, correlationId } = job.data;
    const reading = Object.values(await job.getChildrenValues<WebPageReading>())[0];
    if (!reading) {
      const reason = Object.values(await job.getFailedChildrenValues())[0];
      if (reason && webPageProcessError(reason) !== reason)
        this.logger.warn({ processId, reason }, 'web page not read');
      await this.fail(processId, userId, 'fetching', webPageProcessError(reason));
      return { processId, status: 'failed' };
    }
    const drops = reading.drops
      .map((d) => d.trim().slice(0, DROP_MAX_LENGTH))
      .filter((d) => d.length > 0)
      .slice(0, WEB_PAGE_DROPS_MAX);
    if (drops.length === 0) {
      await this.fail(processId, userId, 'writing', MediaMessages.processingFailed);
      return { processId, status: 'failed' };
    }
    await this.publish(userId, processId, 'storing', 'started');
    let stored;
    try {
      stored = await this.repo.storePage(processId, { ...reading, drops }, (post) =>
        this.posts.owed({ postId: post.id, text: post.content, correlationId }),
      );
    } catch (error) {
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (lastAttempt || isPermanentError(error)) {
        await this.fail(processId, userId, 'storing', MediaMessages.processingFailed).catch(() => undefined);
      }
      throw error;
    }
    if (!stored) {
      // Already stored by an earlier attempt (or deleted): make sure its posts reached the pipeline.
      const row = await this.repo.byId(processId);
      if (!row?.webPageId || row.status !== 'completed') return { processId, status: 'gone' };
      stored = { webPageId: row.webPageId, posts: await this.repo.postsAwaitingPipeline(row.webPageId) };
    }
    for (const post of stored.posts) {
      await this.posts.start({ postId: post.id, text: post.content, correlationId });
    }
    await publishProgress(this.redis, topics.webPageProgress(userId, processId), [
      webPageStageProgress({ jobName: JobName.StoreWebPage, processId }, 'storing', 'completed'),
      webPageStageProgress({ jobName: JobName.StoreWebPage, processId }, 'completed', 'completed'),
    ]);
    return { processId, status: 'completed' };
  }

  private async fail(processId: string, userId: string, stage: WebPageStage, error: string): Promise<void> {
    await this.repo.markFailed(processId, error);
    await this.publish(userId, processId, stage, 'failed', error);
  }

  private publish(
    userId: string,
    processId: string,
    stage: WebPageStage,
    status: 'started' | 'completed' | 'failed',
    error?: string,
  ): Promise<void> {
    return publishProgress(
      this.redis,
      topics.webPageProgress(userId, processId),
      webPageStageProgress({ jobName: JobName.StoreWebPage, processId }, stage, status, error),
    );
  }
}
