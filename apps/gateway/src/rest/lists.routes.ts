import { ListMessages, type ListJson, type ListsPageJson } from '@hivemind/contracts';
import { bodyFields, optionalBoolean, textField } from './core/body.js';
import { typedOperation, type RestContext } from './core/context.js';
import { notFound } from './core/errors.js';
import { intParam, stringParam } from './core/params.js';
import { route } from './core/route.js';
import {
  LIST_FIELDS,
  PAGINATION_FIELDS,
  listJson,
  paginationJson,
  type ListData,
  type PaginationData,
} from './lists-json.js';

/**
 * The member's lists (spec 1 §7, spec 3 §7); shapes in libs/contracts lists.ts. A list that is
 * missing or another member's is 404 'List not found'.
 */
const LISTS = typedOperation<{ lists: { lists: ListData[]; pagination: PaginationData } }>(/* GraphQL */ `
  query RestLists($page: Int, $limit: Int, $search: String, $activeOnly: Boolean) {
    lists(page: $page, limit: $limit, search: $search, activeOnly: $activeOnly) {
      lists { ${LIST_FIELDS} }
      ${PAGINATION_FIELDS}
    }
  }
`);

const LIST = typedOperation<{ list: ListData | null }>(/* GraphQL */ `
  query RestList($id: ID!) {
    list(id: $id) { ${LIST_FIELDS} }
  }
`);

const CREATE = typedOperation<{ createList: ListData }>(/* GraphQL */ `
  mutation RestCreateList($input: ListInput!) {
    createList(input: $input) { ${LIST_FIELDS} }
  }
`);

const UPDATE = typedOperation<{ updateList: ListData }>(/* GraphQL */ `
  mutation RestUpdateList($id: ID!, $input: ListInput!) {
    updateList(id: $id, input: $input) { ${LIST_FIELDS} }
  }
`);

/** The body of POST and PUT /api/lists as the service's ListInput. */
async function listInput(ctx: RestContext): Promise<Record<string, unknown>> {
  const fields = await bodyFields(ctx);
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

export const listRoutes = [
  route('GET', '/api/lists', {
    session: true,
    operation: LISTS,
    variables: (ctx) => ({
      page: intParam(ctx.url, 'page'),
      limit: intParam(ctx.url, 'limit'),
      search: stringParam(ctx.url, 'search'),
      activeOnly: stringParam(ctx.url, 'active') === 'true',
    }),
    answer: ({ lists }): ListsPageJson => ({
      lists: lists.lists.map(listJson),
      pagination: paginationJson(lists.pagination),
    }),
  }),

  route('POST', '/api/lists', {
    session: true,
    operation: CREATE,
    variables: async (ctx) => ({ input: await listInput(ctx) }),
    status: 201,
    answer: ({ createList }): { list: ListJson } => ({ list: listJson(createList) }),
  }),

  route('GET', '/api/lists/:id', {
    session: true,
    operation: LIST,
    variables: (ctx) => ({ id: ctx.params.id }),
    answer: ({ list }) => {
      if (!list) throw notFound(ListMessages.listNotFound);
      return { list: listJson(list) };
    },
  }),

  route('PUT', '/api/lists/:id', {
    session: true,
    operation: UPDATE,
    variables: async (ctx) => ({ id: ctx.params.id, input: await listInput(ctx) }),
    answer: ({ updateList }) => ({ list: listJson(updateList) }),
  }),
];
