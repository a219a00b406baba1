import { ListMessages, type ListJson, type ListsPageJson } from '@hivemind/contracts';
import { notFound, unauthorized } from './errors.js';
import { intParam, type RestContext, type RestRouter } from './router.js';
import {
  LIST_FIELDS,
  PAGINATION_FIELDS,
  listJson,
  optionalBoolean,
  paginationJson,
  textField,
  type ListData,
  type PaginationData,
} from './lists-json.js';
import { jsonFields, stringParam } from './thoughts-json.js';

/**
 * The member's lists (spec 1 §7, spec 3 §7); shapes in libs/contracts lists.ts. A list that is
 * missing or another member's is 404 'List not found'.
 */
const LISTS = /* GraphQL */ `
  query RestLists($page: Int, $limit: Int, $search: String, $activeOnly: Boolean) {
    lists(page: $page, limit: $limit, search: $search, activeOnly: $activeOnly) {
      lists { ${LIST_FIELDS} }
      ${PAGINATION_FIELDS}
    }
  }
`;

const LIST = /* GraphQL */ `
  query RestList($id: ID!) {
    list(id: $id) { ${LIST_FIELDS} }
  }
`;

const CREATE = /* GraphQL */ `
  mutation RestCreateList($input: ListInput!) {
    createList(input: $input) { ${LIST_FIELDS} }
  }
`;

const UPDATE = /* GraphQL */ `
  mutation RestUpdateList($id: ID!, $input: ListInput!) {
    updateList(id: $id, input: $input) { ${LIST_FIELDS} }
  }
`;

/** The body of POST and PUT /api/lists as the service's ListInput. */
async function listInput(ctx: RestContext): Promise<Record<string, unknown>> {
  const fields = await jsonFields(ctx);
  const input: Record<string, unknown> = {
    title: textField(fields, 'title'),
    matchInstructions: textField(fields, 'match_instructions'),
    itemCreationInstructions: textField(fields, 'item_creation_instructions'),
  };
  if (fields.description !== undefined) input.description = textField(fields, 'description');
  const isTaskList = optionalBoolean(fields, 'is_task_list');
  if (isTaskList !== undefined) input.isTaskList = isTaskList;
  const isActive = optionalBoolean(fields, 'is_active');
  if (isActive !== undefined) input.isActive = isActive;
  return input;
}

export function registerListRoutes(router: RestRouter): void {
  router.add('GET', '/api/lists', async (ctx) => {
    if (!ctx.session) throw unauthorized();
    const active = stringParam(ctx.url, 'active');
    const { lists } = await ctx.graphql<{ lists: { lists: ListData[]; pagination: PaginationData } }>(LISTS, {
      page: intParam(ctx.url, 'page'),
      limit: intParam(ctx.url, 'limit'),
      search: stringParam(ctx.url, 'search'),
      activeOnly: active === 'true',
    });
    const body: ListsPageJson = { lists: lists.lists.map(listJson), pagination: paginationJson(lists.pagination) };
    return { body };
  });

  router.add('POST', '/api/lists', async (ctx) => {
    if (!ctx.session) throw unauthorized();
    const { createList } = await ctx.graphql<{ createList: ListData }>(CREATE, { input: await listInput(ctx) });
    const body: { list: ListJson } = { list: listJson(createList) };
    return { status: 201, body };
  });

  router.add('GET', '/api/lists/:id', async (ctx) => {
    if (!ctx.session) throw unauthorized();
    const { list } = await ctx.graphql<{ list: ListData | null }>(LIST, { id: ctx.params.id });
    if (!list) throw notFound(ListMessages.listNotFound);
    return { body: { list: listJson(list) } };
  });

  router.add('PUT', '/api/lists/:id', async (ctx) => {
    if (!ctx.session) throw unauthorized();
    const { updateList } = await ctx.graphql<{ updateList: ListData }>(UPDATE, {
      id: ctx.params.id,
      input: await listInput(ctx),
    });
    return { body: { list: listJson(updateList) } };
  });
}
