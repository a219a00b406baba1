import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { FlowProducer, type FlowJob } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEFAULT_JOB_OPTIONS, JobName, QueueName, jobIdFor, type JobData } from '@hivemind/contracts';
import { REDIS } from '@hivemind/common';
import { APP_ENV } from '@hivemind/common/nest';

export interface PostPipelineStart {
  postId: string;
  text: string;
  correlationId?: string;
}

/**
 * Queues a new post's AI processing as ONE BullMQ flow: two independent agent children
 * (classify-post, embed-post on agent-feeds) under finalize-post on feeds-svc's own results queue,
 * which stores what they computed. A child that fails for good does not block the parent
 * (ignoreDependencyOnFailure): the post keeps what the other child gave. Job ids derive from the
 * post id, so starting twice queues nothing new.
 */
@Injectable()
export class PostPipeline implements OnModuleDestroy {
  private readonly producer: FlowProducer;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_ENV) env: { BULL_PREFIX: string }) {
    this.producer = new FlowProducer({ connection: redis, prefix: env.BULL_PREFIX });
  }

  async start(input: PostPipelineStart): Promise<void> {
    await this.producer.add(postFlow(input));
  }

  async onModuleDestroy(): Promise<void> {
    await this.producer.close();
  }
}

export function postFlow({ postId, text, correlationId }: PostPipelineStart): FlowJob {
  const data: JobData<JobName.ClassifyPost> = { postId, text, correlationId };
  const opts = (name: JobName) => ({ ...DEFAULT_JOB_OPTIONS, jobId: jobIdFor(postId, name) });
  const child = (name: JobName.ClassifyPost | JobName.EmbedPost): FlowJob => ({
    name,
    queueName: QueueName.AgentFeeds,
    data,
    opts: { ...opts(name), ignoreDependencyOnFailure: true },
  });
  const finalize: JobData<JobName.FinalizePost> = { postId, correlationId };
  return {
    name: JobName.FinalizePost,
    queueName: QueueName.FeedsResults,
    data: finalize,
    opts: opts(JobName.FinalizePost),
    children: [child(JobName.ClassifyPost), child(JobName.EmbedPost)],
  };
}
