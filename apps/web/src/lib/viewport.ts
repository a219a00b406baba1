// The viewport's width: the mobile breakpoint of the spec, and the window's width as React state.
import { useEffect, useState } from 'react';

/** Below this width the page is laid out for mobile (spec part 3 §4 "Portal manager", §9). */
export const MOBILE_MAX_WIDTH = 768;

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_MAX_WIDTH;
}

/** The window's width, updated on resize (one animation frame at most). */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setWidth(window.innerWidth));
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
}
