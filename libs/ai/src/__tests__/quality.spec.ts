import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { THOUGHT_TYPES } from '@hivemind/contracts';
import { LocalAiProvider } from '../local/local-ai-provider.js';
import { measureClassification, measureParaphraseRecall, type LabelledThought } from '../quality/measure.js';

/**
 * Holds the local provider to the quality targets measured by bench/ai-quality (run.mjs prints
 * and records the same figures), so a change to the rules or the embedding that loses quality
 * fails CI. The bars apply to the held-out sets, never used to tune the rules or the embedding:
 * the sets the lexicon and the embedding's weights were chosen on (labelled-thoughts.json,
 * paraphrase-groups.json) flatter them, so only the held-out figures say how they generalise.
 */
const read = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`../../../../bench/ai-quality/${name}`, import.meta.url), 'utf8')) as T;
const heldOut = read<{ thoughts: LabelledThought[] }>('held-out-thoughts.json').thoughts;
const heldOutGroups = read<{ groups: string[][] }>('held-out-paraphrases.json').groups;

/** The thought-type bar (issue 20: 70%) and the paraphrase top-5 recall bar (60%). */
const TYPE_ACCURACY_BAR = 0.7;
const PARAPHRASE_RECALL_BAR = 0.6;

describe('local provider quality on the held-out sets (bench/ai-quality)', () => {
  const provider = new LocalAiProvider();
  beforeAll(() => provider.warmUp(), 120_000);

  it('has a held-out set of at least 100 thoughts (5+ of every type) and 20 paraphrase groups of 3', () => {
    expect(heldOut.length).toBeGreaterThanOrEqual(100);
    for (const type of THOUGHT_TYPES)
      expect([type, heldOut.filter((t) => t.type === type).length >= 5]).toEqual([type, true]);
    expect(heldOutGroups.length).toBeGreaterThanOrEqual(20);
    expect(heldOutGroups.every((g) => g.length === 3)).toBe(true);
  });

  it('types at least 70% of the held-out thoughts as intended', async () => {
    const { typeAccuracy } = await measureClassification(provider, heldOut);
    expect(typeAccuracy).toBeGreaterThanOrEqual(TYPE_ACCURACY_BAR);
  });

  it("finds a held-out thought's paraphrases among its 5 most related thoughts at least 60% of the time", async () => {
    const { recall } = await measureParaphraseRecall(
      provider,
      heldOutGroups,
      heldOut.map((t) => t.text),
      5,
    );
    expect(recall).toBeGreaterThanOrEqual(PARAPHRASE_RECALL_BAR);
  }, 30_000);
});
