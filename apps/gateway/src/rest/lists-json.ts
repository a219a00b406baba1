import type { ListItemJson, ListItemStatus, ListJson, PaginationJson } from '@hivemind/contracts';
import { badRequest } from './core/errors.js';

/**
 * Shared pieces of the list routes (lists.routes.ts, list-items.routes.ts): the GraphQL selections
 * of a list and an item and their snake_case JSON (spec 3 §3).
 */
export const LIST_FIELDS = /* GraphQL */ `
  id
  title
  description
  matchInstructions
  itemCreationInstructions
  isTaskList
  isActive
  pendingItems
  approvedItems
  totalItems
  createdAt
  updatedAt
`;

export const ITEM_FIELDS = /* GraphQL */ `
  id
  listId
  thoughtId
  title
  content
  status
  completed
  createdAt
  originalThought
  list { title isTaskList }
`;

export const PAGINATION_FIELDS = /* GraphQL */ `pagination { page totalPages total }`;

export interface ListData {
  id: string;
  title: string;
  description: string | null;
  matchInstructions: string;
  itemCreationInstructions: string;
  isTaskList: boolean;
  isActive: boolean;
  pendingItems: number;
  approvedItems: number;
  totalItems: number;
  createdAt: string;
  updatedAt: string;
}

export interface ItemData {
  id: string;
  listId: string;
  thoughtId: string | null;
  title: string;
  content: string;
  status: ListItemStatus;
  completed: boolean;
  createdAt: string;
  originalThought: string | null;
  list: { title: string; isTaskList: boolean };
}

export interface PaginationData {
  page: number;
  totalPages: number;
  total: number;
}

export function listJson(l: ListData): ListJson {
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

export function itemJson(i: ItemData): ListItemJson {
  return {
    id: i.id,
    list_id: i.listId,
    thought_id: i.thoughtId,
    title: i.title,
    content: i.content,
    status: i.status,
    completed: i.completed,
    created_at: i.createdAt,
    lists: { title: i.list.title, is_task_list: i.list.isTaskList },
    thoughts: i.originalThought === null ? null : { original_thought: i.originalThought },
  };
}

export function paginationJson(p: PaginationData): PaginationJson {
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
