// The marked empty state shared by portals whose content is not built yet.
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  readonly kind: 'placeholder' | 'removed' | 'pending';
  readonly title?: string;
  readonly children: ReactNode;
}

export function EmptyState({ kind, title, children }: EmptyStateProps) {
  return (
    <div className={`empty-state empty-state--${kind}`} data-testid="portal-empty-state" data-kind={kind}>
      <span className="empty-state__mark" aria-hidden="true" />
      {title !== undefined && <p className="empty-state__title">{title}</p>}
      <p className="empty-state__text">{children}</p>
    </div>
  );
}
