// The stream portal (spec 2 §2.5, §8): the stream by id, loading, failed (the server's text or
// 'Stream not found.') or shown. A header (level badge, inactive badge; the name and description too
// while filters hide the info card, as the portal's title already names the stream) with the Filter
// and Sort toggle; while no filter is active the info card and the tabbed widgets; then the stream's
// feed, 20 a page, the next asked for 200 px before the end. The active-filter count is named on the
// toggle and announced; opening the panel scrolls it to the top of the portal.
import { useQuery } from '@apollo/client/react';
import { useId, useMemo, useRef, useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { FeedList } from '../../feeds/components/FeedList.js';
import { FeedPost, type FeedPostActions } from '../../feeds/components/FeedPost.js';
import { FilterSortToggle } from '../../feeds/components/FilterSortPanel.js';
import { useFeed } from '../../feeds/hooks/use-feed.js';
import '../../feeds/feeds.css';
import { useViewer } from '../../posts/hooks/use-viewer.js';
import { descriptionView } from '../display.js';
import { activeStreamFilterCount, NO_STREAM_FILTERS, streamFeedVariables, type StreamFeedFilters } from '../filters.js';
import { streamMessages as m } from '../messages.js';
import '../streams.css';
import { StreamFilterPanel } from './StreamFilterPanel.js';
import { StreamInfoCard, type StreamDetail, type StreamInfoCardProps, type StreamRef } from './StreamInfoCard.js';
import { StreamWidgets } from './StreamWidgets.js';
import type { PodcastRowData } from './PodcastRow.js';
import { StreamDocument, StreamFeedDocument, type StreamFeedQuery } from '../graphql/streams.generated.js';

export interface StreamViewProps extends Pick<FeedPostActions, 'onOpenPost' | 'onOpenHive' | 'onOpenSource'> {
  readonly streamId: string;
  readonly onOpenStream: (stream: StreamRef) => void;
  readonly onOpenPodcast: (podcast: PodcastRowData) => void;
  readonly onOpenOrganization?: StreamInfoCardProps['onOpenOrganization'];
}

export function StreamView({ streamId, ...actions }: StreamViewProps) {
  const { data, error, refetch } = useQuery(StreamDocument, {
    variables: { id: streamId },
    fetchPolicy: 'cache-and-network',
  });
  if (data === undefined && error !== undefined) {
    return (
      <ErrorState onRetry={() => void refetch().catch(() => undefined)} retryLabel={m.tryAgain}>
        {graphqlErrorText(error, m.streamNotFound)}
      </ErrorState>
    );
  }
  if (data === undefined) {
    return (
      <SkeletonGroup label={m.loadingStream}>
        <Skeleton height="7rem" radius="var(--radius-md)" />
        <Skeleton height="10rem" radius="var(--radius-md)" />
      </SkeletonGroup>
    );
  }
  return <StreamLoaded stream={data.stream} {...actions} />;
}

const selectFeed = (data: StreamFeedQuery) => data.mediaFeed;

function StreamLoaded({
  stream,
  onOpenStream,
  onOpenPodcast,
  onOpenPost,
  onOpenHive,
  onOpenSource,
  onOpenOrganization,
}: Omit<StreamViewProps, 'streamId'> & { readonly stream: StreamDetail }) {
  const viewer = useViewer();
  const [filters, setFilters] = useState<StreamFeedFilters>(NO_STREAM_FILTERS);
  const [panelOpen, setPanelOpen] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const panelId = useId();
  const count = activeStreamFilterCount(filters);
  const feedFilters = useMemo(() => ({ streamId: stream.id, filters }), [stream.id, filters]);
  const feed = useFeed({
    query: StreamFeedDocument,
    filters: feedFilters,
    variables: (f: typeof feedFilters) => streamFeedVariables(f.streamId, f.filters),
    select: selectFeed,
  });

  const toggle = () => {
    if (viewer.redirectGuest()) return;
    setPanelOpen((open) => !open);
    // The panel opens at the top of the portal (spec 2 §2.5), once it is laid out.
    requestAnimationFrame(() => panel.current?.scrollIntoView({ block: 'start' }));
  };
  const change = (next: StreamFeedFilters) => {
    if (!viewer.redirectGuest()) setFilters(next);
  };

  return (
    <div className="feed-portal stream-portal" data-testid="stream-portal" data-stream-id={stream.id}>
      <header className="stream-header">
        <div className="stream-header__title">
          {/* The info card names the stream; while filters hide it, the header does. */}
          {count > 0 && <h3 className="stream-header__name">{stream.name}</h3>}
          <div className="cluster">
            {stream.levelLabel && (
              <span className="badge badge--neutral" data-testid="stream-level">
                {stream.levelLabel}
              </span>
            )}
            {!stream.isActive && <span className="badge badge--warn">{m.inactive}</span>}
          </div>
        </div>
        <FilterSortToggle count={count} open={panelOpen} panelId={panelId} onToggle={toggle} />
        <p className="visually-hidden" role="status" data-testid="stream-filter-count">
          {count > 0 ? m.filtersActive(count) : ''}
        </p>
        {count > 0 && stream.description && (
          <p className="stream-header__description">{descriptionView(stream.description, false).text}</p>
        )}
      </header>
      {panelOpen && (
        <StreamFilterPanel ref={panel} id={panelId} streamId={stream.id} filters={filters} onChange={change} />
      )}
      {count === 0 && (
        <>
          <StreamInfoCard stream={stream} onOpenStream={onOpenStream} onOpenOrganization={onOpenOrganization} />
          <StreamWidgets streamId={stream.id} onOpenPodcast={onOpenPodcast} guard={viewer.redirectGuest} />
        </>
      )}
      <FeedList
        state={feed.state}
        errorText={m.feedLoadFailed}
        emptyTitle={m.feedEmpty}
        onRetry={feed.retry}
        onLoadMore={feed.loadMore}
        scrollTrigger="near-end"
        renderPost={(post) => (
          <FeedPost
            post={post}
            onOpen={onOpenPost}
            onOpenStream={onOpenStream}
            onOpenHive={onOpenHive}
            onOpenSource={onOpenSource}
          />
        )}
        testId="stream-feed"
      />
    </div>
  );
}
