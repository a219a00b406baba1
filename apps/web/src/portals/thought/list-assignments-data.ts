// Data for the thought portal's list sections (spec part 3 §2.3, §4, §8): the thought's pending
// matches and approved assignments, and the approve / reject mutation (thoughts-svc ListItemsResolver).
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ThoughtListItem {
  readonly id: string;
  readonly listId: string;
  readonly title: string;
  readonly content: string;
  readonly status: string;
  readonly completed: boolean;
  readonly list: { readonly id: string; readonly title: string; readonly isTaskList: boolean };
}

/** Spec part 3 §4: once ready, the sections refresh after 2 s (matching may still be finishing). */
export const ASSIGNMENTS_REFRESH_MS = 2000;

export type AssignmentStatus = 'pending' | 'approved';

export const assignmentMessages = {
  pendingTitle: 'Pending matches',
  approvedTitle: 'Approved assignments',
  pendingFailed: 'Failed to load pending matches',
  approvedFailed: 'Failed to load approved assignments',
  approve: 'Approve',
  reject: 'Reject',
  approveFailed: 'Failed to approve item',
  rejectFailed: 'Failed to reject item',
} as const;

const THOUGHT_LIST_ITEM_FIELDS = gql`
  fragment ThoughtListItemFields on ListItem {
    id
    listId
    title
    content
    status
    completed
    list {
      id
      title
      isTaskList
    }
  }
`;

export const THOUGHT_LIST_ITEMS_QUERY: TypedDocumentNode<
  { readonly thoughtListItems: readonly ThoughtListItem[] },
  { thoughtId: string; status: AssignmentStatus }
> = gql`
  query ThoughtListItems($thoughtId: ID!, $status: String) {
    thoughtListItems(thoughtId: $thoughtId, status: $status) {
      ...ThoughtListItemFields
    }
  }
  ${THOUGHT_LIST_ITEM_FIELDS}
`;

export const REVIEW_LIST_ITEM_MUTATION: TypedDocumentNode<
  { readonly updateListItem: ThoughtListItem },
  { id: string; status: 'approved' | 'rejected' }
> = gql`
  mutation ReviewListItem($id: ID!, $status: String) {
    updateListItem(id: $id, status: $status) {
      ...ThoughtListItemFields
    }
  }
  ${THOUGHT_LIST_ITEM_FIELDS}
`;

/** A section shows only what has the section's status (an item just reviewed may still be cached). */
export function itemsWithStatus(
  items: readonly ThoughtListItem[] | undefined,
  status: AssignmentStatus,
): readonly ThoughtListItem[] {
  return (items ?? []).filter((item) => item.status === status);
}
