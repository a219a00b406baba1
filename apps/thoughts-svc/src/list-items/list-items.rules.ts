import { LIST_ITEM_STATUSES, LIST_TITLE_MAX_LENGTH, type ListItemStatus } from '@hivemind/contracts';
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

/**
 * An item made directly from a thought in a list the member chose (no AI): the title is the
 * content's first sentence (or line), cut at a word within 255 characters; the content is the
 * thought's text.
 */
export function directItem(content: string): { title: string; content: string } {
  const text = content.trim();
  const first = (text.split(/\n/)[0] ?? text).split(/(?<=[.!?])\s+/)[0] ?? text;
  let title = first.replace(/[.!]+$/, '').trim();
  if (title.length > LIST_TITLE_MAX_LENGTH) {
    const cut = title.slice(0, LIST_TITLE_MAX_LENGTH - 1);
    title = `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
  }
  return { title: title || text.slice(0, LIST_TITLE_MAX_LENGTH), content: text };
}
