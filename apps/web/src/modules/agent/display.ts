// How the agent's messages and related messages read on screen (spec part 1 §3, §9). Pure, unit-tested.
import {
  RELATED_MESSAGE_DATE_FORMAT,
  RELATED_MESSAGE_SNIPPET_LENGTH,
  AGENT_THREAD_TITLE_MAX_LENGTH,
} from '@hivemind/contracts';
import { formatInTimeZone } from 'date-fns-tz';

/** The spec's 'EST' is US Eastern time: the zone the related messages' dates are shown in. */
export const RELATED_MESSAGE_TIME_ZONE = 'America/New_York';

/**
 * Spec part 1 §3: message content may be JSON with parts (of text type) or a plain content string.
 * The text parts, joined; anything else is the content as it is.
 */
export function messageText(content: string): string {
  const trimmed = content.trimStart();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return content;
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return content;
  }
  const parts = Array.isArray(parsed) ? parsed : (parsed as { parts?: unknown } | null)?.parts;
  if (!Array.isArray(parts)) return content;
  const texts = parts
    .filter((p): p is { type: 'text'; text: string } => {
      const part = p as { type?: unknown; text?: unknown } | null;
      return part !== null && typeof part === 'object' && part.type === 'text' && typeof part.text === 'string';
    })
    .map((p) => p.text);
  return texts.length === 0 ? content : texts.join('\n');
}

/**
 * Spec part 1 §9: a snippet is the text cut at `max` characters (the before message at 100), an
 * ellipsis marking the cut. Whitespace runs read as one space in a one-paragraph snippet, and a
 * Markdown link of the agent's reads as its words.
 */
export function snippet(text: string, max: number = RELATED_MESSAGE_SNIPPET_LENGTH): string {
  const flat = messageText(text)
    .replace(/\[([^\]]*)\]\([^)\s]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length <= max ? flat : `${flat.slice(0, max).trimEnd()}…`;
}

/** Spec part 1 §9: the match percentage is similarity × 100, rounded (similarity 0..1, higher is closer). */
export function matchPercentage(similarity: number): number {
  return Math.round(Math.min(1, Math.max(0, similarity)) * 100);
}

/** Spec part 1 §9: 'MMMM d, yyyy @ h:mma EST' (US Eastern time), e.g. 'November 25, 2026 @ 4:52PM EST'. */
export function relatedMessageDate(iso: string): string {
  return formatInTimeZone(new Date(iso), RELATED_MESSAGE_TIME_ZONE, RELATED_MESSAGE_DATE_FORMAT);
}

/** How long a thread's title taken from its first message may be (the full limit is for typed titles). */
export const THREAD_TITLE_FROM_MESSAGE = 60;

/**
 * A new thread is titled after the member's first message (spec 4: the title is optional; a title
 * names the thread in the threads list and in related messages): its first words, cut at a word.
 */
export function titleFromMessage(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  const max = Math.min(THREAD_TITLE_FROM_MESSAGE, AGENT_THREAD_TITLE_MAX_LENGTH);
  if (flat.length <= max) return flat;
  // One character more: a word ending right at the limit is kept whole.
  const space = flat.slice(0, max + 1).lastIndexOf(' ');
  return `${(space > max / 2 ? flat.slice(0, space) : flat.slice(0, max)).trimEnd()}…`;
}
