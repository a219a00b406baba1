// Where a member can paste a link (issue 17: "From the control portal (or the media feed), a
// signed-in member can paste a link"): the same PasteLink form in both portals. Guests read and see
// no form (spec 2 §1: guests can read but are sent to /register when they try to interact).
import type { PortalType } from '../shell/manager/portal-types.js';

export const PASTE_LINK_PORTALS = ['control', 'media-feed'] as const satisfies readonly PortalType[];

export type SessionStatus = 'loading' | 'guest' | 'member';

/** Whether a portal of `type` shows the paste-a-link form to a viewer with this session. */
export function showsPasteLink(type: string, session: SessionStatus): boolean {
  return session === 'member' && (PASTE_LINK_PORTALS as readonly string[]).includes(type);
}
