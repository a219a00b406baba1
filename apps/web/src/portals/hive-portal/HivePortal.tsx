// The hive portal (spec 2 §2.9): the feed of the hive named by the hiveName prop or given by hiveId
// (modules/feeds); its details, manager, posts and streams open their portals.
import { HiveFeed } from '../../modules/feeds/components/HiveFeed.js';
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
  return (
    <HiveFeed
      hiveId={nameProp(portal.props, 'hiveId')}
      hiveName={nameProp(portal.props, 'hiveName')}
      onOpenDetails={open.hiveDetails}
      onManage={hiveOpeners(openPortal).hiveManagement}
      onOpenPost={(post) => open.post(post.id)}
      onOpenStream={open.stream}
      onOpenSource={open.source}
    />
  );
}
