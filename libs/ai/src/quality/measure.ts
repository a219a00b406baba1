import type { Category, ThoughtType } from '@hivemind/contracts';
import type { AiProvider } from '../provider.js';

/**
 * The quality measures of bench/ai-quality, shared by its runner and by the unit test that holds
 * the local provider to its targets:
 *  - thought-type accuracy on thoughts labelled with their intended type (and category);
 *  - paraphrase recall@k: for each wording of an idea, the share of its other wordings found among
 *    its k nearest neighbours (cosine) in a corpus of every wording plus unrelated distractors.
 */
export interface LabelledThought {
  text: string;
  type: ThoughtType;
  category?: Category;
}

export interface ClassificationQuality {
  total: number;
  typeAccuracy: number;
  /** Among thoughts that carry a category label. */
  categoryAccuracy: number;
  /** Wrongly typed thoughts: intended → given. */
  misses: Array<{ text: string; expected: ThoughtType; got: ThoughtType }>;
}

export async function measureClassification(
  provider: AiProvider,
  thoughts: LabelledThought[],
): Promise<ClassificationQuality> {
  let typeHits = 0;
  let categoryHits = 0;
  let categoryTotal = 0;
  const misses: ClassificationQuality['misses'] = [];
  for (const t of thoughts) {
    const c = await provider.classify(t.text);
    if (c.thoughtType === t.type) typeHits += 1;
    else misses.push({ text: t.text, expected: t.type, got: c.thoughtType });
    if (t.category) {
      categoryTotal += 1;
      if (c.category === t.category) categoryHits += 1;
    }
  }
  return {
    total: thoughts.length,
    typeAccuracy: thoughts.length ? typeHits / thoughts.length : 0,
    categoryAccuracy: categoryTotal ? categoryHits / categoryTotal : 0,
    misses,
  };
}

export interface ParaphraseQuality {
  groups: number;
  corpusSize: number;
  k: number;
  /** Found paraphrase pairs / all (wording, other wording) pairs. */
  recall: number;
}

export async function measureParaphraseRecall(
  provider: AiProvider,
  groups: string[][],
  distractors: string[],
  k = 5,
): Promise<ParaphraseQuality> {
  const texts: string[] = [];
  const groupOf: number[] = [];
  groups.forEach((g, gi) =>
    g.forEach((text) => {
      texts.push(text);
      groupOf.push(gi);
    }),
  );
  for (const d of distractors) {
    texts.push(d);
    groupOf.push(-1);
  }
  const vectors = (await provider.embed(texts)).map((e) => e.embedding);
  let found = 0;
  let pairs = 0;
  for (let i = 0; i < texts.length; i += 1) {
    const group = groupOf[i] ?? -1;
    if (group < 0) continue;
    const own = vectors[i] ?? [];
    const nearest = vectors
      .map((v, j) => ({ j, sim: j === i ? -Infinity : dot(own, v) }))
      .sort((a, b) => b.sim - a.sim || a.j - b.j)
      .slice(0, k);
    found += nearest.filter(({ j }) => groupOf[j] === group).length;
    pairs += (groups[group]?.length ?? 1) - 1;
  }
  return { groups: groups.length, corpusSize: texts.length, k, recall: pairs ? found / pairs : 0 };
}

function dot(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}
