import { type ThoughtFieldsFragment } from './graphql/fragments.generated.js';
// How thoughts read on screen: titles, labels, similarity and dates. Pure, unit-tested.

/** How long "Copied!" shows: 2 s in the lists of thoughts, 1.5 s in the thought portal. */
export const LIST_COPY_CONFIRM_MS = 2000;
export const THOUGHT_COPY_CONFIRM_MS = 1500;

/** A capitalised label of a stored value ('bullets-numbers' → 'Bullets numbers'). */
export function label(value: string): string {
  const spaced = value.replace(/[-_]+/g, ' ').trim();
  return spaced.length === 0 ? spaced : spaced[0]!.toUpperCase() + spaced.slice(1);
}

/** Spec part 3 §2.3: the thought portal's title is the category plus the thought type. */
export function thoughtTitle(thought: Pick<ThoughtFieldsFragment, 'category' | 'thoughtType'>): string | undefined {
  const parts = [thought.category, thought.thoughtType].filter((p): p is string => p !== null && p.length > 0);
  return parts.length === 0 ? undefined : parts.map(label).join(' · ');
}

/** Spec part 3 §4: ready only when content, thought type, category and topic are all present. */
export function isReady(
  thought: Pick<ThoughtFieldsFragment, 'content' | 'thoughtType' | 'category' | 'topic'>,
): boolean {
  return [thought.content, thought.thoughtType, thought.category, thought.topic].every(
    (v) => v !== null && v.trim().length > 0,
  );
}

/** The text to show and copy: the formatted content once there is one, else the original. */
export function thoughtText(thought: Pick<ThoughtFieldsFragment, 'content' | 'originalThought'>): string {
  return thought.content !== null && thought.content.trim().length > 0 ? thought.content : thought.originalThought;
}

/**
 * similarity_score is a cosine distance (0 same meaning, 1 unrelated); it reads as (1 − score) × 100
 * with one decimal and a % sign (spec part 3 §9, part 4).
 */
export function similarityPercent(score: number): string {
  const similarity = Math.min(1, Math.max(0, 1 - score));
  return `${(Math.round(similarity * 1000) / 10).toFixed(1)}%`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function shortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function longDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/** Formatting often only adds a capital or a full stop: the original is worth showing when words changed. */
export function sameWords(a: string, b: string): boolean {
  const words = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return words(a) === words(b);
}

/** The first words of a thought, for chips and labels. */
export function snippet(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
