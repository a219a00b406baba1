import { LIST_TITLE_MAX_LENGTH, LISTS_PAGE_MAX, LISTS_PAGE_SIZE } from '@hivemind/contracts';
import { pageWindow, type PageWindow } from '@hivemind/common';
import { ListException } from './lists.exception.js';

/** What a member gives when creating or editing a list. */
export interface ListFields {
  title: string;
  description?: string | null;
  matchInstructions: string;
  itemCreationInstructions: string;
  isTaskList?: boolean | null;
  isActive?: boolean | null;
}

export interface ValidListFields {
  title: string;
  description: string | null;
  matchInstructions: string;
  itemCreationInstructions: string;
  isTaskList: boolean;
  isActive: boolean;
}

/**
 * Spec 3 §5: title, match instructions and item creation instructions are all required after
 * trimming ('Please fill in all required fields'); the title is at most 255 characters. Stored
 * trimmed; a blank description is no description.
 */
export function validateListFields(
  fields: ListFields,
  current?: { isTaskList: boolean; isActive: boolean },
): ValidListFields {
  const title = fields.title.trim();
  const matchInstructions = fields.matchInstructions.trim();
  const itemCreationInstructions = fields.itemCreationInstructions.trim();
  if (!title || !matchInstructions || !itemCreationInstructions) throw ListException.requiredFields();
  if (title.length > LIST_TITLE_MAX_LENGTH) throw ListException.titleTooLong();
  const description = fields.description?.trim() || null;
  return {
    title,
    description,
    matchInstructions,
    itemCreationInstructions,
    isTaskList: fields.isTaskList ?? current?.isTaskList ?? false,
    isActive: fields.isActive ?? current?.isActive ?? true,
  };
}

export function pageRequest(page: number | null | undefined, limit: number | null | undefined): PageWindow {
  return pageWindow(page, limit, { fallback: LISTS_PAGE_SIZE, max: LISTS_PAGE_MAX });
}

/** Pages needed for `total` rows (0 rows: 0 pages). */
export function totalPages(total: number, limit: number): number {
  return Math.ceil(total / limit);
}
