import { describe, expect, it } from '@jest/globals';
import { THOUGHT_MAX_LENGTH } from '@hivemind/contracts';
import { validateClientRequestId, validateThoughtText } from '../thoughts/thoughts.rules.js';

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
