// Opening a hive's manager and plans portals, whose titles are the hives module's texts (kept out of
// openers.ts, which the first paint carries).
import { teamMessages } from '../modules/hives/team/messages.js';
import { stormMessages } from '../modules/storms/messages.js';
import { subscriptionMessages } from '../modules/subscriptions/plans.js';
import type { Named, OpenPortal } from './openers.js';

export function hiveOpeners(openPortal: OpenPortal) {
  return {
    hiveManagement: (hive: Named) =>
      openPortal('hive-management', {
        title: teamMessages.managerTitle(hive.name),
        props: { hiveId: hive.id, hiveName: hive.name },
      }),
    hiveSubscription: (hive: Named) =>
      openPortal('hive-subscription', {
        title: subscriptionMessages.hiveTitle(hive.name),
        props: { hiveId: hive.id, hiveName: hive.name },
      }),
    /** Storm management (spec 3 §2.14), for the hive's owners and admins. */
    stormManagement: (hive: Named) =>
      openPortal('storm-management', {
        title: stormMessages.managementTitle(hive.name),
        props: { hiveId: hive.id, hiveName: hive.name },
      }),
  };
}
