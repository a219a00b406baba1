import type { ChatReplyInput } from '../chat.js';
import { QueueName } from '../queues.js';
import { JobName } from './names.js';

/**
 * A reply is ONE flow (children first), like a thought:
 *   store-chat-reply (thoughts-results: store the reply once, or a failed one)
 *     └─ chat-reply (agent-chat: stream the reply; its input is its child's value)
 *          └─ prepare-chat-reply (thoughts-results: store the message's vector, gather the context)
 *               └─ embed-text (agent-thoughts: the member's message, silent)
 * Job ids derive from the reply's run id (a retry of a failed reply is a new run of the same reply).
 */
export interface ChatJobMap {
  [JobName.PrepareChatReply]: {
    queue: QueueName.ThoughtsResults;
    data: { threadId: string; userId: string; userMessageId: string; replyId: string; correlationId?: string };
    result: ChatReplyInput;
  };
  [JobName.ChatReply]: {
    queue: QueueName.AgentChat;
    /** The history and context come from the prepare-chat-reply child's value (the worker has no database). */
    data: { threadId: string; userId: string; replyId: string; correlationId?: string };
    result: { replyId: string; content: string };
  };
  [JobName.StoreChatReply]: {
    queue: QueueName.ThoughtsResults;
    data: {
      threadId: string;
      userId: string;
      replyId: string;
      userMessageId: string;
      /** ISO 8601: when the reply was asked for, its place in the thread (right after the member's message). */
      requestedAt: string;
      correlationId?: string;
    };
    result: { replyId: string; status: 'stored' | 'failed' | 'gone' };
  };
  [JobName.StoreMessageEmbedding]: {
    queue: QueueName.ThoughtsResults;
    data: { messageId: string; userId: string; correlationId?: string };
    result: { messageId: string; status: 'stored' | 'skipped' };
  };
}
