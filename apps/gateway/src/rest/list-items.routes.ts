import {
  ListMessages,
  ThoughtMessages,
  type BulkDeleteJson,
  type ListItemJson,
  type ListItemsPageJson,
} from '@hivemind/contracts';
import {
  RestBulkUpdateListItemsDocument,
  RestCreateListItemsDirectDocument,
  RestDeleteCompletedListItemsDocument,
  RestDeleteListItemDocument,
  RestListItemsDocument,
  RestMatchThoughtToListsDocument,
  RestThoughtListItemsDocument,
  RestUpdateListItemDocument,
} from '../generated/graphql.js';
import { bodyFields, optionalBoolean, stringField } from './core/body.js';
import { badRequest } from './core/errors.js';
import { intParam, stringParam } from './core/params.js';
import { route } from './core/route.js';
import { idList, itemJson, paginationJson } from './lists-json.js';
import { thoughtAndContent } from './thoughts-json.js';

/**
 * List items (spec 1 §7, spec 3 §7): a list's items, a thought's items, status and completion
 * changes, deletes, and items made from a thought by list matching or in chosen lists. Shapes in
 * libs/contracts lists.ts; a rule refused is 400 with the rule's text, an item or list that is
 * missing or another member's is 404. Operations in graphql/list-items.graphql.
 */

export const listItemRoutes = [
  route('GET', '/api/lists/:id/items', {
    session: true,
    operation: RestListItemsDocument,
    variables: (ctx) => ({ listId: ctx.params.id, page: intParam(ctx.url, 'page'), limit: intParam(ctx.url, 'limit') }),
    answer: ({ listItems }): ListItemsPageJson => ({
      items: listItems.items.map(itemJson),
      pagination: paginationJson(listItems.pagination),
    }),
  }),

  route('GET', '/api/list-items', {
    session: true,
    operation: RestThoughtListItemsDocument,
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
    operation: RestBulkUpdateListItemsDocument,
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
    operation: RestDeleteCompletedListItemsDocument,
    variables: async (ctx) => ({ listId: stringField(await bodyFields(ctx), 'list_id', ListMessages.listIdRequired) }),
    answer: ({ deleteCompletedListItems }): BulkDeleteJson => ({
      deleted_items: deleteCompletedListItems.deletedIds.map((id) => ({ id })),
      deleted_count: deleteCompletedListItems.deletedCount,
    }),
  }),

  route('POST', '/api/list-items/direct-create', {
    session: true,
    operation: RestCreateListItemsDirectDocument,
    variables: async (ctx) => ({
      ...(await thoughtAndContent(ctx, ThoughtMessages.blank)),
      listIds: idList((await bodyFields(ctx)).selectedLists, ListMessages.selectedListsRequired),
    }),
    status: 201,
    answer: ({ createListItemsDirect }) => ({ success: true, items: createListItemsDirect.map(itemJson) }),
  }),

  route('PUT', '/api/list-items/:id', {
    session: true,
    operation: RestUpdateListItemDocument,
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
    operation: RestDeleteListItemDocument,
    variables: (ctx) => ({ id: ctx.params.id }),
    answer: ({ deleteListItem }) => ({ success: true, id: deleteListItem }),
  }),

  route('POST', '/api/agent/thought-list-matching', {
    session: true,
    operation: RestMatchThoughtToListsDocument,
    variables: (ctx) => thoughtAndContent(ctx, ThoughtMessages.blank),
    answer: ({ matchThoughtToLists }) => ({ success: true, items: matchThoughtToLists.map(itemJson) }),
  }),
];
