import { describe, expect, it } from '@jest/globals';
import {
  initialPortalState,
  maxPortals,
  maxSubPortals,
  portalReducer,
  type PortalAction,
  type PortalState,
} from './portal-manager.js';

function run(...actions: PortalAction[]): PortalState {
  return actions.reduce(portalReducer, initialPortalState);
}

const types = (state: PortalState): string[] => state.portals.map((p) => p.type);

describe('portal manager: first load', () => {
  it('opens control, media-feed and dashboard on desktop, with nothing recorded in history', () => {
    const state = run({ type: 'init', width: 1600 });
    expect(types(state)).toEqual(['control', 'media-feed', 'dashboard']);
    expect(state.portals[1]?.title).toBe('MediaFeed');
    expect(state.portals[0]?.title).toBe('Hivemind');
    expect(state.effect).toBeNull();
  });

  it('opens the control portal with a media-feed sub-portal on mobile', () => {
    const state = run({ type: 'init', width: 375 });
    expect(types(state)).toEqual(['control']);
    expect(state.portals[0]?.subPortals.map((s) => s.type)).toEqual(['media-feed']);
  });

  it('opens guest-control for a guest', () => {
    expect(types(run({ type: 'init', width: 1600, guest: true }))[0]).toBe('guest-control');
  });

  it('keeps what is open when initialised again', () => {
    const state = run(
      { type: 'init', width: 1600 },
      { type: 'open', portalType: 'settings' },
      { type: 'init', width: 1600 },
    );
    expect(types(state)).toEqual(['control', 'settings', 'media-feed', 'dashboard']);
  });
});

describe('portal manager: opening', () => {
  it('inserts a new portal right after the first control portal and returns its path', () => {
    const state = run({ type: 'init', width: 1600 }, { type: 'open', portalType: 'my-thoughts-portal' });
    expect(types(state)).toEqual(['control', 'my-thoughts-portal', 'media-feed', 'dashboard']);
    const opened = state.portals[1];
    expect(opened?.title).toBe('MyThoughts');
    expect(opened?.instanceNumber).toBe(1);
    expect(state.effect).toEqual({
      kind: 'opened',
      seq: state.seq,
      portalId: opened?.id,
      path: '/portal/my-thoughts-portal',
    });
  });

  it('inserts after an agent portal when it comes first', () => {
    const state = run({ type: 'open', portalType: 'agent' }, { type: 'open', portalType: 'lists' });
    expect(types(state)).toEqual(['agent', 'lists']);
  });

  it('numbers instances of the same type and keeps a given title and props', () => {
    const state = run(
      { type: 'init', width: 2400 },
      { type: 'open', portalType: 'thought', props: { thoughtId: 't1' } },
      { type: 'open', portalType: 'thought', title: 'Idea · Note', props: { thoughtId: 't2' } },
    );
    const [newest, older] = state.portals.slice(1, 3);
    expect(newest).toMatchObject({ instanceNumber: 2, title: 'Idea · Note', props: { thoughtId: 't2' } });
    expect(older).toMatchObject({ instanceNumber: 1, title: 'Thought' });
  });

  it('gives unknown types the placeholder title and records their path', () => {
    const state = run({ type: 'init', width: 1600 }, { type: 'open', portalType: 'no-such-type' });
    expect(state.portals[1]?.title).toBe('Portal');
    expect(state.effect?.kind === 'opened' && state.effect.path).toBe('/portal/no-such-type');
  });

  it('opens inside the control portal when the row has no room beside it, reusing a match', () => {
    const state = run(
      { type: 'init', width: 375 },
      { type: 'open', portalType: 'my-thoughts-portal' },
      { type: 'open', portalType: 'media-feed', props: { tab: 'latest' } },
    );
    expect(types(state)).toEqual(['control']);
    const subs = state.portals[0]?.subPortals ?? [];
    expect(subs.map((s) => s.type)).toEqual(['media-feed', 'my-thoughts-portal']);
    expect(subs[0]?.props).toEqual({ tab: 'latest' });
    expect(state.effect?.kind === 'opened' && state.effect.path).toBe('/portal/media-feed');
  });

  it('closes the oldest sub-portal beyond the mobile cap of 2', () => {
    const state = run(
      { type: 'init', width: 375 },
      { type: 'open', portalType: 'settings' },
      { type: 'open', portalType: 'support' },
    );
    expect(state.portals[0]?.subPortals.map((s) => s.type)).toEqual(['support', 'settings']);
  });
});

describe('portal manager: maximum portals', () => {
  it('is floor(width / 400), at least 1', () => {
    expect(maxPortals(1600)).toBe(4);
    expect(maxPortals(1599)).toBe(3);
    expect(maxPortals(800)).toBe(2);
    expect(maxPortals(375)).toBe(1);
    expect(maxPortals(0)).toBe(1);
  });

  it('drops the oldest portal, never the pinned control portal', () => {
    const state = run(
      { type: 'init', width: 1200 },
      { type: 'open', portalType: 'my-thoughts-portal' },
      { type: 'open', portalType: 'lists' },
    );
    // Dashboard was opened first at load, then media-feed: both are older than the new ones.
    expect(types(state)).toEqual(['control', 'lists', 'my-thoughts-portal']);
  });

  it('drops the oldest when the window narrows', () => {
    const state = run({ type: 'init', width: 1600 }, { type: 'resize', width: 820 });
    expect(types(state)).toEqual(['control', 'media-feed']);
    expect(state.width).toBe(820);
  });

  it('caps sub-portals at 2 on mobile, 3 under 1024 px, otherwise 4', () => {
    expect([maxSubPortals(500), maxSubPortals(900), maxSubPortals(1024)]).toEqual([2, 3, 4]);
  });
});

describe('portal manager: closing', () => {
  it('refuses to close the first control portal and only warns', () => {
    const before = run({ type: 'init', width: 1600 });
    const control = before.portals[0];
    const after = portalReducer(before, { type: 'close', id: control?.id ?? '' });
    expect(after.portals).toBe(before.portals);
    expect(after.effect).toEqual({
      kind: 'warning',
      seq: after.seq,
      message: 'The control portal cannot be closed.',
    });
  });

  it('closes any other portal and sub-portal', () => {
    const desktop = run({ type: 'init', width: 1600 });
    const closed = portalReducer(desktop, { type: 'close', id: desktop.portals[1]?.id ?? '' });
    expect(types(closed)).toEqual(['control', 'dashboard']);
    expect(closed.effect).toBeNull();

    const mobile = run({ type: 'init', width: 375 });
    const sub = mobile.portals[0]?.subPortals[0];
    const after = portalReducer(mobile, { type: 'close', id: sub?.id ?? '' });
    expect(after.portals[0]?.subPortals).toEqual([]);
  });

  it('lets a control portal that is not first be closed', () => {
    // A row where a control portal is not in first position (built by hand: the manager never moves it).
    const state = run({ type: 'open', portalType: 'lists' }, { type: 'open', portalType: 'control' });
    const reordered: PortalState = { ...state, portals: [...state.portals].reverse() };
    const after = portalReducer(reordered, { type: 'close', id: reordered.portals[1]?.id ?? '' });
    expect(types(after)).toEqual(['lists']);
  });
});

describe('portal manager: login state', () => {
  it('swaps guest-control for control when the user signs in, keeping the rest of the row', () => {
    const guest = run({ type: 'init', width: 1600, guest: true });
    const member = portalReducer(guest, { type: 'session', guest: false });
    expect(types(member)).toEqual(['control', 'media-feed', 'dashboard']);
    expect(member.portals[0]?.id).not.toBe(guest.portals[0]?.id);
    expect(member.portals[0]?.title).toBe('Hivemind');
    expect(member.portals.slice(1)).toEqual(guest.portals.slice(1));
  });

  it('swaps control for guest-control when the user signs out, with its sub-portals', () => {
    const member = run({ type: 'init', width: 375 });
    const guest = portalReducer(member, { type: 'session', guest: true });
    expect(types(guest)).toEqual(['guest-control']);
    expect(guest.portals[0]?.subPortals.map((s) => s.type)).toEqual(['media-feed']);
  });

  it('changes nothing when the login state is the same', () => {
    const member = run({ type: 'init', width: 1600 });
    expect(portalReducer(member, { type: 'session', guest: false })).toBe(member);
  });
});

describe('portal manager: smart open in the row', () => {
  it('reuses an open portal of the same type and title, moving it beside the control portal', () => {
    const state = run(
      { type: 'init', width: 2000 },
      { type: 'open', portalType: 'settings' },
      { type: 'open', portalType: 'lists' },
      { type: 'open', portalType: 'settings', props: { section: 'password' } },
    );
    expect(types(state)).toEqual(['control', 'settings', 'lists', 'media-feed', 'dashboard']);
    expect(state.portals[1]?.props).toEqual({ section: 'password' });
    expect(state.portals[1]?.instanceNumber).toBe(1);
    expect(state.effect?.kind === 'opened' && state.effect.portalId).toBe(state.portals[1]?.id);
  });

  it('promotes the reused portal so it is not the next one dropped', () => {
    const state = run(
      { type: 'init', width: 1200 },
      { type: 'open', portalType: 'settings' },
      { type: 'open', portalType: 'lists' },
      { type: 'open', portalType: 'settings' },
      { type: 'open', portalType: 'support' },
    );
    expect(types(state)).toEqual(['control', 'support', 'settings']);
  });
});

describe('portal manager: window resizes', () => {
  it('moves the row inside the control portal when it narrows to one portal, newest first', () => {
    const state = run(
      { type: 'init', width: 1600 },
      { type: 'open', portalType: 'settings' },
      { type: 'resize', width: 375 },
    );
    expect(types(state)).toEqual(['control']);
    // Cap 2 on mobile: settings (newest) and media-feed; the dashboard (oldest) closes.
    expect(state.portals[0]?.subPortals.map((s) => s.type)).toEqual(['settings', 'media-feed']);
  });

  it('moves sub-portals of the control portal out into the row when it widens', () => {
    const state = run(
      { type: 'init', width: 375 },
      { type: 'open', portalType: 'settings' },
      { type: 'resize', width: 1600 },
    );
    expect(types(state)).toEqual(['control', 'settings', 'media-feed']);
    expect(state.portals[0]?.subPortals).toEqual([]);
  });

  it('keeps the row as it is when the width stays within the same maximum', () => {
    const before = run({ type: 'init', width: 1600 });
    const after = portalReducer(before, { type: 'resize', width: 1700 });
    expect(after.portals).toEqual(before.portals);
    expect(after.width).toBe(1700);
  });

  it('caps sub-portals at the new width', () => {
    const state = run(
      { type: 'init', width: 390 },
      { type: 'open', portalType: 'settings' },
      { type: 'resize', width: 380 },
    );
    expect(state.portals[0]?.subPortals).toHaveLength(2);
  });
});

describe("portal manager: the media feed's floating button closes all other sub-portals (spec 2 §2.3)", () => {
  it('keeps only the pinned control portal and the asking portal in the row', () => {
    const opened = run({ type: 'init', width: 1600 }, { type: 'open', portalType: 'settings' });
    const feed = opened.portals.find((p) => p.type === 'media-feed');
    const state = portalReducer(opened, { type: 'closeOthers', id: feed?.id ?? '' });
    expect(types(state)).toEqual(['control', 'media-feed']);
  });

  it('keeps only the asking sub-portal inside the control portal on mobile', () => {
    const opened = run({ type: 'init', width: 390 }, { type: 'open', portalType: 'settings' });
    const feed = opened.portals[0]?.subPortals.find((p) => p.type === 'media-feed');
    const state = portalReducer(opened, { type: 'closeOthers', id: feed?.id ?? '' });
    expect(state.portals[0]?.subPortals.map((s) => s.type)).toEqual(['media-feed']);
  });

  it('does nothing for a portal that is no longer open', () => {
    const opened = run({ type: 'init', width: 1600 });
    expect(portalReducer(opened, { type: 'closeOthers', id: 'portal-999' })).toBe(opened);
  });
});
