import { Inject, Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AiProvider } from '@hivemind/ai';
import { JobName, type ChatReplyInput, type JobData, type JobResult } from '@hivemind/contracts';
import { AgentReplyStream, REDIS } from '@hivemind/common';
import { ProcessesJob, type JobHandler } from '@hivemind/common/nest';
import { AI_PROVIDER } from '../tokens.js';

/** Thrown by an attempt whose stream another attempt took over: it must not go on writing. */
export class ReplySupersededError extends Error {
  constructor(replyId: string) {
    super(`reply ${replyId}: another attempt took the stream over`);
    this.name = 'ReplySupersededError';
  }
}

/**
 * The thinking agent's reply, streamed token by token on the thread's topic (the gateway serves it
 * as Subscription.agentReply). Stateless: the thread so far and the member's related data come
 * from the flow's prepare-chat-reply child (thoughts-svc gathered them for the member); the whole
 * reply goes back as the job's value, which the store-chat-reply parent stores once.
 *
 * Each attempt claims the stream and restarts the text: a worker killed mid-reply leaves only
 * tokens on the topic (never a stored half message), and when its job is retried elsewhere, the
 * old attempt's late tokens are refused (AgentReplyStream).
 */
@Injectable()
@ProcessesJob(JobName.ChatReply)
export class ChatReplyProcessor implements JobHandler<JobName.ChatReply> {
  constructor(
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async process(job: Job<JobData<JobName.ChatReply>>): Promise<JobResult<JobName.ChatReply>> {
    const { threadId, userId, replyId } = job.data;
    const [input] = Object.values(await job.getChildrenValues<ChatReplyInput>());
    if (!input || !Array.isArray(input.history) || input.history.length === 0) {
      throw new UnrecoverableError(`reply ${replyId}: the prepared thread is missing`);
    }
    const stream = new AgentReplyStream(this.redis, { userId, threadId, replyId });
    await stream.start();
    for await (const token of this.ai.chatReply(input)) {
      if (!token) continue;
      if (!(await stream.token(token))) throw new ReplySupersededError(replyId);
    }
    if (!stream.content.trim()) throw new Error(`AI provider ${this.ai.name} returned an empty reply`);
    return { replyId, content: stream.content };
  }
}
