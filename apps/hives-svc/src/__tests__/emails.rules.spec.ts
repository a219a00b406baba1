import { describe, expect, it } from '@jest/globals';
import { EMAIL_CODE_MAX_ATTEMPTS, tooManyAttemptsMessage } from '@hivemind/contracts';
import {
  codeExpiry,
  codeMatches,
  codeUsable,
  hashCode,
  isValidEmail,
  newCode,
  normalizeEmail,
  validateCode,
  validateEmail,
} from '../emails/emails.rules.js';
import { validateNewPassword } from '../accounts/accounts.rules.js';

const SECRET = 'rules-test-secret-0123456789';

describe('email addresses', () => {
  it('are trimmed and lowercased', () => expect(normalizeEmail('  Ann@Example.COM ')).toBe('ann@example.com'));

  it.each(['a@b.co', 'first.last+tag@sub.example.org'])('accept %s', (email) => expect(isValidEmail(email)).toBe(true));

  it.each(['', 'plain', 'a@b', 'a@@b.co', 'a b@c.co', '@b.co', 'a@.co', `${'x'.repeat(250)}@b.co`])(
    'refuse %p with "Invalid email format"',
    (email) => expect(() => validateEmail(email)).toThrow('Invalid email format'),
  );
});

describe('verification codes', () => {
  it('are 6 digits, zero-padded', () => {
    for (let i = 0; i < 200; i++) expect(newCode()).toMatch(/^\d{6}$/);
  });

  it('must be typed as 6 digits: "Code must be 6 digits"', () => {
    expect(validateCode(' 012345 ')).toBe('012345');
    for (const bad of ['12345', '1234567', 'abcdef', '', 123456]) {
      expect(() => validateCode(bad)).toThrow('Code must be 6 digits');
    }
  });

  it('are stored as a keyed hash bound to the address', () => {
    const hash = hashCode(SECRET, 'a@b.co', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(codeMatches(SECRET, 'A@B.co', '123456', hash)).toBe(true);
    expect(codeMatches(SECRET, 'a@b.co', '123457', hash)).toBe(false);
    expect(codeMatches(SECRET, 'c@b.co', '123456', hash)).toBe(false);
    expect(codeMatches('another-secret-0123456789', 'a@b.co', '123456', hash)).toBe(false);
  });

  it(`expire after 15 minutes and are void after ${EMAIL_CODE_MAX_ATTEMPTS} wrong tries`, () => {
    const sent = new Date('2026-01-01T10:00:00Z');
    const pending = { codeHash: 'h', codeExpiresAt: codeExpiry(sent), codeAttempts: 0 };
    expect(codeUsable(pending, new Date('2026-01-01T10:14:59Z'))).toBe(true);
    expect(codeUsable(pending, new Date('2026-01-01T10:15:00Z'))).toBe(false);
    expect(codeUsable({ ...pending, codeAttempts: EMAIL_CODE_MAX_ATTEMPTS - 1 }, sent)).toBe(true);
    expect(codeUsable({ ...pending, codeAttempts: EMAIL_CODE_MAX_ATTEMPTS }, sent)).toBe(false);
    expect(codeUsable({ ...pending, codeHash: null }, sent)).toBe(false);
  });
});

describe('new passwords', () => {
  it('need at least 8 characters: "Must be at least 8 characters long"', () => {
    expect(validateNewPassword('12345678')).toBe('12345678');
    expect(() => validateNewPassword('1234567')).toThrow('Must be at least 8 characters long');
    expect(() => validateNewPassword(undefined)).toThrow('Must be at least 8 characters long');
  });
});

describe('rate-limit refusals', () => {
  it('say when to retry, in whole minutes rounded up', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttemptsMessage(60_001)).toBe('Too many attempts. Try again in 2 minutes.');
    expect(tooManyAttemptsMessage(15 * 60_000)).toBe('Too many attempts. Try again in 15 minutes.');
  });
});
