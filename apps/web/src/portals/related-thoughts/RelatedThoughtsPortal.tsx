// Related thoughts (spec part 3 §2.2): the original thought at the top, Category and Type filters,
// and the member's thoughts nearest in meaning, each with its similarity ((1 − distance) × 100, one
// decimal), threshold 0.1, 20 a page with infinite scroll.
import { useQuery } from '@apollo/client/react';
import { RELATED_THOUGHTS_THRESHOLD } from '@hivemind/contracts';
import { useRef, useState } from 'react';
import { graphqlErrorText } from '../../api/errors.js';
import { ThoughtCard } from '../../modules/thoughts/components/ThoughtCard.js';
import { ThoughtFilters } from '../../modules/thoughts/components/ThoughtFilters.js';
import { ThoughtListSkeleton } from '../../modules/thoughts/components/ThoughtListSkeleton.js';
import { label, similarityPercent, thoughtText, thoughtTitle } from '../../modules/thoughts/display.js';
import type { ThoughtSummary } from '../../modules/thoughts/graphql/fragments.js';
import {
  RELATED_THOUGHTS_QUERY,
  THOUGHT_FILTER_OPTIONS_QUERY,
  THOUGHT_QUERY,
  type RelatedThoughtsData,
} from '../../modules/thoughts/graphql/thought.js';
import { LIST_COPY_CONFIRM_MS, useCopy } from '../../modules/thoughts/hooks/use-copy.js';
import { useInfiniteScroll } from '../../modules/thoughts/hooks/use-infinite-scroll.js';
import { usePagedList, usePageNumber } from '../../modules/thoughts/hooks/use-paged-list.js';
import { feedMessages, relatedMessages as m } from '../../modules/thoughts/messages.js';
import { THOUGHTS_PAGE_SIZE } from '../../modules/thoughts/paging.js';
import '../../modules/thoughts/thoughts.css';
import { Badge } from '../../ui/Badge.js';
import { EmptyState } from '../../ui/EmptyState.js';
import { ErrorState } from '../../ui/ErrorState.js';
import { Skeleton } from '../../ui/Skeleton.js';
import type { PortalContentProps } from '../portal-content.js';

type Related = RelatedThoughtsData['relatedThoughts']['thoughts'][number];
const selectRelated = (data: RelatedThoughtsData) => ({
  items: data.relatedThoughts.thoughts,
  hasMore: data.relatedThoughts.hasMore,
});
const idOf = (item: Related) => item.thought.id;

export function RelatedThoughtsPortal({ portal, openPortal }: PortalContentProps) {
  const thoughtId = typeof portal.props['thoughtId'] === 'string' ? portal.props['thoughtId'] : null;
  if (thoughtId === null) {
    return (
      <EmptyState title={m.noThought} kind="empty">
        {m.noThoughtDetail}
      </EmptyState>
    );
  }
  // A new thoughtId (smart open reuses this portal) starts over with fresh state.
  return <RelatedThoughts key={thoughtId} thoughtId={thoughtId} openPortal={openPortal} />;
}

function RelatedThoughts({
  thoughtId,
  openPortal,
}: { readonly thoughtId: string } & Pick<PortalContentProps, 'openPortal'>) {
  const [category, setCategory] = useState('');
  const [thoughtType, setThoughtType] = useState('');
  const filterKey = JSON.stringify([category, thoughtType]);
  const [page, setPage] = usePageNumber(filterKey);

  const original = useQuery(THOUGHT_QUERY, { variables: { id: thoughtId } });
  const options = useQuery(THOUGHT_FILTER_OPTIONS_QUERY, { fetchPolicy: 'cache-and-network' });
  const { data, error, loading, refetch } = useQuery(RELATED_THOUGHTS_QUERY, {
    variables: {
      thoughtId,
      page,
      limit: THOUGHTS_PAGE_SIZE,
      category: category || null,
      thoughtType: thoughtType || null,
      threshold: RELATED_THOUGHTS_THRESHOLD,
    },
    fetchPolicy: 'cache-and-network',
  });
  const list = usePagedList(filterKey, page, setPage, data, selectRelated, idOf);
  const { copiedKey, copy } = useCopy(LIST_COPY_CONFIRM_MS);
  const end = useRef<HTMLDivElement>(null);
  useInfiniteScroll(end, list.hasMore && !loading && error === undefined, list.loadMore, list.items.length);

  const open = (thought: ThoughtSummary) =>
    openPortal('thought', { title: thoughtTitle(thought), props: { thoughtId: thought.id } });
  const retry = () => void refetch().catch(() => undefined);
  const source = original.data?.thought;

  let body;
  if (list.items.length === 0 && !list.loaded && error === undefined) {
    body = <ThoughtListSkeleton label={m.loading} />;
  } else if (list.items.length === 0 && error !== undefined) {
    body = (
      <ErrorState onRetry={retry} retryLabel={feedMessages.retry}>
        {graphqlErrorText(error, m.loadFailed)}
      </ErrorState>
    );
  } else if (list.items.length === 0 && !loading) {
    body = <EmptyState>{m.empty}</EmptyState>;
  } else {
    body = (
      <>
        <div className="thought-list" data-stale={list.stale || undefined} data-testid="related-list">
          {list.items.map(({ thought, similarityScore }) => {
            const percent = similarityPercent(similarityScore);
            return (
              <ThoughtCard
                key={thought.id}
                thought={thought}
                onOpen={open}
                copied={copiedKey === thought.id}
                onCopy={(t) => copy(t.id, thoughtText(t))}
                similarity={percent}
                similarityLabel={m.similarity(percent)}
              />
            );
          })}
        </div>
        {loading && page > 1 && <p className="list-status">{feedMessages.loadingMore}</p>}
        {error !== undefined && (
          <ErrorState onRetry={retry} retryLabel={feedMessages.retry}>
            {graphqlErrorText(error, m.loadFailed)}
          </ErrorState>
        )}
      </>
    );
  }

  return (
    <div className="thoughts-portal" data-testid="related-thoughts">
      <section className="origin-card" aria-label={m.original}>
        <p className="eyebrow origin-card__eyebrow">{m.original}</p>
        {source === undefined || source === null ? (
          original.error !== undefined || source === null ? (
            <p className="origin-card__text muted">{graphqlErrorText(original.error, m.loadFailed)}</p>
          ) : (
            <Skeleton height="2.5rem" />
          )
        ) : (
          <>
            <button type="button" className="origin-card__text" onClick={() => open(source)}>
              {thoughtText(source)}
            </button>
            <div className="thought-card__badges">
              {source.category !== null && <Badge tone="accent">{label(source.category)}</Badge>}
              {source.thoughtType !== null && <Badge>{label(source.thoughtType)}</Badge>}
            </div>
          </>
        )}
      </section>
      <div className="thoughts-toolbar">
        <ThoughtFilters
          options={options.data?.thoughtsFeed.filterOptions ?? { categories: [], thoughtTypes: [] }}
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
