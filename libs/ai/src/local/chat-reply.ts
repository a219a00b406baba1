import { AgentLinks, type ChatReplyInput } from '@hivemind/contracts';
import { analyze } from '../nlp/nlp.js';
import { snippet } from './insights.js';
import { extractTopic } from './topic.js';
import type { WordVectorTable } from './word-vectors.js';

/**
 * The local provider's reply: no model, so no invention. It answers from the same retrieval an
 * openai reply draws on (the member's related thoughts, list items and past messages, which
 * thoughts-svc found for the member only): what they have thought and listed about the subject of
 * their message, quoted and linked, then a question to think on. Deterministic: the same thread and
 * context give the same words.
 *
 * Links are contracts' AgentLinks, in Markdown.
 */
const QUOTE_LENGTH = 120;

const quote = (text: string): string => `"${snippet(text, QUOTE_LENGTH).replace(/"/g, "'")}"`;

export function localChatReply(input: ChatReplyInput, table: WordVectorTable | undefined): string {
  const last = [...input.history].reverse().find((t) => t.role === 'user')?.content ?? '';
  const subject = last.trim() ? extractTopic(analyze(last), table) : 'this';
  const { thoughts, listItems, messages } = input.context;
  if (thoughts.length + listItems.length + messages.length === 0) {
    return (
      `I find nothing you have thought or listed about ${subject} yet. ` +
      `Tell me more: what about ${subject} matters to you, and what would you like to decide?`
    );
  }
  const lines: string[] = [`Here is what you have thought and listed about ${subject}:`, ''];
  for (const t of thoughts)
    lines.push(`- You thought: ${quote(t.content)} ([open thought](${AgentLinks.thought(t.thoughtId)}))`);
  for (const i of listItems) {
    const item = i.content.trim() && i.content.trim() !== i.title.trim() ? `${i.title}: ${i.content}` : i.title;
    lines.push(`- On your list "${i.listTitle}": ${quote(item)} ([open list](${AgentLinks.list(i.listId)}))`);
  }
  for (const m of messages) {
    const who = m.role === 'user' ? 'you said' : 'I said';
    lines.push(`- In "${m.threadTitle}" ${who}: ${quote(m.content)} ([open thread](${AgentLinks.thread(m.threadId)}))`);
  }
  lines.push('', `Which of these do you want to think through further about ${subject}?`);
  return lines.join('\n');
}

/** The reply cut into the pieces it streams in: each word with the whitespace after it. */
export function replyTokens(text: string): string[] {
  return text.match(/\s+|\S+\s*/g) ?? [];
}
