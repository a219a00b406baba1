// The person portal (spec 3 §2.9), by personId (modules/media).
import { PersonView } from '../../modules/media/components/PersonView.js';
import { mediaMessages as m } from '../../modules/media/messages.js';
import { stringProp, type PortalContentProps } from '../../shell/manager/portal-content.js';
import { EmptyState } from '../../ui/EmptyState.js';

export function PersonPortal({ portal }: PortalContentProps) {
  const personId = stringProp(portal.props, 'personId')?.trim();
  if (!personId) return <EmptyState>{m.personNotFound}</EmptyState>;
  return <PersonView key={personId} personId={personId} />;
}
