// The Hive manager portal (spec part 2 §2.10), opened from the hive detail by an admin or owner: the
// hive of the hiveId prop (modules/hives), and its storm management (issue 18, modules/storms).
import { HiveManagement } from '../../modules/hives/components/HiveManagement.js';
import { hiveDetailMessages } from '../../modules/hives/messages.js';
import { stormMessages } from '../../modules/storms/messages.js';
import { stringProp, type PortalContentProps } from '../../shell/manager/portal-content.js';
import { Button } from '../../ui/Button.js';
import { EmptyState } from '../../ui/EmptyState.js';
import { hiveOpeners } from '../hive-openers.js';

export function HiveManagementPortal({ portal, openPortal }: PortalContentProps) {
  const hiveId = stringProp(portal.props, 'hiveId');
  if (hiveId === null) return <EmptyState>{hiveDetailMessages.notFound}</EmptyState>;
  const hive = { id: hiveId, name: stringProp(portal.props, 'hiveName') ?? '' };
  return (
    <>
      <div style={{ marginBottom: 'var(--space-3)' }}>
        <Button size="sm" data-testid="manage-storms" onClick={() => hiveOpeners(openPortal).stormManagement(hive)}>
          {stormMessages.manageStorms}
        </Button>
      </div>
      <HiveManagement hiveId={hiveId} />
    </>
  );
}
