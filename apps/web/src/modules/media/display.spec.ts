import { describe, expect, it } from '@jest/globals';
import { descriptionView } from '../streams/display.js';
import {
  connectLinks,
  dayText,
  durationClock,
  durationText,
  EPISODE_DESCRIPTION_MAX,
  episodeCounts,
  episodeLabel,
  episodesPage,
  episodesWindow,
  initials,
  loadMoreEpisodesText,
  PODCAST_DESCRIPTION_MAX,
  PODCAST_LOAD_TIMEOUT_MS,
  podcastPortalReady,
  sortPeople,
  streamTree,
  webHref,
} from './display.js';

describe('descriptions', () => {
  const long = 'word '.repeat(80).trim();
  it('the podcast description shows 200 characters then Expand / Show less', () => {
    const cut = descriptionView(long, false, PODCAST_DESCRIPTION_MAX);
    expect(cut.long).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(201);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(descriptionView(long, true, PODCAST_DESCRIPTION_MAX).text).toBe(long);
  });
  it('the episode description shows 150 then Expand', () => {
    const cut = descriptionView(long, false, EPISODE_DESCRIPTION_MAX);
    expect(cut.text.length).toBeLessThanOrEqual(151);
    expect(cut.text.length).toBeGreaterThan(100);
    expect(descriptionView('x'.repeat(150), false, EPISODE_DESCRIPTION_MAX)).toEqual({
      text: 'x'.repeat(150),
      long: false,
    });
  });
});

describe('episode duration: hours and minutes in detail; h:mm:ss in cards', () => {
  it('detail', () => {
    expect(durationText(3909)).toBe('1h 05m');
    expect(durationText(42 * 60)).toBe('42m');
    expect(durationText(20)).toBe('1m');
    expect(durationText(null)).toBeNull();
    expect(durationText(0)).toBeNull();
  });
  it('cards', () => {
    expect(durationClock(3909)).toBe('1:05:09');
    expect(durationClock(42 * 60)).toBe('0:42:00');
    expect(durationClock(null)).toBeNull();
  });
});

describe('episode cards', () => {
  it('label season and episode numbers', () => {
    expect(episodeLabel(2, 14)).toBe('S2 · E14');
    expect(episodeLabel(null, 14)).toBe('E14');
    expect(episodeLabel(3, null)).toBe('S3');
    expect(episodeLabel(null, null)).toBeNull();
  });
  it('count posts, streams and people, and a card is disabled when its post count is zero', () => {
    const ep = { postCounts: { total: 3 }, streams: [1, 2], persons: [1] };
    expect(episodeCounts(ep)).toEqual({ posts: 3, streams: 2, people: 1, disabled: false });
    expect(episodeCounts({ ...ep, postCounts: { total: 0 } }).disabled).toBe(true);
  });
  it('dates read as calendar days in UTC', () => {
    expect(dayText('2026-03-05T23:30:00Z')).toBe('Mar 5, 2026');
    expect(dayText(null)).toBeNull();
  });
});

describe('episodes pages of 50', () => {
  it('asks 51 rows after the earlier pages, shows 50 and knows more follow', () => {
    expect(episodesWindow(1)).toEqual({ offset: 0, first: 51 });
    expect(episodesWindow(3)).toEqual({ offset: 100, first: 51 });
    const rows = Array.from({ length: 51 }, (_, i) => i);
    expect(episodesPage(rows)).toEqual({ items: rows.slice(0, 50), hasMore: true });
    expect(episodesPage(rows.slice(0, 50)).hasMore).toBe(false);
  });
  it("reads 'Load More Episodes ({n} loaded)' with the count", () => {
    expect(loadMoreEpisodesText(50)).toBe('Load More Episodes (50 loaded)');
  });
});

describe('people', () => {
  const p = (id: string, isCurrent: boolean, startDate: string | null) => ({
    id,
    firstName: id,
    lastName: 'X',
    isCurrent,
    startDate,
  });
  it('current first, then start date newest', () => {
    const sorted = sortPeople([
      p('old', false, '2024-01-01'),
      p('a', true, '2020-01-01'),
      p('none', true, null),
      p('b', true, '2023-06-01'),
    ]);
    expect(sorted.map((x) => x.id)).toEqual(['b', 'a', 'none', 'old']);
  });
  it('initials stand in for a missing photo', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('')).toBe('?');
  });
  it('Connect links: website, X handle and Instagram handle, each when known', () => {
    expect(
      connectLinks({ personalWebsite: 'https://www.ada.dev/about', xHandle: '@ada', instagramHandle: 'ada.l' }),
    ).toEqual([
      { kind: 'website', label: 'ada.dev', href: 'https://www.ada.dev/about' },
      { kind: 'x', label: '@ada', href: 'https://x.com/ada' },
      { kind: 'instagram', label: '@ada.l', href: 'https://www.instagram.com/ada.l/' },
    ]);
    expect(connectLinks({ personalWebsite: 'javascript:alert(1)', xHandle: 'a/b', instagramHandle: null })).toEqual([]);
  });
  it('only web addresses become links', () => {
    expect(webHref('https://a.example/x')).toBe('https://a.example/x');
    expect(webHref('data:text/html,hi')).toBeNull();
    expect(webHref('not a url')).toBeNull();
  });
});

describe("an organization's streams hierarchy", () => {
  const s = (id: string, name: string, children: string[] = []) => ({
    id,
    name,
    connections: { outbound: children.map((targetId) => ({ targetId, relationship: 'child' })) },
  });
  it('the business stream, its child departments by name, and their child products', () => {
    const tree = streamTree(
      [
        s('org', 'Acme', ['d2', 'd1']),
        s('d1', 'Research', ['p1']),
        s('d2', 'Cloud', ['p2', 'p3']),
        s('p1', 'Lab'),
        s('p2', 'Storage'),
        s('p3', 'Compute'),
      ],
      'org',
    );
    expect(tree?.stream.id).toBe('org');
    expect(tree?.children.map((d) => d.stream.name)).toEqual(['Cloud', 'Research']);
    expect(tree?.children[0]?.children.map((p) => p.stream.name)).toEqual(['Compute', 'Storage']);
    expect(tree?.children[1]?.children.map((p) => p.stream.name)).toEqual(['Lab']);
  });
  it('is null without the root, and the root alone without connections', () => {
    expect(streamTree([s('a', 'A')], 'missing')).toBeNull();
    expect(streamTree([{ id: 'a', name: 'A', connections: null }], 'a')).toEqual({
      stream: { id: 'a', name: 'A', connections: null },
      children: [],
    });
  });
});

describe('the podcast portal renders after its posts load or after 10 s, whichever first', () => {
  const base = { podcastLoaded: true, postsStatus: 'loading' as const, postsShown: 0, timedOut: false };
  it('waits while the first page of posts loads', () => {
    expect(podcastPortalReady(base)).toBe(false);
    expect(podcastPortalReady({ ...base, podcastLoaded: false, postsStatus: 'ready' })).toBe(false);
  });
  it('renders once the posts loaded, failed or came back empty', () => {
    expect(podcastPortalReady({ ...base, postsStatus: 'ready' })).toBe(true);
    expect(podcastPortalReady({ ...base, postsStatus: 'error' })).toBe(true);
    expect(podcastPortalReady({ ...base, postsShown: 20 })).toBe(true);
  });
  it('renders after the 10 s timeout even while the posts still load', () => {
    expect(PODCAST_LOAD_TIMEOUT_MS).toBe(10_000);
    expect(podcastPortalReady({ ...base, timedOut: true })).toBe(true);
  });
});
