// The hive portal (spec 2 §2.9): the feed of the hive named by the hiveName prop or given by hiveId
// (modules/feeds); its details, manager, posts and streams open their portals; its open storms and, for
// owners and admins, storm management (modules/storms).
import { HiveFeed } from '../../modules/feeds/components/HiveFeed.js';
import { HiveStormsBar } from '../../modules/storms/components/ActiveStorms.js';
import { stringProp, type PortalContentProps } from '../../shell/manager/portal-content.js';
import { hiveOpeners } from '../hive-openers.js';
import { openers } from '../openers.js';

/** A prop that names something: a string with more than blanks in it. */
function nameProp(props: PortalContentProps['portal']['props'], name: string): string | null {
  const value = stringProp(props, name);
  return value !== null && value.trim() !== '' ? value : null;
}

export function HivePortal({ portal, openPortal }: PortalContentProps) {
  const open = openers(openPortal);
  const hiveOpen = hiveOpeners(openPortal);
  return (
    <HiveFeed
      hiveId={nameProp(portal.props, 'hiveId')}
      hiveName={nameProp(portal.props, 'hiveName')}
      onOpenDetails={open.hiveDetails}
      onManage={hiveOpen.hiveManagement}
      onOpenPost={(post) => open.post(post.id)}
      onOpenStream={open.stream}
      onOpenSource={open.source}
      renderExtra={(hive) => (
        <HiveStormsBar hive={hive} onOpenStorm={open.storm} onManage={() => hiveOpen.stormManagement(hive)} />
      )}
    />
  );
}
