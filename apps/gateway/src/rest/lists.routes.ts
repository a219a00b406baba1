import { ListMessages, type ListJson, type ListsPageJson } from '@hivemind/contracts';
import {
  RestCreateListDocument,
  RestListDocument,
  RestListsDocument,
  RestUpdateListDocument,
  type ListInput,
} from '../generated/graphql.js';
import { bodyFields, optionalBoolean, textField } from './core/body.js';
import type { RestContext } from './core/context.js';
import { notFound } from './core/errors.js';
import { intParam, stringParam } from './core/params.js';
import { route } from './core/route.js';
import { listJson, paginationJson } from './lists-json.js';

/**
 * The member's lists (spec 1 §7, spec 3 §7); shapes in libs/contracts lists.ts. A list that is
 * missing or another member's is 404 'List not found'. Operations in graphql/lists.graphql.
 */

/** The body of POST and PUT /api/lists as the service's ListInput. */
async function listInput(ctx: RestContext): Promise<ListInput> {
  const fields = await bodyFields(ctx);
  const input: ListInput = {
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
    operation: RestListsDocument,
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
    operation: RestCreateListDocument,
    variables: async (ctx) => ({ input: await listInput(ctx) }),
    status: 201,
    answer: ({ createList }): { list: ListJson } => ({ list: listJson(createList) }),
  }),

  route('GET', '/api/lists/:id', {
    session: true,
    operation: RestListDocument,
    variables: (ctx) => ({ id: ctx.params.id }),
    answer: ({ list }) => {
      if (!list) throw notFound(ListMessages.listNotFound);
      return { list: listJson(list) };
    },
  }),

  route('PUT', '/api/lists/:id', {
    session: true,
    operation: RestUpdateListDocument,
    variables: async (ctx) => ({ id: ctx.params.id, input: await listInput(ctx) }),
    answer: ({ updateList }) => ({ list: listJson(updateList) }),
  }),
];
