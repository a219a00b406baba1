// The podcast episodes portal (spec 3 §2.12), opened with a podcastId: its episode cards
// (modules/media); a card with posts opens its episode portal.
import { EpisodesList } from '../../modules/media/components/EpisodesList.js';
import { mediaMessages as m } from '../../modules/media/messages.js';
import { stringProp, type PortalContentProps } from '../../shell/manager/portal-content.js';
import { EmptyState } from '../../ui/EmptyState.js';
import { openers } from '../openers.js';

export function PodcastEpisodesPortal({ portal, openPortal }: PortalContentProps) {
  const podcastId = stringProp(portal.props, 'podcastId');
  if (podcastId === null || podcastId.trim() === '') return <EmptyState>{m.noEpisodes}</EmptyState>;
  return <EpisodesList key={podcastId} podcastId={podcastId} onOpenEpisode={openers(openPortal).episode} />;
}
