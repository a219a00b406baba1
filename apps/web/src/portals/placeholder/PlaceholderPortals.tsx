// Content of the types that have nothing of their own yet (lazy-loaded as one small chunk).
import type { PortalContentProps } from '../../shell/manager/portal-content.js';
import { EmptyState } from '../../ui/EmptyState.js';
import { placeholderMessages as m } from './messages.js';

/** The spec's placeholder (hive-management, team-management, search, notifications, details, unknown). */
export function PlaceholderPortal() {
  return <EmptyState kind="placeholder">{m.placeholder}</EmptyState>;
}

/** generate-video: removed from the product. */
export function RemovedPortal() {
  return <EmptyState kind="removed">{m.removed}</EmptyState>;
}

/** A real portal whose feature arrives in a later issue. */
export function PendingPortal({ portal }: PortalContentProps) {
  return (
    <EmptyState kind="pending" title={m.pendingTitle}>
      {m.pendingDetail(portal.title)}
    </EmptyState>
  );
}
