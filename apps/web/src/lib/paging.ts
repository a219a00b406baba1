// Paged lists (spec part 2 §9, part 3 §4): page 1 replaces, later pages append; infinite scroll asks
// for the next page within 1.5 viewport heights of the bottom.

export const SCROLL_TRIGGER_VIEWPORTS = 1.5;

export interface Pages<T> {
  /** Items of each loaded page, by page number. */
  readonly byPage: ReadonlyMap<number, readonly T[]>;
}

export const noPages = <T>(): Pages<T> => ({ byPage: new Map() });

/**
 * Page 1 replaces everything (a new search or filter starts over); a later page is set in its place
 * (the same page arriving twice, from the cache then the network, does not duplicate).
 */
export function applyPage<T>(pages: Pages<T>, page: number, items: readonly T[]): Pages<T> {
  if (page <= 1) return { byPage: new Map([[1, items]]) };
  const byPage = new Map(pages.byPage);
  byPage.set(page, items);
  return { byPage };
}

/** Pages 1..n in order, each item once (an item that moved between pages shows where seen first). */
export function pageItems<T>(pages: Pages<T>, key: (item: T) => string): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  const numbers = [...pages.byPage.keys()].sort((a, b) => a - b);
  for (const n of numbers) {
    for (const item of pages.byPage.get(n) ?? []) {
      const k = key(item);
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(item);
    }
  }
  return out;
}

export interface ScrollMetrics {
  readonly scrollTop: number;
  readonly scrollHeight: number;
  readonly clientHeight: number;
  readonly viewportHeight: number;
}

export function shouldLoadMore(m: ScrollMetrics): boolean {
  const remaining = m.scrollHeight - m.scrollTop - m.clientHeight;
  return remaining <= SCROLL_TRIGGER_VIEWPORTS * m.viewportHeight;
}
