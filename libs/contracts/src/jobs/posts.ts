import type { Classification } from '../ai.js';
import type { StreamMatchInput, StreamTag } from '../streams.js';
import { QueueName } from '../queues.js';
import type { EmbeddingResult } from './embedding.js';
import { JobName } from './names.js';

/**
 * What the post flow's agent children return to feeds-svc's finalize-post parent (each child one
 * part; they run side by side, not chained).
 */
export interface PostPipelineValue {
  classification?: Classification;
  embedding?: number[];
  model?: string;
  /** From tag-post-streams: absent when that child did not run (no active streams). */
  streamTags?: StreamTag[];
}

export interface PostJobMap {
  [JobName.ClassifyPost]: {
    queue: QueueName.AgentFeeds;
    data: { postId: string; text: string; correlationId?: string };
    result: PostPipelineValue & { classification: Classification };
  };
  [JobName.EmbedPost]: {
    queue: QueueName.AgentFeeds;
    data: { postId: string; text: string; correlationId?: string };
    result: PostPipelineValue & EmbeddingResult;
  };
  [JobName.TagPostStreams]: {
    queue: QueueName.AgentFeeds;
    /** Self-contained: the post's text and the active streams' names and aliases (the worker has no database). */
    data: { postId: string; text: string; streams: StreamMatchInput[]; correlationId?: string };
    result: PostPipelineValue & { streamTags: StreamTag[] };
  };
  [JobName.FinalizePost]: {
    queue: QueueName.FeedsResults;
    data: { postId: string; correlationId?: string };
    result: { postId: string; status: 'ready' | 'failed' | 'gone' };
  };
}
