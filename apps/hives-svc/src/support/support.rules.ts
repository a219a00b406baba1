import { SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_MESSAGE_MIN_LENGTH } from '@hivemind/contracts';
import { SupportException } from './support.exception.js';

/** Spec 2 §5: the message is trimmed, then must be at least 10 characters long. */
export function validateSupportMessage(message: string): string {
  const trimmed = message.trim();
  if (trimmed.length < SUPPORT_MESSAGE_MIN_LENGTH) throw SupportException.tooShort();
  if (trimmed.length > SUPPORT_MESSAGE_MAX_LENGTH) throw SupportException.tooLong();
  return trimmed;
}
