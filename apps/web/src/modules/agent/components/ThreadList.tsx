// The threads portal's list (spec 4: GET /api/agent/threads, newest first, the member's only): a
// thread opens in an agent portal to continue it; Details opens its thread-details portal.
import { useQuery } from '@apollo/client/react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { EmptyState } from '../../../ui/EmptyState.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Skeleton } from '../../../ui/Skeleton.js';
import { relatedMessageDate } from '../display.js';
import { AgentThreadsDocument, type ChatThreadFieldsFragment } from '../graphql/chat.generated.js';
import { threadsMessages as m } from '../messages.js';
import '../agent.css';

export interface ThreadListProps {
  readonly onOpen: (thread: ChatThreadFieldsFragment) => void;
  readonly onDetails: (thread: ChatThreadFieldsFragment) => void;
  readonly onNewThread: () => void;
}

export function ThreadList({ onOpen, onDetails, onNewThread }: ThreadListProps) {
  const { data, error, loading, refetch } = useQuery(AgentThreadsDocument, { fetchPolicy: 'cache-and-network' });
  const threads = data?.agentThreads;
  const newThread = (
    <Button variant="primary" size="sm" onClick={onNewThread}>
      {m.newThread}
    </Button>
  );

  return (
    <div className="thread-details" data-testid="thread-list">
      <div className="split-row">
        <h3 className="section-heading__title">{m.title}</h3>
        {newThread}
      </div>
      {threads === undefined ? (
        error !== undefined ? (
          <ErrorState onRetry={() => void refetch().catch(() => undefined)}>
            {graphqlErrorText(error, m.loadFailed)}
          </ErrorState>
        ) : (
          <div className="thread-list" role="status" aria-label={m.loading} aria-busy={loading}>
            <Skeleton height="3.25rem" radius="var(--radius-md)" />
            <Skeleton height="3.25rem" radius="var(--radius-md)" />
            <Skeleton height="3.25rem" radius="var(--radius-md)" />
          </div>
        )
      ) : threads.length === 0 ? (
        <EmptyState title={m.empty}>{m.emptyDetail}</EmptyState>
      ) : (
        <ul className="thread-list">
          {threads.map((thread) => (
            <li key={thread.id} className="thread-row" data-testid="thread-row">
              <button
                type="button"
                className="thread-row__open"
                aria-label={m.open(thread.title)}
                onClick={() => onOpen(thread)}
              >
                <span className="thread-row__title">{thread.title}</span>
                <span className="thread-row__date">{m.started(relatedMessageDate(thread.createdAt))}</span>
              </button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={m.detailsOf(thread.title)}
                onClick={() => onDetails(thread)}
              >
                {m.details}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
