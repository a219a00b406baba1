import { describe, expect, it } from '@jest/globals';
import { THOUGHT_TYPES, type ThoughtType } from '@hivemind/contracts';
import { THOUGHT_TYPE_MODEL } from '../local/generated/thought-type-model.js';
import { thoughtTerms, type ThoughtTypeFeatures } from '../local/thought-type-features.js';
import { predictThoughtType } from '../local/thought-type-model.js';
import {
  crossValidateThoughtTypes,
  DEFAULT_TRAINING,
  trainThoughtTypeModel,
  type TrainingExample,
} from '../local/thought-type-training.js';

/** A thought reduced to its terms (no rule scores, no word vectors). */
function example(type: ThoughtType, ...words: string[]): TrainingExample {
  const features: ThoughtTypeFeatures = {
    rules: Object.fromEntries(THOUGHT_TYPES.map((t) => [t, 0])) as ThoughtTypeFeatures['rules'],
    meaning: new Float64Array(4),
    wording: new Float64Array(4),
    terms: words.map((w) => `w:${w}`),
  };
  return { type, features };
}

const toy: TrainingExample[] = [
  ...['soon', 'later', 'next'].flatMap((w) => [
    example('prediction', 'will', w),
    example('prediction', 'will', 'be', w),
  ]),
  ...['grandma', 'school', 'summer'].flatMap((w) => [
    example('memory', 'remember', w),
    example('memory', 'used', 'remember', w),
  ]),
];
const options = { ...DEFAULT_TRAINING, minTermCount: 2, iterations: 100 };

describe('thought-type model training', () => {
  it('learns which terms mark which type and types new combinations by them', () => {
    const model = trainThoughtTypeModel(toy, options);
    expect(predictThoughtType(example('prediction', 'will', 'grandma').features, model)).toBe('prediction');
    expect(predictThoughtType(example('memory', 'remember', 'next').features, model)).toBe('memory');
  });

  it('gives weights only to terms seen in at least minTermCount training thoughts', () => {
    // "will" and "remember" are in 6 thoughts each, "be" and "used" in 3.
    const model = trainThoughtTypeModel(toy, { ...options, minTermCount: 4 });
    expect(Object.keys(model.terms).sort()).toEqual(['w:remember', 'w:will']);
  });

  it('is deterministic: the same examples give the same weights', () => {
    expect(trainThoughtTypeModel(toy, options)).toEqual(trainThoughtTypeModel(toy, options));
  });

  it('cross-validates with every type in every fold, typing each thought by a model not trained on it', () => {
    const predictions = crossValidateThoughtTypes(toy, 2, options);
    expect(predictions).toEqual(toy.map((e) => e.type));
  });
});

describe('the committed thought-type model', () => {
  it('has one weight per type for every feature the features give', () => {
    const m = THOUGHT_TYPE_MODEL;
    expect(m.types).toEqual(THOUGHT_TYPES);
    const rows = [m.bias, ...m.rules, ...m.meaning, ...m.wording, ...Object.values(m.terms)];
    expect(rows.every((r) => r.length === THOUGHT_TYPES.length)).toBe(true);
    expect(m.rules).toHaveLength(THOUGHT_TYPES.length);
    // The meaning and wording blocks are averages of the 100-dimension word vectors.
    expect([m.meaning.length, m.wording.length]).toEqual([100, 100]);
  });

  it('was trained on the training files only, never on the held-out set', () => {
    expect(THOUGHT_TYPE_MODEL.training.files.some((f) => f.includes('held-out'))).toBe(false);
    expect(THOUGHT_TYPE_MODEL.training.crossValidation.folds).toBeGreaterThanOrEqual(5);
  });
});

describe('thought terms', () => {
  it('keep function words, word pairs, the first words and the sentence shape', () => {
    const terms = thoughtTerms('"Stay hungry." — Steve Jobs will say it 2 times?');
    expect(terms).toEqual(
      expect.arrayContaining([
        'w:will',
        'b:stay hungry',
        'f:stay',
        'f2:stay hungry',
        's:startquote',
        's:quote',
        's:digit',
        's:dash',
        's:question',
      ]),
    );
    expect(terms).not.toContain('s:percent');
  });
});
