// The streams listing's search, sort and type (spec 2 §2.6, §7) and the stream feed's filter groups
// (spec 2 §2.5: Thought Types, Podcasts, Sentiment, each with All), with the GraphQL variables they
// become. Empty choices are sent as null (no filter). Pure, unit-tested.
import {
  isSentiment,
  isStreamType,
  STREAM_SORTS,
  type Sentiment,
  type StreamSort,
  type ThoughtType,
} from '@hivemind/contracts';
import { isThoughtType } from '../feeds/filters.js';

export interface StreamsListFilters {
  readonly search: string;
  readonly sort: StreamSort;
  /** A stream type, or '' for All Types. */
  readonly type: string;
}

/**
 * The listing opens on the busiest streams (the spec gives no default): sort posts, all types. Clear
 * puts the sort and type back to these; the search box keeps its text, as in the media feed.
 */
export const DEFAULT_STREAMS_FILTERS: StreamsListFilters = { search: '', sort: 'posts', type: '' };

export function streamsListVariables(f: StreamsListFilters): {
  readonly search: string | null;
  readonly sort: StreamSort;
  readonly type: string | null;
} {
  const search = f.search.trim();
  return { search: search === '' ? null : search, sort: f.sort, type: isStreamType(f.type) ? f.type : null };
}

/** How many of the Filter & Sort panel's choices differ from the defaults (search excluded). */
export function activeListFilterCount(f: StreamsListFilters): number {
  return Number(f.sort !== DEFAULT_STREAMS_FILTERS.sort) + Number(f.type !== DEFAULT_STREAMS_FILTERS.type);
}

export function clearListFilters(f: StreamsListFilters): StreamsListFilters {
  return { ...DEFAULT_STREAMS_FILTERS, search: f.search };
}

export function isStreamSort(value: string): value is StreamSort {
  return (STREAM_SORTS as readonly string[]).includes(value);
}

export interface StreamFeedFilters {
  readonly thoughtType: ThoughtType | '';
  readonly podcastId: string;
  readonly sentiment: Sentiment | '';
}

export const NO_STREAM_FILTERS: StreamFeedFilters = { thoughtType: '', podcastId: '', sentiment: '' };

/** The active-filter count the stream portal announces (spec 2 §2.5): one per group not on All. */
export function activeStreamFilterCount(f: StreamFeedFilters): number {
  return Number(f.thoughtType !== '') + Number(f.podcastId !== '') + Number(f.sentiment !== '');
}

export function streamFeedVariables(
  streamId: string,
  f: StreamFeedFilters,
): {
  readonly streamId: string;
  readonly thoughtType: string | null;
  readonly podcastId: string | null;
  readonly sentimentFilter: string | null;
} {
  return {
    streamId,
    thoughtType: f.thoughtType || null,
    podcastId: f.podcastId || null,
    sentimentFilter: f.sentiment || null,
  };
}

/** One group's choice; '' (All) or a value outside the group's options clears the group. */
export function chooseThoughtType(f: StreamFeedFilters, value: string): StreamFeedFilters {
  return { ...f, thoughtType: isThoughtType(value) ? value : '' };
}

export function chooseSentiment(f: StreamFeedFilters, value: string): StreamFeedFilters {
  return { ...f, sentiment: isSentiment(value) ? value : '' };
}

export function choosePodcast(f: StreamFeedFilters, podcastId: string): StreamFeedFilters {
  return { ...f, podcastId };
}
