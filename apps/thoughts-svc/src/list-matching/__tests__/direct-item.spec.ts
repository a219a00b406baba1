import { describe, expect, it } from '@jest/globals';
import { directItem } from '../direct-item.js';

describe('items made directly in chosen lists', () => {
  it('takes the first sentence as the title and the whole text as the content', () => {
    expect(directItem('Paint the fence. It is peeling.')).toEqual({
      title: 'Paint the fence',
      content: 'Paint the fence. It is peeling.',
    });
  });

  it('cuts a long title at a word, within 255 characters', () => {
    const { title } = directItem(`${'word '.repeat(80)}end`);
    expect(title.length).toBeLessThanOrEqual(255);
    expect(title.endsWith('word…')).toBe(true);
  });
});
