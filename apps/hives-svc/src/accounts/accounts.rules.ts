import { PASSWORD_MIN_LENGTH } from '@hivemind/contracts';
import { AccountException } from './accounts.exception.js';

/**
 * A new password has at least 8 characters (spec 1 §5), counted as the user sees them (code points,
 * so an emoji is one). Nothing else is imposed: length is what makes a password strong.
 */
export function validateNewPassword(value: unknown): string {
  if (typeof value !== 'string' || [...value].length < PASSWORD_MIN_LENGTH) throw AccountException.passwordTooShort();
  return value;
}
