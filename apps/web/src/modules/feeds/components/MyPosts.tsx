// The author's posts (My Posts, spec 2 §2.4, §8), moderated and hidden included, 20 a page with
// Load More; a filter bar with Hives, Categories and Types and a search box (300 ms debounce); any
// change starts again at page 1. 'Failed to Load Posts' with Try Again; empty title 'No Posts'.
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { FeedList } from './FeedList.js';
import { FeedPost, type FeedPostActions } from './FeedPost.js';
import {
  CATEGORIES,
  DEFAULT_MY_POSTS_FILTERS,
  isCategory,
  isThoughtType,
  myPostsVariables,
  optionLabel,
  THOUGHT_TYPES,
  type MyPostsFilters,
} from '../filters.js';
import { useFeed } from '../hooks/use-feed.js';
import { feedMessages as m } from '../messages.js';
import '../feeds.css';
import { useSearchInput } from '../../../lib/use-debounced-value.js';
import { SearchField } from '../../../ui/SearchField.js';
import { SelectField } from '../../../ui/SelectField.js';
import { MyPostHivesDocument, MyPostsDocument, type MyPostsQuery } from '../graphql/feeds.generated.js';

const categoryOptions = CATEGORIES.map((value) => ({ value, label: optionLabel(value) }));
const typeOptions = THOUGHT_TYPES.map((value) => ({ value, label: optionLabel(value) }));
const selectMine = (data: MyPostsQuery) => data.myPosts;

export function MyPosts({
  onOpenPost: openPost,
  onOpenHive: openHive,
  onOpenStream: openStream,
  onOpenSource: openSource,
}: FeedPostActions) {
  const { search, field: searchField } = useSearchInput();
  const [filters, setFilters] = useState<MyPostsFilters>(DEFAULT_MY_POSTS_FILTERS);
  const effective = useMemo(() => ({ ...filters, search }), [filters, search]);
  const feed = useFeed({ query: MyPostsDocument, filters: effective, variables: myPostsVariables, select: selectMine });
  const hives = useQuery(MyPostHivesDocument, { fetchPolicy: 'cache-and-network' });
  const hiveOptions = useMemo(
    () => (hives.data?.myPostHives ?? []).map((h) => ({ value: h.id, label: h.name })),
    [hives.data],
  );
  const filtering = Object.values(myPostsVariables(effective)).some((v) => v !== null);

  return (
    <div className="feed-portal" data-testid="my-posts">
      <SearchField label={m.myPostsSearchLabel} placeholder={m.myPostsSearchPlaceholder} {...searchField} />
      <div className="feed-filter-bar" role="group" aria-label={m.filterSort}>
        <SelectField
          label={m.hives}
          value={filters.hiveId}
          options={hiveOptions}
          allLabel={m.allHives}
          onChange={(hiveId) => setFilters({ ...filters, hiveId })}
        />
        <SelectField
          label={m.categories}
          value={filters.category}
          options={categoryOptions}
          allLabel={m.allCategories}
          onChange={(v) => setFilters({ ...filters, category: isCategory(v) ? v : '' })}
        />
        <SelectField
          label={m.types}
          value={filters.thoughtType}
          options={typeOptions}
          allLabel={m.allTypes}
          onChange={(v) => setFilters({ ...filters, thoughtType: isThoughtType(v) ? v : '' })}
        />
      </div>
      <FeedList
        state={feed.state}
        errorText={m.myPostsLoadFailed}
        emptyTitle={m.myPostsEmpty}
        emptyText={filtering ? m.myPostsEmptyFiltered : m.myPostsEmptyText}
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
        testId="my-posts-list"
      />
    </div>
  );
}
