// How posts read on screen (spec 2 §5, §9): relative age, the card's badges, cut titles and the
// stream highlights inside a post's text. Pure, unit-tested.
import { findStreamMentions, type StreamMatchInput } from '@hivemind/contracts';
import { postMessages } from './messages.js';
import { type PostCardFieldsFragment, type PostStreamTagFieldsFragment } from './graphql/posts.generated.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH_DAYS = 30;
const YEAR_DAYS = 365;

/**
 * spec 2 §9: 'now' under 1 minute, then minutes (m), hours (h), days (d) under 30 days, months (m,
 * 30-day months) under 12, then years (y). A date in the future (clock skew) reads 'now'.
 */
export function relativeAge(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const elapsed = now - then;
  if (elapsed < MINUTE) return 'now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`;
  const days = Math.floor(elapsed / DAY);
  if (days < MONTH_DAYS) return `${days}d`;
  const months = Math.floor(days / MONTH_DAYS);
  if (months < 12) return `${months}m`;
  return `${Math.max(1, Math.floor(days / YEAR_DAYS))}y`;
}

/** A capitalised label of a stored value ('content_thought' → 'Content thought'). */
export function label(value: string): string {
  const spaced = value.replace(/[-_]+/g, ' ').trim();
  return spaced.length === 0 ? spaced : spaced[0]!.toUpperCase() + spaced.slice(1);
}

/** Cuts text to `max` characters, the last one an ellipsis (spec 2 §9: podcast 25, episode 30). */
export function cut(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

export const PODCAST_TITLE_MAX = 25;
export const EPISODE_TITLE_MAX = 30;
export const CARD_BADGE_MAX = 3;

export type CardBadge =
  | { readonly kind: 'thoughtType'; readonly key: string; readonly label: string }
  | { readonly kind: 'stream'; readonly key: string; readonly label: string; readonly streamId: string };

/**
 * spec 2 §9: up to 3 badges among the thought type and the streams (the thought type first), then
 * '+N' for the rest.
 */
export function cardBadges(
  post: Pick<PostCardFieldsFragment, 'thoughtType' | 'streams'>,
  max: number = CARD_BADGE_MAX,
): { readonly shown: readonly CardBadge[]; readonly hidden: readonly CardBadge[] } {
  const all: CardBadge[] = [];
  if (post.thoughtType !== null && post.thoughtType.length > 0) {
    all.push({ kind: 'thoughtType', key: `type:${post.thoughtType}`, label: label(post.thoughtType) });
  }
  for (const stream of post.streams) {
    all.push({ kind: 'stream', key: `stream:${stream.streamId}`, label: stream.streamName, streamId: stream.streamId });
  }
  return { shown: all.slice(0, max), hidden: all.slice(max) };
}

export interface TextSegment {
  readonly text: string;
  /** Set when the segment is a stream's name or alias. */
  readonly streamId?: string;
}

/** The tagged streams as the shared tagger's input: each stream's name and aliases are its terms. */
export function streamTerms(streams: readonly PostStreamTagFieldsFragment[]): StreamMatchInput[] {
  return streams.map((s) => ({ streamId: s.streamId, name: s.streamName, aliases: [...s.streamAliases] }));
}

/**
 * spec 2 §5: stream names and aliases are highlighted in post text on word boundaries,
 * case-insensitively, longest first, without overlaps — found by the same rules the server's tagger
 * uses (findStreamMentions of @hivemind/contracts). Answers the text cut into plain and highlighted
 * segments, in order; joined they give the text back unchanged.
 */
export function highlightSegments(text: string, streams: readonly StreamMatchInput[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const mention of findStreamMentions(text, streams)) {
    if (mention.start > at) segments.push({ text: text.slice(at, mention.start) });
    segments.push({ text: text.slice(mention.start, mention.end), streamId: mention.streamId });
    at = mention.end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at) });
  return segments;
}

/** The post's public link (the copy-link button, spec 2 §2). */
export function postPath(postId: string): string {
  return `/post/${encodeURIComponent(postId)}`;
}

/**
 * similarity_score is a cosine distance; it reads as (1 − score) × 100 with one decimal and a %
 * sign (spec 2 §9, spec 4).
 */
export function similarityPercent(score: number): string {
  const similarity = Math.min(1, Math.max(0, 1 - score));
  return `${(Math.round(similarity * 1000) / 10).toFixed(1)}%`;
}

/** spec 2 §9: the match-quality filter of related posts, 0.9 High (90%+) down to 0.4 Any (40%+). */
export const MATCH_QUALITY_OPTIONS: readonly { readonly threshold: number; readonly label: string }[] = [
  { threshold: 0.9, label: 'High (90%+)' },
  { threshold: 0.8, label: 'Good (80%+)' },
  { threshold: 0.7, label: 'Fair (70%+)' },
  { threshold: 0.6, label: 'Moderate (60%+)' },
  { threshold: 0.5, label: 'Low (50%+)' },
  { threshold: 0.4, label: 'Any (40%+)' },
];

/**
 * spec 2 §4, §5: why the classification cannot change, or null when it can. Locked while the post is
 * moderated and when others have voted on it.
 */
export function classificationLock(
  post: Pick<PostCardFieldsFragment, 'moderatedAt' | 'hasOtherVoters'>,
): string | null {
  if (post.moderatedAt !== null) return postMessages.classificationModerated;
  if (post.hasOtherVoters === true) return postMessages.classificationOthersVoted;
  return null;
}

/** What a post came from, as its source badges open it. */
export type PostSourceTarget =
  | { readonly kind: 'podcast'; readonly id: string; readonly title: string }
  | { readonly kind: 'episode'; readonly id: string; readonly title: string }
  | { readonly kind: 'webpage'; readonly id: string; readonly title: string };

/** The podcast, episode and web page of a post that it names, with their shown (cut) titles. */
export function postSources(
  post: Pick<
    PostCardFieldsFragment,
    | 'podcastId'
    | 'podcastTitle'
    | 'podcastEpisodeId'
    | 'podcastEpisodeTitle'
    | 'webPageId'
    | 'webPageTitle'
    | 'webPageUrl'
  >,
): { readonly target: PostSourceTarget; readonly text: string }[] {
  const out: { target: PostSourceTarget; text: string }[] = [];
  if (post.podcastId !== null && post.podcastTitle !== null) {
    const title = post.podcastTitle;
    out.push({ target: { kind: 'podcast', id: post.podcastId, title }, text: cut(title, PODCAST_TITLE_MAX) });
  }
  if (post.podcastEpisodeId !== null && post.podcastEpisodeTitle !== null) {
    const title = post.podcastEpisodeTitle;
    out.push({ target: { kind: 'episode', id: post.podcastEpisodeId, title }, text: cut(title, EPISODE_TITLE_MAX) });
  }
  if (post.webPageId !== null) {
    const title = post.webPageTitle ?? post.webPageUrl ?? postMessages.webPage;
    out.push({ target: { kind: 'webpage', id: post.webPageId, title }, text: cut(title, EPISODE_TITLE_MAX) });
  }
  return out;
}
