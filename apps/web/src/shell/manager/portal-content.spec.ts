import { describe, expect, it } from '@jest/globals';
import { isPortalOpen } from './portal-content.js';
import type { Portal } from './portal-manager.js';

const portal = (type: string, props: Portal['props'], subPortals: Portal[] = []): Portal => ({
  id: `${type}-${JSON.stringify(props)}`,
  type,
  title: type,
  instanceNumber: 1,
  subPortals,
  props,
  openedSeq: 1,
});

describe('button visibility: an episodes portal for that podcast is already open', () => {
  const row = [
    portal('control', {}),
    portal('media-feed', {}, [portal('podcast-episodes-portal', { podcastId: 'p2' })]),
    portal('podcast-episodes-portal', { podcastId: 'p1' }),
  ];
  it('finds it in the row and among sub-portals', () => {
    expect(isPortalOpen(row, 'podcast-episodes-portal', 'podcastId', 'p1')).toBe(true);
    expect(isPortalOpen(row, 'podcast-episodes-portal', 'podcastId', 'p2')).toBe(true);
  });
  it('not for another podcast, another type or no portals', () => {
    expect(isPortalOpen(row, 'podcast-episodes-portal', 'podcastId', 'p3')).toBe(false);
    expect(isPortalOpen(row, 'podcast-portal', 'podcastId', 'p1')).toBe(false);
    expect(isPortalOpen(undefined, 'podcast-episodes-portal', 'podcastId', 'p1')).toBe(false);
  });
});
