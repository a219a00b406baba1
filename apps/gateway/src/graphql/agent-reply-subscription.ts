import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { lastProgressKey } from '@hivemind/common';
import type { Logger } from '@hivemind/common';
import { parseAgentReplyEvent, topics, type AgentReplyEvent } from '@hivemind/contracts';
import { signedHeaders } from './supergraph.js';
import { messageStream } from './message-stream.js';
import type { TopicHub } from './topic-hub.js';

/**
 * Subscription.agentReply(threadId): the agent's replies in one of the member's threads, token by
 * token (the agent worker publishes on topics.agentReply; thoughts-svc adds completed or failed once
 * the reply is stored). Members only, own threads only: the thread is read as the member from
 * thoughts-svc first, and another member's thread is NOT_FOUND (the topic carries the member's id as
 * well, so nothing of another's could be heard anyway).
 *
 * Every event carries the whole text so far in `content`: the stream starts with the stored summary
 * of the thread's latest reply (what was already said, for a late subscriber), then live tokens are
 * added to it; live tokens the summary already holds (by their index) are dropped.
 */
export interface AgentReplyDeps {
  hub: TopicHub;
  logger: Logger;
  contextSecret: string;
  /** thoughts-svc's GraphQL endpoint. */
  thoughtsUrl: string;
}

const OWNS = `query AgentThreadOwner($id: ID!) { agentThread(id: $id) { id } }`;

async function ownsThread(deps: AgentReplyDeps, userId: string, threadId: string): Promise<boolean> {
  const res = await fetch(deps.thoughtsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedHeaders(deps.contextSecret, userId, randomUUID()) },
    body: JSON.stringify({ query: OWNS, variables: { id: threadId } }),
  });
  const body = (await res.json()) as { data?: { agentThread?: { id: string } | null } };
  return Boolean(body.data?.agentThread);
}

export const threadNotFound = (): GraphQLError =>
  new GraphQLError('Thread not found', { extensions: { code: 'NOT_FOUND', http: { status: 404 } } });

/**
 * Folds raw topic events into events that each carry the reply's whole text so far. The summary
 * comes first, ahead of the live messages that arrived while it was read, which may be older than it:
 * a live token the summary holds is known by its index, and a `started` (or summary) of the same
 * reply sent before the summary by its time (`at`). Without the second rule, an attempt's `started`
 * queued behind the summary emptied the text, and its first tokens were shown again from the start.
 */
export class ReplyAssembler {
  private replyId = '';
  private index = 0;
  private text = '';
  private at = '';

  /** The event to deliver, or null when it repeats what was already delivered. */
  accept(e: AgentReplyEvent): AgentReplyEvent | null {
    if (e.status === 'token' && e.content === null) {
      const token = e.token ?? '';
      if (e.replyId === this.replyId && e.index <= this.index) return null;
      if (e.replyId !== this.replyId) this.text = '';
      this.replyId = e.replyId;
      this.index = e.index;
      this.at = e.at;
      this.text += token;
      return { ...e, content: this.text };
    }
    // started or a summary of this reply sent before what is shown: already in the text.
    const resumable = e.status === 'started' || e.status === 'token';
    if (resumable && e.replyId === this.replyId && e.at < this.at) return null;
    // started, a summary (the replayed text so far), completed, failed: they carry the text themselves.
    this.replyId = e.replyId;
    this.index = e.index;
    this.at = e.at;
    this.text = e.content ?? '';
    return { ...e, content: this.text };
  }
}

/** The subscription's event stream. */
export async function agentReplyStream(
  deps: AgentReplyDeps,
  userId: string,
  threadId: string,
): Promise<AsyncIterableIterator<AgentReplyEvent>> {
  if (!(await ownsThread(deps, userId, threadId))) throw threadNotFound();
  const topic = topics.agentReply(userId, threadId);
  const source = await deps.hub.subscribe(topic, { replayKey: lastProgressKey(topic), replayFirst: true });
  const assembler = new ReplyAssembler();
  return messageStream(source, (message) => {
    const event = parseAgentReplyEvent(message);
    if (!event) deps.logger.warn({ threadId }, 'ignored malformed agent reply message');
    return event && assembler.accept(event);
  });
}
