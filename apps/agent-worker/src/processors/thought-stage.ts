import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  thoughtStageProgress,
  topics,
  type JobName,
  type ThoughtPipelineValue,
  type ThoughtStage,
} from '@hivemind/contracts';
import { publishProgress } from '@hivemind/common';

/**
 * What every stage of the thought pipeline shares: it tells the user's progress topic when the
 * stage really starts and completes, and it reads what the stage below it in the flow computed.
 * Failures are announced by the owner of the thought (thoughts-svc's finalize parent, or the
 * service that waits for a single stage), which knows whether the job is failing for good: the
 * worker cannot tell a retried attempt from the last one when a job dies by stalling.
 */
export async function runThoughtStage<T>(
  job: Job,
  redis: Redis,
  subject: { jobName: JobName; stage: ThoughtStage; userId: string; thoughtId: string },
  work: (upstream: ThoughtPipelineValue) => Promise<T>,
  /** The first stage of the chain has no stage below it: no children to read (a round trip less). */
  { first = false }: { first?: boolean } = {},
): Promise<T> {
  const topic = topics.thoughtProgress(subject.userId, subject.thoughtId);
  // 'started' only goes to the topic; the job's stored progress is written once, when the stage
  // completes: one Redis script call and one event-stream entry less per stage.
  await publishProgress(redis, topic, thoughtStageProgress(subject, subject.stage, 'started'));
  const result = await work(first ? {} : await upstreamValue(job));
  // BullMQ first: the stored state is the source of truth a late subscriber can read back.
  const completed = thoughtStageProgress(subject, subject.stage, 'completed');
  await job.updateProgress(completed);
  await publishProgress(redis, topic, completed);
  return result;
}

/**
 * The value of the stage below in the chain (a flow job has at most one child); empty when the
 * stage runs alone (the REST facade's stage-by-stage calls).
 */
export async function upstreamValue(job: Job): Promise<ThoughtPipelineValue> {
  const [value] = Object.values(await job.getChildrenValues<ThoughtPipelineValue>());
  return value ?? {};
}
