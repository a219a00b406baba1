// Content of the types that have nothing of their own yet (lazy-loaded as one small chunk).
import { messages } from '../../shell/messages.js';
import type { PortalContentProps } from '../portal-content.js';
import { EmptyState } from '../../ui/EmptyState.js';

/** The spec's placeholder (hive-management, team-management, search, notifications, details, unknown). */
export function PlaceholderPortal() {
  return <EmptyState kind="placeholder">{messages.placeholder}</EmptyState>;
}

/** generate-video: removed from the product. */
export function RemovedPortal() {
  return <EmptyState kind="removed">{messages.removed}</EmptyState>;
}

/** A real portal whose feature arrives in a later issue. */
export function PendingPortal({ portal }: PortalContentProps) {
  return (
    <EmptyState kind="pending" title={messages.pendingTitle}>
      {messages.pendingDetail(portal.title)}
    </EmptyState>
  );
}
