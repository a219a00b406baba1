// Feed filters and the GraphQL variables they become (spec 2 §2.3, §2.4, §7, §9). Empty choices are
// sent as null (no filter); the media feed's defaults are all-votes and new.
import {
  CATEGORIES,
  POST_SORTS,
  THOUGHT_TYPES,
  VOTE_FILTERS,
  type Category,
  type PostSort,
  type ThoughtType,
  type VoteFilter,
} from '@hivemind/contracts';
import { feedMessages as m } from './messages.js';

export { CATEGORIES, POST_SORTS, THOUGHT_TYPES, VOTE_FILTERS };

export interface MediaFeedFilters {
  readonly search: string;
  readonly category: Category | '';
  readonly thoughtType: ThoughtType | '';
  readonly voteFilter: VoteFilter;
  readonly sortBy: PostSort;
}

export const DEFAULT_MEDIA_FILTERS: MediaFeedFilters = {
  search: '',
  category: '',
  thoughtType: '',
  voteFilter: 'all-votes',
  sortBy: 'new',
};

export interface MediaFeedVariables {
  readonly category: string | null;
  readonly thoughtType: string | null;
  readonly voteFilter: VoteFilter;
  readonly sortBy: PostSort;
  readonly search: string | null;
}

export function mediaFeedVariables(f: MediaFeedFilters): MediaFeedVariables {
  const search = f.search.trim();
  return {
    category: f.category || null,
    thoughtType: f.thoughtType || null,
    voteFilter: f.voteFilter,
    sortBy: f.sortBy,
    search: search === '' ? null : search,
  };
}

/** How many of the Filter & Sort panel's choices differ from the defaults (search excluded). */
export function activeFilterCount(f: MediaFeedFilters): number {
  return (
    Number(f.category !== DEFAULT_MEDIA_FILTERS.category) +
    Number(f.thoughtType !== DEFAULT_MEDIA_FILTERS.thoughtType) +
    Number(f.voteFilter !== DEFAULT_MEDIA_FILTERS.voteFilter) +
    Number(f.sortBy !== DEFAULT_MEDIA_FILTERS.sortBy)
  );
}

/** Clear puts filters and sort back to defaults (spec 2 §4 Feeds); the search box keeps its text. */
export function clearMediaFilters(f: MediaFeedFilters): MediaFeedFilters {
  return { ...DEFAULT_MEDIA_FILTERS, search: f.search };
}

/** 'All Posts Voted On' when the vote filter is no-vote, otherwise 'No posts found' (spec 2 §2.3). */
export function mediaFeedEmptyText(f: Pick<MediaFeedFilters, 'voteFilter'>): string {
  return f.voteFilter === 'no-vote' ? m.allVoted : m.noPostsFound;
}

export interface MyPostsFilters {
  readonly search: string;
  readonly hiveId: string;
  readonly category: Category | '';
  readonly thoughtType: ThoughtType | '';
}

export const DEFAULT_MY_POSTS_FILTERS: MyPostsFilters = { search: '', hiveId: '', category: '', thoughtType: '' };

export interface MyPostsVariables {
  readonly hiveId: string | null;
  readonly category: string | null;
  readonly thoughtType: string | null;
  readonly search: string | null;
}

export function myPostsVariables(f: MyPostsFilters): MyPostsVariables {
  const search = f.search.trim();
  return {
    hiveId: f.hiveId || null,
    category: f.category || null,
    thoughtType: f.thoughtType || null,
    search: search === '' ? null : search,
  };
}

/** One key per set of filters: equal keys ask the server the same question. */
export function filtersKey(variables: object): string {
  return JSON.stringify(variables);
}

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}
export function isThoughtType(value: string): value is ThoughtType {
  return (THOUGHT_TYPES as readonly string[]).includes(value);
}
export function isVoteFilter(value: string): value is VoteFilter {
  return (VOTE_FILTERS as readonly string[]).includes(value);
}
export function isPostSort(value: string): value is PostSort {
  return (POST_SORTS as readonly string[]).includes(value);
}

/** A readable label for an enum value: 'most_upvotes' -> 'Most upvotes', 'no-vote' -> 'No vote'. */
export function optionLabel(value: string): string {
  const words = value.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
