// The Related Messages panel (spec part 1 §2, §3, §8, §9): related past messages from the member's
// other threads for the active agent thread, asked again 1500 ms after the active thread changes
// (another thread, or a new message in it). Each shows its thread's title and date ('MMMM d, yyyy
// @ h:mma EST'), the match percentage (similarity × 100, rounded), the message before it as a snippet
// cut at 100 characters, and the message itself; pressing one opens its thread's details.
import { skipToken, useQuery } from '@apollo/client/react';
import { RELATED_MESSAGES_REFRESH_DEBOUNCE_MS } from '@hivemind/contracts';
import { useEffect, useRef } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { Badge } from '../../../ui/Badge.js';
import { EmptyState } from '../../../ui/EmptyState.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Skeleton } from '../../../ui/Skeleton.js';
import { useActiveThread, activeThreadStore, type ActiveThreadStore } from '../active-thread.js';
import { matchPercentage, relatedMessageDate, snippet } from '../display.js';
import { RelatedMessagesDocument } from '../graphql/related.generated.js';
import { chatMessages, relatedMessagesTexts as m } from '../messages.js';
import '../agent.css';

/** Spec part 1 §9 allows a longer snippet ("150 optionally"): the related message itself is cut there. */
export const CENTER_SNIPPET_LENGTH = 150;

export interface RelatedMessagesProps {
  readonly onOpenThread: (thread: { readonly threadId: string; readonly threadTitle: string }) => void;
  readonly store?: ActiveThreadStore;
}

export function RelatedMessages({ onOpenThread, store = activeThreadStore }: RelatedMessagesProps) {
  const active = useActiveThread(store);
  const key = active === null ? null : `${active.threadId}|${active.messageCount}`;
  const settled = useDebouncedValue(key, RELATED_MESSAGES_REFRESH_DEBOUNCE_MS);
  const threadId = settled?.split('|')[0] ?? null;

  const { data, error, loading, refetch } = useQuery(
    RelatedMessagesDocument,
    threadId === null ? skipToken : { variables: { threadId }, fetchPolicy: 'network-only' },
  );
  // The same thread with more messages: ask again (a new thread is a new query of its own).
  const asked = useRef(settled);
  useEffect(() => {
    const before = asked.current;
    asked.current = settled;
    if (settled === null || before === null || before === settled) return;
    if (before.split('|')[0] === threadId) void refetch().catch(() => undefined);
  }, [settled, threadId, refetch]);

  if (active === null) {
    return <EmptyState title={m.noActiveThread}>{m.noActiveThreadDetail}</EmptyState>;
  }
  if (error !== undefined && !loading) {
    return (
      <ErrorState onRetry={() => void refetch().catch(() => undefined)} retryLabel={m.tryAgain}>
        {graphqlErrorText(error, m.fetchFailed)}
      </ErrorState>
    );
  }
  const related = data?.relatedMessages;
  if (related === undefined) {
    return (
      <div className="related-list" role="status" aria-label={m.loading} aria-busy="true">
        <Skeleton height="6rem" radius="var(--radius-md)" />
        <Skeleton height="6rem" radius="var(--radius-md)" />
      </div>
    );
  }
  if (related.length === 0) return <EmptyState title={m.empty}>{m.emptyDetail}</EmptyState>;

  return (
    <ul className="related-list" aria-label={m.listLabel} data-testid="related-messages">
      {related.map((r) => (
        <li key={r.centerMessage.id}>
          <button
            type="button"
            className="related-card"
            data-testid="related-message"
            onClick={() => onOpenThread({ threadId: r.threadId, threadTitle: r.threadTitle })}
          >
            <span className="related-card__head">
              <span className="related-card__title">{r.threadTitle}</span>
              <Badge tone="accent">{m.match(matchPercentage(r.similarity))}</Badge>
            </span>
            <span className="related-card__date">{relatedMessageDate(r.threadCreatedAt)}</span>
            {r.beforeMessage !== null && (
              <span className="related-card__before" data-testid="related-before">
                {snippet(r.beforeMessage.content)}
              </span>
            )}
            <span className="related-card__role">
              {r.centerMessage.role === 'user' ? m.you : chatMessages.agentName}
            </span>
            <span className="related-card__center">{snippet(r.centerMessage.content, CENTER_SNIPPET_LENGTH)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
