// The media feed (spec 2 §2.3, §4 Feeds): search (300 ms debounce), the Filter & Sort panel, the
// posts 20 a page with Load More, the empty texts, and a floating button that closes all other
// portals. Its data is kept in the portal cache on deactivation and restored on activation while
// fresh (5 minutes). When the viewer has seen all recent posts, a notice says older ones follow.
// Part of the first paint (not lazy). Guests read; a filter sends them to /register.
import { useQuery } from '@apollo/client/react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useSession } from '../../account/use-session.js';
import { FeedList } from './FeedList.js';
import { FeedPost, type FeedPostActions } from './FeedPost.js';
import { FilterSortPanel, FilterSortToggle } from './FilterSortPanel.js';
import {
  activeFilterCount,
  DEFAULT_MEDIA_FILTERS,
  mediaFeedEmptyText,
  mediaFeedVariables,
  type MediaFeedFilters,
} from '../filters.js';
import { useFeed } from '../hooks/use-feed.js';
import { usePortalCache } from '../hooks/use-portal-cache.js';
import { mediaFeedCache, mediaFeedCacheKey } from '../media-feed-cache.js';
import { feedMessages as m } from '../messages.js';
import '../feeds.css';
import { useViewer } from '../../posts/hooks/use-viewer.js';
import { useSearchInput } from '../../../lib/use-debounced-value.js';
import { SearchField } from '../../../ui/SearchField.js';
import { MediaFeedAllPostsSeenDocument, MediaFeedDocument, type MediaFeedQuery } from '../graphql/feeds.generated.js';

const selectMedia = (data: MediaFeedQuery) => data.mediaFeed;

export interface MediaFeedProps extends FeedPostActions {
  /** The floating button: closes every other portal (absent where there is nothing to close). */
  readonly onCloseOthers?: () => void;
  /** Shown above the search (the media feed portal's paste-a-link form). */
  readonly header?: ReactNode;
}

export function MediaFeed(props: MediaFeedProps) {
  const session = useSession();
  const key = mediaFeedCacheKey(session.status === 'member' ? session.user.id : null);
  // Another viewer is another feed: a new key starts afresh from that viewer's cache.
  return <MediaFeedView key={key} cacheKey={key} {...props} />;
}

function MediaFeedView({
  cacheKey,
  onOpenPost: openPost,
  onOpenHive: openHive,
  onOpenStream: openStream,
  onOpenSource: openSource,
  onCloseOthers,
  header,
}: MediaFeedProps & { readonly cacheKey: string }) {
  const viewer = useViewer();
  const { restored, keep } = usePortalCache(mediaFeedCache, cacheKey);
  const { input: searchInput, search, field: searchField } = useSearchInput(restored?.searchInput ?? '');
  const [filters, setFilters] = useState<MediaFeedFilters>(restored?.filters ?? DEFAULT_MEDIA_FILTERS);
  const [panelOpen, setPanelOpen] = useState(restored?.panelOpen ?? false);
  const effective = useMemo(() => ({ ...filters, search }), [filters, search]);
  const feed = useFeed({
    query: MediaFeedDocument,
    filters: effective,
    variables: mediaFeedVariables,
    select: selectMedia,
    restored: restored?.feed,
  });
  keep({ feed: feed.state, filters, searchInput, panelOpen });
  // The notice is extra: a failure of this question leaves the feed as it is.
  const seen = useQuery(MediaFeedAllPostsSeenDocument, {
    variables: mediaFeedVariables(effective),
    fetchPolicy: 'cache-and-network',
  });
  const allPostsSeen = seen.data?.mediaFeedAllPostsSeen === true && feed.state.items.length > 0;
  const panelId = useId();

  const toggle = () => {
    if (!viewer.redirectGuest()) setPanelOpen((open) => !open);
  };
  const change = (next: MediaFeedFilters) => {
    if (!viewer.redirectGuest()) setFilters(next);
  };

  return (
    <div className="feed-portal" data-testid="media-feed">
      {header}
      <div className="feed-toolbar">
        <SearchField label={m.searchLabel} placeholder={m.searchPlaceholder} {...searchField} />
        <FilterSortToggle count={activeFilterCount(filters)} open={panelOpen} panelId={panelId} onToggle={toggle} />
      </div>
      {panelOpen && <FilterSortPanel id={panelId} filters={filters} onChange={change} />}
      {allPostsSeen && (
        <p className="feed-notice" role="status" data-testid="all-posts-seen">
          {m.allPostsSeen}
        </p>
      )}
      <FeedList
        state={feed.state}
        errorText={m.mediaLoadFailed}
        emptyTitle={mediaFeedEmptyText(effective)}
        onRetry={feed.retry}
        onLoadMore={feed.loadMore}
        renderPost={(post) => (
          <FeedPost
            post={post}
            onOpen={openPost}
            onOpenStream={openStream}
            onOpenHive={openHive}
            onOpenSource={openSource}
          />
        )}
        testId="media-feed-posts"
      />
      {onCloseOthers !== undefined && (
        <button
          type="button"
          className="feed-fab"
          aria-label={m.closeOthers}
          title={m.closeOthers}
          onClick={onCloseOthers}
          data-testid="close-other-portals"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <rect x="4" y="4" width="16" height="16" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M9.5 9.5l5 5M14.5 9.5l-5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
