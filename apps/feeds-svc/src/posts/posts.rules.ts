import { POST_MAX_LENGTH } from '@hivemind/contracts';
import { PostException } from './posts.exception.js';

/** A post's content: 1 to POST_MAX_LENGTH characters, not blank. */
export function validatePostContent(content: string): string {
  if (content.trim().length === 0) throw PostException.blank();
  if (content.length > POST_MAX_LENGTH) throw PostException.tooLong();
  return content;
}
