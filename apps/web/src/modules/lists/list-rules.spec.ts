import { describe, expect, it } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client';
import {
  appendPage,
  canToggleCompletion,
  EMPTY_LIST_FORM,
  failureOf,
  isCompletionTap,
  isListFormComplete,
  listSections,
} from './list-rules.js';
import { type ListItemFieldsFragment } from './graphql/lists.generated.js';

const item = (id: string, status: string, completed = false): ListItemFieldsFragment => ({
  id,
  listId: 'l',
  thoughtId: null,
  title: id,
  content: id,
  status,
  completed,
  originalThought: null,
});

describe('the list form (spec 3 §5)', () => {
  const filled = {
    ...EMPTY_LIST_FORM,
    title: 'Groceries',
    matchInstructions: 'food',
    itemCreationInstructions: 'verb',
  };

  it('is complete only when title, match and item creation instructions are all non-blank', () => {
    expect(isListFormComplete(filled)).toBe(true);
    expect(isListFormComplete({ ...filled, description: '' })).toBe(true);
    for (const key of ['title', 'matchInstructions', 'itemCreationInstructions'] as const) {
      expect(isListFormComplete({ ...filled, [key]: '   ' })).toBe(false);
    }
    expect(isListFormComplete({ ...filled, title: 'x'.repeat(256) })).toBe(false);
  });
});

describe('list sections (spec 3 §2.5)', () => {
  const items = [item('p', 'pending'), item('a', 'approved'), item('c', 'approved', true), item('r', 'rejected')];

  it('task lists: PENDING, INCOMPLETE, COMPLETE; rejected never shown', () => {
    expect(listSections(items, true).map((s) => [s.key, s.items.map((i) => i.id)])).toEqual([
      ['pending', ['p']],
      ['incomplete', ['a']],
      ['complete', ['c']],
    ]);
  });

  it('other lists: PENDING then LIST ITEMS; empty sections left out', () => {
    expect(listSections(items, false).map((s) => [s.key, s.items.map((i) => i.id)])).toEqual([
      ['pending', ['p']],
      ['items', ['a', 'c']],
    ]);
    expect(listSections([item('a', 'approved')], true).map((s) => s.key)).toEqual(['incomplete']);
  });
});

describe('completion tap', () => {
  it('counts a tap within 60 px of the right edge only', () => {
    expect(isCompletionTap(340, 400)).toBe(true);
    expect(isCompletionTap(399, 400)).toBe(true);
    expect(isCompletionTap(339, 400)).toBe(false);
    expect(isCompletionTap(401, 400)).toBe(false);
  });

  it('applies to approved items of task lists only', () => {
    expect(canToggleCompletion(item('a', 'approved'), true)).toBe(true);
    expect(canToggleCompletion(item('p', 'pending'), true)).toBe(false);
    expect(canToggleCompletion(item('a', 'approved'), false)).toBe(false);
  });
});

describe('pages and failures', () => {
  it('appends a page without repeating items', () => {
    expect(appendPage([item('a', 'pending')], [item('a', 'pending'), item('b', 'pending')]).map((i) => i.id)).toEqual([
      'a',
      'b',
    ]);
  });

  it('names a status and the server’s text', () => {
    const gql = new CombinedGraphQLErrors({
      errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    expect(failureOf(gql)).toEqual({ status: 401, text: 'Not signed in' });
    expect(failureOf(new TypeError('Failed to fetch'))).toEqual({ status: 0, text: 'Failed to fetch' });
  });
});
