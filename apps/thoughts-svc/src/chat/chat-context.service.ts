import { Injectable } from '@nestjs/common';
import { AGENT_REPLY_CONTEXT_SIZE, AGENT_REPLY_MIN_SIMILARITY, type ChatContext } from '@hivemind/contracts';
import { ChatRetrievalRepository } from './chat-retrieval.repository.js';

/**
 * What a reply draws on: the member's own thoughts, list items and messages of their other threads
 * nearest to what they just said (the thread itself goes to the model as history). Only the member's
 * rows: every query is scoped by their user id.
 */
@Injectable()
export class ChatContextService {
  constructor(private readonly retrieval: ChatRetrievalRepository) {}

  async gather(userId: string, threadId: string, vector: string): Promise<ChatContext> {
    const q = { vector, limit: AGENT_REPLY_CONTEXT_SIZE, minSimilarity: AGENT_REPLY_MIN_SIMILARITY };
    const [thoughts, listItems, messages] = await Promise.all([
      this.retrieval.relatedThoughts(userId, q),
      this.retrieval.relatedListItems(userId, q),
      this.retrieval.relatedPastMessages(userId, threadId, q),
    ]);
    return { thoughts, listItems, messages };
  }
}
