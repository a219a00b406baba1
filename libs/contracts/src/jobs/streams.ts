import { QueueName } from '../queues.js';
import type { EmbeddingResult } from './embedding.js';
import { JobName } from './names.js';

/** A stream's embedding: store-stream-embedding (feeds-results) ← embed-stream (agent-feeds). */
export interface StreamJobMap {
  [JobName.EmbedStream]: {
    queue: QueueName.AgentFeeds;
    /** Self-contained: the text to embed (the worker has no database). */
    data: { streamId: string; text: string; correlationId?: string };
    result: EmbeddingResult;
  };
  [JobName.StoreStreamEmbedding]: {
    queue: QueueName.FeedsResults;
    /** `text` is what the embed-stream child embedded. */
    data: { streamId: string; text: string; correlationId?: string };
    result: { streamId: string; status: 'stored' | 'stale' | 'failed' };
  };
}
