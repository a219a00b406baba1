// The media feed: part of the first paint (not lazy). Its posts arrive with the feeds feature.
import { messages } from '../../shell/messages.js';
import type { PortalContentProps } from '../portal-content.js';
import { EmptyState } from '../../ui/EmptyState.js';

export function MediaFeedPortal({ portal }: PortalContentProps) {
  return (
    <EmptyState kind="pending" title={messages.pendingTitle}>
      {messages.pendingDetail(portal.title)}
    </EmptyState>
  );
}
