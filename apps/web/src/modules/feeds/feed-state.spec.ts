import { describe, expect, it } from '@jest/globals';
import { feedReducer, feedView, initialFeed, mergePage, pageWindow, type FeedState } from './feed-state.js';

type Item = { id: string };
type State = FeedState<Item, { q: string }>;
const items = (...ids: string[]): Item[] => ids.map((id) => ({ id }));
const ids = (s: State) => s.items.map((i) => i.id);
const loaded = (s: State, rows: Item[], pageSize = 2): State =>
  feedReducer(s, { type: 'loaded', request: s.request, rows, pageSize });

describe('feed paging (spec 2 §4 Feeds)', () => {
  it('page 1 replaces the list, later pages append', () => {
    expect(mergePage(items('a', 'b'), 1, items('x'))).toEqual(items('x'));
    expect(mergePage(items('a', 'b'), 2, items('c', 'd'))).toEqual(items('a', 'b', 'c', 'd'));
  });

  it('a later page skips posts already shown (rows shift while paging)', () => {
    expect(mergePage(items('a', 'b'), 2, items('b', 'c'))).toEqual(items('a', 'b', 'c'));
  });

  it('asks for one post more than the page, after the pages before it (page size 20)', () => {
    expect(pageWindow(1)).toEqual({ offset: 0, first: 21 });
    expect(pageWindow(3)).toEqual({ offset: 40, first: 21 });
    expect(pageWindow(2, 5)).toEqual({ offset: 5, first: 6 });
  });

  it('the extra post tells that more follow and is not shown', () => {
    let s: State = initialFeed({ q: '' });
    s = loaded(s, items('a', 'b', 'c'));
    expect(ids(s)).toEqual(['a', 'b']);
    expect(s.hasMore).toBe(true);
    s = feedReducer(s, { type: 'more' });
    expect(s).toMatchObject({ page: 2, status: 'loading' });
    s = loaded(s, items('c'));
    expect(ids(s)).toEqual(['a', 'b', 'c']);
    expect(s.hasMore).toBe(false);
    // Nothing more to load: Load More does nothing.
    expect(feedReducer(s, { type: 'more' })).toBe(s);
  });

  it('any filter change resets to page 1 and loads again', () => {
    let s: State = loaded(initialFeed({ q: '' }), items('a', 'b', 'c'));
    s = loaded(feedReducer(s, { type: 'more' }), items('c', 'd', 'e'));
    expect(s.page).toBe(2);
    s = feedReducer(s, { type: 'filters', filters: { q: 'bees' } });
    expect(s).toMatchObject({ page: 1, items: [], status: 'loading', filters: { q: 'bees' } });
    s = loaded(s, items('x'));
    expect(ids(s)).toEqual(['x']);
  });

  it('an answer to an older request is ignored', () => {
    const first: State = initialFeed({ q: '' });
    const second = feedReducer(first, { type: 'filters', filters: { q: 'new' } });
    const late = feedReducer(second, { type: 'loaded', request: first.request, rows: items('old'), pageSize: 2 });
    expect(late).toBe(second);
    expect(feedReducer(second, { type: 'failed', request: first.request, error: 'x' })).toBe(second);
  });

  it('a failed page keeps what is shown; Try Again asks for the same page', () => {
    let s: State = loaded(initialFeed({ q: '' }), items('a', 'b', 'c'));
    s = feedReducer(s, { type: 'more' });
    s = feedReducer(s, { type: 'failed', request: s.request, error: new Error('down') });
    expect(s).toMatchObject({ status: 'error', page: 2 });
    expect(ids(s)).toEqual(['a', 'b']);
    const retried = feedReducer(s, { type: 'retry' });
    expect(retried).toMatchObject({ status: 'loading', page: 2 });
    expect(retried.request).toBeGreaterThan(s.request);
  });

  it('shows loading (skeletons), error, empty or loaded', () => {
    expect(feedView({ items: [], status: 'loading' })).toBe('loading');
    expect(feedView({ items: [], status: 'error' })).toBe('error');
    expect(feedView({ items: [], status: 'ready' })).toBe('empty');
    expect(feedView({ items: items('a'), status: 'loading' })).toBe('loaded');
    expect(feedView({ items: items('a'), status: 'error' })).toBe('loaded');
  });
});
