// The Hive manager portal (spec part 2 §2.10), opened from the hive detail by an admin or owner: the
// hive of the hiveId prop (modules/hives).
import { HiveManagement } from '../../modules/hives/components/HiveManagement.js';
import { hiveDetailMessages } from '../../modules/hives/messages.js';
import { stringProp, type PortalContentProps } from '../../shell/manager/portal-content.js';
import { EmptyState } from '../../ui/EmptyState.js';

export function HiveManagementPortal({ portal }: PortalContentProps) {
  const hiveId = stringProp(portal.props, 'hiveId');
  if (hiveId === null) return <EmptyState>{hiveDetailMessages.notFound}</EmptyState>;
  return <HiveManagement hiveId={hiveId} />;
}
