import { describe, expect, it } from '@jest/globals';
import {
  activeFilterCount,
  clearMediaFilters,
  DEFAULT_MEDIA_FILTERS,
  filtersKey,
  mediaFeedEmptyText,
  mediaFeedVariables,
  myPostsVariables,
  optionLabel,
} from './filters.js';

describe('media feed filters (spec 2 §2.3, §7, §9)', () => {
  it('defaults to all votes, newest first, nothing else', () => {
    expect(mediaFeedVariables(DEFAULT_MEDIA_FILTERS)).toEqual({
      category: null,
      thoughtType: null,
      voteFilter: 'all-votes',
      sortBy: 'new',
      search: null,
    });
  });

  it('sends each chosen filter, the sort and the trimmed search', () => {
    const vars = mediaFeedVariables({
      search: '  bees ',
      category: 'science',
      thoughtType: 'idea',
      voteFilter: 'upvoted',
      sortBy: 'most_downvotes',
    });
    expect(vars).toEqual({
      category: 'science',
      thoughtType: 'idea',
      voteFilter: 'upvoted',
      sortBy: 'most_downvotes',
      search: 'bees',
    });
  });

  it("empty text is 'All Posts Voted On' when the vote filter is no-vote, otherwise 'No posts found'", () => {
    expect(mediaFeedEmptyText({ voteFilter: 'no-vote' })).toBe('All Posts Voted On');
    expect(mediaFeedEmptyText({ voteFilter: 'all-votes' })).toBe('No posts found');
    expect(mediaFeedEmptyText({ voteFilter: 'upvoted' })).toBe('No posts found');
  });

  it('Clear puts filters and sort back to defaults and counts what is active', () => {
    const chosen = { ...DEFAULT_MEDIA_FILTERS, search: 'x', category: 'health', sortBy: 'most_upvotes' } as const;
    expect(activeFilterCount(chosen)).toBe(2);
    expect(clearMediaFilters(chosen)).toEqual({ ...DEFAULT_MEDIA_FILTERS, search: 'x' });
    expect(activeFilterCount(DEFAULT_MEDIA_FILTERS)).toBe(0);
  });

  it('a whitespace-only search asks the same question as no search', () => {
    const a = filtersKey(mediaFeedVariables({ ...DEFAULT_MEDIA_FILTERS, search: '   ' }));
    expect(a).toBe(filtersKey(mediaFeedVariables(DEFAULT_MEDIA_FILTERS)));
  });

  it('labels enum values readably', () => {
    expect(optionLabel('most_upvotes')).toBe('Most upvotes');
    expect(optionLabel('no-vote')).toBe('No vote');
  });
});

describe('My Posts filters (spec 2 §2.4, §7 GET /api/user/posts)', () => {
  it('Hives, Categories, Types and search become hiveId, category, thoughtType and search', () => {
    expect(myPostsVariables({ search: '', hiveId: '', category: '', thoughtType: '' })).toEqual({
      hiveId: null,
      category: null,
      thoughtType: null,
      search: null,
    });
    expect(myPostsVariables({ search: ' moon ', hiveId: 'h1', category: 'culture', thoughtType: 'plan' })).toEqual({
      hiveId: 'h1',
      category: 'culture',
      thoughtType: 'plan',
      search: 'moon',
    });
  });
});
