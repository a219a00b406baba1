// Lists and list items (one gql const per operation, named after it).
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ListSummary {
  readonly id: string;
  readonly title: string;
  readonly description: string | null;
  readonly matchInstructions: string;
  readonly itemCreationInstructions: string;
  readonly isTaskList: boolean;
  readonly isActive: boolean;
  readonly pendingItems: number;
  readonly approvedItems: number;
  readonly totalItems: number;
}

export interface ListItemSummary {
  readonly id: string;
  readonly listId: string;
  readonly thoughtId: string | null;
  readonly title: string;
  readonly content: string;
  readonly status: string;
  readonly completed: boolean;
  readonly originalThought: string | null;
}

export interface Pagination {
  readonly page: number;
  readonly totalPages: number;
  readonly total: number;
}

const LIST_FIELDS = gql`
  fragment ListFields on List {
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
  }
`;

const ITEM_FIELDS = gql`
  fragment ListItemFields on ListItem {
    id
    listId
    thoughtId
    title
    content
    status
    completed
    originalThought
  }
`;

export interface ListsQueryData {
  readonly lists: { readonly lists: readonly ListSummary[]; readonly pagination: Pagination };
}

export const LISTS_QUERY: TypedDocumentNode<
  ListsQueryData,
  { page: number; limit: number; search: string | null; activeOnly?: boolean }
> = gql`
  query Lists($page: Int, $limit: Int, $search: String, $activeOnly: Boolean) {
    lists(page: $page, limit: $limit, search: $search, activeOnly: $activeOnly) {
      lists {
        ...ListFields
      }
      pagination {
        page
        totalPages
        total
      }
    }
  }
  ${LIST_FIELDS}
`;

export const LIST_QUERY: TypedDocumentNode<{ readonly list: ListSummary | null }, { id: string }> = gql`
  query List($id: ID!) {
    list(id: $id) {
      ...ListFields
    }
  }
  ${LIST_FIELDS}
`;

export interface ListItemsQueryData {
  readonly listItems: { readonly items: readonly ListItemSummary[]; readonly pagination: Pagination };
}

export const LIST_ITEMS_QUERY: TypedDocumentNode<ListItemsQueryData, { listId: string; page: number; limit: number }> =
  gql`
    query ListItems($listId: ID!, $page: Int, $limit: Int) {
      listItems(listId: $listId, page: $page, limit: $limit) {
        items {
          ...ListItemFields
        }
        pagination {
          page
          totalPages
          total
        }
      }
    }
    ${ITEM_FIELDS}
  `;

export interface ListInput {
  title: string;
  description: string | null;
  matchInstructions: string;
  itemCreationInstructions: string;
  isTaskList: boolean;
  isActive: boolean;
}

export const CREATE_LIST_MUTATION: TypedDocumentNode<{ readonly createList: ListSummary }, { input: ListInput }> = gql`
  mutation CreateList($input: ListInput!) {
    createList(input: $input) {
      ...ListFields
    }
  }
  ${LIST_FIELDS}
`;

export const UPDATE_LIST_MUTATION: TypedDocumentNode<
  { readonly updateList: ListSummary },
  { id: string; input: ListInput }
> = gql`
  mutation UpdateList($id: ID!, $input: ListInput!) {
    updateList(id: $id, input: $input) {
      ...ListFields
    }
  }
  ${LIST_FIELDS}
`;

export const UPDATE_LIST_ITEM_MUTATION: TypedDocumentNode<
  { readonly updateListItem: ListItemSummary },
  { id: string; status?: string; completed?: boolean }
> = gql`
  mutation UpdateListItem($id: ID!, $status: String, $completed: Boolean) {
    updateListItem(id: $id, status: $status, completed: $completed) {
      ...ListItemFields
    }
  }
  ${ITEM_FIELDS}
`;

export const DELETE_LIST_ITEM_MUTATION: TypedDocumentNode<{ readonly deleteListItem: string }, { id: string }> = gql`
  mutation DeleteListItem($id: ID!) {
    deleteListItem(id: $id)
  }
`;

export const DELETE_COMPLETED_LIST_ITEMS_MUTATION: TypedDocumentNode<
  { readonly deleteCompletedListItems: { readonly deletedIds: readonly string[]; readonly deletedCount: number } },
  { listId: string }
> = gql`
  mutation DeleteCompletedListItems($listId: ID!) {
    deleteCompletedListItems(listId: $listId) {
      deletedIds
      deletedCount
    }
  }
`;
