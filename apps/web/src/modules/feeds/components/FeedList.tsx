// The body of a post feed (spec 2 §4 Feeds): five skeleton placeholders while loading, the error
// with Try Again, the empty state, or the posts with Load More. The next page is also asked for on its
// own once the scroll area is within 1.5 viewport heights of the bottom (infinite scroll, spec 2 §4,
// §9). A failed later page keeps the posts shown and offers Try Again below them; scrolling then
// asks for nothing until Try Again.
import { useRef, type ReactNode } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { EmptyState } from '../../../ui/EmptyState.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll.js';
import { useNearEnd } from '../../../lib/use-near-end.js';
import { feedView, type FeedState } from '../feed-state.js';
import { feedMessages as m } from '../messages.js';
import { type PostCardFieldsFragment } from '../../posts/graphql/posts.generated.js';

/** Five placeholders (spec 2 §4 Feeds). */
export const FEED_SKELETONS = 5;

export interface FeedListProps {
  readonly state: FeedState<PostCardFieldsFragment, unknown>;
  readonly errorText: string;
  readonly emptyTitle: string;
  readonly emptyText?: string;
  readonly onRetry: () => void;
  readonly onLoadMore: () => void;
  readonly renderPost: (post: PostCardFieldsFragment) => ReactNode;
  readonly testId: string;
  /**
   * When the next page is asked for on its own: within 1.5 viewport heights of the bottom (the
   * feeds), or 200 px before the end at 10% visibility (the stream feed, spec 2 §4 Feeds).
   */
  readonly scrollTrigger?: 'viewports' | 'near-end';
}

export function FeedList({
  state,
  errorText,
  emptyTitle,
  emptyText,
  onRetry,
  onLoadMore,
  renderPost,
  testId,
  scrollTrigger = 'viewports',
}: FeedListProps) {
  const view = feedView(state);
  const end = useRef<HTMLDivElement>(null);
  const canPage = view === 'loaded' && state.hasMore && state.status === 'ready';
  useInfiniteScroll(end, scrollTrigger === 'viewports' && canPage, onLoadMore, state.items.length);
  useNearEnd(end, scrollTrigger === 'near-end' && canPage, onLoadMore, state.items.length);
  if (view === 'loading') return <FeedSkeleton />;
  if (view === 'error') {
    return (
      <ErrorState onRetry={onRetry} retryLabel={m.retry}>
        {errorMessage(state.error, errorText)}
      </ErrorState>
    );
  }
  if (view === 'empty') return <EmptyState title={emptyTitle}>{emptyText}</EmptyState>;
  return (
    <>
      <ul className="item-list feed-list" aria-label={m.postsLabel} data-testid={testId}>
        {state.items.map((post) => (
          <li key={post.id} className="feed-list__item">
            {renderPost(post)}
          </li>
        ))}
      </ul>
      <div ref={end} className="feed-list__end" aria-hidden="true" />
      {state.status === 'error' ? (
        <ErrorState onRetry={onRetry} retryLabel={m.retry}>
          {errorMessage(state.error, errorText)}
        </ErrorState>
      ) : (
        (state.hasMore || state.status === 'loading') && (
          <div className="feed-more">
            <Button onClick={onLoadMore} busy={state.status === 'loading'} data-testid="feed-load-more">
              {state.status === 'loading' ? m.loadingMore : m.loadMore}
            </Button>
          </div>
        )
      )}
    </>
  );
}

/** The feed's own failure text, with the server's reason after it when it sent one (spec 2 §8). */
export function errorMessage(error: unknown, fallback: string): string {
  const reason = graphqlErrorText(error, fallback);
  return reason === fallback ? fallback : `${fallback}: ${reason}`;
}

export function FeedSkeleton() {
  return (
    <SkeletonGroup label={m.loading}>
      <div className="feed-skeletons" data-testid="feed-skeletons">
        {Array.from({ length: FEED_SKELETONS }, (_, i) => (
          <div key={i} className="feed-skeleton">
            <Skeleton width="35%" height="0.85rem" />
            <Skeleton height="0.95rem" />
            <Skeleton width="80%" height="0.95rem" />
            <Skeleton width="45%" height="1.75rem" radius="var(--radius-full)" />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
