// The thread-details portal: one thread's title, when it started, how many messages it holds, and
// its messages to read; Continue thread opens it in an agent portal.
import { useQuery } from '@apollo/client/react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { EmptyState } from '../../../ui/EmptyState.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Skeleton } from '../../../ui/Skeleton.js';
import { relatedMessageDate } from '../display.js';
import { AgentMessagesDocument, AgentThreadDocument } from '../graphql/chat.generated.js';
import { threadDetailsMessages as m } from '../messages.js';
import type { PortalLink } from '../portal-links.js';
import { threadView } from '../thread-view.js';
import '../agent.css';
import { ChatMessage } from './ChatMessage.js';

export interface ThreadDetailsProps {
  readonly threadId: string;
  readonly onContinue: (threadId: string) => void;
  readonly onOpenLink: (link: PortalLink) => void;
}

export function ThreadDetails({ threadId, onContinue, onOpenLink }: ThreadDetailsProps) {
  const thread = useQuery(AgentThreadDocument, { variables: { id: threadId } });
  const messages = useQuery(AgentMessagesDocument, { variables: { threadId }, fetchPolicy: 'cache-and-network' });
  const error = thread.error ?? messages.error;
  const retry = () => {
    void thread.refetch().catch(() => undefined);
    void messages.refetch().catch(() => undefined);
  };

  if (thread.data?.agentThread === null) return <ErrorState>{m.notFound}</ErrorState>;
  if (error !== undefined && (thread.data === undefined || messages.data === undefined)) {
    return <ErrorState onRetry={retry}>{graphqlErrorText(error, m.loadFailed)}</ErrorState>;
  }
  const info = thread.data?.agentThread;
  const stored = messages.data?.agentMessages;
  if (info === undefined || stored === undefined) {
    return (
      <div className="thread-details" role="status" aria-busy="true">
        <Skeleton width="60%" height="1.25rem" />
        <Skeleton height="4rem" radius="var(--radius-md)" />
      </div>
    );
  }
  const shown = threadView(stored, null);

  return (
    <div className="thread-details" data-testid="thread-details">
      <div className="split-row split-row--wrap">
        <h3 className="thread-details__title">{info.title}</h3>
        <Button size="sm" variant="primary" onClick={() => onContinue(info.id)}>
          {m.continue}
        </Button>
      </div>
      <dl className="thread-details__facts">
        <dt>{m.started}</dt>
        <dd>{relatedMessageDate(info.createdAt)}</dd>
        <dt>{m.messages}</dt>
        <dd>{stored.length}</dd>
      </dl>
      {shown.length === 0 ? (
        <EmptyState title={m.empty} />
      ) : (
        <ol className="chat-thread">
          {shown.map((message) => (
            <ChatMessage
              key={message.id}
              message={message}
              onRetry={() => onContinue(info.id)}
              onOpenLink={onOpenLink}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
