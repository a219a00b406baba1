import { describe, expect, it } from '@jest/globals';
import { confirmError, emailError, newPasswordError, signInErrors, signUpErrors } from './validation.js';

describe('sign-up and password validation', () => {
  it("rejects a malformed email with 'Invalid email format'", () => {
    for (const bad of ['', 'plain', 'a@b', 'a b@c.de', '@c.de']) expect(emailError(bad)).toBe('Invalid email format');
    expect(emailError(' ada@example.com ')).toBeNull();
  });

  it("requires at least 8 characters with 'Must be at least 8 characters long'", () => {
    expect(newPasswordError('1234567')).toBe('Must be at least 8 characters long');
    expect(newPasswordError('12345678')).toBeNull();
  });

  it('requires the confirmation to match', () => {
    expect(confirmError('secret-one', 'secret-two')).toBe('Passwords do not match');
    expect(confirmError('secret-one', 'secret-one')).toBeNull();
  });

  it('checks both fields of each form', () => {
    expect(signUpErrors('nope', 'short')).toEqual({
      email: 'Invalid email format',
      password: 'Must be at least 8 characters long',
    });
    // Signing in does not re-check the length rule: old passwords stay valid.
    expect(signInErrors('ada@example.com', 'short')).toEqual({ email: null, password: null });
    expect(signInErrors('ada@example.com', '')).toEqual({ email: null, password: 'Enter your password' });
  });
});
