// The calm "nothing here" block, used for empty lists and for portals whose feature comes later.
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  readonly kind?: 'empty' | 'placeholder' | 'removed' | 'pending';
  readonly title?: ReactNode;
  readonly children?: ReactNode;
  readonly action?: ReactNode;
}

export function EmptyState({ kind = 'empty', title, children, action }: EmptyStateProps) {
  return (
    <div className={`empty-state empty-state--${kind}`} data-testid="portal-empty-state" data-kind={kind}>
      <span className="empty-state__mark" aria-hidden="true" />
      {title !== undefined && <p className="empty-state__title">{title}</p>}
      {children !== undefined && <p className="empty-state__text">{children}</p>}
      {action}
    </div>
  );
}
