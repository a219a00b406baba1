// A podcast feed read with podcast-partytime (RSS with the iTunes and Podcasting 2.0 namespaces):
// each item's guid, published date, duration, season and episode numbers, audio (enclosure), video
// (a video enclosure or alternateEnclosure), website link, persons (podcast:person) and the transcript
// to read (podcast:transcript: WebVTT preferred, then SRT, then plain text).
import type { parseFeed as ParseFeed } from 'podcast-partytime';
import { PodcastFeedMessages, type FeedEpisode, type FeedPerson } from '@hivemind/contracts';
import { FetchRefusal } from './safe-fetch.js';

export type TranscriptFormat = 'vtt' | 'srt' | 'plain';

/** A parsed feed item before its transcript is read. */
export type ParsedEpisode = Omit<FeedEpisode, 'segments' | 'transcriptError'> & {
  transcriptFormat: TranscriptFormat | null;
};

const TRANSCRIPT_PREFERENCE: { format: TranscriptFormat; types: string[] }[] = [
  { format: 'vtt', types: ['text/vtt'] },
  { format: 'srt', types: ['application/srt', 'application/x-subrip', 'text/srt', 'text/x-srt'] },
  { format: 'plain', types: ['text/plain'] },
];

/** The transcript format of a media type (or of the url's extension when the type says nothing). */
export function transcriptFormatOf(type: string | undefined, url = ''): TranscriptFormat | null {
  const t = (type ?? '').toLowerCase().split(';')[0]!.trim();
  for (const p of TRANSCRIPT_PREFERENCE) if (p.types.includes(t)) return p.format;
  const ext = /\.([a-z]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase();
  if (ext === 'vtt') return 'vtt';
  if (ext === 'srt') return 'srt';
  if (ext === 'txt') return 'plain';
  return null;
}

const clean = (s: string | undefined | null): string | null => {
  const v = (s ?? '').trim();
  return v.length > 0 ? v : null;
};
const int = (n: unknown): number | null => (typeof n === 'number' && Number.isFinite(n) ? Math.round(n) : null);

/** Plain text of an item's description (feeds often carry HTML there). */
function plainText(html: string | undefined): string | null {
  if (!html) return null;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 0 ? text.slice(0, 5000) : null;
}

let parser: Promise<typeof ParseFeed> | undefined;

/**
 * podcast-partytime, loaded once. Its logger (pino, at warn unless PARTYTIME_LOG says otherwise)
 * prints a whole feed it cannot parse to stdout: silenced unless asked for, since our own logs say
 * what failed.
 */
function feedParser(): Promise<typeof ParseFeed> {
  process.env.PARTYTIME_LOG ??= 'silent';
  parser ??= import('podcast-partytime').then((m) => m.parseFeed);
  return parser;
}

/**
 * The feed's items as episodes, oldest first; items without a guid are keyed by their audio url or
 * link (a feed's items must be told apart to be stored once). Throws a FetchRefusal when the text is
 * not an RSS feed.
 */
export async function parsePodcastFeed(xml: string): Promise<{ itemCount: number; episodes: ParsedEpisode[] }> {
  const parseFeed = await feedParser();
  let feed: ReturnType<typeof ParseFeed>;
  try {
    feed = parseFeed(xml);
  } catch {
    throw new FetchRefusal(PodcastFeedMessages.unparseable);
  }
  if (!feed) throw new FetchRefusal(PodcastFeedMessages.unparseable);
  const episodes: ParsedEpisode[] = [];
  for (const item of feed.items ?? []) {
    const audio = item.enclosure?.type?.startsWith('video/') ? null : clean(item.enclosure?.url);
    const videoEnclosure = item.enclosure?.type?.startsWith('video/') ? clean(item.enclosure.url) : null;
    const alternate = (item.alternativeEnclosures ?? [])
      .filter((a) => a.type?.startsWith('video/'))
      .flatMap((a) => a.source ?? [])
      .map((s) => clean(s.uri))
      .find((u) => u);
    const guid = clean(item.guid) ?? audio ?? clean(item.link);
    const title = clean(item.title);
    if (!guid || !title) continue;
    const persons: FeedPerson[] = (item.podcastPeople ?? [])
      .filter((p) => clean(p.name))
      .map((p) => ({
        name: p.name.trim(),
        role: (clean(p.role) ?? 'host').toLowerCase(),
        href: clean(p.href),
        img: clean(p.img),
      }));
    const transcripts = (item.podcastTranscripts ?? [])
      .map((t) => ({ url: clean(t.url), format: transcriptFormatOf(t.type, t.url) }))
      .filter((t): t is { url: string; format: TranscriptFormat } => Boolean(t.url && t.format));
    const order: TranscriptFormat[] = ['vtt', 'srt', 'plain'];
    transcripts.sort((a, b) => order.indexOf(a.format) - order.indexOf(b.format));
    const published = item.pubDate ? new Date(item.pubDate) : null;
    episodes.push({
      guid,
      title,
      description: plainText(item.description),
      publishedAt: published && !Number.isNaN(published.getTime()) ? published.toISOString() : null,
      // partytime reads a missing duration as 0.
      durationSec: int(item.duration) || null,
      seasonNumber: int(item.podcastSeason?.number ?? item.itunesSeason),
      episodeNumber: int(item.podcastEpisode?.number ?? item.itunesEpisode),
      audioUrl: audio,
      videoUrl: videoEnclosure ?? alternate ?? null,
      websiteUrl: clean(item.link),
      persons,
      transcriptUrl: transcripts[0]?.url ?? null,
      transcriptFormat: transcripts[0]?.format ?? null,
    });
  }
  episodes.sort((a, b) => (a.publishedAt ?? '').localeCompare(b.publishedAt ?? ''));
  return { itemCount: (feed.items ?? []).length, episodes };
}
