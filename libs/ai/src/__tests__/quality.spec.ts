import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { LocalAiProvider } from '../local/local-ai-provider.js';
import { measureClassification, measureParaphraseRecall, type LabelledThought } from '../quality/measure.js';

/**
 * Holds the local provider to the quality targets measured by bench/ai-quality (run.mjs prints
 * and records the same figures), so a change to the rules or the embedding that loses quality
 * fails CI.
 */
const read = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`../../../../bench/ai-quality/${name}`, import.meta.url), 'utf8')) as T;
const labelled = read<{ thoughts: LabelledThought[] }>('labelled-thoughts.json').thoughts;
const heldOut = read<{ thoughts: LabelledThought[] }>('held-out-thoughts.json').thoughts;
const groups = read<{ groups: string[][] }>('paraphrase-groups.json').groups;

describe('local provider quality (bench/ai-quality)', () => {
  const provider = new LocalAiProvider();
  beforeAll(() => provider.warmUp(), 120_000);

  it('has a labelled set of at least 100 thoughts and 30 paraphrase groups of 3', () => {
    expect(labelled.length).toBeGreaterThanOrEqual(100);
    expect(groups.length).toBeGreaterThanOrEqual(30);
    expect(groups.every((g) => g.length === 3)).toBe(true);
  });

  it('types at least 70% of the labelled thoughts as intended', async () => {
    const { typeAccuracy } = await measureClassification(provider, labelled);
    expect(typeAccuracy).toBeGreaterThanOrEqual(0.7);
  });

  it('keeps at least 60% on the held-out set written after the rules were frozen', async () => {
    const { typeAccuracy } = await measureClassification(provider, heldOut);
    expect(typeAccuracy).toBeGreaterThanOrEqual(0.6);
  });

  it("finds a thought's paraphrases among its 5 most related thoughts at least 60% of the time", async () => {
    const { recall } = await measureParaphraseRecall(
      provider,
      groups,
      labelled.map((t) => t.text),
      5,
    );
    expect(recall).toBeGreaterThanOrEqual(0.6);
  }, 30_000);
});
