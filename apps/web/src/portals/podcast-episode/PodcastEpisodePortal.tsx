// The podcast episode portal (spec 3 §2.11), opened with an episodeId: the episode's page
// (modules/media). Its podcast, featured people, streams, posts, hives and post sources open their
// portals.
import { EpisodeView } from '../../modules/media/components/EpisodeView.js';
import { mediaMessages as m } from '../../modules/media/messages.js';
import { stringProp, type PortalContentProps } from '../../shell/manager/portal-content.js';
import { ErrorState } from '../../ui/ErrorState.js';
import { openers } from '../openers.js';

export function PodcastEpisodePortal({ portal, openPortal }: PortalContentProps) {
  const episodeId = stringProp(portal.props, 'episodeId');
  if (episodeId === null || episodeId.trim() === '') return <ErrorState>{m.episodeIdRequired}</ErrorState>;
  const open = openers(openPortal);
  return (
    <EpisodeView
      key={episodeId}
      episodeId={episodeId}
      onOpenPodcast={open.podcast}
      onOpenPerson={open.person}
      onOpenStreamRow={(s) => open.stream({ streamId: s.id, streamName: s.name })}
      onOpenStream={open.stream}
      onOpenPost={(post) => open.post(post.id)}
      onOpenHive={open.hive}
      onOpenSource={open.source}
    />
  );
}
