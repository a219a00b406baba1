import { clampLimit } from '@hivemind/common';

/** The total episodes a podcast has published: its feed's count, never fewer than the ones tracked. */
export function totalEpisodes(stored: number | null, tracked: number): number {
  return Math.max(stored ?? tracked, tracked);
}

/** A window of a listing: `first` rows (1..max) after `offset` (0..maxOffset); absent = fallback / 0. */
export function listWindow(
  input: { offset?: number | null; first?: number | null },
  sizes: { fallback: number; max: number; maxOffset: number },
): { offset: number; first: number } {
  const first = clampLimit(input.first, sizes.fallback, sizes.max);
  const offset = Math.min(Math.max(Math.trunc(input.offset ?? 0) || 0, 0), sizes.maxOffset);
  return { offset, first };
}
