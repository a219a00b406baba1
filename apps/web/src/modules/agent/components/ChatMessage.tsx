// One message of a thread: the member's, or the agent's (streaming in, complete, or failed with Retry).
import { Button } from '../../../ui/Button.js';
import { chatMessages as m } from '../messages.js';
import type { PortalLink } from '../portal-links.js';
import type { ShownMessage } from '../thread-view.js';
import { MessageBody } from './MessageBody.js';

export interface ChatMessageProps {
  readonly message: ShownMessage;
  readonly onRetry: (messageId: string) => void;
  readonly onOpenLink: (link: PortalLink) => void;
}

export function ChatMessage({ message, onRetry, onOpenLink }: ChatMessageProps) {
  const mine = message.role === 'user';
  return (
    <li
      className={`chat-message chat-message--${mine ? 'user' : 'agent'}`}
      data-testid="chat-message"
      data-role={message.role}
      data-state={message.state}
      aria-busy={message.state === 'streaming' || undefined}
    >
      <span className="chat-message__author">{mine ? m.you : m.agentName}</span>
      {message.state === 'failed' ? (
        <div className="chat-message__failed" role="alert">
          <p>{m.replyFailed}</p>
          <Button size="sm" variant="secondary" onClick={() => onRetry(message.id)}>
            {m.retry}
          </Button>
        </div>
      ) : message.state === 'streaming' && message.content.length === 0 ? (
        <p className="chat-message__thinking" data-testid="chat-thinking">
          <span className="chat-dots" aria-hidden="true" />
          {m.thinking}
        </p>
      ) : (
        <div className="chat-message__body">
          <MessageBody content={message.content} markdown={!mine} onOpenLink={onOpenLink} />
          {message.state === 'streaming' && (
            <span className="chat-message__caret" aria-label={m.streaming} role="img" />
          )}
        </div>
      )}
    </li>
  );
}
