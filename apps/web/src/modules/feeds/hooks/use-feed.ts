// One paged post feed on the Apollo client (feed-state.ts rules): the hook asks for the page the
// state wants, ignores answers to older requests, and starts again at page 1 when the filters'
// variables change. A feed restored from the portal cache starts ready and asks for nothing.
import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  FEED_PAGE_SIZE,
  feedReducer,
  initialFeed,
  pageWindow,
  type FeedItem,
  type FeedState,
  type PageWindow,
} from '../feed-state.js';
import { filtersKey } from '../filters.js';

export interface FeedOptions<T extends FeedItem, F, D, V extends object> {
  readonly query: TypedDocumentNode<D, V & PageWindow>;
  /** The filters in effect (debounced search included). */
  readonly filters: F;
  readonly variables: (filters: F) => V;
  readonly select: (data: D) => readonly T[];
  /** A state to start from (the portal cache), instead of loading page 1. */
  readonly restored?: FeedState<T, F>;
  readonly pageSize?: number;
  /** While true nothing is asked for (e.g. the hive feed while it is locked). */
  readonly skip?: boolean;
}

export interface Feed<T extends FeedItem, F> {
  readonly state: FeedState<T, F>;
  readonly loadMore: () => void;
  readonly retry: () => void;
  readonly reload: () => void;
}

export function useFeed<T extends FeedItem, F, D, V extends object>(options: FeedOptions<T, F, D, V>): Feed<T, F> {
  const { query, filters, variables, select, restored, pageSize = FEED_PAGE_SIZE, skip = false } = options;
  const client = useApolloClient();
  const [state, dispatch] = useReducer(
    feedReducer<T, F>,
    restored ?? null,
    (from: FeedState<T, F> | null): FeedState<T, F> => from ?? initialFeed<T, F>(filters),
  );
  const latest = useRef({ variables, select });
  latest.current = { variables, select };

  const key = filtersKey(variables(filters));
  const stateKey = filtersKey(variables(state.filters));
  useEffect(() => {
    if (key !== stateKey) dispatch({ type: 'filters', filters });
    // `filters` is described by `key`: a new object with the same key asks nothing new.
  }, [key, stateKey]);

  const { status, request, page } = state;
  const asked = useRef(0);
  useEffect(() => {
    if (skip || status !== 'loading' || asked.current === request) return;
    asked.current = request;
    const vars = { ...latest.current.variables(state.filters), ...pageWindow(page, pageSize) };
    client
      .query({ query, variables: vars, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (data === undefined) throw new Error('The feed answered no data.');
        dispatch({ type: 'loaded', request, rows: latest.current.select(data), pageSize });
      })
      .catch((error: unknown) => dispatch({ type: 'failed', request, error }));
    // state.filters belongs to `request`: a new filter is a new request.
  }, [client, query, skip, status, request, page, pageSize]);

  const loadMore = useCallback(() => dispatch({ type: 'more' }), []);
  const retry = useCallback(() => dispatch({ type: 'retry' }), []);
  const reload = useCallback(() => dispatch({ type: 'reload' }), []);
  return { state, loadMore, retry, reload };
}
