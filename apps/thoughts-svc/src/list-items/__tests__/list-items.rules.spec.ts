import { describe, expect, it } from '@jest/globals';
import { ListMessages } from '@hivemind/contracts';
import { applyItemChange } from '../list-items.rules.js';

const task = { isTaskList: true };
const notes = { isTaskList: false };
const pending = { status: 'pending', completed: false } as const;
const approved = { status: 'approved', completed: false } as const;
const done = { status: 'approved', completed: true } as const;
const rejected = { status: 'rejected', completed: false } as const;

describe('list item status moves (spec 3 §4)', () => {
  it('pending → approved or rejected', () => {
    expect(applyItemChange(pending, task, { status: 'approved' })).toEqual(approved);
    expect(applyItemChange(pending, task, { status: 'rejected' })).toEqual(rejected);
  });

  it('approved ↔ pending in either direction; leaving approved clears completed', () => {
    expect(applyItemChange(done, task, { status: 'pending' })).toEqual(pending);
    expect(applyItemChange(pending, task, { status: 'approved' })).toEqual(approved);
  });

  it('refuses approved → rejected, anything out of rejected, and unknown statuses', () => {
    expect(() => applyItemChange(approved, task, { status: 'rejected' })).toThrow(
      ListMessages.invalidTransition('approved', 'rejected'),
    );
    expect(() => applyItemChange(rejected, task, { status: 'pending' })).toThrow(
      ListMessages.invalidTransition('rejected', 'pending'),
    );
    expect(() => applyItemChange(pending, task, { status: 'done' })).toThrow(ListMessages.invalidStatus);
    expect(() => applyItemChange(pending, task, {})).toThrow(ListMessages.statusOrCompletedRequired);
  });
});

describe('task-list completion applies only to approved items of task lists (spec 3 §5)', () => {
  it('toggles completed on an approved task-list item', () => {
    expect(applyItemChange(approved, task, { completed: true })).toEqual(done);
    expect(applyItemChange(done, task, { completed: false })).toEqual(approved);
  });

  it('is refused on pending or rejected items and on non-task lists', () => {
    for (const [item, list] of [
      [pending, task],
      [rejected, task],
      [approved, notes],
    ] as const) {
      expect(() => applyItemChange(item, list, { completed: true })).toThrow(ListMessages.completionNotAllowed);
    }
  });
});
