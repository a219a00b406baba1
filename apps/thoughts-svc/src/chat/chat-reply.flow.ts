import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { FlowProducer, type FlowJob } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEFAULT_JOB_OPTIONS, JobName, QueueName, jobIdFor, type JobData } from '@hivemind/contracts';
import { REDIS } from '@hivemind/common';
import { APP_ENV } from '@hivemind/common/nest';

/** One run of a reply: the first, or a retry of a failed one (same replyId, new runId). */
export interface ReplyRun {
  threadId: string;
  userId: string;
  userMessageId: string;
  /** The id the reply is stored under. */
  replyId: string;
  /** When the reply was first asked for: its place in the thread. */
  requestedAt: Date;
  correlationId?: string;
}

/**
 * Queues the agent's reply to a member's message as ONE BullMQ flow (children run first):
 *
 *   store-chat-reply (thoughts-results: store the reply once, or record it failed)
 *     └─ chat-reply (agent-chat: stream the reply token by token)
 *          └─ prepare-chat-reply (thoughts-results: store the message's vector, gather the context)
 *               └─ embed-text (agent-thoughts, silent: the member's message)
 *
 * A failed stage fails its parent up to chat-reply, whose failure lets store-chat-reply run anyway
 * (continueParentOnFailure) to say in the thread that the reply failed: the member never waits
 * forever. Job ids derive from a fresh run id, so a retry of a failed reply is a new flow.
 *
 * Durable start: `start` is the one place a reply flow begins; it runs after the member's message is
 * committed. A process dying between the two leaves a message without a reply (the member can send
 * again); when libs/common has the durable flow start (the owed flow recorded in the message's
 * transaction, re-added by a relay), `start` is what adopts it.
 */
@Injectable()
export class ChatReplyFlow implements OnModuleDestroy {
  private readonly producer: FlowProducer;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_ENV) env: { BULL_PREFIX: string }) {
    this.producer = new FlowProducer({ connection: redis, prefix: env.BULL_PREFIX });
  }

  /** Queues the reply; answers the chat-reply job's id. */
  async start(run: ReplyRun, text: string): Promise<string> {
    const runId = randomUUID();
    await this.producer.add(replyFlow(runId, run, text));
    return jobIdFor(runId, JobName.ChatReply);
  }

  /** Embeds a stored message (a reply; the member's own are embedded inside their reply's flow). */
  async embedMessage(input: {
    userId: string;
    messageId: string;
    text: string;
    correlationId?: string;
  }): Promise<void> {
    await this.producer.add(embedMessageFlow(input));
  }

  async onModuleDestroy(): Promise<void> {
    await this.producer.close();
  }
}

/** The flow tree of one reply run (exported for the benchmark and tests). */
export function replyFlow(runId: string, run: ReplyRun, text: string): FlowJob {
  const { threadId, userId, userMessageId, replyId, correlationId } = run;
  const opts = (name: JobName) => ({ ...DEFAULT_JOB_OPTIONS, jobId: jobIdFor(runId, name) });
  const embed: JobData<JobName.EmbedText> = { text, userId, entityId: userMessageId, correlationId, announce: false };
  const prepare: JobData<JobName.PrepareChatReply> = { threadId, userId, userMessageId, replyId, correlationId };
  const reply: JobData<JobName.ChatReply> = { threadId, userId, replyId, correlationId };
  const store: JobData<JobName.StoreChatReply> = {
    threadId,
    userId,
    replyId,
    userMessageId,
    requestedAt: run.requestedAt.toISOString(),
    correlationId,
  };
  return {
    name: JobName.StoreChatReply,
    queueName: QueueName.ThoughtsResults,
    data: store,
    opts: opts(JobName.StoreChatReply),
    children: [
      {
        name: JobName.ChatReply,
        queueName: QueueName.AgentChat,
        data: reply,
        opts: { ...opts(JobName.ChatReply), continueParentOnFailure: true },
        children: [
          {
            name: JobName.PrepareChatReply,
            queueName: QueueName.ThoughtsResults,
            data: prepare,
            opts: { ...opts(JobName.PrepareChatReply), failParentOnFailure: true },
            children: [
              {
                name: JobName.EmbedText,
                queueName: QueueName.AgentThoughts,
                data: embed,
                opts: { ...opts(JobName.EmbedText), failParentOnFailure: true },
              },
            ],
          },
        ],
      },
    ],
  };
}

/** store-message-embedding (thoughts-results) ← embed-text (agent, silent); ids from the message. */
export function embedMessageFlow(input: {
  userId: string;
  messageId: string;
  text: string;
  correlationId?: string;
}): FlowJob {
  const { userId, messageId, text, correlationId } = input;
  const data: JobData<JobName.StoreMessageEmbedding> = { messageId, userId, correlationId };
  const embed: JobData<JobName.EmbedText> = { text, userId, entityId: messageId, correlationId, announce: false };
  return {
    name: JobName.StoreMessageEmbedding,
    queueName: QueueName.ThoughtsResults,
    data,
    opts: { ...DEFAULT_JOB_OPTIONS, jobId: jobIdFor(messageId, JobName.StoreMessageEmbedding) },
    children: [
      {
        name: JobName.EmbedText,
        queueName: QueueName.AgentThoughts,
        data: embed,
        // A failed embedding still lets the parent run (and log it) instead of waiting forever.
        opts: {
          ...DEFAULT_JOB_OPTIONS,
          jobId: jobIdFor(messageId, JobName.EmbedText),
          ignoreDependencyOnFailure: true,
        },
      },
    ],
  };
}
