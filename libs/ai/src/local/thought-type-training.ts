import { THOUGHT_TYPES, type ThoughtType } from '@hivemind/contracts';
import { ruleVector, type ThoughtTypeFeatures } from './thought-type-features.js';
import { predictThoughtType, type ThoughtTypeModel, type ThoughtTypeWeights } from './thought-type-model.js';

/**
 * Trains the thought-type model (thought-type-model.ts) and cross-validates it. Used offline by
 * bench/ai-quality/train-thought-types.mjs, never at run time. Deterministic: zero initial
 * weights, full-batch gradient steps in a fixed order, so the same examples give the same model.
 */
export interface TrainingExample {
  features: ThoughtTypeFeatures;
  type: ThoughtType;
}

export interface TrainingOptions {
  scales: ThoughtTypeModel['scales'];
  /** Terms seen in fewer training thoughts than this get no weight (rare terms only overfit). */
  minTermCount: number;
  /** L2 penalty on the weights. */
  l2: number;
  iterations: number;
  /** Adam's step size. */
  learningRate: number;
}

/**
 * Chosen by 10-fold cross-validation on the training files (bench/ai-quality, issue 20): rules
 * 0.3/0.5/0.6, meaning 1/2/3, wording 0/1/2, terms hashed or counted ≥ 1/2/3, L2 1e-4/1e-3/1e-2;
 * each measured by CV accuracy, never on the held-out set.
 */
export const DEFAULT_TRAINING: TrainingOptions = {
  scales: { rules: 0.5, meaning: 2, wording: 2, terms: 1 },
  minTermCount: 3,
  l2: 1e-3,
  iterations: 300,
  learningRate: 0.04,
};

/** Weights are rounded to this many decimals, so the committed model stays small and readable. */
const DECIMALS = 4;

interface Encoded {
  index: Int32Array;
  value: Float64Array;
}

export function trainThoughtTypeModel(
  examples: readonly TrainingExample[],
  options: TrainingOptions = DEFAULT_TRAINING,
): ThoughtTypeWeights {
  const K = THOUGHT_TYPES.length;
  const counts = new Map<string, number>();
  for (const e of examples) for (const term of e.features.terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  const vocabulary = [...counts]
    .filter(([, n]) => n >= options.minTermCount)
    .map(([term]) => term)
    .sort();
  const dense = examples[0]?.features;
  const meaningSize = dense?.meaning.length ?? 0;
  const wordingSize = dense?.wording.length ?? 0;
  // Layout: rules | meaning | wording | terms | bias.
  const offsets = {
    meaning: K,
    wording: K + meaningSize,
    terms: K + meaningSize + wordingSize,
    bias: K + meaningSize + wordingSize + vocabulary.length,
  };
  const dim = offsets.bias + 1;
  const termIndex = new Map(vocabulary.map((t, i) => [t, offsets.terms + i]));
  const encode = (f: ThoughtTypeFeatures): Encoded => {
    const index: number[] = [];
    const value: number[] = [];
    const push = (i: number, v: number): void => {
      if (v === 0) return;
      index.push(i);
      value.push(v);
    };
    ruleVector(f.rules).forEach((v, i) => push(i, v * options.scales.rules));
    f.meaning.forEach((v, i) => push(offsets.meaning + i, v * options.scales.meaning));
    f.wording.forEach((v, i) => push(offsets.wording + i, v * options.scales.wording));
    for (const term of f.terms) {
      const i = termIndex.get(term);
      if (i !== undefined) push(i, options.scales.terms);
    }
    push(offsets.bias, 1);
    return { index: Int32Array.from(index), value: Float64Array.from(value) };
  };
  const X = examples.map((e) => encode(e.features));
  const y = examples.map((e) => THOUGHT_TYPES.indexOf(e.type));
  const W = fitSoftmax(X, y, K, dim, options);

  const row = (feature: number): number[] => Array.from({ length: K }, (_, k) => round(W[k * dim + feature] ?? 0));
  const rows = (from: number, count: number): number[][] => Array.from({ length: count }, (_, i) => row(from + i));
  return {
    types: THOUGHT_TYPES,
    scales: options.scales,
    bias: row(offsets.bias),
    rules: rows(0, K),
    meaning: rows(offsets.meaning, meaningSize),
    wording: rows(offsets.wording, wordingSize),
    terms: Object.fromEntries(vocabulary.map((t, i) => [t, row(offsets.terms + i)])),
  };
}

/** Multinomial logistic regression, full-batch Adam on the mean cross-entropy plus L2. */
function fitSoftmax(
  X: readonly Encoded[],
  y: readonly number[],
  K: number,
  dim: number,
  options: TrainingOptions,
): Float64Array {
  const W = new Float64Array(K * dim);
  const m = new Float64Array(K * dim);
  const v = new Float64Array(K * dim);
  const G = new Float64Array(K * dim);
  const z = new Float64Array(K);
  const [beta1, beta2, epsilon] = [0.9, 0.999, 1e-8];
  const n = X.length;
  for (let step = 1; step <= options.iterations; step += 1) {
    G.fill(0);
    for (let s = 0; s < n; s += 1) {
      const { index, value } = X[s] as Encoded;
      let max = -Infinity;
      for (let k = 0; k < K; k += 1) {
        let a = 0;
        const o = k * dim;
        for (let j = 0; j < index.length; j += 1) a += (W[o + (index[j] ?? 0)] ?? 0) * (value[j] ?? 0);
        z[k] = a;
        if (a > max) max = a;
      }
      let sum = 0;
      for (let k = 0; k < K; k += 1) {
        z[k] = Math.exp((z[k] ?? 0) - max);
        sum += z[k] ?? 0;
      }
      for (let k = 0; k < K; k += 1) {
        const g = ((z[k] ?? 0) / sum - (y[s] === k ? 1 : 0)) / n;
        const o = k * dim;
        for (let j = 0; j < index.length; j += 1)
          G[o + (index[j] ?? 0)] = (G[o + (index[j] ?? 0)] ?? 0) + g * (value[j] ?? 0);
      }
    }
    const correction1 = 1 - beta1 ** step;
    const correction2 = 1 - beta2 ** step;
    for (let i = 0; i < W.length; i += 1) {
      const g = (G[i] ?? 0) + options.l2 * (W[i] ?? 0);
      m[i] = beta1 * (m[i] ?? 0) + (1 - beta1) * g;
      v[i] = beta2 * (v[i] ?? 0) + (1 - beta2) * g * g;
      W[i] =
        (W[i] ?? 0) -
        (options.learningRate * ((m[i] ?? 0) / correction1)) / (Math.sqrt((v[i] ?? 0) / correction2) + epsilon);
    }
  }
  return W;
}

function round(x: number): number {
  const r = Number(x.toFixed(DECIMALS));
  return Object.is(r, -0) ? 0 : r;
}

/**
 * k-fold cross-validation: the i-th example of each type (in the given order) is in fold i mod k,
 * so every fold holds every type; each fold is typed by a model trained on the other folds
 * (vocabulary included). Returns the type predicted for each example.
 */
export function crossValidateThoughtTypes(
  examples: readonly TrainingExample[],
  folds: number,
  options: TrainingOptions = DEFAULT_TRAINING,
): ThoughtType[] {
  const seen = new Map<ThoughtType, number>();
  const foldOf = examples.map((e) => {
    const i = seen.get(e.type) ?? 0;
    seen.set(e.type, i + 1);
    return i % folds;
  });
  const predictions = new Array<ThoughtType>(examples.length);
  for (let f = 0; f < folds; f += 1) {
    const model = trainThoughtTypeModel(
      examples.filter((_, i) => foldOf[i] !== f),
      options,
    );
    examples.forEach((e, i) => {
      if (foldOf[i] === f) predictions[i] = predictThoughtType(e.features, model);
    });
  }
  return predictions;
}
