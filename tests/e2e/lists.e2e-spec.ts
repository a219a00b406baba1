// Lists end to end through the running stack's REST facade: the documented client's stage-by-stage
// capture followed by list matching (spec 1 §7), the review of the pending item, task completion,
// the bulk delete of completed items (spec 3 §4, §7), a capture into a chosen list through GraphQL,
// and privacy between members.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  ListMessages,
  type BulkDeleteJson,
  type ListItemJson,
  type ListItemsPageJson,
  type ListJson,
  type ListsPageJson,
} from '@hivemind/contracts';
import { aUser, eventually, gql, requireEnv } from '@hivemind/testing';

const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4400';

let redis: Redis;
let alice: string;
let bob: string;

beforeAll(async () => {
  redis = new Redis(requireEnv('REDIS_URL'));
  alice = await (await aUser().create()).signIn(redis);
  bob = await (await aUser().create()).signIn(redis);
});
afterAll(async () => {
  await redis.quit();
});

async function api<T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  cookie: string | null,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${GATEWAY}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-requested-with': 'hivemind',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

describe('lists journey', () => {
  it('create a task list, match a thought to it, approve, complete and bulk-delete the item', async () => {
    const created = await api<{ list: ListJson }>('POST', '/api/lists', alice, {
      title: 'Groceries',
      match_instructions: 'Food and household things I need to buy at the store',
      item_creation_instructions: 'Start with a verb, at most 6 words',
      is_task_list: true,
    });
    expect(created.status).toBe(201);
    const list = created.body.list;
    const refused = await api<{ error: string }>('POST', '/api/lists', alice, { title: ' ', match_instructions: 'x' });
    expect(refused).toEqual({ status: 400, body: { error: ListMessages.requiredFields } });

    // The documented client: create, then each stage in turn, then list matching (no lists chosen).
    const text = 'I need to buy milk, eggs and bread at the grocery store';
    const thought = await api<{ thought: { id: string } }>('POST', '/api/thoughts/create', alice, {
      originalThought: text,
    });
    const thoughtId = thought.body.thought.id;
    for (const stage of ['thought-classification', 'thought-formatting', 'thought-vectorize']) {
      expect((await api('POST', `/api/agent/${stage}`, alice, { thoughtId, content: text })).status).toBe(200);
    }
    const matched = await api<{ success: boolean; items: ListItemJson[] }>(
      'POST',
      '/api/agent/thought-list-matching',
      alice,
      { thoughtId, content: text },
    );
    expect(matched.status).toBe(200);
    expect(matched.body.items).toHaveLength(1);
    const item = matched.body.items[0]!;
    expect(item).toMatchObject({ list_id: list.id, status: 'pending', thoughts: { original_thought: text } });

    const pending = await api<{ items: ListItemJson[] }>(
      'GET',
      `/api/list-items?thought_id=${thoughtId}&status=pending`,
      alice,
    );
    expect(pending.body.items.map((i) => i.id)).toEqual([item.id]);
    expect((await api<{ list: ListJson }>('GET', `/api/lists/${list.id}`, alice)).body.list).toMatchObject({
      pending_items: 1,
      approved_items: 0,
      total_items: 1,
    });

    const early = await api<{ error: string }>('PUT', `/api/list-items/${item.id}`, alice, { completed: true });
    expect(early).toEqual({ status: 400, body: { error: ListMessages.completionNotAllowed } });
    expect(
      (await api<{ item: ListItemJson }>('PUT', `/api/list-items/${item.id}`, alice, { status: 'approved' })).body.item
        .status,
    ).toBe('approved');
    expect(
      (await api<{ item: ListItemJson }>('PUT', `/api/list-items/${item.id}`, alice, { completed: true })).body.item
        .completed,
    ).toBe(true);
    expect((await api<{ list: ListJson }>('GET', `/api/lists/${list.id}`, alice)).body.list).toMatchObject({
      pending_items: 0,
      approved_items: 0,
      total_items: 1,
    });

    const page = await api<ListItemsPageJson>('GET', `/api/lists/${list.id}/items?page=1&limit=20`, alice);
    expect(page.body.pagination).toEqual({ page: 1, total_pages: 1, total: 1 });
    const deleted = await api<BulkDeleteJson>('POST', '/api/list-items/bulk-delete', alice, { list_id: list.id });
    expect(deleted.body).toEqual({ deleted_items: [{ id: item.id }], deleted_count: 1 });
    expect((await api<ListItemsPageJson>('GET', `/api/lists/${list.id}/items`, alice)).body.items).toEqual([]);
  });

  it('a GraphQL capture into a chosen list puts the item there directly, approved', async () => {
    const list = (
      await api<{ list: ListJson }>('POST', '/api/lists', alice, {
        title: 'Someday',
        match_instructions: 'Things to do one day',
        item_creation_instructions: 'Keep the wording',
        is_task_list: false,
      })
    ).body.list;
    const res = await gql<{ captureThought: { id: string } }>(
      GATEWAY,
      `mutation($text: String!, $rid: String!, $lists: [ID!]) {
        captureThought(text: $text, clientRequestId: $rid, selectedListIds: $lists) { id }
      }`,
      { text: 'Learn to sail on the lake', rid: randomUUID(), lists: [list.id] },
      { cookie: alice },
    );
    const thoughtId = res.data!.captureThought.id;
    const items = await eventually(async () => {
      const r = await api<{ items: ListItemJson[] }>('GET', `/api/list-items?thought_id=${thoughtId}`, alice);
      return r.body.items.length > 0 ? r.body.items : null;
    });
    expect(items.map((i) => [i.list_id, i.status])).toEqual([[list.id, 'approved']]);
  });

  it('another member sees none of it', async () => {
    const mine = (await api<ListsPageJson>('GET', '/api/lists?search=Groceries', alice)).body.lists[0]!;
    expect((await api<ListsPageJson>('GET', '/api/lists', bob)).body.lists).toEqual([]);
    expect(await api('GET', `/api/lists/${mine.id}`, bob)).toEqual({
      status: 404,
      body: { error: ListMessages.listNotFound },
    });
    expect((await api('GET', '/api/lists', null)).status).toBe(401);
  });
});
