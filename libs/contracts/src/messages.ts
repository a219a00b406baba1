import { EMAIL_CODE_LENGTH, EMAIL_CODE_TTL_MINUTES, MAX_EMAILS_PER_USER, PASSWORD_MIN_LENGTH } from './limits.js';

/**
 * User-facing texts of accounts, sessions and emails (spec 1 §5, §8; spec 4 "Accounts and
 * sessions"). The services answer with them, the REST facade passes them through as `{ error }` or
 * `{ message }`, and the web app shows them: one definition for all three.
 */
export const AccountMessages = {
  emailTaken: 'An account with this email already exists',
  invalidEmail: 'Invalid email format',
  passwordTooShort: `Must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  currentPasswordIncorrect: 'Current password is incorrect',
  invalidCredentials: 'Invalid email or password',
  notSignedIn: 'Not signed in',
  /** Body fields missing or of the wrong type (REST 400). */
  emailAndPasswordRequired: 'Email and password are required',
  passwordsRequired: 'Current password and new password are required',
} as const;

export const EmailMessages = {
  invalidEmail: AccountMessages.invalidEmail,
  codeFormat: `Code must be ${EMAIL_CODE_LENGTH} digits`,
  invalidCode: 'Invalid verification code',
  alreadyYours: 'This email is already on your account',
  takenByOtherAccount: 'This email is already used by another account',
  alreadyVerified: 'This email is already verified',
  notFound: 'Email not found',
  primaryCannotBeDeleted: 'The primary email cannot be deleted',
  tooManyEmails: `You can have at most ${MAX_EMAILS_PER_USER} emails`,
  idRequired: 'id must be a UUID',
  /** Success messages of the REST facade (spec 1 §8). */
  codeSent: (email: string): string => `Verification code sent to ${email}`,
  verified: 'Email verified successfully!',
  codeResent: 'Verification code resent!',
  removed: 'Email removed successfully',
} as const;

/** The verification-code mail (what the dev outbox shows and SMTP sends). */
export const VerificationMail = {
  subject: 'Your Hivemind verification code',
  text: (code: string): string =>
    `Your verification code is ${code}. It expires in ${EMAIL_CODE_TTL_MINUTES} minutes.\n\n` +
    'If you did not ask for it, you can ignore this message.',
} as const;

/** A refusal by a rate limit (GraphQL TOO_MANY_REQUESTS, REST 429). Minutes are rounded up. */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The GraphQL error code of a rate-limit refusal (the REST facade maps it to 429). */
export const TOO_MANY_REQUESTS_CODE = 'TOO_MANY_REQUESTS';
