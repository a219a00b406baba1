// A paged list of thought cards (MyThoughts, related thoughts; spec part 3 §4 "Thoughts feed"):
// placeholders until the first page, the failure with Try Again, the empty text, or the cards, with
// infinite scroll asking for the next page and the later pages' loading and failure below the cards.
import { useRef } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { useCopy } from '../../../lib/use-copy.js';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll.js';
import type { PagedQuery } from '../../../lib/use-paged-query.js';
import { EmptyState } from '../../../ui/EmptyState.js';
import { ErrorState } from '../../../ui/ErrorState.js';
import { LIST_COPY_CONFIRM_MS, similarityPercent, thoughtText } from '../display.js';
import { feedMessages } from '../messages.js';
import { ThoughtCard } from './ThoughtCard.js';
import { ThoughtListSkeleton } from './ThoughtListSkeleton.js';
import { type ThoughtFieldsFragment } from '../graphql/fragments.generated.js';

export interface ThoughtListTexts {
  readonly loading: string;
  readonly loadFailed: string;
  readonly empty: string;
  /** Related thoughts: the similarity as it reads beside the bar ('87.3% similar'). */
  readonly similarity?: (percent: string) => string;
}

export interface ThoughtListProps<T> {
  readonly pages: PagedQuery<unknown, T>;
  readonly texts: ThoughtListTexts;
  readonly testId: string;
  readonly thoughtOf: (item: T) => ThoughtFieldsFragment;
  /** Related thoughts: the item's cosine distance to the original thought. */
  readonly distanceOf?: (item: T) => number;
  readonly onOpen: (thought: ThoughtFieldsFragment) => void;
  readonly onRelated?: (thought: ThoughtFieldsFragment) => void;
}

export function ThoughtList<T>({
  pages: list,
  texts,
  testId,
  thoughtOf,
  distanceOf,
  onOpen,
  onRelated,
}: ThoughtListProps<T>) {
  const { loading, error, retry } = list;
  const { copiedKey, copy } = useCopy(LIST_COPY_CONFIRM_MS);
  const end = useRef<HTMLDivElement>(null);
  useInfiniteScroll(end, list.hasMore && !loading && error === undefined, list.loadMore, list.items.length);
  const failure = (
    <ErrorState onRetry={retry} retryLabel={feedMessages.retry}>
      {graphqlErrorText(error, texts.loadFailed)}
    </ErrorState>
  );

  let body;
  if (list.items.length === 0 && !list.loaded && error === undefined) {
    body = <ThoughtListSkeleton label={texts.loading} />;
  } else if (list.items.length === 0 && error !== undefined) {
    body = failure;
  } else if (list.items.length === 0 && !loading) {
    body = <EmptyState>{texts.empty}</EmptyState>;
  } else {
    body = (
      <>
        <div className="thought-list" data-stale={list.stale || undefined} data-testid={testId}>
          {list.items.map((item) => {
            const thought = thoughtOf(item);
            const percent = distanceOf === undefined ? undefined : similarityPercent(distanceOf(item));
            return (
              <ThoughtCard
                key={thought.id}
                thought={thought}
                onOpen={onOpen}
                onRelated={onRelated}
                copied={copiedKey === thought.id}
                onCopy={(t) => copy(t.id, thoughtText(t))}
                similarity={percent}
                similarityLabel={percent === undefined ? undefined : texts.similarity?.(percent)}
              />
            );
          })}
        </div>
        {loading && list.page > 1 && <p className="list-status">{feedMessages.loadingMore}</p>}
        {error !== undefined && failure}
      </>
    );
  }
  return (
    <>
      {body}
      <div ref={end} className="list-end" aria-hidden="true" />
    </>
  );
}
