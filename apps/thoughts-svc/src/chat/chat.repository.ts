import { Inject, Injectable } from '@nestjs/common';
import { PRISMA, recordFlowStart, type FlowStartRecord } from '@hivemind/common';
import type { AgentMessageRole, AgentMessageStatus, ChatTurn } from '@hivemind/contracts';
import type { ThoughtsPrisma } from '../prisma.js';
import type { AgentMessage, AgentThread } from './chat.model.js';

const THREAD_SELECT = { id: true, title: true, createdAt: true } as const;
const MESSAGE_SELECT = { id: true, threadId: true, role: true, content: true, status: true, createdAt: true } as const;

export interface NewMessage {
  id: string;
  userId: string;
  threadId: string;
  role: AgentMessageRole;
  content: string;
}

/** What storing a reply did: stored it, found it already stored (a re-run), or found the thread gone. */
export type StoreOutcome = 'stored' | 'exists' | 'gone';

/**
 * Threads and messages, always scoped to their owner. A reply row is written by id, once: a re-run of
 * the flow's parent finds it there and writes nothing; a failed reply row is completed in place by a
 * retry, and a complete one is never overwritten.
 */
@Injectable()
export class ChatRepository {
  constructor(@Inject(PRISMA) private readonly prisma: ThoughtsPrisma) {}

  createThread(userId: string, title: string): Promise<AgentThread> {
    return this.prisma.chatThread.create({ data: { userId, title }, select: THREAD_SELECT });
  }

  /** Newest first (spec 4). */
  listThreads(userId: string): Promise<AgentThread[]> {
    return this.prisma.chatThread.findMany({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: THREAD_SELECT,
    });
  }

  findThread(userId: string, id: string): Promise<AgentThread | null> {
    return this.prisma.chatThread.findFirst({ where: { id, userId }, select: THREAD_SELECT });
  }

  /** Oldest first: the conversation as it happened. */
  listMessages(userId: string, threadId: string): Promise<AgentMessage[]> {
    return this.prisma.chatMessage.findMany({
      where: { threadId, userId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: MESSAGE_SELECT,
    });
  }

  findMessage(userId: string, threadId: string, id: string): Promise<AgentMessage | null> {
    return this.prisma.chatMessage.findFirst({ where: { id, threadId, userId }, select: MESSAGE_SELECT });
  }

  /** The member's message that a reply answers: the last one before it in the thread. */
  async userMessageBefore(userId: string, threadId: string, reply: AgentMessage): Promise<AgentMessage | null> {
    const rows = await this.prisma.$queryRaw<AgentMessage[]>`
      SELECT id::text AS "id", thread_id::text AS "threadId", role, content, status, created_at AS "createdAt"
      FROM chat_message
      WHERE thread_id = ${threadId}::uuid AND user_id = ${userId}::uuid AND role = 'user'
        AND (created_at, id) < (${reply.createdAt}::timestamptz, ${reply.id}::uuid)
      ORDER BY created_at DESC, id DESC LIMIT 1`;
    return rows[0] ?? null;
  }

  /** Stores a message and, in the same transaction, the flow it owes (`owes`, given the stored message). */
  addMessage(m: NewMessage, owes?: (message: AgentMessage) => FlowStartRecord): Promise<AgentMessage> {
    if (!owes) return this.prisma.chatMessage.create({ data: m, select: MESSAGE_SELECT });
    return this.prisma.$transaction(async (tx) => {
      const message = await tx.chatMessage.create({ data: m, select: MESSAGE_SELECT });
      await recordFlowStart(tx, owes(message));
      return message;
    });
  }

  /** Records a flow owed without another change (a retried reply). */
  async owe(record: FlowStartRecord): Promise<void> {
    await recordFlowStart(this.prisma, record);
  }

  /**
   * The thread up to and including the member's message (a retried reply answers that message, not
   * what came after), its complete messages only, the last `limit` of them, oldest first.
   */
  async history(userId: string, threadId: string, upToMessageId: string, limit: number): Promise<ChatTurn[]> {
    const rows = await this.prisma.$queryRaw<ChatTurn[]>`
      SELECT role, content FROM (
        SELECT m.role, m.content, m.created_at, m.id FROM chat_message m
        JOIN chat_message upto ON upto.id = ${upToMessageId}::uuid AND upto.thread_id = m.thread_id
        WHERE m.thread_id = ${threadId}::uuid AND m.user_id = ${userId}::uuid AND m.status = 'complete'
          AND (m.created_at, m.id) <= (upto.created_at, upto.id)
        ORDER BY m.created_at DESC, m.id DESC LIMIT ${limit}) recent
      ORDER BY created_at, id`;
    return rows;
  }

  /**
   * Stores a complete reply once and, in the same transaction, the flow it owes (`owes`: its
   * embedding). Written through the thread (INSERT … SELECT), so a thread deleted meanwhile stores
   * nothing; a failed row of the same reply is completed in place.
   */
  async storeReply(
    userId: string,
    threadId: string,
    replyId: string,
    content: string,
    createdAt: Date,
    owes?: FlowStartRecord,
  ): Promise<StoreOutcome> {
    const row = { content, status: 'complete', error: null } as const;
    if (!owes) return this.writeReply(this.prisma, userId, threadId, replyId, row, createdAt);
    return this.prisma.$transaction(async (tx) => {
      const outcome = await this.writeReply(tx, userId, threadId, replyId, row, createdAt);
      if (outcome === 'stored') await recordFlowStart(tx, owes);
      return outcome;
    });
  }

  /** A failed reply says so in the thread; a reply already stored complete stays complete. */
  async storeFailedReply(
    userId: string,
    threadId: string,
    replyId: string,
    content: string,
    error: string,
    createdAt: Date,
  ): Promise<StoreOutcome> {
    return this.writeReply(this.prisma, userId, threadId, replyId, { content, status: 'failed', error }, createdAt);
  }

  private async writeReply(
    db: Pick<ThoughtsPrisma, '$executeRaw' | 'chatMessage'>,
    userId: string,
    threadId: string,
    replyId: string,
    row: { content: string; status: AgentMessageStatus; error: string | null },
    createdAt: Date,
  ): Promise<StoreOutcome> {
    const written = await db.$executeRaw`
      INSERT INTO chat_message (id, thread_id, user_id, role, content, status, error, created_at)
      SELECT ${replyId}::uuid, t.id, t.user_id, 'assistant', ${row.content}, ${row.status}, ${row.error}, ${createdAt}::timestamptz
      FROM chat_thread t WHERE t.id = ${threadId}::uuid AND t.user_id = ${userId}::uuid
      ON CONFLICT (id) DO UPDATE SET content = EXCLUDED.content, status = EXCLUDED.status, error = EXCLUDED.error
      WHERE chat_message.status = 'failed'`;
    if (written > 0) return 'stored';
    const existing = await db.chatMessage.findFirst({ where: { id: replyId, userId }, select: { id: true } });
    return existing ? 'exists' : 'gone';
  }

  async touchThread(threadId: string): Promise<void> {
    await this.prisma.chatThread.updateMany({ where: { id: threadId }, data: { updatedAt: new Date() } });
  }

  /** The message's vector (its text never changes, so no staleness check); false when it is gone. */
  async saveEmbedding(userId: string, messageId: string, embedding: number[], model: string): Promise<boolean> {
    const updated = await this.prisma.$executeRaw`
      UPDATE chat_message SET embedding = ${vectorLiteral(embedding)}::vector, embedding_model = ${model}
      WHERE id = ${messageId}::uuid AND user_id = ${userId}::uuid`;
    return updated > 0;
  }

  /** The message's text and whether it is complete, for embedding it. */
  messageText(userId: string, messageId: string): Promise<{ content: string; status: string } | null> {
    return this.prisma.chatMessage.findFirst({
      where: { id: messageId, userId },
      select: { content: true, status: true },
    });
  }
}

export const vectorLiteral = (embedding: number[]): string => `[${embedding.join(',')}]`;
