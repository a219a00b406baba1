// The dashboard (lazy-loaded). Its widgets arrive with the feeds feature.
import { messages } from '../../shell/messages.js';
import type { PortalContentProps } from '../portal-content.js';
import { EmptyState } from '../../ui/EmptyState.js';

export function DashboardPortal({ portal }: PortalContentProps) {
  return (
    <EmptyState kind="pending" title={messages.pendingTitle}>
      {messages.pendingDetail(portal.title)}
    </EmptyState>
  );
}
