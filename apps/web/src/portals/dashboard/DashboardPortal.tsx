// The dashboard (lazy-loaded). Its widgets arrive with the feeds feature.
import type { PortalContentProps } from '../../shell/manager/portal-content.js';
import { EmptyState } from '../../ui/EmptyState.js';
import { placeholderMessages as m } from '../placeholder/messages.js';

export function DashboardPortal({ portal }: PortalContentProps) {
  return (
    <EmptyState kind="pending" title={m.pendingTitle}>
      {m.pendingDetail(portal.title)}
    </EmptyState>
  );
}
