// The Hive subscription portal (spec part 2 §2.11): opened with hiveId and hiveName (title: the hive
// name plus ' Subscription') from the hive detail's level card; the hive's plans (modules/hives).
import { HivePlans } from '../../modules/hives/components/HivePlans.js';
import { stringProp, type PortalContentProps } from '../../shell/manager/portal-content.js';

export function HiveSubscriptionPortal({ portal }: PortalContentProps) {
  return <HivePlans hiveId={stringProp(portal.props, 'hiveId')} />;
}
