import { Module } from '@nestjs/common';
import { StreamConnectionResolver, StreamConnectionsResolver } from './stream-fields.resolver.js';
import { StoreStreamEmbeddingJob } from './jobs/store-stream-embedding.job.js';
import { StreamEmbeddings } from './stream-embeddings.flow.js';
import { StreamEmbeddingsRepository } from './stream-embeddings.repository.js';
import { StreamsRepository } from './streams.repository.js';
import { StreamsResolver } from './streams.resolver.js';
import { StreamsService } from './streams.service.js';

/**
 * Streams: the listing, a stream's page with its hierarchy, similar streams, and their embeddings
 * (StreamEmbeddings queues the flow, StoreStreamEmbeddingJob stores what the agent worker computed).
 */
@Module({
  providers: [
    StreamsRepository,
    StreamsService,
    StreamsResolver,
    StreamConnectionResolver,
    StreamConnectionsResolver,
    StreamEmbeddingsRepository,
    StreamEmbeddings,
    StoreStreamEmbeddingJob,
  ],
  exports: [StreamsService],
})
export class StreamsModule {}
