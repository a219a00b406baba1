import { describe, expect, it } from '@jest/globals';
import { RELATED_MESSAGE_SNIPPET_LENGTH } from '@hivemind/contracts';
import { matchPercentage, messageText, relatedMessageDate, snippet, titleFromMessage } from './display.js';

describe('message content (spec part 1 §3: JSON with parts of text type, or a plain content string)', () => {
  it('reads the text parts of JSON content, joined', () => {
    const json = JSON.stringify({
      parts: [
        { type: 'text', text: 'Hello' },
        { type: 'image', url: 'x' },
        { type: 'text', text: 'there' },
      ],
    });
    expect(messageText(json)).toBe('Hello\nthere');
    expect(messageText(JSON.stringify([{ type: 'text', text: 'Only part' }]))).toBe('Only part');
  });

  it('keeps a plain content string, and JSON without text parts, as it is', () => {
    expect(messageText('Plain words')).toBe('Plain words');
    expect(messageText('{not json')).toBe('{not json');
    expect(messageText('{"parts": []}')).toBe('{"parts": []}');
    expect(messageText('[1, 2]')).toBe('[1, 2]');
  });
});

describe('snippets (spec part 1 §9: the before message truncated at 100 characters)', () => {
  it('cuts the before message at 100 characters, marking the cut', () => {
    const long = 'a'.repeat(99) + 'bcdef';
    expect(RELATED_MESSAGE_SNIPPET_LENGTH).toBe(100);
    expect(snippet(long)).toBe('a'.repeat(99) + 'b…');
    expect(snippet(long).length).toBe(101);
  });

  it('keeps a message of 100 characters or fewer whole', () => {
    expect(snippet('x'.repeat(100))).toBe('x'.repeat(100));
    expect(snippet('  Short   and\nsweet ')).toBe('Short and sweet');
  });

  it('cuts at the optional 150 when asked, and reads Markdown links of a reply as their words', () => {
    expect(snippet('y'.repeat(200), 150)).toBe('y'.repeat(150) + '…');
    expect(snippet('You thought: "tomatoes" ([open thought](/portal/thought?thoughtId=1))')).toBe(
      'You thought: "tomatoes" (open thought)',
    );
  });
});

describe('match percentage (spec part 1 §9: similarity × 100, rounded)', () => {
  it('rounds similarity × 100', () => {
    expect(matchPercentage(0.874)).toBe(87);
    expect(matchPercentage(0.875)).toBe(88);
    expect(matchPercentage(0.4)).toBe(40);
    expect(matchPercentage(1)).toBe(100);
  });

  it('stays within 0 to 100', () => {
    expect(matchPercentage(1.0000001)).toBe(100);
    expect(matchPercentage(-0.2)).toBe(0);
  });
});

describe("date format (spec part 1 §9: 'MMMM d, yyyy @ h:mma EST')", () => {
  it('shows the thread date in US Eastern time', () => {
    // 21:52 UTC in November is 4:52 PM in New York (EST, UTC−5).
    expect(relatedMessageDate('2026-11-25T21:52:40.000Z')).toBe('November 25, 2026 @ 4:52PM EST');
    // Just after midnight UTC is still the day before in New York.
    expect(relatedMessageDate('2026-01-02T03:05:00.000Z')).toBe('January 1, 2026 @ 10:05PM EST');
    expect(relatedMessageDate('2026-03-01T14:00:00.000Z')).toBe('March 1, 2026 @ 9:00AM EST');
  });
});

describe('thread titles from the first message', () => {
  it('keeps a short message whole and cuts a long one at a word', () => {
    expect(titleFromMessage('  Plan my week  ')).toBe('Plan my week');
    const title = titleFromMessage(
      'When should I plant tomato seedlings in the vegetable garden this spring, given the late frost?',
    );
    expect(title).toBe('When should I plant tomato seedlings in the vegetable garden…');
    expect(title.length).toBeLessThanOrEqual(61);
  });
});
