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

// ---------------------------------------------------------------------------------------------------
// The streams listing, a stream's page and similar streams (spec 2 §2.5, §2.6, §3 Stream, §7 Streams,
// §9; spec 3 §3 Stream, §7 Media entities; spec 4 similarity).

/**
 * Every stream type with its display label (spec 2 §3: "brand, business, government, non-profit,
 * topic, public_equity, cryptocurrency, consumer_product/service, business_product/service,
 * company_department, sports_organization, sports_team, collection, movie, tv_show, book, music, and
 * more (people, places, events, organizations)"). The spec's "x_product/service" is read as two
 * types, x_product and x_service; "more" adds the entities streams are also built from (person,
 * place, event, organization, podcast, episode, web_page).
 */
export const STREAM_TYPES = [
  { value: 'topic', label: 'Topic' },
  { value: 'brand', label: 'Brand' },
  { value: 'business', label: 'Business' },
  { value: 'government', label: 'Government' },
  { value: 'non-profit', label: 'Non-Profit' },
  { value: 'public_equity', label: 'Public Equity' },
  { value: 'cryptocurrency', label: 'Cryptocurrency' },
  { value: 'consumer_product', label: 'Consumer Product' },
  { value: 'consumer_service', label: 'Consumer Service' },
  { value: 'business_product', label: 'Business Product' },
  { value: 'business_service', label: 'Business Service' },
  { value: 'company_department', label: 'Company Department' },
  { value: 'sports_organization', label: 'Sports Organization' },
  { value: 'sports_team', label: 'Sports Team' },
  { value: 'collection', label: 'Collection' },
  { value: 'movie', label: 'Movie' },
  { value: 'tv_show', label: 'TV Show' },
  { value: 'book', label: 'Book' },
  { value: 'music', label: 'Music' },
  { value: 'person', label: 'Person' },
  { value: 'place', label: 'Place' },
  { value: 'event', label: 'Event' },
  { value: 'organization', label: 'Organization' },
  { value: 'podcast', label: 'Podcast' },
  { value: 'episode', label: 'Episode' },
  { value: 'web_page', label: 'Web Page' },
] as const;
export type StreamType = (typeof STREAM_TYPES)[number]['value'];
export const STREAM_TYPE_VALUES: readonly StreamType[] = STREAM_TYPES.map((t) => t.value);

export function isStreamType(value: string): value is StreamType {
  return (STREAM_TYPE_VALUES as readonly string[]).includes(value);
}

/** A type's display label; a type outside the list shows as written, its underscores as spaces. */
export function streamTypeLabel(value: string): string {
  return STREAM_TYPES.find((t) => t.value === value)?.label ?? value.replace(/_/g, ' ');
}

/** Stream levels and their labels (spec 2 §3, §9). */
export const STREAM_LEVEL_LABELS: Readonly<Record<number, string>> = {
  1: 'Broad Topic',
  2: 'Sub-topic',
  3: 'Niche Topic',
};

/**
 * GET /api/streams sorts (spec 2 §7): by posts, by positive or negative sentiment counts, newest
 * first. Without one the listing is by name (spec 3 §9 "Sorting: streams by name").
 */
export const STREAM_SORTS = ['posts', 'positive', 'negative', 'new'] as const;
export type StreamSort = (typeof STREAM_SORTS)[number];
/** Streams listing page size (spec 2 §9, spec 3 §9), and the largest page asked for. */
export const STREAMS_PAGE_SIZE = 25;
export const STREAMS_MAX_PAGE_SIZE = 100;

/** Similar streams (spec 2 §9): 5 results at similarity 0.4 or more (0..1, higher is closer, spec 4). */
export const SIMILAR_STREAMS_LIMIT = 5;
export const SIMILAR_STREAMS_MAX_LIMIT = 50;
export const SIMILAR_STREAMS_THRESHOLD = 0.4;

/** The relationship of a stream to its parent in the hierarchy (spec 3 §3 Stream connections). */
export const STREAM_CHILD_RELATIONSHIP = 'child';

/**
 * The text a stream's embedding is made from: its name, description and aliases. The agent worker
 * embeds it when a stream is created or changed, and the seed embeds seeded streams the same way.
 */
export function streamEmbeddingText(s: {
  name: string;
  description: string | null;
  aliases: readonly string[];
}): string {
  return [s.name, s.description, s.aliases.join(', ')].filter(Boolean).join('. ');
}

/** Counts of posts by their sentiment toward a stream (spec 2 §3 sentiment_counts). */
export interface SentimentCountsJson {
  positive: number;
  negative: number;
  neutral: number;
  mixed: number;
}

/** A stream in the listing and on its page (spec 2 §3 Stream, spec 3 §3 Stream). */
export interface StreamJson {
  id: string;
  name: string;
  description: string | null;
  type: string;
  type_label: string;
  logo_url: string | null;
  level: number;
  level_label: string | null;
  is_active: boolean;
  organization_name: string | null;
  stream_aliases: string[];
  asset_type: string | null;
  trading_symbol: string | null;
  created_at: string;
  updated_at: string;
  post_count: number;
  sentiment_counts: SentimentCountsJson;
}

/** One edge of the stream hierarchy: `target` is a child of `source` (relationship 'child'). */
export interface StreamConnectionJson {
  source_id: string;
  target_id: string;
  relationship: typeof STREAM_CHILD_RELATIONSHIP;
  /** The stream at the other end. */
  stream: { id: string; name: string; type: string; level: number };
}

/** GET /api/streams/{id}: inbound = its parent, outbound = its children. */
export interface StreamDetailJson extends StreamJson {
  connections: { inbound: StreamConnectionJson[]; outbound: StreamConnectionJson[] };
}

export interface StreamTypeJson {
  value: string;
  label: string;
}

/** A similar stream (spec 2 §3 Related stream); similarity 0..1, higher is closer. */
export interface RelatedStreamJson {
  streamId: string;
  name: string;
  type: string;
  similarity: number;
}
