/**
 * Streams on posts (spec 2 §3 "Stream tag on a post", issue 7): the stream tagging rules shared by the
 * agent worker (which tags a new post) and the web app (which highlights stream names and aliases in
 * a post's content), so both find exactly the same mentions.
 *
 * Rules: a stream's name and each of its aliases are its terms. A term matches
 *  - case-insensitively,
 *  - on word boundaries only (no letter or digit right before or after it; "Apple" is not found in
 *    "Pineapple" nor in "Apples"), any run of whitespace inside a term matching any run in the text,
 *  - longest term first: where terms overlap, the longer one takes the text ("New York Times" wins
 *    over "New York"),
 *  - without overlaps: each character of the text belongs to at most one mention.
 * Equal lengths: a stream's name wins over another stream's alias, then the streams' order in the input.
 */

/** What the tagger needs of a stream (feeds-svc sends its active streams in the job payload). */
export interface StreamMatchInput {
  streamId: string;
  name: string;
  aliases: string[];
}

/** One mention of a stream in a text: [start, end) are UTF-16 offsets as String.prototype.slice takes. */
export interface StreamMention {
  streamId: string;
  /** The text as written at that place. */
  text: string;
  start: number;
  end: number;
  /** Found through an alias rather than the stream's name. */
  viaAlias: boolean;
}

export const SENTIMENTS = ['positive', 'negative', 'neutral', 'mixed'] as const;
export type Sentiment = (typeof SENTIMENTS)[number];

export function isSentiment(value: string): value is Sentiment {
  return (SENTIMENTS as readonly string[]).includes(value);
}

/** A post's tag to one stream, as the agent worker computes it and feeds-svc stores it (post_stream). */
export interface StreamTag {
  streamId: string;
  /** 1 when the stream's name is mentioned, 0.9 when only an alias is. */
  confidence: number;
  sentiment: Sentiment;
  /** -1 (negative) .. 1 (positive): the mean lexicon score of the passages that mention the stream. */
  sentimentScore: number;
  /** One sentence saying why. */
  sentimentAnalysis: string;
  /** The mentions as written, in text order. */
  mentions: string[];
}

/** Stream assignment types stored on post_stream. */
export const STREAM_ASSIGNMENT_TYPES = ['auto', 'manual'] as const;
export type StreamAssignmentType = (typeof STREAM_ASSIGNMENT_TYPES)[number];

/** How many active streams feeds-svc sends to the tagger at most (the newest first). */
export const STREAM_TAGGING_MAX_STREAMS = 20_000;

const BEFORE = '(?<![\\p{L}\\p{N}])';
const AFTER = '(?![\\p{L}\\p{N}])';

function termPattern(term: string): RegExp | null {
  const words = term.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return null;
  const body = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('\\s+');
  return new RegExp(`${BEFORE}${body}${AFTER}`, 'giu');
}

interface Term {
  streamId: string;
  term: string;
  viaAlias: boolean;
  order: number;
}

/** Every stream mention in `text` by the rules above, in text order. */
export function findStreamMentions(text: string, streams: readonly StreamMatchInput[]): StreamMention[] {
  const terms: Term[] = [];
  streams.forEach((s, index) => {
    const seen = new Set<string>();
    const add = (term: string, viaAlias: boolean) => {
      const key = term.trim().replace(/\s+/gu, ' ').toLocaleLowerCase();
      if (!key || seen.has(key)) return;
      seen.add(key);
      terms.push({ streamId: s.streamId, term: key, viaAlias, order: index });
    };
    add(s.name, false);
    for (const alias of s.aliases) add(alias, true);
  });
  // Longest first; then names before aliases; then input order.
  terms.sort((a, b) => b.term.length - a.term.length || Number(a.viaAlias) - Number(b.viaAlias) || a.order - b.order);
  const taken: Array<[number, number]> = [];
  const overlaps = (start: number, end: number) => taken.some(([s, e]) => start < e && s < end);
  const mentions: StreamMention[] = [];
  for (const t of terms) {
    const pattern = termPattern(t.term);
    if (!pattern) continue;
    for (const m of text.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (overlaps(start, end)) continue;
      taken.push([start, end]);
      mentions.push({ streamId: t.streamId, text: m[0], start, end, viaAlias: t.viaAlias });
    }
  }
  return mentions.sort((a, b) => a.start - b.start);
}
