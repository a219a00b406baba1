// The storm management portal (spec 3 §2.14): the storms of the hive given by the hiveId prop.
import { StormManagement } from '../../modules/storms/components/StormManagement.js';
import { stringProp, type PortalContentProps } from '../../shell/manager/portal-content.js';
import { openers } from '../openers.js';

export function StormManagementPortal({ portal, openPortal }: PortalContentProps) {
  const open = openers(openPortal);
  return <StormManagement hiveId={stringProp(portal.props, 'hiveId')} onOpenStorm={open.storm} />;
}
