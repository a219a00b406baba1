import { describe, expect, it } from '@jest/globals';
import { createPortalCache, PORTAL_CACHE_TTL_MS } from './portal-cache.js';

function fakeClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('media feed portal cache (spec 2 §4 Feeds, §9: fresh for 300000 ms)', () => {
  it('is fresh for 300000 ms', () => {
    expect(PORTAL_CACHE_TTL_MS).toBe(300_000);
  });

  it('restores what was saved on deactivation while fresh', () => {
    const clock = fakeClock();
    const cache = createPortalCache<{ page: number }>({ now: clock.now });
    cache.save('media-feed', { page: 3 });
    clock.advance(PORTAL_CACHE_TTL_MS - 1);
    expect(cache.restore('media-feed')).toEqual({ page: 3 });
  });

  it('is not reused once 300000 ms have passed, and the stale entry is dropped', () => {
    const clock = fakeClock();
    const cache = createPortalCache<string>({ now: clock.now });
    cache.save('media-feed', 'old');
    clock.advance(PORTAL_CACHE_TTL_MS);
    expect(cache.restore('media-feed')).toBeUndefined();
    clock.advance(-PORTAL_CACHE_TTL_MS);
    expect(cache.restore('media-feed')).toBeUndefined();
  });

  it('a new save starts the 5 minutes again; keys are separate; clear forgets', () => {
    const clock = fakeClock();
    const cache = createPortalCache<string>({ now: clock.now });
    cache.save('a', 'one');
    clock.advance(200_000);
    cache.save('a', 'two');
    cache.save('b', 'other');
    clock.advance(200_000);
    expect(cache.restore('a')).toBe('two');
    expect(cache.restore('missing')).toBeUndefined();
    cache.clear('a');
    expect(cache.restore('a')).toBeUndefined();
    expect(cache.restore('b')).toBe('other');
    cache.clear();
    expect(cache.restore('b')).toBeUndefined();
  });
});
