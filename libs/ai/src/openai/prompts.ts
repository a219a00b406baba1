import { z } from 'zod';
import { CATEGORIES, THOUGHT_TYPES, AgentLinks, type ChatContext, type EnhanceAction } from '@hivemind/contracts';

/**
 * What the openai provider asks and the JSON it expects back. Every answer is a JSON object
 * described by a zod schema, sent as the request's json_schema (strict structured output) and
 * validated again on receipt, because OpenAI-compatible servers (Ollama, vLLM) do not all enforce
 * the schema. Inputs go in as JSON in the user message, so a thought's text is data, not
 * instructions.
 */
export const classificationSchema = z.object({
  category: z.enum(CATEGORIES),
  thoughtType: z.enum(THOUGHT_TYPES),
  topic: z.string(),
});

export const textSchema = z.object({ content: z.string() });

export const listMatchSchema = z.object({
  matches: z.array(z.object({ listId: z.string(), title: z.string(), content: z.string() })),
});

export const dropsSchema = z.object({ drops: z.array(z.string()) });

export const insightsSchema = z.object({
  insights: z.array(z.object({ thoughtId: z.string(), insight: z.string() })),
});

/** The JSON Schema of a zod schema, as strict structured outputs accept it. */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema) as Record<string, unknown>;
  return rest;
}

/**
 * The member's related data as the chat model reads it: JSON (data, not instructions), each entry
 * with the link the web app opens, so the model can quote and link what the member wrote.
 */
export function chatContextMessage(context: ChatContext): string {
  const data = {
    relatedThoughts: context.thoughts.map((t) => ({
      content: t.content,
      topic: t.topic,
      link: AgentLinks.thought(t.thoughtId),
    })),
    relatedListItems: context.listItems.map((i) => ({
      list: i.listTitle,
      title: i.title,
      content: i.content,
      link: AgentLinks.list(i.listId),
    })),
    relatedPastMessages: context.messages.map((m) => ({
      thread: m.threadTitle,
      role: m.role,
      content: m.content,
      link: AgentLinks.thread(m.threadId),
    })),
  };
  return `The member's own related data (JSON):\n${JSON.stringify(data)}`;
}

export const SYSTEM = {
  chat: [
    "You are the member's thinking agent: you help them think, drawing on what they have already thought,",
    'listed and discussed. Their related thoughts, list items and past messages come as JSON in the next',
    'message. When one is relevant, quote it briefly and link it with its link in Markdown. Never invent',
    'things they wrote. Answer in their language, concisely, and end with a question when it helps them think.',
  ].join('\n'),
  classify: [
    'You classify a private thought a person wrote down.',
    `category: one of ${CATEGORIES.join(', ')} (personal = family, home, errands, feelings, private life).`,
    `thoughtType: one of ${THOUGHT_TYPES.join(', ')}.`,
    "topic: a short noun phrase (1 to 4 words) naming what the thought is about, in the thought's language.",
    'Answer with the JSON object only.',
  ].join('\n'),
  format: [
    'You format a thought a person wrote down: fix capitalisation, punctuation, spacing and obvious typos,',
    'split run-on sentences. Keep the words, meaning, language and first-person voice; do not add content.',
    'Answer as {"content": "..."}.',
  ].join('\n'),
  match: [
    "You decide which of the person's lists a thought belongs to. Each list has match instructions (which",
    'thoughts belong) and item creation instructions (how to write the item). Return only lists whose match',
    'instructions the thought clearly satisfies, using their exact listId; for each, an item title (at most',
    "255 characters) and content written following that list's item creation instructions. Return",
    '{"matches": []} when none fits.',
  ].join('\n'),
  insights: [
    'You help a person see connections in their past thinking. Given their current thought and related past',
    'thoughts (with ids), write one short insight (one or two sentences, second person) for each past thought',
    'worth connecting, most useful first, saying how it relates to the current thought. Use the exact',
    'thoughtId of the past thought each insight comes from. Answer as {"insights": [...]}.',
  ].join('\n'),
  drops: [
    'You turn a web page into short posts ("drops") for a community feed. Given the page title and main text,',
    'write between minDrops and maxDrops drops, each two to four sentences, each self-contained (it names what',
    'it is about, makes sense without the others or the page), faithful to the text (no facts it does not',
    'state), neutral, no first person, no hashtags or links. Follow the order of the text. Answer as',
    '{"drops": [...]}.',
  ].join('\n'),
} as const;

const ENHANCE_INSTRUCTIONS: Record<Exclude<EnhanceAction, 'custom'>, string> = {
  punchy: 'Make it punchy: shorter, strong verbs, no hedges or filler words. Keep the meaning.',
  simplify: 'Simplify it: short sentences and plain, everyday words. Keep the meaning.',
  clarify: 'Clarify it: expand abbreviations, make the subject and what is meant explicit. Keep it brief.',
  'bullets-numbers':
    'Rewrite it as a markdown list: numbered steps ("1. ") when it describes a sequence, otherwise bullets ("- "). Keep the words where possible.',
};

export function enhanceSystemPrompt(action: EnhanceAction): string {
  const task =
    action === 'custom'
      ? `Rewrite it following the person's instructions (given as JSON in the message, field "instructions").`
      : ENHANCE_INSTRUCTIONS[action];
  return [
    'You edit a thought a person wrote down. ' + task,
    'Keep the language and first-person voice of the original. At most 1000 characters.',
    'Answer as {"content": "..."} with the rewritten text only.',
  ].join('\n');
}
