// Related thoughts (spec part 3 §2.2): the original thought at the top, Category and Type filters,
// and the member's thoughts nearest in meaning, each with its similarity ((1 − distance) × 100, one
// decimal), threshold 0.1, 20 a page with infinite scroll.
import { useQuery } from '@apollo/client/react';
import { RELATED_THOUGHTS_THRESHOLD } from '@hivemind/contracts';
import { useState } from 'react';
import { graphqlErrorText } from '../../../api/errors.js';
import { usePagedQuery } from '../../../lib/use-paged-query.js';
import { Badge } from '../../../ui/Badge.js';
import { Skeleton } from '../../../ui/Skeleton.js';
import { label, thoughtText } from '../display.js';
import { relatedMessages as m } from '../messages.js';
import { THOUGHTS_PAGE_SIZE } from '../paging.js';
import '../thoughts.css';
import {
  NO_THOUGHT_FILTER,
  NO_THOUGHT_FILTER_OPTIONS,
  ThoughtFilters,
  thoughtFilterVariables,
} from './ThoughtFilters.js';
import { ThoughtList } from './ThoughtList.js';
import { type ThoughtFieldsFragment } from '../graphql/fragments.generated.js';
import {
  RelatedThoughtsDocument,
  ThoughtDocument,
  ThoughtFilterOptionsDocument,
  type RelatedThoughtsQuery,
} from '../graphql/thought.generated.js';

type Related = RelatedThoughtsQuery['relatedThoughts']['thoughts'][number];
const selectRelated = (data: RelatedThoughtsQuery) => ({
  items: data.relatedThoughts.thoughts,
  hasMore: data.relatedThoughts.hasMore,
});
const idOf = (item: Related) => item.thought.id;
const thoughtOf = (item: Related) => item.thought;
const distanceOf = (item: Related) => item.similarityScore;
const TEXTS = { loading: m.loading, loadFailed: m.loadFailed, empty: m.empty, similarity: m.similarity };

export interface RelatedThoughtsProps {
  readonly thoughtId: string;
  readonly onOpen: (thought: ThoughtFieldsFragment) => void;
}

export function RelatedThoughts({ thoughtId, onOpen }: RelatedThoughtsProps) {
  const [filters, setFilters] = useState(NO_THOUGHT_FILTER);
  const filterKey = JSON.stringify([filters.category, filters.thoughtType]);

  const original = useQuery(ThoughtDocument, { variables: { id: thoughtId } });
  const options = useQuery(ThoughtFilterOptionsDocument, { fetchPolicy: 'cache-and-network' });
  const pages = usePagedQuery(RelatedThoughtsDocument, {
    filterKey,
    variables: (page) => ({
      thoughtId,
      page,
      limit: THOUGHTS_PAGE_SIZE,
      ...thoughtFilterVariables(filters),
      threshold: RELATED_THOUGHTS_THRESHOLD,
    }),
    select: selectRelated,
    keyOf: idOf,
  });
  const source = original.data?.thought;

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
            <button type="button" className="origin-card__text" onClick={() => onOpen(source)}>
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
          options={options.data?.thoughtsFeed.filterOptions ?? NO_THOUGHT_FILTER_OPTIONS}
          value={filters}
          onChange={setFilters}
        />
      </div>
      <ThoughtList
        pages={pages}
        texts={TEXTS}
        testId="related-list"
        thoughtOf={thoughtOf}
        distanceOf={distanceOf}
        onOpen={onOpen}
      />
    </div>
  );
}
