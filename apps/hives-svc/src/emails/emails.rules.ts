import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  EMAIL_CODE_LENGTH,
  EMAIL_CODE_MAX_ATTEMPTS,
  EMAIL_CODE_TTL_MINUTES,
  EMAIL_MAX_LENGTH,
} from '@hivemind/contracts';
import { EmailException } from './emails.exception.js';

/**
 * The rules of email addresses and verification codes (spec 1 §4 "Emails", §5), pure so they are
 * unit-tested without a database.
 */

/** One @, no spaces, a dot in the domain: what a person can mistype is caught, nothing stricter. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Addresses are compared and stored trimmed and lowercased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(value: string): boolean {
  const email = normalizeEmail(value);
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** The normalized address, or BAD_USER_INPUT 'Invalid email format'. */
export function validateEmail(value: unknown): string {
  if (typeof value !== 'string' || !isValidEmail(value)) throw EmailException.invalidEmail();
  return normalizeEmail(value);
}

const CODE_PATTERN = new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`);

/** The code as typed (spaces around ignored), or BAD_USER_INPUT 'Code must be 6 digits'. */
export function validateCode(value: unknown): string {
  const code = typeof value === 'string' ? value.trim() : '';
  if (!CODE_PATTERN.test(code)) throw EmailException.codeFormat();
  return code;
}

/** A uniformly random code, zero-padded: 000000 to 999999. */
export function newCode(): string {
  return randomInt(0, 10 ** EMAIL_CODE_LENGTH)
    .toString()
    .padStart(EMAIL_CODE_LENGTH, '0');
}

/**
 * Codes are stored only as HMAC-SHA256(secret, email:code): a database leak reveals no usable code
 * (the secret is the service's CONTEXT_SECRET, kept outside the database), and binding the address
 * means a code for one address cannot verify another. A 6-digit space is small, so the real guard
 * is the attempt limit and the expiry, not the hash.
 */
export function hashCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret)
    .update(`email-code:${normalizeEmail(email)}:${code}`)
    .digest('hex');
}

export function codeMatches(secret: string, email: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(secret, email, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export function codeExpiry(now: Date): Date {
  return new Date(now.getTime() + EMAIL_CODE_TTL_MINUTES * 60_000);
}

export interface PendingCode {
  codeHash: string | null;
  codeExpiresAt: Date | null;
  codeAttempts: number;
}

/** A code can still be tried: one exists, it has not expired, and fewer than 5 wrong tries were made. */
export function codeUsable(pending: PendingCode, now: Date): pending is PendingCode & { codeHash: string } {
  return (
    pending.codeHash !== null &&
    pending.codeExpiresAt !== null &&
    pending.codeExpiresAt.getTime() > now.getTime() &&
    pending.codeAttempts < EMAIL_CODE_MAX_ATTEMPTS
  );
}
