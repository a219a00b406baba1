import { THOUGHT_TYPES, type ThoughtType } from '@hivemind/contracts';
import type { NlpDoc } from '../nlp/nlp.js';
import { pooledWordVector } from './embedding.js';
import { isStopWord, tokenize } from './text.js';
import { scoreThoughtTypes } from './thought-type.js';
import type { WordVectorTable } from './word-vectors.js';

/**
 * What the thought-type model reads of a thought (thought-type-model.ts), computed the same way
 * when the model is trained (bench/ai-quality/train-thought-types.mjs) and when it classifies:
 *  - rules: the rule lexicon's 17 scores (thought-type.ts), so what the cue phrases know is kept;
 *  - meaning: the SIF-weighted average of the content words' vectors, as in the embedding (what the
 *    thought is about: a family scene leans memory, a fix leans solution);
 *  - wording: the plain average of every word's vector, function words included (how it is said:
 *    "will", "because", "my", "should");
 *  - terms: the words, word pairs and first words as written, and a few marks of the sentence's
 *    shape (quotation marks, digits, %, a closing question mark...). The model keeps weights only
 *    for the terms frequent enough in its training set; the others are ignored.
 */
export interface ThoughtTypeFeatures {
  rules: Record<ThoughtType, number>;
  /** Unit length (or all zeros when no word is known). */
  meaning: Float64Array;
  /** Unit length (or all zeros when no word is known). */
  wording: Float64Array;
  /** Distinct, in a fixed order. */
  terms: string[];
}

export function thoughtTypeFeatures(doc: NlpDoc, table: WordVectorTable): ThoughtTypeFeatures {
  const words = tokenize(doc.text);
  return {
    rules: scoreThoughtTypes(doc),
    meaning: unit(
      pooledWordVector(
        words.filter((w) => !isStopWord(w)),
        table,
        'sif',
      ),
    ),
    wording: unit(pooledWordVector(words, table, 'uniform')),
    terms: thoughtTerms(doc.text, words),
  };
}

/** The sentence-shape marks, each a term when its pattern matches the text. */
const SHAPES: Array<[string, RegExp]> = [
  ['s:startquote', /^\s*["“'‘]/],
  ['s:quote', /["“”]/],
  ['s:digit', /\d/],
  ['s:percent', /%/],
  ['s:question', /\?\s*$/],
  ['s:colon', /:/],
  ['s:semicolon', /;/],
  ['s:dash', /[—–]|\s-\s/],
];

export function thoughtTerms(text: string, words: readonly string[] = tokenize(text)): string[] {
  const terms = new Set<string>();
  for (const w of words) terms.add(`w:${w}`);
  for (let i = 0; i + 1 < words.length; i += 1) terms.add(`b:${words[i]} ${words[i + 1]}`);
  terms.add(`f:${words[0] ?? ''}`);
  terms.add(`f2:${words.slice(0, 2).join(' ')}`);
  for (const [term, pattern] of SHAPES) if (pattern.test(text)) terms.add(term);
  // Length in bands of 6 words (0-5, 6-11, ... 24+): plans are short, arguments long.
  terms.add(`s:length${Math.min(4, Math.floor(words.length / 6))}`);
  return [...terms];
}

export function ruleVector(rules: Record<ThoughtType, number>): number[] {
  return THOUGHT_TYPES.map((t) => rules[t]);
}

function unit(vector: Float64Array): Float64Array {
  const norm = Math.hypot(...vector);
  if (norm > 0) for (let i = 0; i < vector.length; i += 1) vector[i] = (vector[i] ?? 0) / norm;
  return vector;
}
