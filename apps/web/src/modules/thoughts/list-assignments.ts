// The thought portal's list sections (spec part 3 §2.3, §4, §8): which items each section shows and
// when they are read again.

/** Spec part 3 §4: once ready, the sections refresh after 2 s (matching may still be finishing). */
export const ASSIGNMENTS_REFRESH_MS = 2000;

export type AssignmentStatus = 'pending' | 'approved';

/** A section shows only what has the section's status (an item just reviewed may still be cached). */
export function itemsWithStatus<T extends { readonly status: string }>(
  items: readonly T[] | undefined,
  status: AssignmentStatus,
): readonly T[] {
  return (items ?? []).filter((item) => item.status === status);
}
