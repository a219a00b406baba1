import { describe, expect, it } from '@jest/globals';
import { THOUGHT_MAX_LENGTH, ThoughtMessages } from '@hivemind/contracts';
import {
  isThoughtReady,
  maxDistanceFor,
  toLikePattern,
  toPrefixTsQuery,
  validateClientRequestId,
  validateEditedContent,
  validateEnhanceAction,
  validateInstructions,
  validateThoughtText,
} from '../thoughts/thoughts.rules.js';

describe('thought capture rules', () => {
  it('an empty or blank thought cannot be captured', () => {
    for (const text of ['', '   ', '\n\t ']) {
      expect(() => validateThoughtText(text)).toThrow(
        expect.objectContaining({ reason: 'THOUGHT_BLANK', kind: 'BAD_USER_INPUT' }),
      );
    }
  });

  it('a thought has at most 3000 characters', () => {
    expect(validateThoughtText('x'.repeat(THOUGHT_MAX_LENGTH))).toHaveLength(THOUGHT_MAX_LENGTH);
    expect(() => validateThoughtText('x'.repeat(THOUGHT_MAX_LENGTH + 1))).toThrow(
      expect.objectContaining({ reason: 'THOUGHT_TOO_LONG' }),
    );
  });

  it('keeps the text as typed', () => {
    expect(validateThoughtText('  an idea \n')).toBe('  an idea \n');
  });

  it('the idempotency key is the trimmed client request id, 1 to 100 characters', () => {
    expect(validateClientRequestId(' req-1 ')).toBe('req-1');
    expect(() => validateClientRequestId('  ')).toThrow(
      expect.objectContaining({ reason: 'CLIENT_REQUEST_ID_INVALID' }),
    );
    expect(() => validateClientRequestId('r'.repeat(101))).toThrow(
      expect.objectContaining({ reason: 'CLIENT_REQUEST_ID_INVALID' }),
    );
  });
});

describe('thought edit rules (spec 3 §5)', () => {
  it("edited content is 1 to 1000 characters: blank is 'Please enter content'", () => {
    expect(validateEditedContent('x'.repeat(1000))).toHaveLength(1000);
    expect(() => validateEditedContent('  \n')).toThrow(ThoughtMessages.contentRequired);
    expect(() => validateEditedContent('x'.repeat(1001))).toThrow(
      expect.objectContaining({ reason: 'CONTENT_TOO_LONG', kind: 'BAD_USER_INPUT' }),
    );
  });

  it("custom instructions are 1 to 1000 characters: blank is 'Please enter custom instructions'", () => {
    expect(validateInstructions(' Make it rhyme ')).toBe('Make it rhyme');
    expect(() => validateInstructions(null)).toThrow(ThoughtMessages.instructionsRequired);
    expect(() => validateInstructions('y'.repeat(1001))).toThrow(ThoughtMessages.instructionsTooLong);
  });

  it('the enhancement actions are punchy, simplify, clarify, bullets-numbers (Markdown) and custom', () => {
    for (const action of ['punchy', 'simplify', 'clarify', 'bullets-numbers', 'custom']) {
      expect(validateEnhanceAction(action)).toBe(action);
    }
    expect(() => validateEnhanceAction('markdown')).toThrow(ThoughtMessages.unknownAction);
  });
});

describe('reading rules', () => {
  it('threshold is a minimum similarity: the largest cosine distance is 1 − threshold, default 0.1', () => {
    expect(maxDistanceFor(undefined)).toBeCloseTo(0.9);
    expect(maxDistanceFor(0.9)).toBeCloseTo(0.1);
    expect(maxDistanceFor(0)).toBe(1);
    expect(() => maxDistanceFor(-0.1)).toThrow(ThoughtMessages.invalidThreshold);
    expect(() => maxDistanceFor(Number.NaN)).toThrow(ThoughtMessages.invalidThreshold);
  });

  it('search words become prefix terms of one tsquery; text without words searches nothing by full text', () => {
    expect(toPrefixTsQuery('Walking  dogs!')).toBe('walking:* & dogs:*');
    expect(toPrefixTsQuery("o'brien & (x | y)")).toBe('o:* & brien:* & x:* & y:*');
    expect(toPrefixTsQuery(' !? ')).toBeNull();
    expect(toLikePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('a thought is ready only when content, thought type, category and topic are all present', () => {
    const ready = { content: 'x', thoughtType: 'idea', category: 'personal', topic: 'dogs' };
    expect(isThoughtReady(ready)).toBe(true);
    for (const key of Object.keys(ready) as (keyof typeof ready)[]) {
      expect(isThoughtReady({ ...ready, [key]: null })).toBe(false);
      expect(isThoughtReady({ ...ready, [key]: ' ' })).toBe(false);
    }
  });
});
