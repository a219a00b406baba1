import { Inject, Injectable } from '@nestjs/common';
import type { FlowJob } from 'bullmq';
import {
  DEFAULT_JOB_OPTIONS,
  JobName,
  QueueName,
  jobIdFor,
  type JobData,
  type StreamMatchInput,
} from '@hivemind/contracts';
import { FLOW_STARTS, type FlowStartRecord, type FlowStarts } from '@hivemind/common';
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
 *
 * Durable start: the post's transaction records the owed flow (`owed`), `start` adds it after the
 * commit, and FlowStarts re-adds it while Redis lacks it (a flush, a kill before the add).
 */
@Injectable()
export class PostPipeline {
  constructor(
    @Inject(FLOW_STARTS) private readonly flowStarts: FlowStarts,
    private readonly streams: ActiveStreamsRepository,
  ) {
    flowStarts.register<PostPipelineStart>(POST_PIPELINE, {
      queue: QueueName.FeedsResults,
      build: async (input) => postFlow({ ...input, streams: input.streams ?? (await this.streams.forTagging()) }),
    });
  }

  /** What a new post owes, to record in its transaction (the active streams are read at the add). */
  owed({ postId, text, correlationId }: PostPipelineStart): FlowStartRecord {
    return this.flowStarts.record(POST_PIPELINE, jobIdFor(postId, JobName.FinalizePost), {
      postId,
      text,
      correlationId,
    } satisfies PostPipelineStart);
  }

  async start(input: PostPipelineStart): Promise<void> {
    await this.flowStarts.start(this.owed(input));
  }
}

const POST_PIPELINE = 'post-pipeline';

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
