// The Hives portal (spec part 1 §2): the member's hives and the search (modules/hives); a hive opens
// its details, Update opens the Citizenship portal.
import { useCallback } from 'react';
import type { HiveRowData } from '../../modules/hives/components/HiveRow.js';
import { HivesOverview } from '../../modules/hives/components/HivesOverview.js';
import type { PortalContentProps } from '../../shell/manager/portal-content.js';
import { openers } from '../openers.js';

export function HivesPortal({ openPortal }: PortalContentProps) {
  const openHive = useCallback((hive: HiveRowData) => openers(openPortal).hiveDetails(hive), [openPortal]);
  return <HivesOverview onOpen={openHive} onUpdateCitizenship={() => openPortal('citizenship-portal')} />;
}
