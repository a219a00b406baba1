import { Module } from '@nestjs/common';
import { ChatContextService } from './chat-context.service.js';
import { ChatReplyFlow } from './chat-reply.flow.js';
import { ChatRetrievalRepository } from './chat-retrieval.repository.js';
import { ChatRepository } from './chat.repository.js';
import { ChatResolver } from './chat.resolver.js';
import { ChatService } from './chat.service.js';
import { PrepareChatReplyJob } from './jobs/prepare-chat-reply.job.js';
import { StoreChatReplyJob } from './jobs/store-chat-reply.job.js';
import { StoreMessageEmbeddingJob } from './jobs/store-message-embedding.job.js';

/**
 * The thinking agent's chat: threads and messages (private, beside thoughts and lists so a reply can
 * draw on them), the reply flow (ChatReplyFlow) and its parents on thoughts-results (jobs/). Needs
 * PRISMA, REDIS, APP_ENV and APP_LOGGER, which SubgraphCoreModule provides globally.
 */
@Module({
  providers: [
    ChatRepository,
    ChatRetrievalRepository,
    ChatContextService,
    ChatService,
    ChatReplyFlow,
    ChatResolver,
    PrepareChatReplyJob,
    StoreChatReplyJob,
    StoreMessageEmbeddingJob,
  ],
})
export class ChatModule {}
