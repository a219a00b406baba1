// Asks for the next page when an anchor at the end of a list comes within `marginPx` of the visible
// part of its scroll area with at least `threshold` of it showing (the stream feed: 200 px before the
// end at 10% visibility, spec part 2 §4 Feeds). The nearest portal scroll area is the root; outside
// a portal, the viewport.
import { useEffect, type RefObject } from 'react';

export const NEAR_END_MARGIN_PX = 200;
export const NEAR_END_THRESHOLD = 0.1;

export function useNearEnd(
  anchor: RefObject<HTMLElement | null>,
  enabled: boolean,
  onLoadMore: () => void,
  /** Anything that changes the content's height (e.g. the item count): observed again after it. */
  contentKey: unknown,
  { marginPx = NEAR_END_MARGIN_PX, threshold = NEAR_END_THRESHOLD } = {},
): void {
  useEffect(() => {
    const element = anchor.current;
    if (!enabled || element === null || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { root: element.closest<HTMLElement>('.portal__scroll'), rootMargin: `0px 0px ${marginPx}px 0px`, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [anchor, enabled, onLoadMore, contentKey, marginPx, threshold]);
}
