import { describe, expect, it } from '@jest/globals';
import { AgentLinks, type ChatReplyInput } from '@hivemind/contracts';
import { LocalAiProvider } from '../local/local-ai-provider.js';

/** The local provider's reply: no model, drawn from the member's retrieval, quoted, linked, deterministic. */
const ai = new LocalAiProvider();
const collect = async (input: ChatReplyInput): Promise<string[]> => {
  const out: string[] = [];
  for await (const piece of ai.chatReply(input)) out.push(piece);
  return out;
};

describe('LocalAiProvider.chatReply', () => {
  const input: ChatReplyInput = {
    history: [{ role: 'user', content: 'What do I think about the garden tomatoes?' }],
    context: {
      thoughts: [
        { thoughtId: 't-1', content: 'Tomatoes need deep watering twice a week', topic: 'tomatoes', similarity: 0.7 },
      ],
      listItems: [
        {
          listId: 'l-1',
          listTitle: 'Garden',
          itemId: 'i-1',
          title: 'Stake the tomatoes',
          content: '',
          similarity: 0.6,
        },
      ],
      messages: [
        {
          threadId: 'th-1',
          threadTitle: 'Spring',
          messageId: 'm-1',
          role: 'user',
          content: 'Which tomato variety grows best in pots?',
          similarity: 0.5,
        },
      ],
    },
  };

  it('quotes and links what the member thought, listed and said about the subject', async () => {
    const text = (await collect(input)).join('');
    expect(text).toContain('"Tomatoes need deep watering twice a week"');
    expect(text).toContain(AgentLinks.thought('t-1'));
    expect(text).toContain('On your list "Garden": "Stake the tomatoes"');
    expect(text).toContain(AgentLinks.list('l-1'));
    expect(text).toContain('In "Spring" you said');
    expect(text).toContain(AgentLinks.thread('th-1'));
  });

  it('streams word by word and is deterministic', async () => {
    const first = await collect(input);
    expect(first.length).toBeGreaterThan(10);
    expect(await collect(input)).toEqual(first);
  });

  it('with nothing related, says so and asks rather than inventing', async () => {
    const text = (await collect({ ...input, context: { thoughts: [], listItems: [], messages: [] } })).join('');
    expect(text).toMatch(/^I find nothing you have thought or listed about/);
  });
});
