import { Inject, Injectable } from '@nestjs/common';
import { PRISMA } from '@hivemind/common';
import type {
  AgentMessageRole,
  ChatContextListItem,
  ChatContextMessage,
  ChatContextThought,
} from '@hivemind/contracts';
import type { ThoughtsPrisma } from '../prisma.js';

interface MessageRef {
  id: string;
  role: AgentMessageRole;
  content: string;
}

export interface RelatedMessageRow {
  center: MessageRef;
  before: MessageRef | null;
  similarity: number;
  threadId: string;
  threadTitle: string;
  threadCreatedAt: Date;
}

export interface NearestQuery {
  /** pgvector text of the vector compared with. */
  vector: string;
  limit: number;
  /** Least similarity (1 − cosine distance) of a result. */
  minSimilarity: number;
}

/**
 * pgvector reads over the member's own embeddings (thoughts, list items through their thoughts, chat
 * messages), every one scoped by user_id: what a reply draws on and what related messages show.
 * Nearest-neighbour queries run with iterative index scans (pgvector 0.8), so the HNSW index keeps
 * scanning until enough of the member's rows pass the filters instead of returning fewer.
 */
@Injectable()
export class ChatRetrievalRepository {
  constructor(@Inject(PRISMA) private readonly prisma: ThoughtsPrisma) {}

  async relatedThoughts(userId: string, q: NearestQuery): Promise<ChatContextThought[]> {
    const maxDistance = 1 - q.minSimilarity;
    const rows = await this.prisma.$queryRaw<ChatContextThought[]>`
        SELECT id::text AS "thoughtId", coalesce(content, original_thought) AS content, topic,
               1 - (embedding <=> ${q.vector}::vector) AS similarity
        FROM thought
        WHERE user_id = ${userId}::uuid AND embedding IS NOT NULL
          AND (embedding <=> ${q.vector}::vector) <= ${maxDistance}
        ORDER BY embedding <=> ${q.vector}::vector
        LIMIT ${q.limit}`;
    return rows.map((r) => ({ ...r, similarity: Number(r.similarity) }));
  }

  /** Items of the member's lists (not rejected ones) whose thought is near: lists have no vectors of their own. */
  async relatedListItems(userId: string, q: NearestQuery): Promise<ChatContextListItem[]> {
    const maxDistance = 1 - q.minSimilarity;
    const rows = await this.prisma.$queryRaw<ChatContextListItem[]>`
      SELECT l.id::text AS "listId", l.title AS "listTitle", i.id::text AS "itemId", i.title, i.content,
             1 - (t.embedding <=> ${q.vector}::vector) AS similarity
      FROM list_item i
      JOIN list l ON l.id = i.list_id
      JOIN thought t ON t.id = i.thought_id
      WHERE i.user_id = ${userId}::uuid AND i.status <> 'rejected' AND t.embedding IS NOT NULL
        AND (t.embedding <=> ${q.vector}::vector) <= ${maxDistance}
      ORDER BY t.embedding <=> ${q.vector}::vector, i.id
      LIMIT ${q.limit}`;
    return rows.map((r) => ({ ...r, similarity: Number(r.similarity) }));
  }

  /** The member's complete messages of their other threads nearest to `vector`. */
  async relatedPastMessages(userId: string, excludeThreadId: string, q: NearestQuery): Promise<ChatContextMessage[]> {
    const rows = await this.nearestMessages(userId, excludeThreadId, q);
    return rows.map((r) => ({
      threadId: r.threadId,
      threadTitle: r.threadTitle,
      messageId: r.center.id,
      role: r.center.role,
      content: r.center.content,
      similarity: r.similarity,
    }));
  }

  /**
   * The centre of a thread: the mean of its latest `size` embedded messages (what the conversation is
   * about now), as pgvector text; null when none is embedded yet.
   */
  async threadCenter(userId: string, threadId: string, size: number): Promise<string | null> {
    const rows = await this.prisma.$queryRaw<{ center: string | null }[]>`
      SELECT avg(embedding)::text AS center FROM (
        SELECT embedding FROM chat_message
        WHERE thread_id = ${threadId}::uuid AND user_id = ${userId}::uuid AND embedding IS NOT NULL
        ORDER BY created_at DESC, id DESC LIMIT ${size}) latest`;
    return rows[0]?.center ?? null;
  }

  /**
   * The member's messages of their OTHER threads nearest to `vector`, most similar first, each with
   * the message before it in its thread and its thread's title and date.
   */
  async nearestMessages(userId: string, excludeThreadId: string, q: NearestQuery): Promise<RelatedMessageRow[]> {
    const maxDistance = 1 - q.minSimilarity;
    const rows = await this.prisma.$queryRaw<
      {
        id: string;
        role: AgentMessageRole;
        content: string;
        similarity: number;
        threadId: string;
        threadTitle: string;
        threadCreatedAt: Date;
        beforeId: string | null;
        beforeRole: AgentMessageRole | null;
        beforeContent: string | null;
      }[]
    >`
        SELECT m.id::text AS id, m.role, m.content, 1 - m.distance AS similarity,
               th.id::text AS "threadId", th.title AS "threadTitle", th.created_at AS "threadCreatedAt",
               b.id::text AS "beforeId", b.role AS "beforeRole", b.content AS "beforeContent"
        FROM (
          SELECT id, thread_id, role, content, created_at, embedding <=> ${q.vector}::vector AS distance
          FROM chat_message
          WHERE user_id = ${userId}::uuid AND thread_id <> ${excludeThreadId}::uuid
            AND status = 'complete' AND embedding IS NOT NULL
          ORDER BY embedding <=> ${q.vector}::vector
          LIMIT ${q.limit}
        ) m
        JOIN chat_thread th ON th.id = m.thread_id
        LEFT JOIN LATERAL (
          SELECT p.id, p.role, p.content FROM chat_message p
          WHERE p.thread_id = m.thread_id AND p.status = 'complete' AND (p.created_at, p.id) < (m.created_at, m.id)
          ORDER BY p.created_at DESC, p.id DESC LIMIT 1
        ) b ON true
        WHERE m.distance <= ${maxDistance}
        ORDER BY m.distance, m.id`;
    return rows.map((r) => ({
      center: { id: r.id, role: r.role, content: r.content },
      before:
        r.beforeId && r.beforeRole && r.beforeContent !== null
          ? { id: r.beforeId, role: r.beforeRole, content: r.beforeContent }
          : null,
      similarity: Number(r.similarity),
      threadId: r.threadId,
      threadTitle: r.threadTitle,
      threadCreatedAt: r.threadCreatedAt,
    }));
  }
}
