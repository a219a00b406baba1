// The thought portal's list sections (thoughts-svc ListItemsResolver): the thought's pending matches
// and approved assignments, and the approve / reject mutation.
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
  { thoughtId: string; status: 'pending' | 'approved' }
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
