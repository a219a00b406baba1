// MyThoughts (spec part 3 §2.1, §4): search (300 ms debounce), Category and Type filters, the
// member's thoughts 20 a page with infinite scroll; each card copies (2 s confirmation), opens its
// thought and its related thoughts.
import { useRef, useState } from 'react';
import { usePagedQuery } from '../../../lib/use-paged-query.js';
import { useSearchInput } from '../../../lib/use-debounced-value.js';
import { SearchField } from '../../../ui/SearchField.js';
import { feedMessages as m } from '../messages.js';
import { THOUGHTS_PAGE_SIZE } from '../paging.js';
import '../thoughts.css';
import { ThoughtIcon } from './Icons.js';
import {
  NO_THOUGHT_FILTER,
  NO_THOUGHT_FILTER_OPTIONS,
  ThoughtFilters,
  thoughtFilterVariables,
} from './ThoughtFilters.js';
import { ThoughtList } from './ThoughtList.js';
import { type ThoughtFieldsFragment } from '../graphql/fragments.generated.js';
import {
  ThoughtsFeedDocument,
  type ThoughtFilterOptionsFieldsFragment,
  type ThoughtsFeedQuery,
} from '../graphql/thought.generated.js';

const selectFeed = (data: ThoughtsFeedQuery) => ({
  items: data.thoughtsFeed.thoughts,
  hasMore: data.thoughtsFeed.hasMore,
});
const idOf = (thought: ThoughtFieldsFragment) => thought.id;
const itself = (thought: ThoughtFieldsFragment) => thought;

export interface MyThoughtsProps {
  readonly onOpen: (thought: ThoughtFieldsFragment) => void;
  readonly onRelated: (thought: ThoughtFieldsFragment) => void;
}

export function MyThoughts({ onOpen, onRelated }: MyThoughtsProps) {
  const { search, field: searchField } = useSearchInput();
  const [filters, setFilters] = useState(NO_THOUGHT_FILTER);
  const filterKey = JSON.stringify([search, filters.category, filters.thoughtType]);
  const pages = usePagedQuery(ThoughtsFeedDocument, {
    filterKey,
    variables: (page) => ({
      page,
      limit: THOUGHTS_PAGE_SIZE,
      ...thoughtFilterVariables(filters),
      search: search || null,
    }),
    select: selectFeed,
    keyOf: idOf,
  });
  const options = useRef<ThoughtFilterOptionsFieldsFragment>(NO_THOUGHT_FILTER_OPTIONS);
  if (pages.data !== undefined) options.current = pages.data.thoughtsFeed.filterOptions;
  const filtering = search !== '' || filters.category !== '' || filters.thoughtType !== '';

  return (
    <div className="thoughts-portal" data-testid="my-thoughts">
      <div className="thoughts-toolbar">
        <SearchField
          label={m.searchLabel}
          placeholder={m.searchPlaceholder}
          icon={<ThoughtIcon name="search" size={17} />}
          {...searchField}
        />
        <ThoughtFilters options={options.current} value={filters} onChange={setFilters} />
      </div>
      <ThoughtList
        pages={pages}
        texts={{ loading: m.loading, loadFailed: m.loadFailed, empty: filtering ? m.emptySearch : m.empty }}
        testId="thought-list"
        thoughtOf={itself}
        onOpen={onOpen}
        onRelated={onRelated}
      />
    </div>
  );
}
