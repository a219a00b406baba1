// The portal manager of spec part 3 §4 as a pure reducer: which portals are open, in which order,
// and what the shell must do as a consequence (record a history path, show a warning). Side effects
// are returned in `effect` for the component to carry out, so the reducer stays pure and testable.
import { isMobileWidth } from '../../lib/viewport.js';
import { managerMessages } from './messages.js';
import { isAnchorType, isControlType, portalTypeInfo } from './portal-types.js';

export type PortalPropValue = string | number | boolean | null;
export type PortalProps = Readonly<Record<string, PortalPropValue>>;

export interface Portal {
  readonly id: string;
  readonly type: string;
  readonly title: string;
  readonly instanceNumber: number;
  readonly subPortals: readonly Portal[];
  readonly props: PortalProps;
  /** Order of opening; the smallest is the oldest and is dropped first. */
  readonly openedSeq: number;
}

export type PortalEffect =
  | { readonly kind: 'opened'; readonly seq: number; readonly portalId: string; readonly path: string }
  | { readonly kind: 'warning'; readonly seq: number; readonly message: string };

export interface PortalState {
  readonly portals: readonly Portal[];
  readonly width: number;
  readonly seq: number;
  readonly effect: PortalEffect | null;
}

export type PortalAction =
  | { readonly type: 'init'; readonly width: number; readonly guest?: boolean }
  | {
      readonly type: 'open';
      readonly portalType: string;
      readonly title?: string;
      readonly props?: PortalProps;
    }
  | { readonly type: 'close'; readonly id: string }
  /** Closes every portal and sub-portal but this one and the pinned control portal (spec 2 §2.3). */
  | { readonly type: 'closeOthers'; readonly id: string }
  | { readonly type: 'resize'; readonly width: number }
  /** The login state changed (or became known): the pinned control portal follows it. */
  | { readonly type: 'session'; readonly guest: boolean };

const PORTAL_MIN_WIDTH = 400;

export function maxPortals(width: number): number {
  return Math.max(1, Math.floor(width / PORTAL_MIN_WIDTH));
}

export function maxSubPortals(width: number): number {
  if (isMobileWidth(width)) return 2;
  if (width < 1024) return 3;
  return 4;
}

export function portalPath(type: string): string {
  return `/portal/${encodeURIComponent(type)}`;
}

export const initialPortalState: PortalState = { portals: [], width: 1600, seq: 0, effect: null };

export function portalReducer(state: PortalState, action: PortalAction): PortalState {
  switch (action.type) {
    case 'init':
      return init(state, action.width, action.guest ?? false);
    case 'open':
      return open(state, action.portalType, action.title, action.props ?? {});
    case 'close':
      return close(state, action.id);
    case 'closeOthers':
      return closeOthers(state, action.id);
    case 'resize':
      return resize(state, action.width);
    case 'session':
      return session(state, action.guest);
  }
}

/** The first-position control portal: never closed, never moved, never dropped. */
export function isPinned(portals: readonly Portal[], id: string): boolean {
  const first = portals[0];
  return first !== undefined && first.id === id && isControlType(first.type);
}

function init(state: PortalState, width: number, guest: boolean): PortalState {
  // Only a first load with nothing open builds the default layout; a re-init keeps what is open.
  if (state.portals.length > 0) return resize(state, width);
  const seq = state.seq + 1;
  const controlType = guest ? 'guest-control' : 'control';
  let next: PortalState = {
    portals: [newPortal(controlType, undefined, {}, seq, 1)],
    width,
    seq,
    effect: null,
  };
  // Opening inserts after the control portal, so the dashboard opens first to end up last; being
  // the oldest, it is also the first dropped when the row is narrow.
  const defaults = isMobileWidth(width) ? ['media-feed'] : ['dashboard', 'media-feed'];
  for (const type of defaults) next = open(next, type, undefined, {});
  // The first load is not a user's navigation: nothing to record in history.
  return { ...next, effect: null };
}

function open(state: PortalState, type: string, title: string | undefined, props: PortalProps): PortalState {
  const seq = state.seq + 1;
  const pinned = state.portals[0];
  const path = portalPath(type);
  // When the row has no room beside the pinned control portal (mobile, or very narrow desktop),
  // portals open inside it as sub-portals, as the spec's mobile first load does for media-feed.
  if (pinned !== undefined && isPinned(state.portals, pinned.id) && maxPortals(state.width) <= 1) {
    const resolvedTitle = title ?? portalTypeInfo(type).title;
    const existing = pinned.subPortals.find((s) => s.type === type && s.title === resolvedTitle);
    // Smart open: reuse a sub-portal of the same type and title, promoting it and updating props.
    const sub: Portal = existing
      ? { ...existing, props: { ...existing.props, ...props }, openedSeq: seq }
      : newPortal(type, title, props, seq, nextInstance(state.portals, type));
    const others = pinned.subPortals.filter((s) => s.id !== sub.id);
    // Newest first, right below the control portal's own content; the oldest beyond the cap closes.
    const subPortals = [sub, ...others].slice(0, maxSubPortals(state.width));
    const portals = [{ ...pinned, subPortals }, ...state.portals.slice(1)];
    return { ...state, portals, seq, effect: { kind: 'opened', seq, portalId: sub.id, path } };
  }
  // Smart open in the row as well: a portal of the same type and title moves up beside the anchor
  // with the new props instead of opening twice (two Settings portals help nobody).
  const resolvedTitle = title ?? portalTypeInfo(type).title;
  const existing = state.portals.find(
    (p) => p.type === type && p.title === resolvedTitle && !isPinned(state.portals, p.id) && !isAnchorType(p.type),
  );
  const portal: Portal = existing
    ? { ...existing, props: { ...existing.props, ...props }, openedSeq: seq }
    : newPortal(type, title, props, seq, nextInstance(state.portals, type));
  const rest = state.portals.filter((p) => p.id !== portal.id);
  const anchor = rest.findIndex((p) => isAnchorType(p.type));
  const at = anchor + 1; // -1 + 1 = 0: without an anchor the new portal opens first.
  const inserted = [...rest.slice(0, at), portal, ...rest.slice(at)];
  const portals = dropOldest(inserted, maxPortals(state.width));
  return { ...state, portals, seq, effect: { kind: 'opened', seq, portalId: portal.id, path } };
}

function close(state: PortalState, id: string): PortalState {
  if (isPinned(state.portals, id)) {
    const seq = state.seq + 1;
    return { ...state, seq, effect: { kind: 'warning', seq, message: managerMessages.controlCannotClose } };
  }
  const portals = state.portals
    .filter((p) => p.id !== id)
    .map((p) =>
      p.subPortals.some((s) => s.id === id) ? { ...p, subPortals: p.subPortals.filter((s) => s.id !== id) } : p,
    );
  return { ...state, portals, effect: null };
}

function closeOthers(state: PortalState, id: string): PortalState {
  const holds = (p: Portal) => p.id === id || p.subPortals.some((s) => s.id === id);
  if (!state.portals.some(holds)) return state;
  const portals = state.portals
    .filter((p) => isPinned(state.portals, p.id) || holds(p))
    .map((p) => ({ ...p, subPortals: p.subPortals.filter((s) => s.id === id) }));
  return { ...state, portals, effect: null };
}

function session(state: PortalState, guest: boolean): PortalState {
  const first = state.portals[0];
  const wanted = guest ? 'guest-control' : 'control';
  if (first === undefined || !isControlType(first.type) || first.type === wanted) return state;
  // A new id remounts the content (the guest landing and the member's control portal share no
  // state); its sub-portals, title and place stay.
  const seq = state.seq + 1;
  const swapped: Portal = { ...first, id: `portal-${seq}`, type: wanted, openedSeq: first.openedSeq };
  return { ...state, seq, portals: [swapped, ...state.portals.slice(1)], effect: null };
}

function resize(state: PortalState, width: number): PortalState {
  const limit = maxSubPortals(width);
  const pinned = state.portals[0];
  let portals = state.portals;
  if (pinned !== undefined && isPinned(portals, pinned.id)) {
    const wasNested = maxPortals(state.width) <= 1;
    const nested = maxPortals(width) <= 1;
    if (nested && !wasNested) {
      // The row has no room beside the control portal any more: what was open moves inside it, as
      // a portal opened at this width would, newest first (the oldest beyond the cap close).
      const moved = portals.slice(1).map((p) => ({ ...p, subPortals: [] }));
      const subPortals = [...moved, ...pinned.subPortals].sort(newestFirst);
      portals = [{ ...pinned, subPortals }];
    } else if (!nested && wasNested) {
      // Room again: the sub-portals step out into the row right after the control portal.
      portals = [{ ...pinned, subPortals: [] }, ...[...pinned.subPortals].sort(newestFirst), ...portals.slice(1)];
    }
  }
  portals = dropOldest(portals, maxPortals(width)).map((p) =>
    p.subPortals.length > limit ? { ...p, subPortals: p.subPortals.slice(0, limit) } : p,
  );
  return { ...state, width, portals, effect: null };
}

function newestFirst(a: Portal, b: Portal): number {
  return b.openedSeq - a.openedSeq;
}

function dropOldest(portals: readonly Portal[], max: number): readonly Portal[] {
  let result = portals;
  while (result.length > max) {
    const droppable = result.filter((p) => !isPinned(result, p.id));
    if (droppable.length === 0) break;
    const oldest = droppable.reduce((a, b) => (b.openedSeq < a.openedSeq ? b : a));
    result = result.filter((p) => p.id !== oldest.id);
  }
  return result;
}

function nextInstance(portals: readonly Portal[], type: string): number {
  let highest = 0;
  for (const p of portals) {
    for (const q of [p, ...p.subPortals]) {
      if (q.type === type) highest = Math.max(highest, q.instanceNumber);
    }
  }
  return highest + 1;
}

function newPortal(
  type: string,
  title: string | undefined,
  props: PortalProps,
  seq: number,
  instanceNumber: number,
): Portal {
  return {
    id: `portal-${seq}`,
    type,
    title: title ?? portalTypeInfo(type).title,
    instanceNumber,
    subPortals: [],
    props,
    openedSeq: seq,
  };
}
