import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FlowJob } from 'bullmq';
import { DEFAULT_JOB_OPTIONS, JobName, QueueName, jobIdFor, type JobData } from '@hivemind/contracts';
import { FLOW_STARTS, type FlowStartRecord, type FlowStarts } from '@hivemind/common';

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
 * Durable start: a run is recorded (`owed`, a fresh run id) in the member's message's transaction (or
 * on its own for a retry), then `start` adds it; FlowStarts re-adds it while Redis lacks it (a flush,
 * a process killed between the commit and the add).
 */
@Injectable()
export class ChatReplyFlow {
  constructor(@Inject(FLOW_STARTS) private readonly flowStarts: FlowStarts) {
    flowStarts.register<OwedReply>(CHAT_REPLY, {
      queue: QueueName.ThoughtsResults,
      build: async ({ runId, run, text }) => replyFlow(runId, { ...run, requestedAt: new Date(run.requestedAt) }, text),
    });
    flowStarts.register<MessageEmbedding>(MESSAGE_EMBEDDING, {
      queue: QueueName.ThoughtsResults,
      build: async (input) => embedMessageFlow(input),
    });
  }

  /** A new run of a reply, to record in the transaction that asks for it. */
  owed(run: ReplyRun, text: string): FlowStartRecord {
    const runId = randomUUID();
    const input: OwedReply = { runId, run: { ...run, requestedAt: run.requestedAt.toISOString() }, text };
    return this.flowStarts.record(CHAT_REPLY, jobIdFor(runId, JobName.StoreChatReply), input);
  }

  /** Queues a recorded run; answers its chat-reply job's id. */
  async start(owed: FlowStartRecord): Promise<string> {
    await this.flowStarts.start(owed);
    return jobIdFor((owed.input as OwedReply).runId, JobName.ChatReply);
  }

  /**
   * What a stored reply owes: its embedding (the member's own messages are embedded inside their
   * reply's flow), to record in the reply's transaction. Job ids derive from the message id (its
   * text never changes), so it is embedded once.
   */
  owedEmbedding(input: MessageEmbedding): FlowStartRecord {
    return this.flowStarts.record(MESSAGE_EMBEDDING, jobIdFor(input.messageId, JobName.StoreMessageEmbedding), input);
  }

  /** Adds a recorded message embedding after its commit. */
  async embedMessage(owed: FlowStartRecord): Promise<void> {
    await this.flowStarts.start(owed);
  }
}

const CHAT_REPLY = 'chat-reply';
const MESSAGE_EMBEDDING = 'chat-message-embedding';

/** A stored message to embed. */
export interface MessageEmbedding {
  userId: string;
  messageId: string;
  text: string;
  correlationId?: string;
}

/** What a recorded run carries (JSON: the time as an ISO string). */
interface OwedReply {
  runId: string;
  run: Omit<ReplyRun, 'requestedAt'> & { requestedAt: string };
  text: string;
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
export function embedMessageFlow(input: MessageEmbedding): FlowJob {
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
