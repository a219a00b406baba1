// MyThoughts (spec part 3 §2.1, §4): search (300 ms debounce), Category and Type filters, the
// member's thoughts 20 a page with infinite scroll; each card copies (2 s confirmation), opens its
// thought portal and its related thoughts.
import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { graphqlErrorText } from '../../api/errors.js';
import { ThoughtCard } from '../../modules/thoughts/components/ThoughtCard.js';
import { ThoughtFilters } from '../../modules/thoughts/components/ThoughtFilters.js';
import { ThoughtIcon } from '../../modules/thoughts/components/Icons.js';
import { ThoughtListSkeleton } from '../../modules/thoughts/components/ThoughtListSkeleton.js';
import { thoughtText, thoughtTitle } from '../../modules/thoughts/display.js';
import type { ThoughtSummary } from '../../modules/thoughts/graphql/fragments.js';
import {
  THOUGHTS_FEED_QUERY,
  type FilterOptions,
  type ThoughtsFeedData,
} from '../../modules/thoughts/graphql/thought.js';
import { LIST_COPY_CONFIRM_MS, useCopy } from '../../modules/thoughts/hooks/use-copy.js';
import { useDebouncedValue } from '../../modules/thoughts/hooks/use-debounced-value.js';
import { useInfiniteScroll } from '../../modules/thoughts/hooks/use-infinite-scroll.js';
import { usePagedList, usePageNumber } from '../../modules/thoughts/hooks/use-paged-list.js';
import { feedMessages as m } from '../../modules/thoughts/messages.js';
import { SEARCH_DEBOUNCE_MS, THOUGHTS_PAGE_SIZE } from '../../modules/thoughts/paging.js';
import '../../modules/thoughts/thoughts.css';
import { EmptyState } from '../../ui/EmptyState.js';
import { ErrorState } from '../../ui/ErrorState.js';
import { SearchField } from '../../ui/SearchField.js';
import type { PortalContentProps } from '../portal-content.js';

const NO_OPTIONS: FilterOptions = { categories: [], thoughtTypes: [] };
const selectFeed = (data: ThoughtsFeedData) => ({
  items: data.thoughtsFeed.thoughts,
  hasMore: data.thoughtsFeed.hasMore,
});
const idOf = (thought: ThoughtSummary) => thought.id;

export function MyThoughtsPortal({ openPortal }: PortalContentProps) {
  const [searchInput, setSearchInput] = useState('');
  const [category, setCategory] = useState('');
  const [thoughtType, setThoughtType] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const filterKey = JSON.stringify([search, category, thoughtType]);
  const [page, setPage] = usePageNumber(filterKey);

  const { data, error, loading, refetch } = useQuery(THOUGHTS_FEED_QUERY, {
    variables: {
      page,
      limit: THOUGHTS_PAGE_SIZE,
      category: category || null,
      thoughtType: thoughtType || null,
      search: search || null,
    },
    fetchPolicy: 'cache-and-network',
  });
  const list = usePagedList(filterKey, page, setPage, data, selectFeed, idOf);
  const options = useRef<FilterOptions>(NO_OPTIONS);
  if (data !== undefined) options.current = data.thoughtsFeed.filterOptions;

  const { copiedKey, copy } = useCopy(LIST_COPY_CONFIRM_MS);
  const end = useRef<HTMLDivElement>(null);
  useInfiniteScroll(end, list.hasMore && !loading && error === undefined, list.loadMore, list.items.length);

  const open = (thought: ThoughtSummary) =>
    openPortal('thought', { title: thoughtTitle(thought), props: { thoughtId: thought.id } });
  const related = (thought: ThoughtSummary) =>
    openPortal('related-thoughts-portal', { props: { thoughtId: thought.id } });
  const filtering = search !== '' || category !== '' || thoughtType !== '';
  const retry = () => void refetch().catch(() => undefined);

  let body;
  if (list.items.length === 0 && !list.loaded && error === undefined) {
    body = <ThoughtListSkeleton label={m.loading} />;
  } else if (list.items.length === 0 && error !== undefined) {
    body = (
      <ErrorState onRetry={retry} retryLabel={m.retry}>
        {graphqlErrorText(error, m.loadFailed)}
      </ErrorState>
    );
  } else if (list.items.length === 0 && !loading) {
    body = <EmptyState>{filtering ? m.emptySearch : m.empty}</EmptyState>;
  } else {
    body = (
      <>
        <div className="thought-list" data-stale={list.stale || undefined} data-testid="thought-list">
          {list.items.map((thought) => (
            <ThoughtCard
              key={thought.id}
              thought={thought}
              onOpen={open}
              onRelated={related}
              copied={copiedKey === thought.id}
              onCopy={(t) => copy(t.id, thoughtText(t))}
            />
          ))}
        </div>
        {list.items.length > 0 && loading && page > 1 && <p className="list-status">{m.loadingMore}</p>}
        {list.items.length > 0 && error !== undefined && (
          <ErrorState onRetry={retry} retryLabel={m.retry}>
            {graphqlErrorText(error, m.loadFailed)}
          </ErrorState>
        )}
      </>
    );
  }

  return (
    <div className="thoughts-portal" data-testid="my-thoughts">
      <div className="thoughts-toolbar">
        <SearchField
          label={m.searchLabel}
          placeholder={m.searchPlaceholder}
          value={searchInput}
          icon={<ThoughtIcon name="search" size={17} />}
          onChange={setSearchInput}
        />
        <ThoughtFilters
          options={options.current}
          category={category}
          thoughtType={thoughtType}
          onCategory={setCategory}
          onThoughtType={setThoughtType}
        />
      </div>
      {body}
      <div ref={end} className="list-end" aria-hidden="true" />
    </div>
  );
}
