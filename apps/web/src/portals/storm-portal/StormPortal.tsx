// The storm portal (spec 2 §2.8): the storm given by the stormId prop (modules/storms).
import { StormView } from '../../modules/storms/components/StormView.js';
import { stringProp, type PortalContentProps } from '../../shell/manager/portal-content.js';
import { openers } from '../openers.js';

export function StormPortal({ portal, openPortal }: PortalContentProps) {
  const open = openers(openPortal);
  return (
    <StormView
      stormId={stringProp(portal.props, 'stormId')}
      onOpenPost={(post) => open.post(post.id)}
      onOpenHive={open.hive}
    />
  );
}
