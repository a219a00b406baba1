// The dashboard portal (spec 2 §2.7; lazy-loaded with its charts): the dashboard's cards
// (modules/dashboard); a stream opens the stream portal, a podcast the podcast portal.
import { Dashboard } from '../../modules/dashboard/components/Dashboard.js';
import type { PortalContentProps } from '../../shell/manager/portal-content.js';
import { openers } from '../openers.js';

export function DashboardPortal({ openPortal }: PortalContentProps) {
  const open = openers(openPortal);
  return (
    <Dashboard
      onOpenStream={(stream) => open.stream({ streamId: stream.id, streamName: stream.name })}
      onOpenPodcast={open.podcast}
    />
  );
}
