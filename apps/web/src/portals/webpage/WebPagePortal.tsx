// The webpage portal (spec 3 §2.7), by webPageId or url (modules/media): its posts, hives, streams
// and post sources open their portals.
import { WebPageView } from '../../modules/media/components/WebPageView.js';
import { mediaMessages as m } from '../../modules/media/messages.js';
import { stringProp, type PortalContentProps } from '../../shell/manager/portal-content.js';
import { ErrorState } from '../../ui/ErrorState.js';
import { openers } from '../openers.js';

export function WebPagePortal({ portal, openPortal }: PortalContentProps) {
  const webPageId = stringProp(portal.props, 'webPageId')?.trim() || null;
  const url = stringProp(portal.props, 'url')?.trim() || null;
  if (webPageId === null && url === null) return <ErrorState>{m.noUrlOrWebPageId}</ErrorState>;
  const open = openers(openPortal);
  return (
    <WebPageView
      key={webPageId ?? url}
      webPageId={webPageId}
      url={url}
      onOpenPost={(post) => open.post(post.id)}
      onOpenStream={open.stream}
      onOpenHive={open.hive}
      onOpenSource={open.source}
    />
  );
}
