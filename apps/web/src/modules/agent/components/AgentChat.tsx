// The agent portal's conversation (spec part 1 §1: chat with an AI agent assistant): the thread's
// messages, the reply appearing as it streams, Retry on a failed reply, and the composer. Starting
// without a thread, the first message creates one. The thread in use is the page's active thread
// (the related-messages portal follows it) while this portal is the one the member used last.
import { useEffect, useRef } from 'react';
import { Button } from '../../../ui/Button.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Notice } from '../../../ui/Notice.js';
import { Skeleton } from '../../../ui/Skeleton.js';
import { activeThreadStore, type ActiveThreadStore } from '../active-thread.js';
import { useAgentChat } from '../hooks/use-agent-chat.js';
import { chatMessages as m } from '../messages.js';
import type { PortalLink } from '../portal-links.js';
import '../agent.css';
import { ChatMessage } from './ChatMessage.js';
import { Composer } from './Composer.js';

export interface AgentChatProps {
  readonly threadId: string | null;
  /** The portal this conversation is in (the active thread remembers who set it). */
  readonly owner: string;
  readonly onOpenLink: (link: PortalLink) => void;
  readonly onNewThread: () => void;
  readonly onOpenThreads: () => void;
  readonly onOpenRelated: () => void;
  readonly store?: ActiveThreadStore;
}

export function AgentChat({
  threadId: initialThreadId,
  owner,
  onOpenLink,
  onNewThread,
  onOpenThreads,
  onOpenRelated,
  store = activeThreadStore,
}: AgentChatProps) {
  const chat = useAgentChat(initialThreadId);
  const { threadId, storedCount } = chat;
  const end = useRef<HTMLDivElement>(null);

  const activate = () => {
    if (threadId !== null) store.set({ threadId, messageCount: storedCount, owner });
  };
  useEffect(() => {
    if (threadId !== null) store.set({ threadId, messageCount: storedCount, owner });
  }, [store, threadId, storedCount, owner]);
  useEffect(() => () => store.release(owner), [store, owner]);

  // Follow the conversation as it grows (a streaming reply grows with every token).
  const last = chat.messages.at(-1);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [chat.messages.length, last?.content.length]);

  return (
    <div className="agent-chat" data-testid="agent-chat" onPointerDown={activate} onFocus={activate}>
      <div className="agent-chat__bar">
        <p className="agent-chat__thread" data-testid="agent-thread-title">
          {chat.thread?.title ?? m.newThread}
        </p>
        <div className="cluster">
          <Button size="sm" variant="ghost" onClick={onOpenThreads}>
            {m.threads}
          </Button>
          <Button size="sm" variant="ghost" onClick={onOpenRelated}>
            {m.related}
          </Button>
          {threadId !== null && (
            <Button size="sm" variant="secondary" onClick={onNewThread}>
              {m.newThread}
            </Button>
          )}
        </div>
      </div>

      {chat.loadError !== null ? (
        <ErrorState onRetry={chat.reload}>{chat.loadError}</ErrorState>
      ) : chat.loading ? (
        <div className="agent-chat__loading" role="status" aria-label={m.loading}>
          <Skeleton height="3rem" radius="var(--radius-md)" />
          <Skeleton height="5rem" radius="var(--radius-md)" />
        </div>
      ) : chat.messages.length === 0 ? (
        <div className="agent-chat__intro">
          <span className="agent-chat__mark" aria-hidden="true" />
          <p className="agent-chat__intro-title">{m.agentName}</p>
          <p className="muted">{m.intro}</p>
        </div>
      ) : (
        <ol className="chat-thread" aria-label={chat.thread?.title ?? m.newThread} aria-live="polite">
          {chat.messages.map((message) => (
            <ChatMessage key={message.id} message={message} onRetry={chat.retry} onOpenLink={onOpenLink} />
          ))}
        </ol>
      )}
      <div ref={end} className="agent-chat__end" />

      <div className="agent-chat__composer">
        {chat.actionError !== null && <Notice tone="error">{chat.actionError}</Notice>}
        <Composer busy={chat.busy} onSend={chat.send} />
      </div>
    </div>
  );
}
