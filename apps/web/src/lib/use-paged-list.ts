// The pages of a paged query gathered into one list (paging.ts rules: page 1 replaces, later pages
// append). `filterKey` names the search and filters: a new key starts again at page 1, and the
// previous key's items stay on screen (marked stale) until the first page of the new one arrives.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { applyPage, noPages, pageItems, type Pages } from './paging.js';

export interface PageResult<T> {
  readonly items: readonly T[];
  readonly hasMore: boolean;
}

export interface PagedList<T> {
  readonly page: number;
  readonly items: readonly T[];
  readonly hasMore: boolean;
  /** Items of a previous search or filter, shown while the new first page loads. */
  readonly stale: boolean;
  /** Whether any page of the current key has arrived. */
  readonly loaded: boolean;
  readonly loadMore: () => void;
}

export function usePageNumber(filterKey: string): readonly [number, (page: number) => void] {
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  // A new search or filter goes back to page 1 in the same render, so page N is never asked for
  // with the new filters.
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ key: filterKey, page: next }), [filterKey]);
  return [page, setPage] as const;
}

export function usePagedList<D, T>(
  filterKey: string,
  page: number,
  setPage: (page: number) => void,
  data: D | undefined,
  select: (data: D) => PageResult<T>,
  keyOf: (item: T) => string,
): PagedList<T> {
  const [state, setState] = useState<{ key: string | null; pages: Pages<T>; hasMore: boolean }>({
    key: null,
    pages: noPages<T>(),
    hasMore: false,
  });
  const selectRef = useRef(select);
  selectRef.current = select;
  const keyRef = useRef(keyOf);
  keyRef.current = keyOf;

  useEffect(() => {
    if (data === undefined) return;
    const result = selectRef.current(data);
    setState((s) => ({
      key: filterKey,
      pages: applyPage(s.key === filterKey ? s.pages : noPages<T>(), page, result.items),
      hasMore: result.hasMore,
    }));
  }, [data, filterKey, page]);

  const items = useMemo(() => pageItems(state.pages, keyRef.current), [state.pages]);
  const loaded = state.key === filterKey;
  const loadMore = useCallback(() => setPage(page + 1), [page, setPage]);
  return { page, items, hasMore: loaded && state.hasMore, stale: state.key !== null && !loaded, loaded, loadMore };
}
