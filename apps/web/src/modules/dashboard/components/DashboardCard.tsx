// One dashboard card (spec 2 §2.7, §8): its title, then skeletons while loading, 'Failed to load'
// and the card's name with the error's text and Try Again, its empty text, or its content with
// View All / Show Less when it has more than 5 items (guests: /register).
import type { ReactNode } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Card } from '../../../ui/Card.js';
import { EmptyState } from '../../../ui/EmptyState.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { ViewAllToggle } from '../../streams/components/StreamWidgets.js';
import { dashboardMessages as m } from '../messages.js';

export interface DashboardCardProps {
  readonly title: string;
  /** The card's name in 'Failed to load {name}' (spec 2 §8). */
  readonly name: string;
  readonly testId: string;
  readonly loading: boolean;
  readonly error: unknown;
  readonly onRetry: () => void;
  readonly empty: boolean;
  readonly emptyText: string;
  /** View All / Show Less: shown when `more` (over 5 items). */
  readonly more?: { readonly expanded: boolean; readonly onToggle: () => void; readonly guard: () => boolean };
  readonly children: ReactNode;
}

export function DashboardCard({
  title,
  name,
  testId,
  loading,
  error,
  onRetry,
  empty,
  emptyText,
  more,
  children,
}: DashboardCardProps) {
  let body: ReactNode;
  if (error !== undefined) {
    body = (
      <ErrorState onRetry={onRetry} retryLabel={m.tryAgain}>
        <strong className="dashboard-card__failed">{m.failed(name)}</strong>{' '}
        {graphqlErrorText(error, error instanceof Error && error.message ? error.message : m.unknownError)}
      </ErrorState>
    );
  } else if (loading) {
    body = (
      <SkeletonGroup label={m.loading(name)}>
        <div className="dashboard-card__skeletons">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height="2.25rem" radius="var(--radius-md)" />
          ))}
        </div>
      </SkeletonGroup>
    );
  } else if (empty) {
    body = <EmptyState>{emptyText}</EmptyState>;
  } else {
    body = (
      <>
        {children}
        {more !== undefined && <ViewAllToggle expanded={more.expanded} onToggle={more.onToggle} guard={more.guard} />}
      </>
    );
  }
  return (
    <Card title={title} className="dashboard-card" data-testid={testId} aria-busy={loading}>
      {body}
    </Card>
  );
}
