import { describe, expect, it } from '@jest/globals';
import { POST_MAX_LENGTH } from '@hivemind/contracts';
import { validatePostContent } from '../posts/posts.rules.js';

describe('post content rules', () => {
  it('a post has 1 to 3000 characters and is not blank', () => {
    expect(validatePostContent('a')).toBe('a');
    expect(validatePostContent('x'.repeat(POST_MAX_LENGTH))).toHaveLength(POST_MAX_LENGTH);
    expect(() => validatePostContent('  ')).toThrow(expect.objectContaining({ reason: 'POST_BLANK' }));
    expect(() => validatePostContent('x'.repeat(POST_MAX_LENGTH + 1))).toThrow(
      expect.objectContaining({ reason: 'POST_TOO_LONG' }),
    );
  });
});
