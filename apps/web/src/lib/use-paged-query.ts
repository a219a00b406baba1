// A paged GraphQL query as one growing list (use-paged-list.ts): `filterKey` names the search and
// filters (a new key starts again at page 1), `variables(page)` are the variables of a page, and
// `select` reads a page's items and whether more follow. Read cache then network, like every list.
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { usePagedList, usePageNumber, type PagedList, type PageResult } from './use-paged-list.js';

export interface PagedQueryOptions<TData, TVariables, T> {
  readonly filterKey: string;
  readonly variables: (page: number) => TVariables;
  readonly select: (data: TData) => PageResult<T>;
  readonly keyOf: (item: T) => string;
}

export interface PagedQuery<TData, T> extends PagedList<T> {
  /** The latest page's answer (for what comes beside the items, such as filter options). */
  readonly data: TData | undefined;
  readonly loading: boolean;
  readonly error: unknown;
  readonly retry: () => void;
}

export function usePagedQuery<TData, TVariables extends OperationVariables, T>(
  document: TypedDocumentNode<TData, TVariables>,
  { filterKey, variables, select, keyOf }: PagedQueryOptions<TData, TVariables, T>,
): PagedQuery<TData, T> {
  const [page, setPage] = usePageNumber(filterKey);
  const { data, error, loading, refetch } = useQuery(document, {
    variables: variables(page),
    fetchPolicy: 'cache-and-network',
  });
  const list = usePagedList(filterKey, page, setPage, data, select, keyOf);
  return { ...list, data, loading, error, retry: () => void refetch().catch(() => undefined) };
}
