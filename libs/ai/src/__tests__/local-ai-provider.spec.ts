import { beforeAll, describe, expect, it } from '@jest/globals';
import { CATEGORIES, EMBEDDING_DIMENSIONS, THOUGHT_TYPES, type ListMatchInput } from '@hivemind/contracts';
import { AiProviderConfigError, createAiProvider } from '../factory.js';
import { LOCAL_EMBEDDING_MODEL, LocalAiProvider } from '../local/local-ai-provider.js';
import { OpenAiProvider } from '../openai/openai-ai-provider.js';

const cosine = (a: number[], b: number[]): number => a.reduce((sum, v, i) => sum + v * (b[i] ?? 0), 0);
const norm = (a: number[]): number => Math.sqrt(cosine(a, a));

describe('LocalAiProvider embeddings', () => {
  const provider = new LocalAiProvider();

  // The word vectors are a 300 MB JSON file: loading takes seconds, once per process.
  beforeAll(() => provider.warmUp(), 120_000);

  it('gives EMBEDDING_DIMENSIONS unit-length numbers tagged with the model name', async () => {
    const [result] = await provider.embed(['Call Alice about the Zorblax launch']);
    expect(result?.model).toBe(LOCAL_EMBEDDING_MODEL);
    expect(result?.embedding).toHaveLength(EMBEDDING_DIMENSIONS);
    expect(norm(result?.embedding ?? [])).toBeCloseTo(1, 6);
  });

  it('is deterministic: the same text gives the same vector, across provider instances', async () => {
    const text = 'Remember to water the plants on Sunday';
    const [a] = await provider.embed([text]);
    const [b] = await new LocalAiProvider().embed([text]);
    expect(a?.embedding).toEqual(b?.embedding);
  });

  it('places a paraphrase closer than an unrelated sentence', async () => {
    const [base, paraphrase, unrelated] = await provider.embed([
      'I need to buy groceries for dinner',
      'Pick up food from the supermarket tonight',
      'The quarterly earnings report was delayed',
    ]);
    const close = cosine(base!.embedding, paraphrase!.embedding);
    const far = cosine(base!.embedding, unrelated!.embedding);
    expect(close).toBeGreaterThan(far + 0.1);
  });

  it('still matches an exact name the word vectors do not know', async () => {
    const [a, b, c] = await provider.embed([
      'Email Zorblaxian about the contract',
      'zorblaxian called back',
      'Email the landlord about the contract',
    ]);
    // b shares only the unknown name with a, and nothing with c.
    expect(cosine(b!.embedding, a!.embedding)).toBeGreaterThan(cosine(b!.embedding, c!.embedding) + 0.05);
  });

  it('gives a text without content words a fixed unit vector rather than zeros', async () => {
    const [empty, stop] = await provider.embed(['', 'the of and']);
    expect(norm(empty!.embedding)).toBeCloseTo(1, 6);
    expect(stop!.embedding).toEqual(empty!.embedding);
  });
});

describe('LocalAiProvider classify', () => {
  const provider = new LocalAiProvider();
  beforeAll(() => provider.warmUp(), 120_000);

  it('gives a category from the fixed list, one of the 17 thought types and a short topic', async () => {
    const c = await provider.classify('Tomorrow morning call the dentist and book a cleaning.');
    expect(CATEGORIES).toContain(c.category);
    expect(c.thoughtType).toBe('plan');
    expect(c.topic).toBe('dentist');
  });

  it.each([
    ['What if the bakery delivered bread by bike?', 'idea'],
    ['"Less is more." — Ludwig Mies van der Rohe', 'quote'],
    ['About 30% of our users churn in the first week.', 'statistic'],
    ['I remember the first concert my father took me to.', 'memory'],
    ['Electric planes will fly short routes within ten years.', 'prediction'],
    ['The printer keeps jamming and nobody can fix it.', 'problem'],
  ])('types %j as %s', async (text, type) => {
    expect((await provider.classify(text)).thoughtType).toBe(type);
  });

  it('is deterministic and keeps topics short', async () => {
    const text = 'Our newsletter open rate went from 21% to 34% this quarter after we changed the subject lines.';
    const [a, b] = [await provider.classify(text), await provider.classify(text)];
    expect(a).toEqual(b);
    expect(a.topic.split(' ').length).toBeLessThanOrEqual(4);
    expect(THOUGHT_TYPES).toContain(a.thoughtType);
  });
});

describe('LocalAiProvider matchLists', () => {
  const provider = new LocalAiProvider();
  beforeAll(() => provider.warmUp(), 120_000);
  const lists: ListMatchInput[] = [
    {
      listId: 'groceries',
      title: 'Groceries',
      matchInstructions: 'Food and household things I need to buy at the store',
      itemCreationInstructions: 'Just the item names, max 5 words',
      isTaskList: true,
    },
    {
      listId: 'todo',
      title: 'To do',
      matchInstructions: 'Tasks and errands I need to get done',
      itemCreationInstructions: 'Start with a verb',
      isTaskList: true,
    },
    {
      listId: 'ideas',
      title: 'Startup ideas',
      matchInstructions: 'Ideas for products or businesses, not personal errands',
      itemCreationInstructions: 'A short title',
    },
    {
      listId: 'books',
      title: 'Books to read',
      matchInstructions: 'Books, novels and authors someone recommended',
      itemCreationInstructions: 'Title of the book',
    },
  ];

  it('matches a thought to the lists whose match instructions fit, and to no other', async () => {
    const ids = async (text: string) => (await provider.matchLists(text, lists)).map((m) => m.listId).sort();
    expect(await ids('Pick up vegetables and toilet paper from the supermarket')).toEqual(['groceries', 'todo']);
    expect(await ids('Sarah recommended the novel Project Hail Mary by Andy Weir')).toEqual(['books']);
    expect(await ids('What if there was an app that matched dog owners for walks?')).toEqual(['ideas']);
    expect(await ids('The sunset was beautiful today')).toEqual([]);
  });

  it("follows item creation instructions: 'start with a verb' gives an imperative title", async () => {
    const [todo] = (await provider.matchLists('I need to call the dentist tomorrow to book a cleaning', lists)).filter(
      (m) => m.listId === 'todo',
    );
    expect(todo?.title).toBe('Call the dentist tomorrow to book a cleaning');
    expect(todo?.content).toBe('I need to call the dentist tomorrow to book a cleaning.');
  });

  it("follows 'max N words' and never ends a title on a dangling word", async () => {
    const [groceries] = (await provider.matchLists('Buy milk, eggs and bread on the way home.', lists)).filter(
      (m) => m.listId === 'groceries',
    );
    expect(groceries?.title).toBe('Buy milk, eggs and bread');
  });

  it('respects an exclusion in the match instructions', async () => {
    const only = [
      {
        listId: 'work',
        title: 'Work',
        matchInstructions: 'Anything about my job, not meetings',
        itemCreationInstructions: 'As written',
      },
    ];
    expect(await provider.matchLists('The meeting with my manager about the job ran late', only)).toEqual([]);
  });

  it('returns nothing without lists', async () => {
    expect(await provider.matchLists('anything', [])).toEqual([]);
  });
});

describe('LocalAiProvider summarizeInsights', () => {
  const provider = new LocalAiProvider();
  beforeAll(() => provider.warmUp(), 120_000);
  const related = [
    { thoughtId: 'a', content: 'Page speed on smartphones is painfully bad' },
    { thoughtId: 'b', content: 'Buy milk and eggs' },
    { thoughtId: 'c', content: 'We could cache images on a CDN to speed up the site' },
    { thoughtId: 'self', content: 'Our website is too slow on phones' },
  ];

  it('picks the most similar past thoughts and phrases one insight each with source and thoughtId', async () => {
    const insights = await provider.summarizeInsights(
      { thoughtId: 'self', content: 'Our website is too slow on phones' },
      related,
      2,
    );
    expect(insights).toHaveLength(2);
    expect(insights.map((i) => i.thoughtId)).not.toContain('b');
    expect(insights.map((i) => i.thoughtId)).not.toContain('self');
    for (const i of insights) {
      const past = related.find((r) => r.thoughtId === i.thoughtId);
      expect(i.source).toBe(past?.content);
      expect(i.insight).toContain(past?.content ?? '?');
    }
  });

  it('orders by the similarity the caller gives when present', async () => {
    const insights = await provider.summarizeInsights({ content: 'x' }, [
      { thoughtId: 'low', content: 'I need to fix the mobile layout', similarity: 0.2 },
      { thoughtId: 'high', content: 'We could cache images', similarity: 0.9 },
    ]);
    expect(insights.map((i) => i.thoughtId)).toEqual(['high', 'low']);
    expect(insights[1]?.insight).toMatch(/planned/);
  });
});

describe('createAiProvider', () => {
  it('defaults to the local provider', () => {
    expect(createAiProvider({}).name).toBe('local');
    expect(createAiProvider({ AI_PROVIDER: 'local' }).name).toBe('local');
  });

  it('builds the openai provider from OPENAI_* with defaults for the models', () => {
    const ai = createAiProvider({
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-x',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
    });
    expect(ai).toBeInstanceOf(OpenAiProvider);
    expect(ai.embeddingModel).toBe('text-embedding-3-small');
    expect((ai as OpenAiProvider).chatModel).toBe('gpt-4o-mini');
    const custom = createAiProvider({
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'k',
      OPENAI_CHAT_MODEL: 'llama3.1',
      OPENAI_EMBEDDING_MODEL: 'nomic',
    });
    expect(custom.embeddingModel).toBe('nomic');
  });

  it('refuses openai without OPENAI_API_KEY, naming the variable', () => {
    expect(() => createAiProvider({ AI_PROVIDER: 'openai' })).toThrow(
      /OPENAI_API_KEY: required when AI_PROVIDER=openai/,
    );
  });

  it('names every bad OPENAI_* variable', () => {
    expect(() =>
      createAiProvider({
        AI_PROVIDER: 'openai',
        OPENAI_API_KEY: 'k',
        OPENAI_BASE_URL: 'nope',
        OPENAI_TIMEOUT_MS: '-5',
      }),
    ).toThrow(/OPENAI_BASE_URL: not an http\(s\) URL.*OPENAI_TIMEOUT_MS: expected a positive integer/);
  });

  it('refuses an unknown AI_PROVIDER with a message naming the variable', () => {
    expect(() => createAiProvider({ AI_PROVIDER: 'claude' })).toThrow(AiProviderConfigError);
    expect(() => createAiProvider({ AI_PROVIDER: 'claude' })).toThrow(/AI_PROVIDER: unsupported provider "claude"/);
  });
});
