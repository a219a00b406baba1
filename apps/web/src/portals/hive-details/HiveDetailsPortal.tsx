// The Hive detail portal (spec part 1 §2): the hive of the hiveId prop (modules/hives); its parent
// hive, Manage and the level card's plans open their portals.
import { HiveDetails } from '../../modules/hives/components/HiveDetails.js';
import { hiveDetailMessages as m } from '../../modules/hives/messages.js';
import { stringProp, type PortalContentProps } from '../../shell/manager/portal-content.js';
import { EmptyState } from '../../ui/EmptyState.js';
import { hiveOpeners } from '../hive-openers.js';
import { openers } from '../openers.js';

export function HiveDetailsPortal({ portal, openPortal }: PortalContentProps) {
  const hiveId = stringProp(portal.props, 'hiveId');
  if (hiveId === null) return <EmptyState>{m.notFound}</EmptyState>;
  const hive = hiveOpeners(openPortal);
  return (
    <HiveDetails
      hiveId={hiveId}
      onOpenHive={openers(openPortal).hiveDetails}
      onManage={hive.hiveManagement}
      onViewPlans={hive.hiveSubscription}
    />
  );
}
