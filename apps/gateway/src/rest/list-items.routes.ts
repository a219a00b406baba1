import {
  ListMessages,
  ThoughtMessages,
  type BulkDeleteJson,
  type ListItemJson,
  type ListItemsPageJson,
} from '@hivemind/contracts';
import { badRequest, unauthorized } from './errors.js';
import { intParam, type RestContext, type RestRouter } from './router.js';
import {
  ITEM_FIELDS,
  PAGINATION_FIELDS,
  idList,
  itemJson,
  optionalBoolean,
  paginationJson,
  type ItemData,
  type PaginationData,
} from './lists-json.js';
import { jsonFields, stringField, stringParam } from './thoughts-json.js';

/**
 * List items (spec 1 §7, spec 3 §7): a list's items, a thought's items, status and completion
 * changes, deletes, and items made from a thought by list matching or in chosen lists. Shapes in
 * libs/contracts lists.ts; a rule refused is 400 with the rule's text, an item or list that is
 * missing or another member's is 404.
 */
const LIST_ITEMS = /* GraphQL */ `
  query RestListItems($listId: ID!, $page: Int, $limit: Int) {
    listItems(listId: $listId, page: $page, limit: $limit) {
      items { ${ITEM_FIELDS} }
      ${PAGINATION_FIELDS}
    }
  }
`;

const THOUGHT_ITEMS = /* GraphQL */ `
  query RestThoughtListItems($thoughtId: ID!, $status: String) {
    thoughtListItems(thoughtId: $thoughtId, status: $status) { ${ITEM_FIELDS} }
  }
`;

const UPDATE = /* GraphQL */ `
  mutation RestUpdateListItem($id: ID!, $status: String, $completed: Boolean) {
    updateListItem(id: $id, status: $status, completed: $completed) { ${ITEM_FIELDS} }
  }
`;

const DELETE = /* GraphQL */ `
  mutation RestDeleteListItem($id: ID!) {
    deleteListItem(id: $id)
  }
`;

const BULK = /* GraphQL */ `
  mutation RestBulkUpdateListItems($itemIds: [ID!]!, $status: String!) {
    bulkUpdateListItems(itemIds: $itemIds, status: $status) {
      items { ${ITEM_FIELDS} }
      updatedCount
    }
  }
`;

const BULK_DELETE = /* GraphQL */ `
  mutation RestDeleteCompletedListItems($listId: ID!) {
    deleteCompletedListItems(listId: $listId) {
      deletedIds
      deletedCount
    }
  }
`;

const MATCH = /* GraphQL */ `
  mutation RestMatchThoughtToLists($thoughtId: ID!, $content: String!) {
    matchThoughtToLists(thoughtId: $thoughtId, content: $content) { ${ITEM_FIELDS} }
  }
`;

const DIRECT = /* GraphQL */ `
  mutation RestCreateListItemsDirect($thoughtId: ID!, $content: String!, $listIds: [ID!]!) {
    createListItemsDirect(thoughtId: $thoughtId, content: $content, listIds: $listIds) { ${ITEM_FIELDS} }
  }
`;

async function signedInFields(ctx: RestContext): Promise<Record<string, unknown>> {
  if (!ctx.session) throw unauthorized();
  return jsonFields(ctx);
}

/** Spec 3 §5: a thought call without a thought is 'No thought selected'. */
function thoughtIdOf(fields: Record<string, unknown>): string {
  const id = fields.thoughtId;
  if (typeof id !== 'string' || id.trim() === '') throw badRequest(ThoughtMessages.noThoughtSelected);
  return id;
}

export function registerListItemRoutes(router: RestRouter): void {
  router.add('GET', '/api/lists/:id/items', async (ctx) => {
    if (!ctx.session) throw unauthorized();
    const { listItems } = await ctx.graphql<{ listItems: { items: ItemData[]; pagination: PaginationData } }>(
      LIST_ITEMS,
      { listId: ctx.params.id, page: intParam(ctx.url, 'page'), limit: intParam(ctx.url, 'limit') },
    );
    const body: ListItemsPageJson = {
      items: listItems.items.map(itemJson),
      pagination: paginationJson(listItems.pagination),
    };
    return { body };
  });

  router.add('GET', '/api/list-items', async (ctx) => {
    if (!ctx.session) throw unauthorized();
    const thoughtId = stringParam(ctx.url, 'thought_id');
    if (!thoughtId) throw badRequest(ThoughtMessages.noThoughtSelected);
    const { thoughtListItems } = await ctx.graphql<{ thoughtListItems: ItemData[] }>(THOUGHT_ITEMS, {
      thoughtId,
      status: stringParam(ctx.url, 'status'),
    });
    return { body: { items: thoughtListItems.map(itemJson) } };
  });

  // Registered before /api/list-items/:id so that these names are never read as item ids.
  router.add('POST', '/api/list-items/bulk', async (ctx) => {
    const fields = await signedInFields(ctx);
    const status = stringField(fields, 'status', ListMessages.invalidStatus);
    const { bulkUpdateListItems } = await ctx.graphql<{
      bulkUpdateListItems: { items: ItemData[]; updatedCount: number };
    }>(BULK, { itemIds: idList(fields.item_ids, ListMessages.itemIdsRequired), status });
    return {
      body: { items: bulkUpdateListItems.items.map(itemJson), updated_count: bulkUpdateListItems.updatedCount },
    };
  });

  router.add('POST', '/api/list-items/bulk-delete', async (ctx) => {
    const fields = await signedInFields(ctx);
    const listId = stringField(fields, 'list_id', ListMessages.listIdRequired);
    const { deleteCompletedListItems } = await ctx.graphql<{
      deleteCompletedListItems: { deletedIds: string[]; deletedCount: number };
    }>(BULK_DELETE, { listId });
    const body: BulkDeleteJson = {
      deleted_items: deleteCompletedListItems.deletedIds.map((id) => ({ id })),
      deleted_count: deleteCompletedListItems.deletedCount,
    };
    return { body };
  });

  router.add('POST', '/api/list-items/direct-create', async (ctx) => {
    const fields = await signedInFields(ctx);
    const { createListItemsDirect } = await ctx.graphql<{ createListItemsDirect: ItemData[] }>(DIRECT, {
      thoughtId: thoughtIdOf(fields),
      content: stringField(fields, 'content', ThoughtMessages.blank),
      listIds: idList(fields.selectedLists, ListMessages.selectedListsRequired),
    });
    return { status: 201, body: { success: true, items: createListItemsDirect.map(itemJson) } };
  });

  router.add('PUT', '/api/list-items/:id', async (ctx) => {
    const fields = await signedInFields(ctx);
    const status = fields.status === undefined || fields.status === null ? undefined : fields.status;
    if (status !== undefined && typeof status !== 'string') throw badRequest(ListMessages.invalidStatus);
    const { updateListItem } = await ctx.graphql<{ updateListItem: ItemData }>(UPDATE, {
      id: ctx.params.id,
      status,
      completed: optionalBoolean(fields, 'completed'),
    });
    const body: { item: ListItemJson } = { item: itemJson(updateListItem) };
    return { body };
  });

  router.add('DELETE', '/api/list-items/:id', async (ctx) => {
    if (!ctx.session) throw unauthorized();
    const { deleteListItem } = await ctx.graphql<{ deleteListItem: string }>(DELETE, { id: ctx.params.id });
    return { body: { success: true, id: deleteListItem } };
  });

  router.add('POST', '/api/agent/thought-list-matching', async (ctx) => {
    const fields = await signedInFields(ctx);
    const { matchThoughtToLists } = await ctx.graphql<{ matchThoughtToLists: ItemData[] }>(MATCH, {
      thoughtId: thoughtIdOf(fields),
      content: stringField(fields, 'content', ThoughtMessages.blank),
    });
    return { body: { success: true, items: matchThoughtToLists.map(itemJson) } };
  });
}
