import {
  AGENT_MESSAGE_MAX_LENGTH,
  AGENT_THREAD_DEFAULT_TITLE,
  AGENT_THREAD_TITLE_MAX_LENGTH,
} from '@hivemind/contracts';
import { ChatException } from './chat.exception.js';

/**
 * A message as sent: kept as written (the member's formatting matters to a conversation), refused
 * when blank or longer than AGENT_MESSAGE_MAX_LENGTH.
 */
export function validateMessageContent(content: string): string {
  if (content.trim() === '') throw ChatException.contentRequired();
  if (content.length > AGENT_MESSAGE_MAX_LENGTH) throw ChatException.contentTooLong();
  return content;
}

/** The title trimmed; blank or absent gives the default title (spec 4: the title is optional). */
export function threadTitle(title: string | null | undefined): string {
  const trimmed = (title ?? '').replace(/\s+/g, ' ').trim();
  if (trimmed.length > AGENT_THREAD_TITLE_MAX_LENGTH) throw ChatException.titleTooLong();
  return trimmed || AGENT_THREAD_DEFAULT_TITLE;
}
