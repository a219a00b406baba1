// The state of one paged post feed (spec 2 §4 Feeds) as a pure reducer: page 1 replaces the list,
// later pages append; any filter change starts again at page 1; states loading, error, empty, loaded.
// The portal cache (portal-cache.ts) stores this state whole, so a restored feed needs no request.

/** Page size of every post feed (spec 2 §9). */
export const FEED_PAGE_SIZE = 20;

export interface FeedItem {
  readonly id: string;
}

export type FeedStatus = 'loading' | 'ready' | 'error';

export interface FeedState<T extends FeedItem, F> {
  readonly filters: F;
  readonly page: number;
  readonly items: readonly T[];
  readonly hasMore: boolean;
  readonly status: FeedStatus;
  readonly error: unknown;
  /** Bumped by every request, so a late answer to an older one is ignored. */
  readonly request: number;
}

export type FeedAction<T extends FeedItem, F> =
  | { readonly type: 'filters'; readonly filters: F }
  | { readonly type: 'more' }
  | { readonly type: 'retry' }
  | { readonly type: 'reload' }
  | { readonly type: 'loaded'; readonly request: number; readonly rows: readonly T[]; readonly pageSize: number }
  | { readonly type: 'failed'; readonly request: number; readonly error: unknown };

export function initialFeed<T extends FeedItem, F>(filters: F): FeedState<T, F> {
  return { filters, page: 1, items: [], hasMore: false, status: 'loading', error: undefined, request: 1 };
}

/** The window a page asks for: one row more than the page tells whether more follow. */
/** The page variables of every feed query. */
export interface PageWindow {
  readonly offset: number;
  readonly first: number;
}

export function pageWindow(page: number, pageSize = FEED_PAGE_SIZE): PageWindow {
  return { offset: (Math.max(page, 1) - 1) * pageSize, first: pageSize + 1 };
}

/** Page 1 replaces; a later page appends, skipping posts already shown (rows shift while paging). */
export function mergePage<T extends FeedItem>(items: readonly T[], page: number, rows: readonly T[]): T[] {
  if (page <= 1) return [...rows];
  const seen = new Set(items.map((item) => item.id));
  return [...items, ...rows.filter((row) => !seen.has(row.id))];
}

export function feedReducer<T extends FeedItem, F>(state: FeedState<T, F>, action: FeedAction<T, F>): FeedState<T, F> {
  switch (action.type) {
    case 'filters':
      return { ...initialFeed<T, F>(action.filters), request: state.request + 1 };
    case 'more':
      if (state.status !== 'ready' || !state.hasMore) return state;
      return { ...state, page: state.page + 1, status: 'loading', error: undefined, request: state.request + 1 };
    case 'retry':
      if (state.status !== 'error') return state;
      return { ...state, status: 'loading', error: undefined, request: state.request + 1 };
    case 'reload':
      return { ...initialFeed<T, F>(state.filters), request: state.request + 1 };
    case 'loaded': {
      if (action.request !== state.request) return state;
      const rows = action.rows.slice(0, action.pageSize);
      return {
        ...state,
        items: mergePage(state.items, state.page, rows),
        hasMore: action.rows.length > action.pageSize,
        status: 'ready',
        error: undefined,
      };
    }
    case 'failed':
      if (action.request !== state.request) return state;
      // A failed later page keeps what is shown and its page number, so Try Again asks for it again.
      return { ...state, status: 'error', error: action.error };
  }
}

export type FeedView = 'loading' | 'error' | 'empty' | 'loaded';

/** What the feed area shows: skeletons, the error state, the empty state or the posts. */
export function feedView(state: Pick<FeedState<FeedItem, unknown>, 'items' | 'status'>): FeedView {
  if (state.items.length > 0) return 'loaded';
  if (state.status === 'loading') return 'loading';
  if (state.status === 'error') return 'error';
  return 'empty';
}
