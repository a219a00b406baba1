// The stream portal (spec 2 §2.5), opened with a streamId: the stream's page (modules/streams); its
// related streams, posts, hives and podcasts open their portals. The spec's two type names carry its
// two variants: 'stream-portal' the page, 'stream' the one that shows only an animated sphere.
import { StreamSphere } from '../../modules/streams/components/StreamSphere.js';
import { StreamView } from '../../modules/streams/components/StreamView.js';
import { streamMessages as m } from '../../modules/streams/messages.js';
import { stringProp, type PortalContentProps } from '../../shell/manager/portal-content.js';
import { ErrorState } from '../../ui/ErrorState.js';
import { openers } from '../openers.js';

export function StreamPortal({ portal, openPortal }: PortalContentProps) {
  const streamId = stringProp(portal.props, 'streamId');
  if (portal.type === 'stream') return <StreamSphere name={portal.title} />;
  if (streamId === null || streamId.trim() === '') return <ErrorState>{m.streamNotFound}</ErrorState>;
  const open = openers(openPortal);
  // A new stream id (the same portal reused by a later open) starts a fresh view.
  return (
    <StreamView
      key={streamId}
      streamId={streamId}
      onOpenStream={open.stream}
      onOpenPodcast={open.podcast}
      onOpenPost={(post) => open.post(post.id)}
      onOpenHive={open.hive}
      onOpenSource={open.source}
      onOpenOrganization={(s) => open.organizationOfStream({ id: s.streamId, name: s.organizationName })}
    />
  );
}
