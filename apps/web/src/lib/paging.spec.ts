import { describe, expect, it } from '@jest/globals';
import { applyPage, noPages, pageItems, shouldLoadMore } from './paging.js';

const ids = (pages: ReturnType<typeof noPages<{ id: string }>>) => pageItems(pages, (t) => t.id).map((t) => t.id);
const items = (...names: string[]) => names.map((id) => ({ id }));

describe('paged lists', () => {
  it('page 1 replaces the list, later pages append', () => {
    let pages = applyPage(noPages<{ id: string }>(), 1, items('a', 'b'));
    pages = applyPage(pages, 2, items('c', 'd'));
    expect(ids(pages)).toEqual(['a', 'b', 'c', 'd']);
    pages = applyPage(pages, 1, items('x'));
    expect(ids(pages)).toEqual(['x']);
  });

  it('the same page arriving twice (cache, then network) does not duplicate, nor does an item that moved', () => {
    let pages = applyPage(noPages<{ id: string }>(), 1, items('a', 'b'));
    pages = applyPage(pages, 2, items('c'));
    pages = applyPage(pages, 2, items('b', 'c', 'd'));
    expect(ids(pages)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('asks for more within 1.5 viewport heights of the bottom', () => {
    const base = { clientHeight: 800, viewportHeight: 1000 };
    expect(shouldLoadMore({ ...base, scrollTop: 0, scrollHeight: 800 + 1500 })).toBe(true);
    expect(shouldLoadMore({ ...base, scrollTop: 0, scrollHeight: 800 + 1501 })).toBe(false);
    expect(shouldLoadMore({ ...base, scrollTop: 2000, scrollHeight: 4000 })).toBe(true);
  });
});
