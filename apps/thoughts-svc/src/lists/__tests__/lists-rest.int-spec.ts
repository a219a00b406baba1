import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  ListMessages,
  type BulkDeleteJson,
  type ListItemJson,
  type ListItemsPageJson,
  type ListJson,
  type ListsPageJson,
} from '@hivemind/contracts';
import { ListsRestHarness, taskList, type Member } from './lists-harness.js';

/**
 * Lists and list items through the REST facade (spec 3 §4, §5, §7; spec 1 §7), against the real
 * gateway, thoughts-svc and agent worker: every rule, owner-only access, and exact counts while
 * many changes run at once.
 */
const t = new ListsRestHarness();
let alice: Member;
let bob: Member;

beforeAll(async () => {
  await t.start();
  alice = await t.member();
  bob = await t.member();
}, 120_000);
afterAll(() => t.stop(), 60_000);

async function createList(member: Member, body: Record<string, unknown>): Promise<ListJson> {
  const res = await t.api<{ list: ListJson }>(member, 'POST', '/api/lists', body);
  expect(res.status).toBe(201);
  return res.body.list;
}

async function getList(member: Member, id: string): Promise<ListJson> {
  return (await t.api<{ list: ListJson }>(member, 'GET', `/api/lists/${id}`)).body.list;
}

/** Items written straight to the database (the rules under test are the changes, not the inserts). */
async function seedItems(member: Member, listId: string, n: number, status = 'pending'): Promise<string[]> {
  const ids = Array.from({ length: n }, () => randomUUID());
  await t.h.db.listItem.createMany({
    data: ids.map((id, i) => ({ id, listId, userId: member.id, title: `Item ${i}`, content: `Item ${i}`, status })),
  });
  return ids;
}

async function setItem(member: Member, id: string, body: Record<string, unknown>) {
  return t.api<{ item: ListItemJson; error?: string }>(member, 'PUT', `/api/list-items/${id}`, body);
}

describe('lists', () => {
  it('creates a list with trimmed fields and zero counts; a member must be signed in', async () => {
    const list = await createList(alice, {
      ...taskList('  Groceries  ', ' Food I need to buy '),
      description: 'weekly shop',
    });
    expect(list).toMatchObject({
      title: 'Groceries',
      description: 'weekly shop',
      match_instructions: 'Food I need to buy',
      item_creation_instructions: 'Start with a verb',
      is_task_list: true,
      is_active: true,
      pending_items: 0,
      approved_items: 0,
      total_items: 0,
    });
    expect((await t.api(null, 'GET', '/api/lists')).status).toBe(401);
  });

  it("refuses a blank title, match instructions or item creation instructions: 'Please fill in all required fields'", async () => {
    for (const blank of ['title', 'match_instructions', 'item_creation_instructions']) {
      const res = await t.api<{ error: string }>(alice, 'POST', '/api/lists', {
        ...taskList('A', 'b', 'c'),
        [blank]: '   ',
      });
      expect([blank, res.status, res.body.error]).toEqual([blank, 400, ListMessages.requiredFields]);
    }
    const missing = await t.api<{ error: string }>(alice, 'POST', '/api/lists', { title: 'Only a title' });
    expect(missing.body.error).toBe(ListMessages.requiredFields);
    const long = await t.api<{ error: string }>(alice, 'POST', '/api/lists', taskList('x'.repeat(256), 'b', 'c'));
    expect([long.status, long.body.error]).toEqual([400, ListMessages.titleTooLong]);
    expect((await t.api(alice, 'POST', '/api/lists', taskList('x'.repeat(255), 'b', 'c'))).status).toBe(201);
  });

  it('pages the member’s lists with {page, total_pages, total} and searches title and description', async () => {
    const member = await t.member();
    for (const title of ['Movies to watch', 'Gift ideas', 'Movies for kids']) {
      await createList(member, { ...taskList(title, 'm', 'i'), is_task_list: false });
    }
    const page1 = (await t.api<ListsPageJson>(member, 'GET', '/api/lists?page=1&limit=2')).body;
    const page2 = (await t.api<ListsPageJson>(member, 'GET', '/api/lists?page=2&limit=2')).body;
    expect(page1.pagination).toEqual({ page: 1, total_pages: 2, total: 3 });
    expect(page2.pagination).toEqual({ page: 2, total_pages: 2, total: 3 });
    expect([...page1.lists, ...page2.lists].map((l) => l.title)).toEqual([
      'Movies for kids',
      'Gift ideas',
      'Movies to watch',
    ]);
    const movies = (await t.api<ListsPageJson>(member, 'GET', '/api/lists?search=movie')).body;
    expect(movies.lists.map((l) => l.title).sort()).toEqual(['Movies for kids', 'Movies to watch']);
    expect(movies.pagination).toEqual({ page: 1, total_pages: 1, total: 2 });
    const none = (await t.api<ListsPageJson>(member, 'GET', '/api/lists?search=zzz')).body;
    expect(none).toEqual({ lists: [], pagination: { page: 1, total_pages: 0, total: 0 } });
  });

  it('edits a list (PUT replaces its fields) under the same rules; only the owner sees or edits it', async () => {
    const list = await createList(alice, taskList('Errands', 'Things to do in town'));
    const res = await t.api<{ list: ListJson }>(alice, 'PUT', `/api/lists/${list.id}`, {
      ...taskList('Town errands', 'Errands in town', 'Short'),
      is_task_list: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.list).toMatchObject({ id: list.id, title: 'Town errands', is_task_list: false, is_active: true });
    const blank = await t.api<{ error: string }>(alice, 'PUT', `/api/lists/${list.id}`, taskList(' ', 'a', 'b'));
    expect([blank.status, blank.body.error]).toEqual([400, ListMessages.requiredFields]);

    for (const [method, path] of [
      ['GET', `/api/lists/${list.id}`],
      ['PUT', `/api/lists/${list.id}`],
      ['GET', `/api/lists/${list.id}/items`],
    ] as const) {
      const other = await t.api<{ error: string }>(
        bob,
        method,
        path,
        method === 'PUT' ? taskList('Mine', 'a', 'b') : undefined,
      );
      expect([method, path, other.status, other.body.error]).toEqual([method, path, 404, ListMessages.listNotFound]);
    }
    expect((await getList(alice, list.id)).title).toBe('Town errands');
    const bobs = (await t.api<ListsPageJson>(bob, 'GET', '/api/lists')).body;
    expect(bobs.lists.map((l) => l.id)).not.toContain(list.id);
    expect((await t.api(alice, 'GET', `/api/lists/${randomUUID()}`)).status).toBe(404);
    expect((await t.api(alice, 'GET', '/api/lists/not-an-id')).status).toBe(404);
  });
});

describe('list item rules (spec 3 §4)', () => {
  it('pending → approved or rejected; approved ↔ pending; rejected is final', async () => {
    const list = await createList(alice, taskList('Rules', 'a'));
    const [a, b] = await seedItems(alice, list.id, 2);
    const approved = await setItem(alice, a!, { status: 'approved' });
    expect([approved.status, approved.body.item.status]).toEqual([200, 'approved']);
    expect((await setItem(alice, a!, { status: 'pending' })).body.item.status).toBe('pending');
    expect((await setItem(alice, a!, { status: 'approved' })).body.item.status).toBe('approved');
    const approvedToRejected = await setItem(alice, a!, { status: 'rejected' });
    expect([approvedToRejected.status, approvedToRejected.body.error]).toEqual([
      400,
      ListMessages.invalidTransition('approved', 'rejected'),
    ]);
    expect((await setItem(alice, b!, { status: 'rejected' })).body.item.status).toBe('rejected');
    const revived = await setItem(alice, b!, { status: 'approved' });
    expect([revived.status, revived.body.error]).toEqual([400, ListMessages.invalidTransition('rejected', 'approved')]);
    expect((await setItem(alice, b!, { status: 'done' })).body.error).toBe(ListMessages.invalidStatus);
    expect((await setItem(alice, b!, {})).body.error).toBe(ListMessages.statusOrCompletedRequired);
  });

  it('completed only on approved items of task lists; leaving approved clears it', async () => {
    const tasks = await createList(alice, taskList('Tasks', 'a'));
    const notes = await createList(alice, { ...taskList('Notes', 'a'), is_task_list: false });
    const [pending, approved] = await seedItems(alice, tasks.id, 2);
    const [note] = await seedItems(alice, notes.id, 1, 'approved');
    await setItem(alice, approved!, { status: 'approved' });

    const onPending = await setItem(alice, pending!, { completed: true });
    expect([onPending.status, onPending.body.error]).toEqual([400, ListMessages.completionNotAllowed]);
    const onNote = await setItem(alice, note!, { completed: true });
    expect([onNote.status, onNote.body.error]).toEqual([400, ListMessages.completionNotAllowed]);

    const done = await setItem(alice, approved!, { completed: true });
    expect(done.body.item).toMatchObject({
      status: 'approved',
      completed: true,
      lists: { title: 'Tasks', is_task_list: true },
    });
    expect((await setItem(alice, approved!, { completed: false })).body.item.completed).toBe(false);
    await setItem(alice, approved!, { completed: true });
    expect((await setItem(alice, approved!, { status: 'pending' })).body.item).toMatchObject({
      status: 'pending',
      completed: false,
    });
  });

  it('a list that stops being a task list keeps no completed items', async () => {
    const list = await createList(alice, taskList('Chores', 'a'));
    const [item] = await seedItems(alice, list.id, 1, 'approved');
    await setItem(alice, item!, { completed: true });
    await t.api(alice, 'PUT', `/api/lists/${list.id}`, { ...taskList('Chores', 'a'), is_task_list: false });
    const { items } = (await t.api<ListItemsPageJson>(alice, 'GET', `/api/lists/${list.id}/items`)).body;
    expect(items[0]).toMatchObject({ id: item, completed: false });
  });

  it('bulk-delete removes only the completed items of that list; a single delete removes one item', async () => {
    const list = await createList(alice, taskList('Bulk', 'a'));
    const other = await createList(alice, taskList('Other', 'a'));
    const [c1, c2, open, pending] = await seedItems(alice, list.id, 4, 'approved');
    const [otherDone] = await seedItems(alice, other.id, 1, 'approved');
    for (const id of [c1!, c2!, otherDone!]) await setItem(alice, id, { completed: true });
    await setItem(alice, pending!, { status: 'pending' });

    const refused = await t.api<{ error: string }>(bob, 'POST', '/api/list-items/bulk-delete', { list_id: list.id });
    expect([refused.status, refused.body.error]).toEqual([404, ListMessages.listNotFound]);
    const res = await t.api<BulkDeleteJson>(alice, 'POST', '/api/list-items/bulk-delete', { list_id: list.id });
    expect(res.status).toBe(200);
    expect(res.body.deleted_count).toBe(2);
    expect(res.body.deleted_items.map((d) => d.id).sort()).toEqual([c1, c2].sort());
    const left = (await t.api<ListItemsPageJson>(alice, 'GET', `/api/lists/${list.id}/items`)).body.items;
    expect(left.map((i) => i.id).sort()).toEqual([open, pending].sort());
    expect((await getList(alice, other.id)).total_items).toBe(1);

    expect((await t.api(bob, 'DELETE', `/api/list-items/${open}`)).status).toBe(404);
    const deleted = await t.api(alice, 'DELETE', `/api/list-items/${open}`);
    expect(deleted).toEqual({ status: 200, body: { success: true, id: open } });
    expect((await t.api(alice, 'DELETE', `/api/list-items/${open}`)).status).toBe(404);
  });

  it('bulk status moves the member’s items that may move; others are left as they are', async () => {
    const list = await createList(alice, taskList('Bulk status', 'a'));
    const [p1, p2, rejected] = await seedItems(alice, list.id, 3);
    await setItem(alice, rejected!, { status: 'rejected' });
    const bobsList = await createList(bob, taskList('Bob', 'a'));
    const [bobs] = await seedItems(bob, bobsList.id, 1);
    const res = await t.api<{ items: ListItemJson[]; updated_count: number }>(alice, 'POST', '/api/list-items/bulk', {
      item_ids: [p1, p2, rejected, bobs],
      status: 'approved',
    });
    expect(res.body.updated_count).toBe(2);
    expect(res.body.items.map((i) => i.id).sort()).toEqual([p1, p2].sort());
    expect((await t.api<{ items: ListItemJson[] }>(bob, 'GET', `/api/lists/${bobsList.id}/items`)).body).toMatchObject({
      items: [{ id: bobs, status: 'pending' }],
    });
    expect((await t.api(alice, 'POST', '/api/list-items/bulk', { item_ids: [], status: 'approved' })).status).toBe(400);
  });

  it('another member can neither read nor change an item', async () => {
    const list = await createList(alice, taskList('Private', 'a'));
    const [item] = await seedItems(alice, list.id, 1);
    const res = await setItem(bob, item!, { status: 'approved' });
    expect([res.status, res.body.error]).toEqual([404, ListMessages.itemNotFound]);
    expect((await t.api(null, 'PUT', `/api/list-items/${item}`, { status: 'approved' })).status).toBe(401);
  });
});

describe('list items of a list', () => {
  it('pages 20 by default with {page, total_pages}: pending first, then incomplete, then completed; rejected left out', async () => {
    const list = await createList(alice, taskList('Paged', 'a'));
    const ids = await seedItems(alice, list.id, 23, 'approved');
    const [pending] = await seedItems(alice, list.id, 1);
    const [rejected] = await seedItems(alice, list.id, 1);
    await setItem(alice, rejected!, { status: 'rejected' });
    await setItem(alice, ids[0]!, { completed: true });
    const page1 = (await t.api<ListItemsPageJson>(alice, 'GET', `/api/lists/${list.id}/items?page=1&limit=20`)).body;
    const page2 = (await t.api<ListItemsPageJson>(alice, 'GET', `/api/lists/${list.id}/items?page=2&limit=20`)).body;
    expect(page1.pagination).toEqual({ page: 1, total_pages: 2, total: 24 });
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0]?.id).toBe(pending);
    expect(page2.items.at(-1)).toMatchObject({ id: ids[0], completed: true });
    expect([...page1.items, ...page2.items].map((i) => i.id)).not.toContain(rejected);
    expect(await getList(alice, list.id)).toMatchObject({ pending_items: 1, approved_items: 22, total_items: 24 });
  });

  it('counts stay exact while many changes run at once', async () => {
    const list = await createList(alice, taskList('Busy', 'a'));
    const ids = await seedItems(alice, list.id, 60);
    const toApprove = ids.slice(0, 30);
    const toReject = ids.slice(30, 40);
    const toDelete = ids.slice(40, 50);
    // Approve 30 while rejecting 10 and deleting 10, all at once; then complete 15 of the approved
    // while 5 others go back to pending, again all at once, with reads in between.
    await Promise.all([
      ...toApprove.map((id) => setItem(alice, id, { status: 'approved' })),
      ...toReject.map((id) => setItem(alice, id, { status: 'rejected' })),
      ...toDelete.map((id) => t.api(alice, 'DELETE', `/api/list-items/${id}`)),
      getList(alice, list.id),
    ]);
    const results = await Promise.all([
      ...toApprove.slice(0, 15).map((id) => setItem(alice, id, { completed: true })),
      ...toApprove.slice(15, 20).map((id) => setItem(alice, id, { status: 'pending' })),
      t.api(alice, 'POST', '/api/list-items/bulk', { item_ids: toApprove.slice(20, 25), status: 'pending' }),
      getList(alice, list.id),
    ]);
    expect(results.slice(0, 20).every((r) => 'status' in r && r.status === 200)).toBe(true);
    // 60 − 10 deleted − 10 rejected = 40: 10 untouched + 10 back to pending = 20 pending;
    // 30 approved − 10 back to pending = 20 approved, 15 of them completed: 5 approved open.
    expect(await getList(alice, list.id)).toMatchObject({ pending_items: 20, approved_items: 5, total_items: 40 });
    const rows = await t.h.db.listItem.groupBy({
      by: ['status', 'completed'],
      where: { listId: list.id },
      _count: true,
    });
    const count = (status: string, completed: boolean) =>
      rows.find((r) => r.status === status && r.completed === completed)?._count ?? 0;
    expect([
      count('pending', false),
      count('approved', false),
      count('approved', true),
      count('rejected', false),
    ]).toEqual([20, 5, 15, 10]);
  });
});

describe('items from thoughts', () => {
  let groceries: ListJson;
  let books: ListJson;
  let paused: ListJson;
  const member = { current: null as Member | null };

  beforeAll(async () => {
    member.current = await t.member();
    const m = member.current;
    groceries = await createList(
      m,
      taskList(
        'Groceries',
        'Food and household things I need to buy at the store',
        'Start with a verb, at most 6 words',
      ),
    );
    books = await createList(m, {
      ...taskList('Books to read', 'Books and novels I want to read', 'The book title'),
      is_task_list: false,
    });
    paused = await createList(m, {
      ...taskList('Shopping (paused)', 'Food and groceries to buy at the store', 'The item'),
      is_active: false,
    });
  }, 60_000);

  it('a captured thought is matched to the member’s ACTIVE lists; matches arrive pending', async () => {
    const m = member.current!;
    const thoughtId = await t.capture(m, 'I need to buy milk, eggs and bread at the grocery store tomorrow');
    const res = await t.api<{ items: ListItemJson[] }>(
      m,
      'GET',
      `/api/list-items?thought_id=${thoughtId}&status=pending`,
    );
    expect(res.status).toBe(200);
    expect(res.body.items.map((i) => i.list_id)).toEqual([groceries.id]);
    const [item] = res.body.items;
    expect(item).toMatchObject({
      thought_id: thoughtId,
      status: 'pending',
      completed: false,
      lists: { title: 'Groceries', is_task_list: true },
      thoughts: { original_thought: 'I need to buy milk, eggs and bread at the grocery store tomorrow' },
    });
    expect(item!.title.split(/\s+/).length).toBeLessThanOrEqual(6);
    expect(item!.list_id).not.toBe(paused.id);
    expect((await getList(m, groceries.id)).pending_items).toBe(1);
    const messages = t.h.messages(m.id, thoughtId).map((p) => `${p.stage}:${p.status}`);
    expect(messages.slice(-3)).toEqual(['finalizing:started', 'finalizing:completed', 'captured:completed']);
    expect(messages.filter((s) => s === 'finalizing:started')).toHaveLength(1);

    // Rejected items are remembered: matching the thought again proposes nothing to that list.
    await setItem(m, item!.id, { status: 'rejected' });
    const again = await t.api<{ items: ListItemJson[] }>(m, 'POST', '/api/agent/thought-list-matching', {
      thoughtId,
      content: 'I need to buy milk, eggs and bread at the grocery store tomorrow',
    });
    expect(again).toEqual({ status: 200, body: { success: true, items: [] } });
    expect((await getList(m, groceries.id)).pending_items).toBe(0);
  });

  it('a failure of list matching never costs the thought: it is stored ready, without matches', async () => {
    const m = member.current!;
    const text = 'I need to buy apples and flour at the store for the pie';
    t.h.ai.failWhen('matchLists', (input) => (input.includes('apples') ? new Error('matcher down') : null));
    try {
      const thoughtId = await t.capture(m, text);
      const thought = await t.api<{ thought: { status: string } }>(m, 'GET', `/api/thoughts/${thoughtId}`);
      expect(thought.body.thought.status).toBe('ready');
      expect((await t.api(m, 'GET', `/api/list-items?thought_id=${thoughtId}`)).body).toEqual({ items: [] });
      expect(t.h.messages(m.id, thoughtId).some((p) => p.status === 'failed')).toBe(false);
    } finally {
      t.h.ai.failWhen('matchLists', () => null);
    }
  }, 30_000);

  it('POST /api/agent/thought-list-matching matches a thought made stage by stage', async () => {
    const m = member.current!;
    const created = await t.api<{ thought: { id: string } }>(m, 'POST', '/api/thoughts/create', {
      originalThought: 'Someone recommended reading the novel Dune, I want to read that book',
    });
    const thoughtId = created.body.thought.id;
    const res = await t.api<{ success: boolean; items: ListItemJson[] }>(
      m,
      'POST',
      '/api/agent/thought-list-matching',
      {
        thoughtId,
        content: 'Someone recommended reading the novel Dune, I want to read that book',
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.items.map((i) => [i.list_id, i.status])).toEqual([[books.id, 'pending']]);
    const bobs = await t.api<{ error: string }>(bob, 'POST', '/api/agent/thought-list-matching', {
      thoughtId,
      content: 'x',
    });
    expect([bobs.status, bobs.body.error]).toEqual([404, ListMessages.thoughtNotFound]);
    expect((await t.api(m, 'POST', '/api/agent/thought-list-matching', { content: 'x' })).status).toBe(400);
  });

  it('lists chosen at capture get their items directly (approved), and no matching runs', async () => {
    const m = member.current!;
    const matchCalls = t.h.ai.calls.matchLists;
    const thoughtId = await t.capture(m, 'Buy a birthday present for Sam', [books.id]);
    const items = (await t.api<{ items: ListItemJson[] }>(m, 'GET', `/api/list-items?thought_id=${thoughtId}`)).body
      .items;
    expect(items.map((i) => [i.list_id, i.status, i.title])).toEqual([
      [books.id, 'approved', 'Buy a birthday present for Sam'],
    ]);
    expect(t.h.ai.calls.matchLists).toBe(matchCalls);
  });

  it('POST /api/list-items/direct-create puts approved items in the chosen lists, the member’s only', async () => {
    const m = member.current!;
    const created = await t.api<{ thought: { id: string } }>(m, 'POST', '/api/thoughts/create', {
      originalThought: 'Paint the fence. It is peeling.',
    });
    const thoughtId = created.body.thought.id;
    const res = await t.api<{ success: boolean; items: ListItemJson[] }>(m, 'POST', '/api/list-items/direct-create', {
      thoughtId,
      content: 'Paint the fence. It is peeling.',
      selectedLists: [groceries.id, { id: books.id }],
    });
    expect(res.status).toBe(201);
    expect(res.body.items.map((i) => [i.list_id, i.status, i.title]).sort()).toEqual(
      [
        [groceries.id, 'approved', 'Paint the fence'],
        [books.id, 'approved', 'Paint the fence'],
      ].sort(),
    );
    const bobsList = await createList(bob, taskList('Bob', 'a'));
    const refused = await t.api<{ error: string }>(m, 'POST', '/api/list-items/direct-create', {
      thoughtId,
      content: 'Paint the fence.',
      selectedLists: [bobsList.id],
    });
    expect([refused.status, refused.body.error]).toEqual([404, ListMessages.listNotFound]);
    expect((await t.api(m, 'GET', `/api/list-items?thought_id=${thoughtId}&status=approved`)).body).toMatchObject({
      items: expect.arrayContaining([expect.objectContaining({ list_id: groceries.id })]),
    });
    expect((await t.api(bob, 'GET', `/api/list-items?thought_id=${thoughtId}`)).body).toEqual({ items: [] });
  });
});
