// The capture area's optional list chooser (spec part 1 §2, §7): the member may pick some of their
// active lists for a thought; none picked keeps AI matching.

export interface OfferedList {
  readonly id: string;
  readonly title: string;
}

/** Only active lists are offered (spec part 1 §7: "only is_active ones kept"). */
export function activeLists(
  lists: readonly (OfferedList & { readonly isActive: boolean })[] | undefined,
): readonly OfferedList[] {
  return (lists ?? []).filter((list) => list.isActive).map(({ id, title }) => ({ id, title }));
}

/** Adds the id when absent, removes it when present; keeps the order of choosing. */
export function toggleListId(selected: readonly string[], id: string): readonly string[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}

/** Drops chosen ids whose list is no longer offered (deactivated or deleted meanwhile). */
export function keepOffered(selected: readonly string[], offered: readonly OfferedList[]): readonly string[] {
  const ids = new Set(offered.map((list) => list.id));
  return selected.filter((id) => ids.has(id));
}

/** captureThought's selectedListIds: left out when none is chosen, so the server matches by AI. */
export function selectedListIdsVariable(selected: readonly string[]): { selectedListIds?: string[] } {
  return selected.length === 0 ? {} : { selectedListIds: [...selected] };
}

/** The chooser's one-line summary. */
export function chooserSummary(selected: readonly string[], offered: readonly OfferedList[]): string {
  const chosen = offered.filter((list) => selected.includes(list.id));
  if (chosen.length === 0) return 'Lists: AI suggests';
  if (chosen.length === 1) return `List: ${chosen[0]?.title ?? ''}`;
  return `Lists: ${chosen.length} chosen`;
}
