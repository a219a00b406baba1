// The pure rules of the lists UI, unit-tested: the required fields of the list form (spec part 3
// §5), the sections of a list (§2.5), merging pages, the right-edge completion tap, and the
// status text of a failed load ('Failed to fetch lists: {status} {error}', §8).
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { LIST_TITLE_MAX_LENGTH } from '@hivemind/contracts';
import { type ListItemFieldsFragment } from './graphql/lists.generated.js';

export interface ListFormValues {
  readonly title: string;
  readonly description: string;
  readonly matchInstructions: string;
  readonly itemCreationInstructions: string;
  readonly isTaskList: boolean;
  readonly isActive: boolean;
}

export const EMPTY_LIST_FORM: ListFormValues = {
  title: '',
  description: '',
  matchInstructions: '',
  itemCreationInstructions: '',
  isTaskList: false,
  isActive: true,
};

/** Title, match instructions and item creation instructions all present after trimming. */
export function isListFormComplete(v: ListFormValues): boolean {
  return (
    v.title.trim() !== '' &&
    v.title.trim().length <= LIST_TITLE_MAX_LENGTH &&
    v.matchInstructions.trim() !== '' &&
    v.itemCreationInstructions.trim() !== ''
  );
}

export type SectionKey = 'pending' | 'incomplete' | 'complete' | 'items';

export interface ItemSection {
  readonly key: SectionKey;
  readonly items: readonly ListItemFieldsFragment[];
}

/**
 * PENDING first; then INCOMPLETE and COMPLETE for a task list, or LIST ITEMS otherwise. Rejected
 * items are never shown. Empty sections are left out.
 */
export function listSections(items: readonly ListItemFieldsFragment[], isTaskList: boolean): ItemSection[] {
  const pending = items.filter((i) => i.status === 'pending');
  const approved = items.filter((i) => i.status === 'approved');
  const sections: ItemSection[] = [{ key: 'pending', items: pending }];
  if (isTaskList) {
    sections.push({ key: 'incomplete', items: approved.filter((i) => !i.completed) });
    sections.push({ key: 'complete', items: approved.filter((i) => i.completed) });
  } else {
    sections.push({ key: 'items', items: approved });
  }
  return sections.filter((s) => s.items.length > 0);
}

/** Items of a later page appended; an item seen already (it moved between pages) is not repeated. */
export function appendPage<T extends { readonly id: string }>(existing: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(existing.map((i) => i.id));
  return [...existing, ...page.filter((i) => !seen.has(i.id))];
}

/** Spec 3 §2.5: a tap within 60 px of an item card's right edge toggles its completion. */
export const COMPLETION_EDGE_PX = 60;

export function isCompletionTap(clientX: number, cardRight: number): boolean {
  const fromEdge = cardRight - clientX;
  return fromEdge >= 0 && fromEdge <= COMPLETION_EDGE_PX;
}

export function canToggleCompletion(item: ListItemFieldsFragment, isTaskList: boolean): boolean {
  return isTaskList && item.status === 'approved';
}

const STATUS_OF_CODE: Readonly<Record<string, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
};

/** The HTTP-like status and the text of a failed operation, for 'Failed to fetch lists: {status} {error}'. */
export function failureOf(error: unknown): { status: number; text: string } {
  if (ServerError.is(error)) return { status: error.statusCode, text: error.message };
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = typeof first?.extensions?.['code'] === 'string' ? first.extensions['code'] : '';
    return { status: STATUS_OF_CODE[code] ?? 500, text: first?.message ?? error.message };
  }
  return { status: 0, text: error instanceof Error ? error.message : String(error) };
}
