import { beforeAll, describe, expect, it } from '@jest/globals';
import { EMBEDDING_DIMENSIONS } from '@hivemind/contracts';
import { AiProviderConfigError, createAiProvider } from '../factory.js';
import { LOCAL_EMBEDDING_MODEL, LocalAiProvider } from '../local/local-ai-provider.js';

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

describe('createAiProvider', () => {
  it('defaults to the local provider', () => {
    expect(createAiProvider({}).name).toBe('local');
    expect(createAiProvider({ AI_PROVIDER: 'local' }).name).toBe('local');
  });

  it('refuses an unknown AI_PROVIDER with a message naming the variable', () => {
    expect(() => createAiProvider({ AI_PROVIDER: 'openai' })).toThrow(AiProviderConfigError);
    expect(() => createAiProvider({ AI_PROVIDER: 'openai' })).toThrow(/AI_PROVIDER: unsupported provider "openai"/);
  });
});
