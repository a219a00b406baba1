import type { Redis } from 'ioredis';
import type { JobName, JobProgress } from '@hivemind/contracts';

/**
 * Job progress goes two ways: to BullMQ (job.updateProgress, for dashboards and `job.progress`)
 * and to a Redis pub/sub topic that the gateway turns into a GraphQL subscription for the user.
 * The latest message of a topic is also kept for an hour under lastProgressKey(topic), so a client
 * that subscribes after the work started (or finished) is told where it stands at once.
 */
export const LAST_PROGRESS_TTL_SECONDS = 3600;
export const lastProgressKey = (topic: string): string => `${topic}:last`;

export async function publishProgress(
  redis: Pick<Redis, 'multi'>,
  topic: string,
  progress: JobProgress,
): Promise<void> {
  const message = JSON.stringify(progress);
  await redis
    .multi()
    .set(lastProgressKey(topic), message, 'EX', LAST_PROGRESS_TTL_SECONDS)
    .publish(topic, message)
    .exec();
}

/** The part of a BullMQ Job the reporter needs. */
export interface ProgressTarget {
  updateProgress(progress: JobProgress): Promise<void>;
}

export interface ProgressReport {
  stage: string;
  status: JobProgress['status'];
  percent: number;
  error?: string;
}

export class ProgressReporter {
  constructor(
    private readonly job: ProgressTarget,
    private readonly redis: Pick<Redis, 'multi'>,
    private readonly topic: string,
    private readonly subject: { jobName: JobName | string; entityId: string },
    private readonly now: () => Date = () => new Date(),
  ) {}

  async report(report: ProgressReport): Promise<JobProgress> {
    const progress: JobProgress = {
      jobName: this.subject.jobName,
      entityId: this.subject.entityId,
      stage: report.stage,
      status: report.status,
      percent: report.percent,
      at: this.now().toISOString(),
      ...(report.error === undefined ? {} : { error: report.error }),
    };
    // BullMQ first: the stored state is the source of truth a late subscriber can read back.
    await this.job.updateProgress(progress);
    await publishProgress(this.redis, this.topic, progress);
    return progress;
  }
}
