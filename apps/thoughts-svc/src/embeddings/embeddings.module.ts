import { Module } from '@nestjs/common';
import { ThoughtEmbeddingFlow } from './thought-embedding.flow.js';
import { PersistThoughtEmbeddingWorker } from './persist-thought-embedding.worker.js';

export { ThoughtEmbeddingFlow, type ThoughtEmbeddingStart } from './thought-embedding.flow.js';

/**
 * A thought's embedding: ThoughtEmbeddingFlow.start() queues the flow, the worker on
 * thoughts-results stores the result. Needs PRISMA, REDIS, APP_ENV and APP_LOGGER, which
 * SubgraphCoreModule provides globally.
 */
@Module({
  providers: [ThoughtEmbeddingFlow, PersistThoughtEmbeddingWorker],
  exports: [ThoughtEmbeddingFlow],
})
export class EmbeddingsModule {}
