// The support form's rules (spec part 2 §5): a verified email must be chosen, and the trimmed
// message must be at least 10 characters; the submit button stays disabled until both hold. Pure,
// unit-tested; the service holds the same rules (contracts' texts and limits).
import { SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_MESSAGE_MIN_LENGTH } from '@hivemind/contracts';
import { supportMessages as m } from './messages.js';

export interface SupportEmail {
  readonly id: string;
  readonly email: string;
  readonly isVerified: boolean;
  readonly isPrimary: boolean;
}

/** The addresses a message may be sent from: the verified ones, the primary first. */
export function verifiedEmails(emails: readonly SupportEmail[]): SupportEmail[] {
  return emails
    .filter((e) => e.isVerified)
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.email.localeCompare(b.email));
}

/** What the counter counts: the message as it will be sent (trimmed). */
export function messageLength(message: string): number {
  return message.trim().length;
}

/** The first rule the form breaks, as the spec words it, or null when it may be sent. */
export function supportFormError(emailId: string, message: string): string | null {
  if (emailId.length === 0) return m.selectEmail;
  const length = messageLength(message);
  if (length < SUPPORT_MESSAGE_MIN_LENGTH) return m.tooShort;
  if (length > SUPPORT_MESSAGE_MAX_LENGTH) return m.tooLong;
  return null;
}
