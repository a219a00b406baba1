// The podcast portal (spec 3 §2.10), opened with a podcastId: the podcast's page (modules/media).
// 'View Episodes' opens its episodes portal and is hidden while that portal is open; streams, posts,
// hives and post sources open their portals.
import { PodcastView } from '../../modules/media/components/PodcastView.js';
import { mediaMessages as m } from '../../modules/media/messages.js';
import { isPortalOpen, stringProp, type PortalContentProps } from '../../shell/manager/portal-content.js';
import { ErrorState } from '../../ui/ErrorState.js';
import { openers } from '../openers.js';

export function PodcastPortal({ portal, openPortal, openPortals }: PortalContentProps) {
  const podcastId = stringProp(portal.props, 'podcastId');
  if (podcastId === null || podcastId.trim() === '') return <ErrorState>{m.podcastNotFound}</ErrorState>;
  const open = openers(openPortal);
  return (
    <PodcastView
      key={podcastId}
      podcastId={podcastId}
      episodesOpen={isPortalOpen(openPortals, 'podcast-episodes-portal', 'podcastId', podcastId)}
      onOpenEpisodes={open.podcastEpisodes}
      onOpenStreamRow={(s) => open.stream({ streamId: s.id, streamName: s.name })}
      onOpenStream={open.stream}
      onOpenPost={(post) => open.post(post.id)}
      onOpenHive={open.hive}
      onOpenSource={open.source}
    />
  );
}
