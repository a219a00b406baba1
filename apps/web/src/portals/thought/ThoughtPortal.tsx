// The thought portal (spec part 3 §2.3, §4): title = category + thought type; 'Processing your
// thought...' until content, type, category and topic are all there (pushed by the thoughtProgress
// subscription, with a 3 s poll as fallback); then the details, edit mode and Past Thinking.
import { skipToken, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphqlErrorText } from '../../api/errors.js';
import { useTimedNotice } from '../../lib/use-timed-notice.js';
import { ThoughtIcon } from '../../modules/thoughts/components/Icons.js';
import {
  isReady,
  label,
  longDate,
  THOUGHT_COPY_CONFIRM_MS,
  thoughtText,
  thoughtTitle,
} from '../../modules/thoughts/display.js';
import { THOUGHT_PROGRESS_SUBSCRIPTION } from '../../modules/thoughts/graphql/capture.js';
import type { ThoughtSummary } from '../../modules/thoughts/graphql/fragments.js';
import { THOUGHT_QUERY } from '../../modules/thoughts/graphql/thought.js';
import { useCopy } from '../../lib/use-copy.js';
import { thoughtMessages as m } from '../../modules/thoughts/messages.js';
import { PROGRESS_POLL_MS } from '../../modules/thoughts/stages.js';
import '../../modules/thoughts/thoughts.css';
import { Badge } from '../../ui/Badge.js';
import { Button } from '../../ui/Button.js';
import { EmptyState } from '../../ui/EmptyState.js';
import { ErrorState } from '../../ui/ErrorState.js';
import { Notice } from '../../ui/Notice.js';
import { Skeleton, SkeletonGroup } from '../../ui/Skeleton.js';
import type { PortalContentProps } from '../../shell/manager/portal-content.js';
import { ListAssignments } from './ListAssignments.js';
import { PastThinking } from './PastThinking.js';
import { ThoughtEditor } from './ThoughtEditor.js';

export function ThoughtPortal({ portal, openPortal }: PortalContentProps) {
  const thoughtId = typeof portal.props['thoughtId'] === 'string' ? portal.props['thoughtId'] : null;
  if (thoughtId === null) return <EmptyState>{m.noThoughtSelected}</EmptyState>;
  return <ThoughtView key={thoughtId} thoughtId={thoughtId} openPortal={openPortal} />;
}

function ThoughtView({
  thoughtId,
  openPortal,
}: { readonly thoughtId: string } & Pick<PortalContentProps, 'openPortal'>) {
  const { data, error, loading, refetch, startPolling, stopPolling } = useQuery(THOUGHT_QUERY, {
    variables: { id: thoughtId },
    fetchPolicy: 'cache-and-network',
  });
  const thought = data?.thought ?? null;
  const ready = thought !== null && isReady(thought);
  const waiting = thought !== null && !ready && thought.status !== 'failed';

  // Pushed: the pipeline's progress tells when to read the thought again.
  useSubscription(
    THOUGHT_PROGRESS_SUBSCRIPTION,
    waiting
      ? {
          variables: { thoughtId },
          onData: ({ data: message }) => {
            const progress = message.data?.thoughtProgress;
            if (progress !== undefined && (progress.stage === 'captured' || progress.status === 'failed')) {
              void refetch().catch(() => undefined);
            }
          },
        }
      : skipToken,
  );
  // Polled: every 3 s while not ready, in case the socket is down.
  useEffect(() => {
    if (!waiting) return undefined;
    startPolling(PROGRESS_POLL_MS);
    return () => stopPolling();
  }, [waiting, startPolling, stopPolling]);

  if (thought === null) {
    if (loading && error === undefined) {
      return (
        <SkeletonGroup label={m.loading}>
          <div className="thought-view">
            <Skeleton width="55%" height="1.4rem" />
            <Skeleton height="5rem" radius="var(--radius-md)" />
          </div>
        </SkeletonGroup>
      );
    }
    return (
      <div className="thought-error" data-testid="thought-error">
        <p className="thought-error__title">{m.errorTitle}</p>
        <ErrorState onRetry={() => void refetch().catch(() => undefined)}>
          {error === undefined ? m.notFound : graphqlErrorText(error, m.loadFailed)}
        </ErrorState>
      </div>
    );
  }
  if (waiting) {
    return (
      <div className="thought-processing" role="status" data-testid="thought-processing">
        <span className="spinner spinner--lg" aria-hidden="true" />
        <p className="thought-processing__title">{m.processing}</p>
        <p className="thought-processing__text">{m.processingDetail}</p>
        <blockquote className="thought-processing__quote">{thought.originalThought}</blockquote>
      </div>
    );
  }
  return <ThoughtDetails thought={thought} ready={ready} openPortal={openPortal} />;
}

function ThoughtDetails({
  thought,
  ready,
  openPortal,
}: { readonly thought: ThoughtSummary; readonly ready: boolean } & Pick<PortalContentProps, 'openPortal'>) {
  const [editing, setEditing] = useState(false);
  const { notice, show } = useTimedNotice();
  const { copiedKey, copy } = useCopy(THOUGHT_COPY_CONFIRM_MS);
  const title = thoughtTitle(thought);
  const text = thoughtText(thought);
  const copied = copiedKey === thought.id;
  const openThought = (id: string) => openPortal('thought', { props: { thoughtId: id } });

  return (
    <div className="thought-view" data-testid="thought-view">
      <header className="thought-view__head">
        <h3 className="thought-view__title" data-testid="thought-title">
          {title ?? m.content}
        </h3>
        <p className="thought-view__meta">
          {thought.topic !== null && <span className="thought-view__topic">{thought.topic}</span>}
          <time dateTime={thought.createdAt}>{longDate(thought.createdAt)}</time>
        </p>
      </header>
      {!editing && (
        <div className="thought-view__tools">
          <button
            type="button"
            className={copied ? 'icon-button icon-button--done' : 'icon-button'}
            aria-label={copied ? m.copied : m.copy}
            title={copied ? m.copied : m.copy}
            onClick={() => copy(thought.id, text)}
          >
            <ThoughtIcon name={copied ? 'check' : 'copy'} size={17} />
            <span className="icon-button__note">{copied ? m.copied : m.copy}</span>
          </button>
          <button
            type="button"
            className="icon-button"
            onClick={() => openPortal('related-thoughts-portal', { props: { thoughtId: thought.id } })}
          >
            <ThoughtIcon name="related" size={17} />
            <span className="icon-button__note">{m.related}</span>
          </button>
          <span className="thought-view__spacer" />
          <Button size="sm" onClick={() => setEditing(true)}>
            <ThoughtIcon name="edit" size={15} />
            {m.edit}
          </Button>
        </div>
      )}

      {notice !== null && (
        <div key={notice.id} className="thought-view__notice">
          <Notice tone={notice.tone}>{notice.text}</Notice>
        </div>
      )}
      {thought.status === 'failed' && !ready && <Notice tone="info">{m.processingFailed}</Notice>}

      {editing ? (
        <ThoughtEditor thought={thought} notify={show} onClose={() => setEditing(false)} />
      ) : (
        <div className="thought-view__content" data-testid="thought-content">
          {text}
        </div>
      )}

      <dl className="thought-facts">
        <div>
          <dt>{m.category}</dt>
          <dd>{thought.category === null ? '—' : <Badge tone="accent">{label(thought.category)}</Badge>}</dd>
        </div>
        <div>
          <dt>{m.type}</dt>
          <dd>{thought.thoughtType === null ? '—' : <Badge>{label(thought.thoughtType)}</Badge>}</dd>
        </div>
        <div>
          <dt>{m.topic}</dt>
          <dd>{thought.topic ?? '—'}</dd>
        </div>
      </dl>

      {thought.content !== null && !sameWords(thought.content, thought.originalThought) && (
        <section className="thought-original" aria-label={m.original}>
          <p className="thought-original__label">{m.original}</p>
          <p className="thought-original__text">{thought.originalThought}</p>
        </section>
      )}

      {ready && <ListAssignments thoughtId={thought.id} />}
      {ready && <PastThinking thoughtId={thought.id} onOpenThought={openThought} />}
    </div>
  );
}

/** Formatting often only adds a capital or a full stop: the original is worth showing when words changed. */
function sameWords(a: string, b: string): boolean {
  const words = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return words(a) === words(b);
}
