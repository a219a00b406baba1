// The media feed portal (spec 2 §2.3): the media feed (modules/feeds), part of the first paint; its
// posts, hives and streams open their portals, and its floating button closes the others.
import { MediaFeed } from '../../modules/feeds/components/MediaFeed.js';
import type { PortalContentProps } from '../../shell/manager/portal-content.js';
import { openers } from '../openers.js';

export function MediaFeedPortal({ openPortal, closeOtherPortals }: PortalContentProps) {
  const open = openers(openPortal);
  return (
    <MediaFeed
      onOpenPost={(post) => open.post(post.id)}
      onOpenHive={open.hive}
      onOpenStream={open.stream}
      onOpenSource={open.source}
      onCloseOthers={closeOtherPortals}
    />
  );
}
