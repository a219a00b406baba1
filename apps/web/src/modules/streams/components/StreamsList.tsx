// The streams listing (spec 2 §2.6, §8; spec 3 §2.6, §4, §8): 'Search streams...' (300 ms debounce),
// the Filter & Sort panel (Sort: Posts, Positive, Negative, New; Types: All Types and each type) with
// Clear, stream cards 25 a page. Members page on with Load More or by scrolling within 1.5 viewport
// heights of the end; a guest's View All goes to /register. A failed connection says so and counts the
// failures; other failures say 'Failed to load streams'; Retry asks again. Any change starts at page 1.
import { STREAM_SORTS, STREAM_TYPES, STREAMS_PAGE_SIZE } from '@hivemind/contracts';
import { useQuery } from '@apollo/client/react';
import { useId, useMemo, useRef, useState } from 'react';
import { isAborted, isConnectionFailure } from '../../../api/errors.js';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll.js';
import { useSearchInput } from '../../../lib/use-debounced-value.js';
import { usePagedQuery } from '../../../lib/use-paged-query.js';
import { Button } from '../../../ui/Button.js';
import { EmptyState } from '../../../ui/EmptyState.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { SearchField } from '../../../ui/SearchField.js';
import { SelectField } from '../../../ui/SelectField.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton.js';
import { FilterSortToggle } from '../../feeds/components/FilterSortPanel.js';
import { filtersKey } from '../../feeds/filters.js';
import '../../feeds/feeds.css';
import { useViewer } from '../../posts/hooks/use-viewer.js';
import {
  activeListFilterCount,
  clearListFilters,
  DEFAULT_STREAMS_FILTERS,
  isStreamSort,
  streamsListVariables,
  type StreamsListFilters,
} from '../filters.js';
import { streamMessages as m } from '../messages.js';
import '../streams.css';
import { StreamRow, type StreamRowData } from './StreamRow.js';
import { StreamsDocument, StreamTypesDocument, type StreamsQuery } from '../graphql/streams.generated.js';

const sortOptions = STREAM_SORTS.map((value) => ({ value, label: m.sortLabels[value] }));
const selectPage = (data: StreamsQuery) => ({
  items: data.streams.slice(0, STREAMS_PAGE_SIZE),
  hasMore: data.streams.length > STREAMS_PAGE_SIZE,
});
const keyOf = (stream: { readonly id: string }) => stream.id;

export function StreamsList({ onOpenStream }: { readonly onOpenStream: (stream: StreamRowData) => void }) {
  const viewer = useViewer();
  const [filters, setFilters] = useState<StreamsListFilters>(DEFAULT_STREAMS_FILTERS);
  const [panelOpen, setPanelOpen] = useState(false);
  const { search, field: searchField } = useSearchInput();
  const variables = useMemo(() => streamsListVariables({ ...filters, search }), [filters, search]);
  const list = usePagedQuery(StreamsDocument, {
    filterKey: filtersKey(variables),
    variables: (page) => ({ ...variables, offset: (page - 1) * STREAMS_PAGE_SIZE, first: STREAMS_PAGE_SIZE + 1 }),
    select: selectPage,
    keyOf,
  });
  const types = useQuery(StreamTypesDocument, { fetchPolicy: 'cache-first' });
  // The types the server names; the shared list until it answers (the same values and labels).
  const typeOptions = types.data?.streamTypes ?? STREAM_TYPES;
  const failures = useConnectionFailures(list.error, list.loaded && !list.loading && list.error === undefined);
  const panelId = useId();
  const end = useRef<HTMLDivElement>(null);
  const paging = !viewer.guest && list.hasMore && !list.loading && list.error === undefined;
  useInfiniteScroll(end, paging, list.loadMore, list.items.length);

  const change = (next: StreamsListFilters) => {
    if (!viewer.redirectGuest()) setFilters(next);
  };
  const count = activeListFilterCount(filters);

  let body;
  const error = list.error !== undefined && !isAborted(list.error) ? list.error : undefined;
  if (error !== undefined && (list.items.length === 0 || list.stale)) {
    const connection = isConnectionFailure(error);
    body = (
      <ErrorState onRetry={list.retry} retryLabel={m.retry}>
        {connection ? m.connectionFailed : m.listLoadFailed}
        {connection && failures > 0 && (
          <span className="streams-list__attempts" data-testid="retry-attempts">
            {m.retryAttempts(failures)}
          </span>
        )}
      </ErrorState>
    );
  } else if (!list.loaded) {
    body = <StreamsSkeleton />;
  } else if (list.items.length === 0) {
    body = <EmptyState title={m.emptyTitle}>{m.emptyText}</EmptyState>;
  } else {
    body = (
      <>
        <ul className="item-list" aria-label={m.streamsLabel} aria-busy={list.stale} data-testid="streams-list">
          {list.items.map((stream) => (
            <li key={stream.id}>
              <StreamRow stream={stream} onOpen={onOpenStream} />
            </li>
          ))}
        </ul>
        <div ref={end} aria-hidden="true" />
        {error !== undefined ? (
          <ErrorState onRetry={list.retry} retryLabel={m.retry}>
            {isConnectionFailure(error) ? m.connectionFailed : m.listLoadFailed}
          </ErrorState>
        ) : (
          list.hasMore && (
            <div className="feed-more">
              {viewer.guest ? (
                <Button onClick={() => viewer.redirectGuest()} data-testid="streams-view-all">
                  {m.viewAll}
                </Button>
              ) : (
                <Button onClick={list.loadMore} busy={list.loading} data-testid="streams-load-more">
                  {list.loading ? m.loadingMore : m.loadMore}
                </Button>
              )}
            </div>
          )
        )}
      </>
    );
  }

  return (
    <div className="feed-portal" data-testid="streams-listing">
      <div className="feed-toolbar">
        <SearchField label={m.searchLabel} placeholder={m.searchPlaceholder} {...searchField} />
        <FilterSortToggle
          count={count}
          open={panelOpen}
          panelId={panelId}
          onToggle={() => {
            if (!viewer.redirectGuest()) setPanelOpen((open) => !open);
          }}
        />
      </div>
      {panelOpen && (
        <section
          id={panelId}
          className="panel filter-sort"
          aria-label={m.filterSort}
          data-testid="streams-filter-panel"
        >
          <div className="filter-sort__grid">
            <SelectField
              label={m.sort}
              value={filters.sort}
              options={sortOptions}
              onChange={(v) => change({ ...filters, sort: isStreamSort(v) ? v : DEFAULT_STREAMS_FILTERS.sort })}
            />
            <SelectField
              label={m.types}
              value={filters.type}
              options={typeOptions}
              allLabel={m.allTypes}
              onChange={(type) => change({ ...filters, type })}
            />
          </div>
          {count > 0 && (
            <div className="filter-sort__actions">
              <Button size="sm" variant="ghost" onClick={() => change(clearListFilters(filters))}>
                {m.clear}
              </Button>
            </div>
          )}
        </section>
      )}
      {body}
    </div>
  );
}

/**
 * Connection failures in a row (spec 2 §8: "the retry counter increases"): each failed answer that
 * never reached the server adds one; an answer that arrives puts the count back to 0.
 */
function useConnectionFailures(error: unknown, answered: boolean): number {
  const [seen, setSeen] = useState<unknown>(undefined);
  const [count, setCount] = useState(0);
  // Adjusted while rendering (React's pattern for state that follows a prop): no extra pass.
  if (error !== seen) {
    setSeen(error);
    if (error !== undefined && isConnectionFailure(error)) setCount((n) => n + 1);
  }
  if (answered && count !== 0) setCount(0);
  return count;
}

function StreamsSkeleton() {
  return (
    <SkeletonGroup label={m.loadingStreams}>
      <div className="item-list">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="stream-row stream-row--skeleton">
            <Skeleton width="36px" height="36px" radius="var(--radius-md)" />
            <span className="stream-row__body">
              <Skeleton width="55%" height="0.9rem" />
              <Skeleton width="35%" height="0.75rem" />
            </span>
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
