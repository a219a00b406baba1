import { LIST_ITEM_STATUSES, type ListItemStatus } from '@hivemind/contracts';
import { ListException } from '../lists/lists.exception.js';

export interface ItemState {
  status: ListItemStatus;
  completed: boolean;
}

export interface ItemChange {
  status?: string | null;
  completed?: boolean | null;
}

/** Spec 3 §4: pending → approved or rejected; approved ↔ pending. Rejected is final (and remembered). */
const MOVES: Readonly<Record<ListItemStatus, readonly ListItemStatus[]>> = {
  pending: ['approved', 'rejected'],
  approved: ['pending'],
  rejected: [],
};

export function parseStatus(status: string): ListItemStatus {
  if (!(LIST_ITEM_STATUSES as readonly string[]).includes(status)) throw ListException.invalidStatus();
  return status as ListItemStatus;
}

/**
 * The item after a change, or a refusal. Completion applies only to approved items of task lists
 * (spec 3 §4, §5), and an item that leaves 'approved' is no longer completed.
 */
export function applyItemChange(item: ItemState, list: { isTaskList: boolean }, change: ItemChange): ItemState {
  const hasStatus = change.status !== undefined && change.status !== null;
  const hasCompleted = change.completed !== undefined && change.completed !== null;
  if (!hasStatus && !hasCompleted) throw ListException.nothingToUpdate();
  let status = item.status;
  if (hasStatus) {
    const next = parseStatus(change.status as string);
    if (next !== item.status && !MOVES[item.status].includes(next)) {
      throw ListException.invalidTransition(item.status, next);
    }
    status = next;
  }
  let completed = status === 'approved' ? item.completed : false;
  if (hasCompleted) {
    if (status !== 'approved' || !list.isTaskList) throw ListException.completionNotAllowed();
    completed = change.completed as boolean;
  }
  return { status, completed };
}
