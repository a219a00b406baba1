import { describe, expect, it } from '@jest/globals';
import { activeLists, chooserSummary, keepOffered, selectedListIdsVariable, toggleListId } from './list-choice.js';

const offered = [
  { id: 'a', title: 'Groceries' },
  { id: 'b', title: 'Ideas' },
];

describe('list choice', () => {
  it('offers only active lists', () => {
    expect(
      activeLists([
        { id: 'a', title: 'Groceries', isActive: true },
        { id: 'x', title: 'Old', isActive: false },
      ]),
    ).toEqual([{ id: 'a', title: 'Groceries' }]);
    expect(activeLists(undefined)).toEqual([]);
  });

  it('toggles an id in and out, keeping the order of choosing', () => {
    expect(toggleListId([], 'b')).toEqual(['b']);
    expect(toggleListId(['b'], 'a')).toEqual(['b', 'a']);
    expect(toggleListId(['b', 'a'], 'b')).toEqual(['a']);
  });

  it('drops chosen ids that are no longer offered', () => {
    expect(keepOffered(['a', 'gone', 'b'], offered)).toEqual(['a', 'b']);
    expect(keepOffered(['a'], [])).toEqual([]);
  });

  it('leaves selectedListIds out when none is chosen (AI matching)', () => {
    expect(selectedListIdsVariable([])).toEqual({});
    expect(selectedListIdsVariable(['a', 'b'])).toEqual({ selectedListIds: ['a', 'b'] });
  });

  it('summarises the choice', () => {
    expect(chooserSummary([], offered)).toBe('Lists: AI suggests');
    expect(chooserSummary(['b'], offered)).toBe('List: Ideas');
    expect(chooserSummary(['a', 'b'], offered)).toBe('Lists: 2 chosen');
  });
});
