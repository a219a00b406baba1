import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { AgentMessages, JobName, type JobData, type JobResult } from '@hivemind/contracts';
import { AgentReplyStream, REDIS, type Logger } from '@hivemind/common';
import { APP_LOGGER, ProcessesJob, type JobHandler } from '@hivemind/common/nest';
import { ChatReplyFlow } from '../chat-reply.flow.js';
import { ChatRepository } from '../chat.repository.js';

/**
 * The flow parent of a reply, on thoughts-results: stores the reply the chat-reply child computed,
 * whole and once (a re-run finds it stored and writes nothing), tells the thread's subscribers it is
 * complete, and owes its embedding (recorded with the reply, added after the commit). When the reply failed for good (its chain's failure reaches
 * here through continueParentOnFailure), the thread gets a failed reply that the member can retry,
 * and the subscribers hear that it failed.
 */
@Injectable()
@ProcessesJob(JobName.StoreChatReply)
export class StoreChatReplyJob implements JobHandler<JobName.StoreChatReply> {
  constructor(
    private readonly repo: ChatRepository,
    private readonly flow: ChatReplyFlow,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async process(job: Job<JobData<JobName.StoreChatReply>>): Promise<JobResult<JobName.StoreChatReply>> {
    const { threadId, userId, replyId, correlationId } = job.data;
    const requestedAt = new Date(job.data.requestedAt);
    const stream = new AgentReplyStream(this.redis, { userId, threadId, replyId });
    const [value] = Object.values(await job.getChildrenValues<JobResult<JobName.ChatReply>>());
    const content = typeof value?.content === 'string' ? value.content : '';
    if (content.trim()) {
      // The reply's embedding is owed from the moment it is stored (recorded in the same transaction).
      const embedding = this.flow.owedEmbedding({ userId, messageId: replyId, text: content, correlationId });
      const outcome = await this.repo.storeReply(userId, threadId, replyId, content, requestedAt, embedding);
      if (outcome === 'gone') return this.gone(replyId, threadId);
      await this.repo.touchThread(threadId);
      await stream.completed(content);
      if (outcome === 'stored') await this.flow.embedMessage(embedding);
      return { replyId, status: 'stored' };
    }
    const failures = Object.values(await job.getFailedChildrenValues());
    const reason = failures[0] ?? 'the agent returned no reply';
    const outcome = await this.repo.storeFailedReply(
      userId,
      threadId,
      replyId,
      AgentMessages.replyFailed,
      reason,
      requestedAt,
    );
    if (outcome === 'gone') return this.gone(replyId, threadId);
    // Already stored complete by an earlier run: a late failure never hides a good reply.
    if (outcome === 'exists') return { replyId, status: 'stored' };
    this.logger.warn({ replyId, threadId, reason }, 'agent reply failed');
    await stream.failed(AgentMessages.replyFailed);
    return { replyId, status: 'failed' };
  }

  private gone(replyId: string, threadId: string): JobResult<JobName.StoreChatReply> {
    // The thread was deleted while the agent replied: nothing to store, nothing to retry.
    this.logger.info({ replyId, threadId }, 'thread gone before its reply was stored');
    return { replyId, status: 'gone' };
  }
}
