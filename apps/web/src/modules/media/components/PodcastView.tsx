// The podcast portal (spec 3 §2.10, §4, §8): the header card (image, title, publisher, tracked versus
// total episodes, language, 'View Episodes' unless that podcast's episodes portal is open, the
// description cut at 200 with Expand / Show less), the tabbed widgets with the period chips, then the
// podcast's posts with infinite scroll. It shows once its posts have loaded, or after 10 s.
import { PODCAST_DASHBOARD_DEFAULT_PERIOD, type DashboardPeriod } from '@hivemind/contracts';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { FeedList } from '../../feeds/components/FeedList.js';
import { FeedPost, type FeedPostActions } from '../../feeds/components/FeedPost.js';
import '../../feeds/feeds.css';
import { useViewer } from '../../posts/hooks/use-viewer.js';
import { StreamLogo } from '../../streams/components/StreamLogo.js';
import type { StreamRowData } from '../../streams/components/StreamRow.js';
import { PODCAST_DESCRIPTION_MAX, PODCAST_LOAD_TIMEOUT_MS, podcastPortalReady } from '../display.js';
import { useElapsed } from '../hooks/use-elapsed.js';
import { usePodcastFeed } from '../hooks/use-media-feed.js';
import { mediaMessages as m } from '../messages.js';
import '../media.css';
import { ExpandableText } from './ExpandableText.js';
import { MediaWidgets } from './MediaWidgets.js';
import {
  MediaPodcastDocument,
  PodcastDashboardDocument,
  type MediaPodcastFieldsFragment,
} from '../graphql/podcast.generated.js';

export interface PodcastViewProps extends FeedPostActions {
  readonly podcastId: string;
  /** An episodes portal of this podcast is open: 'View Episodes' is hidden (spec 3 §4). */
  readonly episodesOpen: boolean;
  readonly onOpenEpisodes: (podcast: MediaPodcastFieldsFragment) => void;
  readonly onOpenStreamRow: (stream: StreamRowData) => void;
}

export function PodcastView({
  podcastId,
  episodesOpen,
  onOpenEpisodes,
  onOpenStreamRow,
  ...actions
}: PodcastViewProps) {
  const viewer = useViewer();
  const { data, error, refetch } = useQuery(MediaPodcastDocument, { variables: { id: podcastId } });
  const feed = usePodcastFeed(podcastId, null);
  const timedOut = useElapsed(PODCAST_LOAD_TIMEOUT_MS);

  if (data === undefined && error !== undefined) {
    return (
      <ErrorState onRetry={() => void refetch().catch(() => undefined)} retryLabel={m.tryAgain}>
        {graphqlErrorText(error, m.fetchPodcastFailed)}
      </ErrorState>
    );
  }
  // spec 3 §4: the portal renders after its posts load or after 10 s, whichever comes first.
  const ready = podcastPortalReady({
    podcastLoaded: data !== undefined,
    postsStatus: feed.state.status,
    postsShown: feed.state.items.length,
    timedOut,
  });
  if (data === undefined || !ready) {
    return (
      <SkeletonGroup label={m.loadingPodcast}>
        <Skeleton height="9rem" radius="var(--radius-md)" />
        <Skeleton height="12rem" radius="var(--radius-md)" />
        <Skeleton height="6rem" radius="var(--radius-md)" />
      </SkeletonGroup>
    );
  }
  const podcast = data.podcast;
  return (
    <div className="feed-portal media-portal" data-testid="podcast-portal" data-podcast-id={podcast.id}>
      <section className="card media-header" aria-label={podcast.title} data-testid="podcast-header">
        <div className="media-header__head">
          <StreamLogo name={podcast.title} logoUrl={podcast.imageUrl} size={72} />
          <div className="media-header__title">
            <h3 className="media-header__name">{podcast.title}</h3>
            <p className="media-header__sub">{m.by(podcast.publisherName)}</p>
            <div className="cluster media-header__facts">
              <span className="badge badge--neutral" data-testid="podcast-episode-counts">
                {m.episodesTracked(podcast.actualEpisodesCount, podcast.totalEpisodesCount)}
              </span>
              {podcast.language && <span className="badge badge--neutral">{m.language(podcast.language)}</span>}
            </div>
          </div>
        </div>
        {podcast.description && (
          <ExpandableText text={podcast.description} max={PODCAST_DESCRIPTION_MAX} testId="podcast-description" />
        )}
        {!episodesOpen && (
          <Button size="sm" variant="primary" onClick={() => onOpenEpisodes(podcast)} data-testid="view-episodes">
            {m.viewEpisodes}
          </Button>
        )}
      </section>
      <PodcastWidgets podcastId={podcast.id} onOpenStream={onOpenStreamRow} guard={viewer.redirectGuest} />
      <FeedList
        state={feed.state}
        errorText={m.loadPostsFailed}
        emptyTitle={m.noPodcastPosts}
        onRetry={feed.retry}
        onLoadMore={feed.loadMore}
        renderPost={(post) => (
          <FeedPost
            post={post}
            onOpen={actions.onOpenPost}
            onOpenStream={actions.onOpenStream}
            onOpenHive={actions.onOpenHive}
            onOpenSource={actions.onOpenSource}
          />
        )}
        testId="podcast-feed"
      />
    </div>
  );
}

/** The podcast's dashboard for the chosen period; a failure is only logged (spec 3 §8). */
function PodcastWidgets({
  podcastId,
  onOpenStream,
  guard,
}: {
  readonly podcastId: string;
  readonly onOpenStream: (stream: StreamRowData) => void;
  readonly guard: () => boolean;
}) {
  const [period, setPeriod] = useState<DashboardPeriod>(PODCAST_DASHBOARD_DEFAULT_PERIOD);
  const { data, previousData, error } = useQuery(PodcastDashboardDocument, {
    variables: { id: podcastId, period },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error !== undefined) console.warn('The podcast dashboard did not load:', graphqlErrorText(error, ''));
  }, [error]);
  if (error !== undefined) return null;
  return (
    <MediaWidgets
      counts={(data ?? previousData)?.podcastDashboard}
      period={period}
      onPeriodChange={setPeriod}
      onOpenStream={onOpenStream}
      guard={guard}
      testId="podcast-widgets"
    />
  );
}
