// Asks for the next page when the portal's scroll area is within 1.5 viewport heights of its bottom
// (spec part 3 §9). Top-level portals scroll on their own (.portal__scroll); nested ones scroll with
// their parent's, which is the same class, so the nearest one is the one that moves.
import { useEffect, type RefObject } from 'react';
import { shouldLoadMore } from './paging.js';

export function useInfiniteScroll(
  anchor: RefObject<HTMLElement | null>,
  enabled: boolean,
  onLoadMore: () => void,
  /** Anything that changes the content's height (e.g. the item count): checked again after it. */
  contentKey: unknown,
): void {
  useEffect(() => {
    const element = anchor.current;
    if (!enabled || element === null) return undefined;
    const scroller = element.closest<HTMLElement>('.portal__scroll');
    const check = (): void => {
      const metrics =
        scroller === null
          ? {
              scrollTop: window.scrollY,
              scrollHeight: document.documentElement.scrollHeight,
              clientHeight: window.innerHeight,
            }
          : { scrollTop: scroller.scrollTop, scrollHeight: scroller.scrollHeight, clientHeight: scroller.clientHeight };
      if (shouldLoadMore({ ...metrics, viewportHeight: window.innerHeight })) onLoadMore();
    };
    const target: HTMLElement | Window = scroller ?? window;
    target.addEventListener('scroll', check, { passive: true });
    // Content shorter than the trigger distance never scrolls: check once as it is.
    const frame = requestAnimationFrame(check);
    return () => {
      cancelAnimationFrame(frame);
      target.removeEventListener('scroll', check);
    };
  }, [anchor, enabled, onLoadMore, contentKey]);
}
