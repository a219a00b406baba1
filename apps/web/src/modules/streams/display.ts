// How streams read on screen (spec 2 §2.5, §9): the first 4 aliases then +N, the description cut at
// 200 characters, related-stream names cut at 15, period chips, top-5 widgets and shares in percent.
// Pure, unit-tested.
import { SENTIMENTS, type DashboardPeriod, type Sentiment } from '@hivemind/contracts';
import { cut } from '../posts/display.js';

/** spec 2 §9: "Aliases: 4 shown first." */
export const ALIASES_SHOWN = 4;
/** spec 2 §9: "Description truncation 200 characters." */
export const DESCRIPTION_MAX = 200;
/** spec 2 §9: similar streams' "names cut to 15 characters". */
export const RELATED_NAME_MAX = 15;
/** spec 2 §2.5, §2.7: widgets and dashboard cards show 5 until View All. */
export const TOP_ITEMS = 5;
/** spec 2 §9: the podcast filter label is cut to 20 characters. */
export const PODCAST_FILTER_LABEL_MAX = 20;

export interface AliasView {
  readonly shown: readonly string[];
  /** How many more the +N badge stands for (0 when expanded or when there are 4 or fewer). */
  readonly more: number;
}

/** The first 4 aliases, then +N until expanded (spec 2 §2.5). */
export function aliasView(aliases: readonly string[], expanded: boolean): AliasView {
  if (expanded || aliases.length <= ALIASES_SHOWN) return { shown: aliases, more: 0 };
  return { shown: aliases.slice(0, ALIASES_SHOWN), more: aliases.length - ALIASES_SHOWN };
}

export interface DescriptionView {
  readonly text: string;
  /** Whether the text is longer than the cut (so Expand / Show less is offered). */
  readonly long: boolean;
}

/**
 * The description cut at 200 characters with an ellipsis, whole when expanded (spec 2 §2.5). The cut
 * falls at the last word boundary inside the limit when there is one, so no word is split.
 */
export function descriptionView(text: string, expanded: boolean, max = DESCRIPTION_MAX): DescriptionView {
  const flat = text.trim();
  if (flat.length <= max) return { text: flat, long: false };
  if (expanded) return { text: flat, long: true };
  const head = flat.slice(0, max);
  const space = head.lastIndexOf(' ');
  const cutAt = space > max * 0.6 ? space : max;
  return { text: `${head.slice(0, cutAt).trimEnd()}…`, long: true };
}

/** A related stream's chip label: its name cut to 15 characters (spec 2 §9). */
export function relatedName(name: string): string {
  return cut(name, RELATED_NAME_MAX);
}

/** A 0..1 similarity (higher is closer, spec 4) as a percentage with one decimal. */
export function similarityText(similarity: number): string {
  return percentText(Math.min(1, Math.max(0, similarity)) * 100);
}

/** The period chips of a stream's widgets (spec 2 §2.5): 24h, 7d, 30d, All. */
export const STREAM_PERIODS: readonly DashboardPeriod[] = ['last_24_hours', 'last_7_days', 'last_30_days', 'all_time'];

/** The first 5 until View All (spec 2 §2.5, §2.7, §9). */
export function topItems<T>(items: readonly T[], expanded: boolean, n = TOP_ITEMS): readonly T[] {
  return expanded ? items : items.slice(0, n);
}

/** `count` of `total` in percent with one decimal ('0.0%' of nothing), as the dashboard's shares read. */
export function shareText(count: number, total: number): string {
  if (total <= 0 || count <= 0) return percentText(0);
  return percentText((count * 100) / total);
}

/** A percentage (0..100) as every stream view shows it, with one decimal: '12.5%', '40.0%'. */
export function percentText(percentage: number): string {
  return `${(Math.round(percentage * 10) / 10).toFixed(1)}%`;
}

export type SentimentCounts = Readonly<Record<Sentiment, number>>;

export interface SentimentSlice {
  readonly sentiment: Sentiment;
  readonly count: number;
  /** Share of the total, 0..1. */
  readonly share: number;
}

/** The four sentiments in the spec's order with their shares; total 0 when nothing was counted. */
export function sentimentSlices(counts: SentimentCounts): {
  readonly total: number;
  readonly slices: SentimentSlice[];
} {
  const total = SENTIMENTS.reduce((sum, s) => sum + Math.max(0, counts[s]), 0);
  return {
    total,
    slices: SENTIMENTS.map((sentiment) => {
      const count = Math.max(0, counts[sentiment]);
      return { sentiment, count, share: total === 0 ? 0 : count / total };
    }),
  };
}

/** Stream widgets list by post count, highest first (spec 3 §9 "stream widgets by post_count descending"). */
export function byPostCount<T extends { readonly postCount: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.postCount - a.postCount);
}
