import {
  ListMessages,
  ThoughtMessages,
  type BulkDeleteJson,
  type ListItemJson,
  type ListItemsPageJson,
} from '@hivemind/contracts';
import { bodyFields, optionalBoolean, stringField } from './core/body.js';
import { typedOperation } from './core/context.js';
import { badRequest } from './core/errors.js';
import { intParam, stringParam } from './core/params.js';
import { route } from './core/route.js';
import {
  ITEM_FIELDS,
  PAGINATION_FIELDS,
  idList,
  itemJson,
  paginationJson,
  type ItemData,
  type PaginationData,
} from './lists-json.js';
import { thoughtIdOf } from './thoughts-json.js';

/**
 * List items (spec 1 §7, spec 3 §7): a list's items, a thought's items, status and completion
 * changes, deletes, and items made from a thought by list matching or in chosen lists. Shapes in
 * libs/contracts lists.ts; a rule refused is 400 with the rule's text, an item or list that is
 * missing or another member's is 404.
 */
const LIST_ITEMS = typedOperation<{ listItems: { items: ItemData[]; pagination: PaginationData } }>(/* GraphQL */ `
  query RestListItems($listId: ID!, $page: Int, $limit: Int) {
    listItems(listId: $listId, page: $page, limit: $limit) {
      items { ${ITEM_FIELDS} }
      ${PAGINATION_FIELDS}
    }
  }
`);

const THOUGHT_ITEMS = typedOperation<{ thoughtListItems: ItemData[] }>(/* GraphQL */ `
  query RestThoughtListItems($thoughtId: ID!, $status: String) {
    thoughtListItems(thoughtId: $thoughtId, status: $status) { ${ITEM_FIELDS} }
  }
`);

const UPDATE = typedOperation<{ updateListItem: ItemData }>(/* GraphQL */ `
  mutation RestUpdateListItem($id: ID!, $status: String, $completed: Boolean) {
    updateListItem(id: $id, status: $status, completed: $completed) { ${ITEM_FIELDS} }
  }
`);

const DELETE = typedOperation<{ deleteListItem: string }>(/* GraphQL */ `
  mutation RestDeleteListItem($id: ID!) {
    deleteListItem(id: $id)
  }
`);

const BULK = typedOperation<{ bulkUpdateListItems: { items: ItemData[]; updatedCount: number } }>(/* GraphQL */ `
  mutation RestBulkUpdateListItems($itemIds: [ID!]!, $status: String!) {
    bulkUpdateListItems(itemIds: $itemIds, status: $status) {
      items { ${ITEM_FIELDS} }
      updatedCount
    }
  }
`);

const BULK_DELETE = typedOperation<{ deleteCompletedListItems: { deletedIds: string[]; deletedCount: number } }>(
  /* GraphQL */ `
    mutation RestDeleteCompletedListItems($listId: ID!) {
      deleteCompletedListItems(listId: $listId) {
        deletedIds
        deletedCount
      }
    }
  `,
);

const MATCH = typedOperation<{ matchThoughtToLists: ItemData[] }>(/* GraphQL */ `
  mutation RestMatchThoughtToLists($thoughtId: ID!, $content: String!) {
    matchThoughtToLists(thoughtId: $thoughtId, content: $content) { ${ITEM_FIELDS} }
  }
`);

const DIRECT = typedOperation<{ createListItemsDirect: ItemData[] }>(/* GraphQL */ `
  mutation RestCreateListItemsDirect($thoughtId: ID!, $content: String!, $listIds: [ID!]!) {
    createListItemsDirect(thoughtId: $thoughtId, content: $content, listIds: $listIds) { ${ITEM_FIELDS} }
  }
`);

export const listItemRoutes = [
  route('GET', '/api/lists/:id/items', {
    session: true,
    operation: LIST_ITEMS,
    variables: (ctx) => ({ listId: ctx.params.id, page: intParam(ctx.url, 'page'), limit: intParam(ctx.url, 'limit') }),
    answer: ({ listItems }): ListItemsPageJson => ({
      items: listItems.items.map(itemJson),
      pagination: paginationJson(listItems.pagination),
    }),
  }),

  route('GET', '/api/list-items', {
    session: true,
    operation: THOUGHT_ITEMS,
    variables: (ctx) => {
      const thoughtId = stringParam(ctx.url, 'thought_id');
      if (!thoughtId) throw badRequest(ThoughtMessages.noThoughtSelected);
      return { thoughtId, status: stringParam(ctx.url, 'status') };
    },
    answer: ({ thoughtListItems }) => ({ items: thoughtListItems.map(itemJson) }),
  }),

  // Declared before /api/list-items/:id so that these names are never read as item ids.
  route('POST', '/api/list-items/bulk', {
    session: true,
    operation: BULK,
    variables: async (ctx) => {
      const fields = await bodyFields(ctx);
      const status = stringField(fields, 'status', ListMessages.invalidStatus);
      return { itemIds: idList(fields.item_ids, ListMessages.itemIdsRequired), status };
    },
    answer: ({ bulkUpdateListItems }) => ({
      items: bulkUpdateListItems.items.map(itemJson),
      updated_count: bulkUpdateListItems.updatedCount,
    }),
  }),

  route('POST', '/api/list-items/bulk-delete', {
    session: true,
    operation: BULK_DELETE,
    variables: async (ctx) => ({ listId: stringField(await bodyFields(ctx), 'list_id', ListMessages.listIdRequired) }),
    answer: ({ deleteCompletedListItems }): BulkDeleteJson => ({
      deleted_items: deleteCompletedListItems.deletedIds.map((id) => ({ id })),
      deleted_count: deleteCompletedListItems.deletedCount,
    }),
  }),

  route('POST', '/api/list-items/direct-create', {
    session: true,
    operation: DIRECT,
    variables: async (ctx) => {
      const fields = await bodyFields(ctx);
      return {
        thoughtId: thoughtIdOf(fields),
        content: stringField(fields, 'content', ThoughtMessages.blank),
        listIds: idList(fields.selectedLists, ListMessages.selectedListsRequired),
      };
    },
    status: 201,
    answer: ({ createListItemsDirect }) => ({ success: true, items: createListItemsDirect.map(itemJson) }),
  }),

  route('PUT', '/api/list-items/:id', {
    session: true,
    operation: UPDATE,
    variables: async (ctx) => {
      const fields = await bodyFields(ctx);
      const status = fields.status === undefined || fields.status === null ? undefined : fields.status;
      if (status !== undefined && typeof status !== 'string') throw badRequest(ListMessages.invalidStatus);
      return { id: ctx.params.id, status, completed: optionalBoolean(fields, 'completed') };
    },
    answer: ({ updateListItem }): { item: ListItemJson } => ({ item: itemJson(updateListItem) }),
  }),

  route('DELETE', '/api/list-items/:id', {
    session: true,
    operation: DELETE,
    variables: (ctx) => ({ id: ctx.params.id }),
    answer: ({ deleteListItem }) => ({ success: true, id: deleteListItem }),
  }),

  route('POST', '/api/agent/thought-list-matching', {
    session: true,
    operation: MATCH,
    variables: async (ctx) => {
      const fields = await bodyFields(ctx);
      return { thoughtId: thoughtIdOf(fields), content: stringField(fields, 'content', ThoughtMessages.blank) };
    },
    answer: ({ matchThoughtToLists }) => ({ success: true, items: matchThoughtToLists.map(itemJson) }),
  }),
];
