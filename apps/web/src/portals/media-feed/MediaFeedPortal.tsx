// The media feed (spec 2 §2.3, §4 Feeds): search (300 ms debounce), the Filter & Sort panel, the
// posts 20 a page with Load More, the empty texts, and a floating button that closes all other
// portals. Its data is kept in the portal cache on deactivation and restored on activation while
// fresh (5 minutes). When the viewer has seen all recent posts, a notice says older ones follow. Part of the first paint (not lazy). Guests read; a filter sends them to /register.
import { useQuery } from '@apollo/client/react';
import { useId, useMemo, useState } from 'react';
import { useSession } from '../../modules/account/use-session.js';
import { FeedList } from '../../modules/feeds/components/FeedList.js';
import { FeedPost } from '../../modules/feeds/components/FeedPost.js';
import { FilterSortPanel, FilterSortToggle } from '../../modules/feeds/components/FilterSortPanel.js';
import {
  DEFAULT_MEDIA_FILTERS,
  mediaFeedEmptyText,
  mediaFeedVariables,
  SEARCH_DEBOUNCE_MS,
  type MediaFeedFilters,
} from '../../modules/feeds/filters.js';
import { MEDIA_FEED_ALL_POSTS_SEEN_QUERY, MEDIA_FEED_QUERY } from '../../modules/feeds/graphql.js';
import { useFeed } from '../../modules/feeds/hooks/use-feed.js';
import { usePortalCache } from '../../modules/feeds/hooks/use-portal-cache.js';
import { mediaFeedCache, mediaFeedCacheKey } from '../../modules/feeds/media-feed-cache.js';
import { feedMessages as m } from '../../modules/feeds/messages.js';
import '../../modules/feeds/feeds.css';
import type { PostCardData, PostStreamTag } from '../../modules/posts/graphql.js';
import { useViewer } from '../../modules/posts/hooks/use-viewer.js';
import { useDebouncedValue } from '../../modules/thoughts/hooks/use-debounced-value.js';
import { SearchField } from '../../ui/SearchField.js';
import type { PortalContentProps } from '../portal-content.js';

const selectMedia = (data: { readonly mediaFeed: readonly PostCardData[] }) => data.mediaFeed;

export function MediaFeedPortal(props: PortalContentProps) {
  const session = useSession();
  const key = mediaFeedCacheKey(session.status === 'member' ? session.user.id : null);
  // Another viewer is another feed: a new key starts afresh from that viewer's cache.
  return <MediaFeed key={key} cacheKey={key} {...props} />;
}

function MediaFeed({ cacheKey, openPortal, closeOtherPortals }: PortalContentProps & { readonly cacheKey: string }) {
  const viewer = useViewer();
  const { restored, keep } = usePortalCache(mediaFeedCache, cacheKey);
  const [searchInput, setSearchInput] = useState(restored?.searchInput ?? '');
  const [filters, setFilters] = useState<MediaFeedFilters>(restored?.filters ?? DEFAULT_MEDIA_FILTERS);
  const [panelOpen, setPanelOpen] = useState(restored?.panelOpen ?? false);
  const search = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const effective = useMemo(() => ({ ...filters, search }), [filters, search]);
  const feed = useFeed({
    query: MEDIA_FEED_QUERY,
    filters: effective,
    variables: mediaFeedVariables,
    select: selectMedia,
    restored: restored?.feed,
  });
  keep({ feed: feed.state, filters, searchInput, panelOpen });
  // The notice is extra: a failure of this question leaves the feed as it is.
  const seen = useQuery(MEDIA_FEED_ALL_POSTS_SEEN_QUERY, {
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
  const openPost = (post: PostCardData) => openPortal('post-portal', { props: { postId: post.id } });
  const openHive = (hive: { id: string; name: string }) =>
    openPortal('hive-portal', { title: hive.name, props: { hiveId: hive.id, hiveName: hive.name } });
  const openStream = (stream: PostStreamTag) =>
    openPortal('stream-portal', { title: stream.streamName, props: { streamId: stream.streamId } });

  return (
    <div className="feed-portal" data-testid="media-feed">
      <div className="feed-toolbar">
        <SearchField
          label={m.searchLabel}
          placeholder={m.searchPlaceholder}
          value={searchInput}
          onChange={setSearchInput}
        />
        <FilterSortToggle filters={filters} open={panelOpen} panelId={panelId} onToggle={toggle} />
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
          <FeedPost post={post} onOpen={openPost} onOpenStream={openStream} onOpenHive={openHive} />
        )}
        testId="media-feed-posts"
      />
      {closeOtherPortals !== undefined && (
        <button
          type="button"
          className="feed-fab"
          aria-label={m.closeOthers}
          title={m.closeOthers}
          onClick={closeOtherPortals}
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
