import { describe, expect, it } from '@jest/globals';
import { ASSIGNMENTS_REFRESH_MS, itemsWithStatus } from './list-assignments.js';
import { type ThoughtListItemFieldsFragment } from './graphql/list-items.generated.js';

const item = (id: string, status: string): ThoughtListItemFieldsFragment => ({
  id,
  listId: 'l1',
  title: `item ${id}`,
  content: '',
  status,
  completed: false,
  list: { id: 'l1', title: 'Groceries', isTaskList: true },
});

describe('list assignments', () => {
  it('refreshes 2 s after the thought is ready (spec part 3 §4)', () => {
    expect(ASSIGNMENTS_REFRESH_MS).toBe(2000);
  });

  it("keeps only the section's status (a just-reviewed item may linger in the cache)", () => {
    const items = [item('1', 'pending'), item('2', 'approved'), item('3', 'rejected')];
    expect(itemsWithStatus(items, 'pending').map((i) => i.id)).toEqual(['1']);
    expect(itemsWithStatus(items, 'approved').map((i) => i.id)).toEqual(['2']);
    expect(itemsWithStatus(undefined, 'pending')).toEqual([]);
  });
});
