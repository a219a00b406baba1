// A list's items as the list portal shows them: pages loaded one after another ('Load More'),
// kept in one array so the sections span every loaded page, and changed in place by the results of
// the item actions (the server's item replaces the shown one; deleted ones leave).
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { LISTS_PAGE_SIZE } from '@hivemind/contracts';
import { appendPage } from '../list-rules.js';
import { ListItemsDocument, type ListItemFieldsFragment } from '../graphql/lists.generated.js';

export interface ListItemsState {
  readonly items: readonly ListItemFieldsFragment[];
  readonly loaded: boolean;
  readonly loading: boolean;
  readonly error: unknown;
  readonly hasMore: boolean;
  loadMore(): void;
  reload(): void;
  replace(item: ListItemFieldsFragment): void;
  remove(ids: readonly string[]): void;
}

export function useListItems(listId: string): ListItemsState {
  const [page, setPage] = useState(1);
  const [items, setItems] = useState<readonly ListItemFieldsFragment[]>([]);
  const [loaded, setLoaded] = useState(false);
  const { data, error, loading, refetch } = useQuery(ListItemsDocument, {
    variables: { listId, page, limit: LISTS_PAGE_SIZE },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });

  useEffect(() => {
    if (data === undefined) return;
    const incoming = data.listItems.items;
    setItems((prev) => (data.listItems.pagination.page === 1 ? [...incoming] : appendPage(prev, incoming)));
    setLoaded(true);
  }, [data]);

  const pagination = data?.listItems.pagination;
  const hasMore = pagination !== undefined && pagination.page < pagination.totalPages;
  const loadMore = useCallback(() => setPage((p) => p + 1), []);
  const reload = useCallback(() => {
    if (page === 1) void refetch().catch(() => undefined);
    else setPage(1);
  }, [page, refetch]);
  const replace = useCallback(
    (item: ListItemFieldsFragment) => setItems((prev) => prev.map((i) => (i.id === item.id ? item : i))),
    [],
  );
  const remove = useCallback(
    (ids: readonly string[]) => setItems((prev) => prev.filter((i) => !ids.includes(i.id))),
    [],
  );
  return { items, loaded, loading, error, hasMore, loadMore, reload, replace, remove };
}
