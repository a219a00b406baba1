import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { thoughtStageProgress, topics, type JobName, type JobProgress, type ThoughtStage } from '@hivemind/contracts';
import { publishProgress, REDIS } from '@hivemind/common';

export interface StageSubject {
  userId: string;
  thoughtId: string;
  /** The job that did (or failed) the work; the service itself for 'capturing'. */
  jobName: JobName | string;
}

/**
 * Publishes a thought's stage progress from thoughts-svc itself (capturing, finalizing, captured,
 * and failures), on the same topic and in the same shape as the agent worker's stages.
 */
@Injectable()
export class StageProgress {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  started(subject: StageSubject, stage: ThoughtStage): Promise<JobProgress> {
    return this.publish(subject, [thoughtStageProgress(subject, stage, 'started')]);
  }

  /** One message per stage, in order, in one round trip (e.g. 'finalizing' then 'captured'). */
  async completed(subject: StageSubject, ...stages: ThoughtStage[]): Promise<JobProgress[]> {
    const messages = stages.map((stage) => thoughtStageProgress(subject, stage, 'completed'));
    await publishProgress(this.redis, topics.thoughtProgress(subject.userId, subject.thoughtId), messages);
    return messages;
  }

  failed(subject: StageSubject, stage: ThoughtStage, error: string): Promise<JobProgress> {
    return this.publish(subject, [thoughtStageProgress(subject, stage, 'failed', error)]);
  }

  private async publish(subject: StageSubject, [message]: [JobProgress]): Promise<JobProgress> {
    await publishProgress(this.redis, topics.thoughtProgress(subject.userId, subject.thoughtId), message);
    return message;
  }
}
