// One conversation with the thinking agent: the thread's stored messages, the reply streaming in
// over the agentReply subscription (late subscribers get what was already said: its first event
// sums the reply up), sending (a new thread is created at the first message) and retrying a failed
// reply. While a reply is awaited the messages are also read every few seconds, in case the socket
// is down; the stream's final word (completed, failed) reads them at once.
import { skipToken, useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { titleFromMessage } from '../display.js';
import { chatMessages as m } from '../messages.js';
import { awaitingReply, threadView, type LiveReply, type ShownMessage } from '../thread-view.js';
import {
  AgentMessagesDocument,
  AgentReplyDocument,
  AgentThreadDocument,
  CreateAgentThreadDocument,
  RetryAgentReplyDocument,
  SendAgentMessageDocument,
  type ChatThreadFieldsFragment,
} from '../graphql/chat.generated.js';

/** How often the messages are read again while a reply is awaited (the socket may be down). */
export const REPLY_POLL_MS = 3000;

interface Pending {
  readonly replyId: string;
  readonly retry: boolean;
}

export interface AgentChat {
  readonly threadId: string | null;
  readonly thread: ChatThreadFieldsFragment | null;
  readonly messages: readonly ShownMessage[];
  /** The stored messages (not counting a reply still streaming). */
  readonly storedCount: number;
  readonly loading: boolean;
  readonly loadError: string | null;
  /** A send or retry that failed (the server's text, or the fallback). */
  readonly actionError: string | null;
  /** Sending, or waiting for the reply: the composer waits too. */
  readonly busy: boolean;
  readonly send: (content: string) => Promise<boolean>;
  readonly retry: (messageId: string) => void;
  readonly reload: () => void;
}

export function useAgentChat(initialThreadId: string | null): AgentChat {
  const [threadId, setThreadId] = useState(initialThreadId);
  const [pending, setPending] = useState<Pending | null>(null);
  const [live, setLive] = useState<LiveReply | null>(null);
  const [sending, setSending] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const thread = useQuery(AgentThreadDocument, threadId === null ? skipToken : { variables: { id: threadId } });
  const messages = useQuery(
    AgentMessagesDocument,
    threadId === null ? skipToken : { variables: { threadId }, fetchPolicy: 'cache-and-network' },
  );
  const stored = useMemo(() => messages.data?.agentMessages ?? [], [messages.data]);
  const client = useApolloClient();
  // Read through the client, not the query's refetch: right after a thread is created the query of
  // this render may still be skipped; the cache answer reaches the query once it watches the thread.
  const readMessages = useCallback(
    (id: string) =>
      client.query({ query: AgentMessagesDocument, variables: { threadId: id }, fetchPolicy: 'network-only' }).then(
        () => undefined,
        () => undefined,
      ),
    [client],
  );
  const refetch = messages.refetch;
  const reload = useCallback(() => {
    if (threadId !== null) void refetch().catch(() => undefined);
  }, [threadId, refetch]);

  useSubscription(
    AgentReplyDocument,
    threadId === null
      ? skipToken
      : {
          variables: { threadId },
          onData: ({ data }) => {
            const event = data.data?.agentReply;
            if (event === undefined) return;
            setLive({ replyId: event.replyId, status: event.status, content: event.content });
            if (event.status === 'completed' || event.status === 'failed') {
              setPending((p) => (p !== null && p.replyId === event.replyId ? null : p));
              reload();
            }
          },
        },
  );

  const waiting = awaitingReply(stored, pending);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(reload, REPLY_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, reload]);
  // Stored complete (or failed for good): nothing is awaited any more.
  useEffect(() => {
    if (pending !== null && !waiting) setPending(null);
  }, [pending, waiting]);

  const [createThread] = useMutation(CreateAgentThreadDocument);
  const [sendMessage] = useMutation(SendAgentMessageDocument);
  const [retryReply] = useMutation(RetryAgentReplyDocument);

  const send = useCallback(
    async (content: string): Promise<boolean> => {
      setSending(true);
      setActionError(null);
      let target = threadId;
      try {
        if (target === null) {
          const created = await createThread({ variables: { title: titleFromMessage(content) } });
          const id = created.data?.createAgentThread.id;
          if (id === undefined) throw new Error('no thread');
          target = id;
          setThreadId(id);
        }
      } catch (error) {
        setActionError(graphqlErrorText(error, m.createFailed));
        setSending(false);
        return false;
      }
      try {
        const sent = await sendMessage({ variables: { threadId: target, content } });
        const replyId = sent.data?.sendAgentMessage.replyId;
        if (replyId !== undefined) setPending({ replyId, retry: false });
        await readMessages(target);
        return true;
      } catch (error) {
        setActionError(graphqlErrorText(error, m.sendFailed));
        return false;
      } finally {
        setSending(false);
      }
    },
    [threadId, createThread, sendMessage, readMessages],
  );

  const retry = useCallback(
    (messageId: string) => {
      if (threadId === null) return;
      setActionError(null);
      setPending({ replyId: messageId, retry: true });
      retryReply({ variables: { threadId, messageId } }).then(
        () => reload(),
        (error: unknown) => {
          setPending(null);
          setActionError(graphqlErrorText(error, m.retryFailed));
        },
      );
    },
    [threadId, retryReply, reload],
  );

  const shown = useMemo(() => threadView(stored, live, pending?.replyId ?? null), [stored, live, pending]);
  const loadError =
    messages.error !== undefined && messages.data === undefined ? graphqlErrorText(messages.error, m.loadFailed) : null;

  return {
    threadId,
    thread: thread.data?.agentThread ?? null,
    messages: shown,
    storedCount: stored.length,
    loading: threadId !== null && messages.loading && messages.data === undefined,
    loadError,
    actionError,
    busy: sending || pending !== null,
    send,
    retry,
    reload,
  };
}
