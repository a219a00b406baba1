import { describe, expect, it } from '@jest/globals';
import { AiInputError } from '../errors.js';
import { LocalAiProvider } from '../local/local-ai-provider.js';

// Formatting and enhancement are pure rules: no word vectors are loaded for these.
const ai = new LocalAiProvider();

describe('LocalAiProvider format', () => {
  it('tidies whitespace and punctuation, capitalises sentences, "I" and weekdays, restores apostrophes', async () => {
    await expect(ai.format('  i dont know if  we should launch on monday ,maybe tuesday is better  ')).resolves.toBe(
      "I don't know if we should launch on Monday, maybe Tuesday is better.",
    );
  });

  it('ends a question with a question mark', async () => {
    await expect(ai.format('what time is the meeting')).resolves.toBe('What time is the meeting?');
  });

  it('splits a run-on sentence at a conjunction', async () => {
    const out = await ai.format(
      'went to the gym and then i met sarah for coffee and we talked about the new project and she said the budget is already spent and so we have to find another sponsor',
    );
    expect(out.split(/(?<=\.)\s/).length).toBeGreaterThanOrEqual(2);
    expect(out).toMatch(/^Went to the gym/);
  });

  it('keeps decimals, domains and markdown list markers', async () => {
    await expect(ai.format('the price is 3.5 dollars, see example.com')).resolves.toBe(
      'The price is 3.5 dollars, see example.com.',
    );
    await expect(ai.format('- buy milk\n-  eggs\n\n\n1. first step')).resolves.toBe(
      '- Buy milk\n- Eggs\n\n1. First step',
    );
  });
});

describe('LocalAiProvider enhance', () => {
  const wordy =
    'I think that we basically need to make a decision about the launch date in order to be able to tell the marketing team. Additionally, we should utilize the remaining funds prior to the end of the quarter.';

  it('punchy: drops hedges and fillers, prefers strong verbs, gets shorter', async () => {
    const out = await ai.enhance(wordy, 'punchy');
    expect(out).toBe(
      'We need to decide about the launch date to tell the marketing team. Also, we should use the remaining funds before the end of the quarter.',
    );
    expect(out.length).toBeLessThan(wordy.length);
  });

  it('simplify: plain words and shorter sentences', async () => {
    const out = await ai.enhance(
      'We will commence the project subsequently, and numerous individuals will participate in the kickoff, which requires sufficient preparation.',
      'simplify',
    );
    expect(out).not.toMatch(/commence|subsequently|numerous|individuals|sufficient/);
    expect(out).toMatch(/start/);
    expect(out.split(/(?<=\.)\s/).length).toBeGreaterThan(1);
  });

  it('clarify: expands abbreviations and restores a dropped subject', async () => {
    await expect(
      ai.enhance('mtg w/ govt dept tmrw re: budget asap. went to the bank b/c card blocked', 'clarify'),
    ).resolves.toBe(
      'Meeting with government department tomorrow about budget as soon as possible. I went to the bank because card blocked.',
    );
  });

  it('bullets-numbers: an inline list becomes markdown bullets under its heading', async () => {
    await expect(
      ai.enhance('This weekend: clean the garage, fix the fence, and take the kids to the park.', 'bullets-numbers'),
    ).resolves.toBe('This weekend:\n- Clean the garage\n- Fix the fence\n- Take the kids to the park');
  });

  it('bullets-numbers: a sequence becomes numbered steps', async () => {
    await expect(
      ai.enhance('First preheat the oven. Then mix flour and eggs. Finally bake for 20 minutes.', 'bullets-numbers'),
    ).resolves.toBe('1. Preheat the oven\n2. Mix flour and eggs\n3. Bake for 20 minutes');
  });

  it('custom: applies recognisable instructions (formal, uppercase, numbered steps)', async () => {
    await expect(ai.enhance("I'm gonna tell the team we can't ship yet!", 'custom', 'make it formal')).resolves.toBe(
      'I am going to tell the team we cannot ship yet.',
    );
    await expect(ai.enhance('buy milk, eggs and bread', 'custom', 'UPPERCASE please')).resolves.toBe(
      'BUY MILK, EGGS AND BREAD.',
    );
    await expect(ai.enhance('Call the bank. Email Sarah. Book flights.', 'custom', 'as numbered steps')).resolves.toBe(
      '1. Call the bank\n2. Email Sarah\n3. Book flights',
    );
  });

  it('custom: an instruction it cannot follow returns the tidied text', async () => {
    await expect(ai.enhance('call the bank.  email sarah', 'custom', 'write it like a pirate')).resolves.toBe(
      'Call the bank. Email sarah.',
    );
  });

  it('custom: blank instructions are refused with the spec message', async () => {
    await expect(ai.enhance('x', 'custom', '   ')).rejects.toThrow(
      new AiInputError('Please enter custom instructions'),
    );
  });
});
