// The organization portal (spec 3 §2.8), by organizationId or streamId (modules/media): its streams
// open their portals and its key members the person portal.
import { OrganizationView } from '../../modules/media/components/OrganizationView.js';
import { mediaMessages as m } from '../../modules/media/messages.js';
import { stringProp, type PortalContentProps } from '../../shell/manager/portal-content.js';
import { EmptyState } from '../../ui/EmptyState.js';
import { openers } from '../openers.js';

const idProp = (props: PortalContentProps['portal']['props'], name: string) => {
  const value = stringProp(props, name)?.trim();
  return value ? value : null;
};

export function OrganizationPortal({ portal, openPortal }: PortalContentProps) {
  const organizationId = idProp(portal.props, 'organizationId');
  const streamId = idProp(portal.props, 'streamId');
  if (organizationId === null && streamId === null) return <EmptyState>{m.organizationNotFound}</EmptyState>;
  const open = openers(openPortal);
  return (
    <OrganizationView
      key={`${organizationId ?? ''}:${streamId ?? ''}`}
      organizationId={organizationId}
      streamId={streamId}
      onOpenStream={(s) => open.stream({ streamId: s.id, streamName: s.name })}
      onOpenPerson={open.person}
    />
  );
}
