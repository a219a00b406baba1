// How many tracked podcasts a grid shows (spec part 1 §9 and part 3 §9).
import { isMobileWidth } from '../../lib/viewport.js';

/** Every tracked podcast the grids may page through (spec: GET /api/podcasts returns them all). */
export const PODCASTS_LIMIT = 100;

/** Control portal: 6 at first, View All adds 6. */
export const MEMBER_FIRST = 6;
export const MEMBER_STEP = 6;
/** Guest landing: 6 visible on mobile and 20 on desktop; load more adds 20. */
export const GUEST_FIRST_MOBILE = 6;
export const GUEST_FIRST_DESKTOP = 20;
export const GUEST_STEP = 20;

export function memberVisible(loads: number, total: number): number {
  return Math.min(total, MEMBER_FIRST + MEMBER_STEP * loads);
}

export function guestVisible(width: number, loads: number, total: number): number {
  const first = isMobileWidth(width) ? GUEST_FIRST_MOBILE : GUEST_FIRST_DESKTOP;
  return Math.min(total, first + GUEST_STEP * loads);
}
