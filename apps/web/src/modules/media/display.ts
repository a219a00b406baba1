// How the media portals read on screen (spec 3 §2.7-§2.12, §4, §9): descriptions cut at 200
// (podcast) and 150 (episode) characters, durations, season / episode labels, episode counts, people
// in order, names and initials, Connect links, an organization's streams as a tree, and the episodes
// pages. Pure, unit-tested.
import { EPISODES_PAGE_SIZE, MediaMessages } from '@hivemind/contracts';
import { monogram } from '../../lib/monogram.js';

/** spec 3 §9 "Podcast description truncation: 200 characters; episode description 150". */
export const PODCAST_DESCRIPTION_MAX = 200;
export const EPISODE_DESCRIPTION_MAX = 150;
/** spec 3 §9 "Podcast portal load timeout: 10000 ms". */
export const PODCAST_LOAD_TIMEOUT_MS = 10_000;

/**
 * spec 3 §4: the podcast portal renders once its podcast is known and its posts have loaded (or
 * failed, or are empty), or once 10 s have passed, whichever comes first.
 */
export function podcastPortalReady(state: {
  readonly podcastLoaded: boolean;
  readonly postsStatus: 'loading' | 'ready' | 'error';
  readonly postsShown: number;
  readonly timedOut: boolean;
}): boolean {
  if (!state.podcastLoaded) return false;
  return state.timedOut || state.postsStatus !== 'loading' || state.postsShown > 0;
}

const two = (n: number) => String(n).padStart(2, '0');

function parts(seconds: number): { h: number; m: number; s: number } {
  const total = Math.max(0, Math.round(seconds));
  return { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}

/** An episode's duration in its detail: hours and minutes ('1h 05m', '42m'); null when unknown. */
export function durationText(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || seconds <= 0) return null;
  const { h, m } = parts(seconds);
  return h > 0 ? `${h}h ${two(m)}m` : `${Math.max(m, 1)}m`;
}

/** An episode's duration on its card: h:mm:ss ('1:05:09', '0:42:00'); null when unknown. */
export function durationClock(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || seconds <= 0) return null;
  const { h, m, s } = parts(seconds);
  return `${h}:${two(m)}:${two(s)}`;
}

/** The season / episode label of a card: 'S2 · E14', 'E14', 'S2'; null when neither is known. */
export function episodeLabel(season: number | null | undefined, episode: number | null | undefined): string | null {
  const labels = [season != null ? `S${season}` : null, episode != null ? `E${episode}` : null].filter(
    (x): x is string => x !== null,
  );
  return labels.length === 0 ? null : labels.join(' · ');
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date ('Mar 5, 2026', in UTC so every viewer reads the same day); null without one. */
export function dayText(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

export interface EpisodeCounts {
  readonly posts: number;
  readonly streams: number;
  readonly people: number;
  /** spec 3 §2.12: "A card is disabled when its post count is zero." */
  readonly disabled: boolean;
}

export function episodeCounts(episode: {
  readonly postCounts: { readonly total: number };
  readonly streams: readonly unknown[];
  readonly persons: readonly unknown[];
}): EpisodeCounts {
  const posts = episode.postCounts.total;
  return { posts, streams: episode.streams.length, people: episode.persons.length, disabled: posts <= 0 };
}

/** 'Load More Episodes ({n} loaded)' with n filled in (spec 3 §2.12). */
export function loadMoreEpisodesText(loaded: number): string {
  return MediaMessages.loadMoreEpisodes.replace('{n}', String(loaded));
}

/** The window of an episodes page: 50 after the pages before, one more to tell that more follow. */
export function episodesWindow(page: number): { offset: number; first: number } {
  return { offset: (Math.max(page, 1) - 1) * EPISODES_PAGE_SIZE, first: EPISODES_PAGE_SIZE + 1 };
}

/** A page's episodes (at most 50) and whether more follow (the extra row came back). */
export function episodesPage<T>(rows: readonly T[]): { items: readonly T[]; hasMore: boolean } {
  return { items: rows.slice(0, EPISODES_PAGE_SIZE), hasMore: rows.length > EPISODES_PAGE_SIZE };
}

export interface PersonLike {
  readonly firstName: string;
  readonly lastName: string;
  readonly isCurrent: boolean;
  readonly startDate: string | null;
}

export function personName(person: Pick<PersonLike, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** The letters shown for a person without a photo ('Ada Lovelace' → 'AL'). */
export function initials(name: string): string {
  return monogram(name) || '?';
}

/** spec 3 §9 "people: current first, then start date newest" (no start date last). */
export function sortPeople<T extends PersonLike>(people: readonly T[]): T[] {
  return [...people].sort((a, b) => {
    if (a.isCurrent !== b.isCurrent) return a.isCurrent ? -1 : 1;
    return (b.startDate ?? '').localeCompare(a.startDate ?? '');
  });
}

/** A link only when it is a web address (http or https): stored text never becomes a script link. */
export function webHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The host a link leads to, without 'www.' ('example.com'), or the text itself when it is no URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export interface ConnectLink {
  readonly kind: 'website' | 'x' | 'instagram';
  readonly label: string;
  readonly href: string;
}

const handle = (text: string) => text.trim().replace(/^@/, '');
const HANDLE = /^[A-Za-z0-9_.]{1,30}$/;

/** A person's Connect links (spec 3 §2.9): website, X handle, Instagram handle, each when known. */
export function connectLinks(person: {
  readonly personalWebsite: string | null;
  readonly xHandle: string | null;
  readonly instagramHandle: string | null;
}): ConnectLink[] {
  const links: ConnectLink[] = [];
  const site = webHref(person.personalWebsite);
  if (site !== null) links.push({ kind: 'website', label: hostOf(site), href: site });
  const x = person.xHandle ? handle(person.xHandle) : '';
  if (HANDLE.test(x)) links.push({ kind: 'x', label: `@${x}`, href: `https://x.com/${x}` });
  const ig = person.instagramHandle ? handle(person.instagramHandle) : '';
  if (HANDLE.test(ig)) links.push({ kind: 'instagram', label: `@${ig}`, href: `https://www.instagram.com/${ig}/` });
  return links;
}

interface HierarchyStream {
  readonly id: string;
  readonly name: string;
  readonly connections: {
    readonly outbound: readonly { readonly targetId: string; readonly relationship: string }[];
  } | null;
}

export interface StreamBranch<S> {
  readonly stream: S;
  readonly children: readonly StreamBranch<S>[];
}

const byName = <S extends { readonly name: string }>(a: S, b: S) => a.name.localeCompare(b.name);

/**
 * An organization's streams as a tree (spec 3 §2.8): its business stream, the child departments and
 * their child products, following the 'child' connections outbound from each stream; streams by name
 * (spec 3 §9). Null when the root stream is not among them.
 */
export function streamTree<S extends HierarchyStream>(
  streams: readonly S[],
  rootId: string | null | undefined,
): StreamBranch<S> | null {
  const byId = new Map(streams.map((s) => [s.id, s]));
  const root = rootId ? byId.get(rootId) : streams[0];
  if (root === undefined) return null;
  const seen = new Set<string>([root.id]);
  const grow = (stream: S, depth: number): StreamBranch<S> => {
    const children =
      depth >= 2
        ? []
        : (stream.connections?.outbound ?? [])
            .filter((c) => c.relationship === 'child')
            .map((c) => byId.get(c.targetId))
            .filter((s): s is S => s !== undefined && !seen.has(s.id))
            .sort(byName);
    for (const child of children) seen.add(child.id);
    return { stream, children: children.map((child) => grow(child, depth + 1)) };
  };
  return grow(root, 0);
}
