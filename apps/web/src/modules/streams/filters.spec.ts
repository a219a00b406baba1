import { describe, expect, it } from '@jest/globals';
import {
  activeListFilterCount,
  activeStreamFilterCount,
  chooseSentiment,
  chooseThoughtType,
  choosePodcast,
  clearListFilters,
  DEFAULT_STREAMS_FILTERS,
  isStreamSort,
  NO_STREAM_FILTERS,
  streamFeedVariables,
  streamsListVariables,
} from './filters.js';

describe('streams listing filters (spec 2 §2.6, §7)', () => {
  it('sorts by posts over all types by default, with nothing active', () => {
    expect(streamsListVariables(DEFAULT_STREAMS_FILTERS)).toEqual({ search: null, sort: 'posts', type: null });
    expect(activeListFilterCount(DEFAULT_STREAMS_FILTERS)).toBe(0);
  });

  it('sends the trimmed search, the sort and a known type', () => {
    const f = { search: '  apple ', sort: 'negative' as const, type: 'business' };
    expect(streamsListVariables(f)).toEqual({ search: 'apple', sort: 'negative', type: 'business' });
    expect(activeListFilterCount(f)).toBe(2);
    expect(streamsListVariables({ ...f, type: 'galaxy' }).type).toBeNull();
  });

  it('Clear puts sort and type back to defaults and keeps the search', () => {
    expect(clearListFilters({ search: 'apple', sort: 'new', type: 'brand' })).toEqual({
      search: 'apple',
      sort: 'posts',
      type: '',
    });
  });

  it('knows the sorts Posts, Positive, Negative, New', () => {
    expect(['posts', 'positive', 'negative', 'new'].every(isStreamSort)).toBe(true);
    expect(isStreamSort('popular')).toBe(false);
  });
});

describe('stream feed filter groups (spec 2 §2.5, §7)', () => {
  it('counts one active filter per group that is not on All', () => {
    expect(activeStreamFilterCount(NO_STREAM_FILTERS)).toBe(0);
    const one = chooseThoughtType(NO_STREAM_FILTERS, 'idea');
    expect(activeStreamFilterCount(one)).toBe(1);
    const three = chooseSentiment(choosePodcast(one, 'p-1'), 'negative');
    expect(activeStreamFilterCount(three)).toBe(3);
    expect(activeStreamFilterCount(chooseThoughtType(three, ''))).toBe(2);
  });

  it('All (or an unknown value) clears a group', () => {
    const f = chooseSentiment(chooseThoughtType(NO_STREAM_FILTERS, 'idea'), 'mixed');
    expect(chooseThoughtType(f, '').thoughtType).toBe('');
    expect(chooseThoughtType(f, 'rant').thoughtType).toBe('');
    expect(chooseSentiment(f, 'angry').sentiment).toBe('');
  });

  it('becomes the stream feed variables, empty groups as null', () => {
    expect(streamFeedVariables('s-1', NO_STREAM_FILTERS)).toEqual({
      streamId: 's-1',
      thoughtType: null,
      podcastId: null,
      sentimentFilter: null,
    });
    const f = chooseSentiment(choosePodcast(chooseThoughtType(NO_STREAM_FILTERS, 'plan'), 'p-2'), 'positive');
    expect(streamFeedVariables('s-1', f)).toEqual({
      streamId: 's-1',
      thoughtType: 'plan',
      podcastId: 'p-2',
      sentimentFilter: 'positive',
    });
  });
});
