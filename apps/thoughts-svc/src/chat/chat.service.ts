import { Injectable } from '@nestjs/common';
import { v7 as uuid7 } from 'uuid';
import { isUuid, type FlowStartRecord } from '@hivemind/common';
import {
  RELATED_MESSAGES_CENTER_SIZE,
  RELATED_MESSAGES_LIMIT,
  RELATED_MESSAGES_MIN_SIMILARITY,
} from '@hivemind/contracts';
import { ChatReplyFlow } from './chat-reply.flow.js';
import { ChatRetrievalRepository } from './chat-retrieval.repository.js';
import { ChatException } from './chat.exception.js';
import type { AgentMessage, AgentReplyStart, AgentThread, RelatedMessage, SentAgentMessage } from './chat.model.js';
import { ChatRepository } from './chat.repository.js';
import { threadTitle, validateMessageContent } from './chat.rules.js';

/**
 * The agent chat (spec 4 thread and message calls; spec 1 §2 Related Messages). Threads and messages
 * are the member's private data: another member's thread is not found, never forbidden, so its
 * existence is not told.
 */
@Injectable()
export class ChatService {
  constructor(
    private readonly repo: ChatRepository,
    private readonly retrieval: ChatRetrievalRepository,
    private readonly replies: ChatReplyFlow,
  ) {}

  createThread(userId: string, title: string | null | undefined): Promise<AgentThread> {
    return this.repo.createThread(userId, threadTitle(title));
  }

  /** Newest first, the caller's only. */
  threads(userId: string): Promise<AgentThread[]> {
    return this.repo.listThreads(userId);
  }

  async findThread(userId: string, id: string): Promise<AgentThread | null> {
    return isUuid(id) ? this.repo.findThread(userId, id) : null;
  }

  async requireThread(userId: string, id: string): Promise<AgentThread> {
    const thread = await this.findThread(userId, id);
    if (!thread) throw ChatException.threadNotFound();
    return thread;
  }

  async messages(userId: string, threadId: string): Promise<AgentMessage[]> {
    await this.requireThread(userId, threadId);
    return this.repo.listMessages(userId, threadId);
  }

  /**
   * The member's message is stored at once; the agent's reply is a flow whose tokens stream on the
   * thread's topic and whose parent stores the reply when it is whole.
   */
  async send(userId: string, threadId: string, content: string, correlationId?: string): Promise<SentAgentMessage> {
    const text = validateMessageContent(content);
    await this.requireThread(userId, threadId);
    // The reply takes the message's time (the database's clock, not this replica's) and a later
    // uuid v7: it sorts right after the message it answers, before anything sent after it. Its run
    // is recorded with the message (durable start), then queued.
    const messageId = uuid7();
    const replyId = uuid7();
    let owed: FlowStartRecord | undefined;
    const message = await this.repo.addMessage(
      { id: messageId, userId, threadId, role: 'user', content: text },
      (m) => {
        owed = this.replies.owed(
          { threadId, userId, userMessageId: m.id, replyId, requestedAt: m.createdAt, correlationId },
          text,
        );
        return owed;
      },
    );
    await this.repo.touchThread(threadId);
    const jobId = await this.replies.start(owed!);
    return { message, jobId, replyId };
  }

  /** A failed reply tried again: a new run of the same reply, answering the same message. */
  async retry(userId: string, threadId: string, messageId: string, correlationId?: string): Promise<AgentReplyStart> {
    await this.requireThread(userId, threadId);
    const reply = isUuid(messageId) ? await this.repo.findMessage(userId, threadId, messageId) : null;
    if (!reply) throw ChatException.messageNotFound();
    if (reply.role !== 'assistant' || reply.status !== 'failed') throw ChatException.notFailed();
    const asked = await this.repo.userMessageBefore(userId, threadId, reply);
    if (!asked) throw ChatException.messageNotFound();
    const owed = this.replies.owed(
      { threadId, userId, userMessageId: asked.id, replyId: reply.id, requestedAt: reply.createdAt, correlationId },
      asked.content,
    );
    await this.repo.owe(owed);
    const jobId = await this.replies.start(owed);
    return { jobId, replyId: reply.id };
  }

  /**
   * Messages of the member's OTHER threads nearest to what the active thread is about now (the mean
   * of its latest embedded messages), most similar first. Only the caller's threads are searched:
   * the documented userId parameter is never honoured for anyone else (the resolver drops it).
   */
  async related(userId: string, threadId: string): Promise<RelatedMessage[]> {
    await this.requireThread(userId, threadId);
    const center = await this.retrieval.threadCenter(userId, threadId, RELATED_MESSAGES_CENTER_SIZE);
    if (!center) return [];
    const rows = await this.retrieval.nearestMessages(userId, threadId, {
      vector: center,
      limit: RELATED_MESSAGES_LIMIT,
      minSimilarity: RELATED_MESSAGES_MIN_SIMILARITY,
    });
    return rows.map((r) => ({
      centerMessage: r.center,
      beforeMessage: r.before,
      similarity: Math.min(1, Math.max(0, r.similarity)),
      threadId: r.threadId,
      threadTitle: r.threadTitle,
      threadCreatedAt: r.threadCreatedAt,
    }));
  }
}
