// The media feed's portal cache instance (spec 2 §4 Feeds): one per page, keyed by viewer, so one
// account's feed never shows to the next one signing in on the same page.
import type { FeedState } from './feed-state.js';
import type { MediaFeedFilters } from './filters.js';
import { createPortalCache } from './portal-cache.js';
import { type PostCardFieldsFragment } from '../posts/graphql/posts.generated.js';

export interface MediaFeedSnapshot {
  readonly feed: FeedState<PostCardFieldsFragment, MediaFeedFilters>;
  /** The Filter & Sort choices (without the search, which is `searchInput`). */
  readonly filters: MediaFeedFilters;
  readonly searchInput: string;
  readonly panelOpen: boolean;
}

export const mediaFeedCache = createPortalCache<MediaFeedSnapshot>();

export function mediaFeedCacheKey(userId: string | null): string {
  return `media-feed:${userId ?? 'guest'}`;
}
