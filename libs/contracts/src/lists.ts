/**
 * Lists and list items (spec 1 §7, spec 3 §3-§9): the rules' texts and limits, shared by
 * thoughts-svc, the REST facade and the web app, and the REST shapes (snake_case as the spec names
 * them).
 *
 *   GET    /api/lists?page&limit=20&search[&active=true] → { lists, pagination { page, total_pages, total } }
 *   POST   /api/lists { title, description?, match_instructions, item_creation_instructions, is_task_list }
 *                                                         → 201 { list }
 *   GET    /api/lists/{id}                                → { list }
 *   PUT    /api/lists/{id} (same fields, plus is_active)  → { list }
 *   GET    /api/lists/{id}/items?page&limit=20            → { items, pagination { page, total_pages, total } }
 *   GET    /api/list-items?thought_id&status              → { items }
 *   PUT    /api/list-items/{id} { status } or { completed } → { item }
 *   DELETE /api/list-items/{id}                           → { success, id }
 *   POST   /api/list-items/bulk { item_ids, status }      → { items, updated_count }
 *   POST   /api/list-items/bulk-delete { list_id }        → { deleted_items [{ id }], deleted_count }
 *   POST   /api/list-items/direct-create { thoughtId, content, selectedLists } → { success, items }
 *   POST   /api/agent/thought-list-matching { thoughtId, content } → { success, items }
 *
 * Errors are `{ error }` with the status: 400 for a broken rule, 404 for a list or item that is
 * missing or another member's (the same answer: a private list's existence is not told).
 */
export const LIST_TITLE_MAX_LENGTH = 255;
/** List items and lists per page (spec 3 §7: limit=20). */
export const LISTS_PAGE_SIZE = 20;
export const LISTS_PAGE_MAX = 100;

export const LIST_ITEM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ListItemStatus = (typeof LIST_ITEM_STATUSES)[number];

export const ListMessages = {
  /** Spec 3 §5: create and edit list. */
  requiredFields: 'Please fill in all required fields',
  titleTooLong: `Title can be at most ${LIST_TITLE_MAX_LENGTH} characters`,
  listNotFound: 'List not found',
  itemNotFound: 'List item not found',
  thoughtNotFound: 'Thought not found',
  /** Spec 3 §5: "Task-list completion applies only to approved items of task lists." */
  completionNotAllowed: 'Completion applies only to approved items of task lists',
  invalidStatus: 'status must be pending, approved or rejected',
  invalidTransition: (from: string, to: string): string => `A ${from} item cannot be moved to ${to}`,
  statusOrCompletedRequired: 'status or completed is required',
  itemIdsRequired: 'item_ids must be a non-empty list of item ids',
  listIdRequired: 'list_id is required',
  selectedListsRequired: 'selectedLists must be a list of list ids',
  /** Web texts (spec 3 §8 and 1 §8). */
  fetchListsFailed: 'Failed to fetch lists',
  fetchListsFailedWith: (status: number | string, error: string): string => `Failed to fetch lists: ${status} ${error}`,
  createListFailed: 'Failed to create list',
  errorLoadingLists: 'Error loading lists',
  noListsYet: 'No lists yet',
  createFirstList: 'Create Your First List',
  fetchListFailed: 'Failed to fetch list',
  fetchListItemsFailed: 'Failed to fetch list items',
  errorLoadingList: 'Error loading list',
  noItemsFound: 'No items found',
  updateListFailed: 'Failed to update list',
  deleteItemFailed: 'Failed to delete item',
  updateItemStatusFailed: 'Failed to update item status',
  updateItemCompletionFailed: 'Failed to update item completion',
  deleteCompletedFailed: 'Failed to delete completed items',
  loadPendingFailed: 'Failed to load pending matches',
  approveFailed: 'Failed to approve item',
  rejectFailed: 'Failed to reject item',
  loadApprovedFailed: 'Failed to load approved assignments',
  updateCompletionStatusFailed: 'Failed to update completion status',
  matchFailed: 'Failed to match thought to lists',
} as const;

export interface ListJson {
  id: string;
  title: string;
  description: string | null;
  match_instructions: string;
  item_creation_instructions: string;
  is_task_list: boolean;
  is_active: boolean;
  pending_items: number;
  /** Approved items not completed. */
  approved_items: number;
  /** Items not rejected (pending + approved, completed included). */
  total_items: number;
  created_at: string;
  updated_at: string;
}

export interface ListItemJson {
  id: string;
  list_id: string;
  thought_id: string | null;
  title: string;
  content: string;
  status: ListItemStatus;
  completed: boolean;
  created_at: string;
  lists: { title: string; is_task_list: boolean };
  thoughts: { original_thought: string } | null;
}

export interface PaginationJson {
  page: number;
  total_pages: number;
  total: number;
}

export interface ListsPageJson {
  lists: ListJson[];
  pagination: PaginationJson;
}

export interface ListItemsPageJson {
  items: ListItemJson[];
  pagination: PaginationJson;
}

export interface BulkDeleteJson {
  deleted_items: { id: string }[];
  deleted_count: number;
}
