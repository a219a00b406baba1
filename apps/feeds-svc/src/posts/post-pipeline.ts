import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { FlowProducer, type FlowJob } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  DEFAULT_JOB_OPTIONS,
  JobName,
  QueueName,
  jobIdFor,
  type JobData,
  type StreamMatchInput,
} from '@hivemind/contracts';
import { REDIS } from '@hivemind/common';
import { APP_ENV } from '@hivemind/common/nest';
import { ActiveStreamsRepository } from '../streams/active-streams.repository.js';

export interface PostPipelineStart {
  postId: string;
  text: string;
  correlationId?: string;
  /** Active streams to tag the post with (none: the tag-post-streams child is left out). */
  streams?: StreamMatchInput[];
}

/**
 * Queues a new post's AI processing as ONE BullMQ flow: independent agent children (classify-post,
 * embed-post and, when active streams exist, tag-post-streams with their names and aliases in the
 * payload, on agent-feeds) under finalize-post on feeds-svc's own results queue, which stores what
 * they computed. A child that fails for good does not block the parent
 * (ignoreDependencyOnFailure): the post keeps what the other child gave. Job ids derive from the
 * post id, so starting twice queues nothing new.
 */
@Injectable()
export class PostPipeline implements OnModuleDestroy {
  private readonly producer: FlowProducer;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(APP_ENV) env: { BULL_PREFIX: string },
    private readonly streams: ActiveStreamsRepository,
  ) {
    this.producer = new FlowProducer({ connection: redis, prefix: env.BULL_PREFIX });
  }

  async start(input: PostPipelineStart): Promise<void> {
    await this.producer.add(postFlow({ ...input, streams: input.streams ?? (await this.streams.forTagging()) }));
  }

  async onModuleDestroy(): Promise<void> {
    await this.producer.close();
  }
}

export function postFlow({ postId, text, correlationId, streams = [] }: PostPipelineStart): FlowJob {
  const data: JobData<JobName.ClassifyPost> = { postId, text, correlationId };
  const opts = (name: JobName) => ({ ...DEFAULT_JOB_OPTIONS, jobId: jobIdFor(postId, name) });
  const child = (
    name: JobName.ClassifyPost | JobName.EmbedPost | JobName.TagPostStreams,
    payload: JobData<JobName.ClassifyPost> | JobData<JobName.TagPostStreams> = data,
  ): FlowJob => ({
    name,
    queueName: QueueName.AgentFeeds,
    data: payload,
    opts: { ...opts(name), ignoreDependencyOnFailure: true },
  });
  const tag: JobData<JobName.TagPostStreams> = { postId, text, streams, correlationId };
  const finalize: JobData<JobName.FinalizePost> = { postId, correlationId };
  return {
    name: JobName.FinalizePost,
    queueName: QueueName.FeedsResults,
    data: finalize,
    opts: opts(JobName.FinalizePost),
    children: [
      child(JobName.ClassifyPost),
      child(JobName.EmbedPost),
      ...(streams.length > 0 ? [child(JobName.TagPostStreams, tag)] : []),
    ],
  };
}
