import { describe, expect, it } from '@jest/globals';
import { ListMessages } from '@hivemind/contracts';
import { pageRequest, totalPages, validateListFields } from '../lists.rules.js';

const fields = { title: 'Groceries', matchInstructions: 'food', itemCreationInstructions: 'a verb' };

describe('create and edit list (spec 3 §5)', () => {
  it("title, match instructions and item creation instructions are required after trimming: 'Please fill in all required fields'", () => {
    for (const key of ['title', 'matchInstructions', 'itemCreationInstructions'] as const) {
      expect(() => validateListFields({ ...fields, [key]: ' \n ' })).toThrow(ListMessages.requiredFields);
    }
  });

  it('title is at most 255 characters', () => {
    expect(() => validateListFields({ ...fields, title: 'x'.repeat(256) })).toThrow(ListMessages.titleTooLong);
    expect(validateListFields({ ...fields, title: 'x'.repeat(255) }).title).toHaveLength(255);
  });

  it('stores trimmed text; new lists are active non-task lists unless told; edits keep flags left out', () => {
    expect(validateListFields({ ...fields, title: ' G ', description: '  ' })).toEqual({
      ...fields,
      title: 'G',
      description: null,
      isTaskList: false,
      isActive: true,
    });
    expect(validateListFields(fields, { isTaskList: true, isActive: false })).toMatchObject({
      isTaskList: true,
      isActive: false,
    });
  });
});

describe('pages', () => {
  it('20 per page from page 1; total_pages rounds up', () => {
    expect(pageRequest(undefined, undefined)).toEqual({ page: 1, limit: 20, offset: 0 });
    expect(pageRequest(3, 10)).toEqual({ page: 3, limit: 10, offset: 20 });
    expect(pageRequest(0, 1000)).toEqual({ page: 1, limit: 100, offset: 0 });
    expect([totalPages(0, 20), totalPages(20, 20), totalPages(21, 20)]).toEqual([0, 1, 2]);
  });
});
