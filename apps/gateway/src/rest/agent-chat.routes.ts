import {
  AgentMessages,
  type AgentMessageJson,
  type AgentMessageRole,
  type AgentMessageStatus,
  type AgentThreadJson,
  type RelatedMessageJson,
  type SentAgentMessageJson,
} from '@hivemind/contracts';
import {
  RestAgentMessagesDocument,
  RestAgentThreadsDocument,
  RestCreateAgentThreadDocument,
  RestRelatedMessagesDocument,
  RestRetryAgentReplyDocument,
  RestSendAgentMessageDocument,
  type AgentMessageFieldsFragment,
} from '../generated/graphql.js';
import { bodyFields, optionalString, textField } from './core/body.js';
import { badRequest } from './core/errors.js';
import { optionalParam } from './core/params.js';
import { route } from './core/route.js';

/**
 * The thinking agent's chat (spec 4 thread and message calls, spec 1 §7 related messages); shapes in
 * libs/contracts chat.ts. A thread that is missing or another member's is 404 'Thread not found'.
 * The reply's tokens are not REST: they stream on the GraphQL subscription agentReply(threadId).
 * Operations in graphql/agent-chat.graphql.
 */
const threadJson = (t: { id: string; title: string; createdAt: string }): AgentThreadJson => ({
  id: t.id,
  title: t.title,
  created_at: t.createdAt,
});

const messageJson = (m: AgentMessageFieldsFragment): AgentMessageJson => ({
  id: m.id,
  role: m.role as AgentMessageRole,
  content: m.content,
  status: m.status as AgentMessageStatus,
  created_at: m.createdAt,
});

const ref = (m: { role: string; content: string; id: string }) => ({
  role: m.role as AgentMessageRole,
  content: m.content,
  id: m.id,
});

export const agentChatRoutes = [
  route('POST', '/api/agent/threads', {
    session: true,
    operation: RestCreateAgentThreadDocument,
    variables: async (ctx) => ({ title: optionalString(await bodyFields(ctx), 'title') }),
    status: 201,
    answer: ({ createAgentThread }): { thread: AgentThreadJson } => ({ thread: threadJson(createAgentThread) }),
  }),

  route('GET', '/api/agent/threads', {
    session: true,
    operation: RestAgentThreadsDocument,
    answer: ({ agentThreads }): { threads: AgentThreadJson[] } => ({ threads: agentThreads.map(threadJson) }),
  }),

  route('GET', '/api/agent/threads/:id/messages', {
    session: true,
    operation: RestAgentMessagesDocument,
    variables: (ctx) => ({ threadId: ctx.params.id ?? '' }),
    answer: ({ agentMessages }): { messages: AgentMessageJson[] } => ({ messages: agentMessages.map(messageJson) }),
  }),

  route('POST', '/api/agent/threads/:id/messages', {
    session: true,
    operation: RestSendAgentMessageDocument,
    variables: async (ctx) => ({ threadId: ctx.params.id ?? '', content: textField(await bodyFields(ctx), 'content') }),
    status: 202,
    answer: ({ sendAgentMessage }): SentAgentMessageJson => ({
      message: messageJson(sendAgentMessage.message),
      jobId: sendAgentMessage.jobId,
      reply_id: sendAgentMessage.replyId,
    }),
  }),

  route('POST', '/api/agent/threads/:id/messages/:messageId/retry', {
    session: true,
    operation: RestRetryAgentReplyDocument,
    variables: (ctx) => ({ threadId: ctx.params.id ?? '', messageId: ctx.params.messageId ?? '' }),
    status: 202,
    answer: ({ retryAgentReply }) => ({ jobId: retryAgentReply.jobId, reply_id: retryAgentReply.replyId }),
  }),

  // userId is passed on as the documented client sends it; the service never searches anyone else's.
  route('GET', '/api/agent/related-messages', {
    session: true,
    operation: RestRelatedMessagesDocument,
    variables: (ctx) => {
      const threadId = optionalParam(ctx.url, 'threadId');
      if (!threadId) throw badRequest(AgentMessages.threadIdRequired);
      return { threadId, userId: optionalParam(ctx.url, 'userId') };
    },
    answer: ({ relatedMessages }): { relatedMessages: RelatedMessageJson[] } => ({
      relatedMessages: relatedMessages.map((r) => ({
        centerMessage: ref(r.centerMessage),
        beforeMessage: r.beforeMessage ? ref(r.beforeMessage) : null,
        similarity: r.similarity,
        threadId: r.threadId,
        threadTitle: r.threadTitle,
        threadCreatedAt: r.threadCreatedAt,
      })),
    }),
  }),
];
