// Client-side checks of the sign-up and sign-in forms; the server checks the same again.
import { PASSWORD_MIN_LENGTH } from '@hivemind/contracts';
import { authMessages } from './messages.js';

// Deliberately simple: something@something.tld with no spaces. The server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | null {
  return EMAIL_PATTERN.test(email.trim()) ? null : authMessages.invalidEmail;
}

export function newPasswordError(password: string): string | null {
  return password.length >= PASSWORD_MIN_LENGTH ? null : authMessages.passwordTooShort;
}

export function confirmError(password: string, confirm: string): string | null {
  return password === confirm ? null : authMessages.passwordsDoNotMatch;
}

export interface CredentialErrors {
  readonly email: string | null;
  readonly password: string | null;
}

export function signUpErrors(email: string, password: string): CredentialErrors {
  return { email: emailError(email), password: newPasswordError(password) };
}

export function signInErrors(email: string, password: string): CredentialErrors {
  return { email: emailError(email), password: password.length > 0 ? null : authMessages.passwordRequired };
}
