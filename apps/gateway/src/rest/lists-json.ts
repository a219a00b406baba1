import type { ListItemJson, ListItemStatus, ListJson, PaginationJson } from '@hivemind/contracts';
import type { ItemFieldsFragment, ListFieldsFragment, RestListsQuery } from '../generated/graphql.js';
import { badRequest } from './core/errors.js';

/**
 * Shared pieces of the list routes (lists.routes.ts, list-items.routes.ts): the snake_case JSON of a
 * list, an item and a page (spec 3 §3).
 */
export function listJson(l: ListFieldsFragment): ListJson {
  return {
    id: l.id,
    title: l.title,
    description: l.description,
    match_instructions: l.matchInstructions,
    item_creation_instructions: l.itemCreationInstructions,
    is_task_list: l.isTaskList,
    is_active: l.isActive,
    pending_items: l.pendingItems,
    approved_items: l.approvedItems,
    total_items: l.totalItems,
    created_at: l.createdAt,
    updated_at: l.updatedAt,
  };
}

export function itemJson(i: ItemFieldsFragment): ListItemJson {
  return {
    id: i.id,
    list_id: i.listId,
    thought_id: i.thoughtId,
    title: i.title,
    content: i.content,
    // The schema's String: thoughts-svc stores only LIST_ITEM_STATUSES.
    status: i.status as ListItemStatus,
    completed: i.completed,
    created_at: i.createdAt,
    lists: { title: i.list.title, is_task_list: i.list.isTaskList },
    thoughts: i.originalThought === null ? null : { original_thought: i.originalThought },
  };
}

export function paginationJson(p: RestListsQuery['lists']['pagination']): PaginationJson {
  return { page: p.page, total_pages: p.totalPages, total: p.total };
}

/** A list of ids: strings, or objects carrying an `id` (the capture area sends its chosen lists). */
export function idList(value: unknown, message: string): string[] {
  if (!Array.isArray(value)) throw badRequest(message);
  return value.map((v) => {
    if (typeof v === 'string' && v.trim()) return v;
    if (v !== null && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string') {
      return (v as { id: string }).id;
    }
    throw badRequest(message);
  });
}
