// The media feed portal (spec 2 §2.3): the media feed (modules/feeds), part of the first paint; its
// posts, hives and streams open their portals, and its floating button closes the others. A
// signed-in member can paste a link at its top (issue 17), as in the control portal.
import { MediaFeed } from '../../modules/feeds/components/MediaFeed.js';
import type { PortalContentProps } from '../../shell/manager/portal-content.js';
import { openers } from '../openers.js';
import { PortalPasteLink } from '../PortalPasteLink.js';

export function MediaFeedPortal({ openPortal, closeOtherPortals }: PortalContentProps) {
  const open = openers(openPortal);
  return (
    <MediaFeed
      onOpenPost={(post) => open.post(post.id)}
      onOpenHive={open.hive}
      onOpenStream={open.stream}
      onOpenSource={open.source}
      onCloseOthers={closeOtherPortals}
      header={<PortalPasteLink type="media-feed" openPortal={openPortal} />}
    />
  );
}
