import type { ThoughtType } from '@hivemind/contracts';
import type { NlpDoc } from '../nlp/nlp.js';
import { THOUGHT_TYPE_MODEL } from './generated/thought-type-model.js';
import { ruleVector, thoughtTypeFeatures, type ThoughtTypeFeatures } from './thought-type-features.js';
import type { WordVectorTable } from './word-vectors.js';

/**
 * Thought typing by a small trained model (issue 20): the rule lexicon alone reached 90.8% on the
 * thoughts it was tuned on but generalised worse, so its scores became features of a logistic
 * regression that also reads the words, word pairs and word vectors of the thought, trained on the
 * labelled thoughts of bench/ai-quality (see thought-type-features.ts). Deterministic: fixed
 * weights, a few thousand multiply-adds per thought.
 */
export function classifyThoughtType(
  doc: NlpDoc,
  table: WordVectorTable,
  model: ThoughtTypeWeights = THOUGHT_TYPE_MODEL,
): ThoughtType {
  return predictThoughtType(thoughtTypeFeatures(doc, table), model);
}

/** The type with the highest score; ties keep the spec's order (the model's `types` order). */
export function predictThoughtType(features: ThoughtTypeFeatures, model: ThoughtTypeWeights): ThoughtType {
  const scores = scoreThoughtTypesByModel(features, model);
  let best = 0;
  for (let k = 1; k < scores.length; k += 1) if ((scores[k] ?? 0) > (scores[best] ?? 0)) best = k;
  const type = model.types[best];
  if (!type) throw new Error('thought-type model has no types');
  return type;
}

/** The model's score (logit) of each type, in `model.types` order. */
export function scoreThoughtTypesByModel(features: ThoughtTypeFeatures, model: ThoughtTypeWeights): number[] {
  const scores = [...model.bias];
  const addRow = (row: readonly number[] | undefined, value: number): void => {
    if (!row || value === 0) return;
    for (let k = 0; k < scores.length; k += 1) scores[k] = (scores[k] ?? 0) + (row[k] ?? 0) * value;
  };
  ruleVector(features.rules).forEach((v, i) => addRow(model.rules[i], v * model.scales.rules));
  features.meaning.forEach((v, i) => addRow(model.meaning[i], v * model.scales.meaning));
  features.wording.forEach((v, i) => addRow(model.wording[i], v * model.scales.wording));
  for (const term of features.terms) {
    if (Object.hasOwn(model.terms, term)) addRow(model.terms[term], model.scales.terms);
  }
  return scores;
}

/**
 * A multinomial logistic regression over the features above, trained offline by
 * bench/ai-quality/train-thought-types.mjs (thought-type-training.ts) and committed as
 * generated/thought-type-model.ts. Every weight row holds one weight per type, in `types` order.
 */
export interface ThoughtTypeModel {
  types: readonly ThoughtType[];
  /** Each block's features are multiplied by its scale before the weights apply. */
  scales: { rules: number; meaning: number; wording: number; terms: number };
  bias: number[];
  /** One row per rule score, in THOUGHT_TYPES order. */
  rules: number[][];
  /** One row per dimension of the meaning vector. */
  meaning: number[][];
  /** One row per dimension of the wording vector. */
  wording: number[][];
  /** One row per known term; unknown terms weigh nothing. */
  terms: Record<string, number[]>;
  training: ThoughtTypeTraining;
}

/** What classifying needs of a model. */
export type ThoughtTypeWeights = Omit<ThoughtTypeModel, 'training'>;

/** How a model was trained, and how well it types thoughts it was not trained on. */
export interface ThoughtTypeTraining {
  files: string[];
  examples: number;
  /** Training thoughts left out because they nearly repeat a held-out thought. */
  leftOutNearHeldOut: number;
  minTermCount: number;
  l2: number;
  iterations: number;
  learningRate: number;
  /** k-fold cross-validation on the training files (stratified by type, deterministic folds). */
  crossValidation: { folds: number; accuracy: number; byFile: Record<string, number> };
}
