import { EMBEDDING_DIMENSIONS } from '@hivemind/contracts';
import { hashedNgrams } from './hashed-ngrams.js';
import { isStopWord, tokenize } from './text.js';
import type { WordVectorTable } from './word-vectors.js';

/**
 * The local embedding, a hybrid of
 *  - meaning: the SIF-weighted average of pre-trained word vectors (Arora et al. 2017: weight
 *    a / (a + p(w)), so frequent words count little and rare, topical words a lot), where p(w) is
 *    estimated from the word's frequency rank with Zipf's law (p ∝ 1 / rank);
 *  - spelling: hashed word and character-trigram features, so exact names still match.
 * Each block is normalized, weighted, concatenated and the whole vector L2-normalized, so cosine
 * similarity = SEMANTIC_SHARE · cos(meaning) + (1 − SEMANTIC_SHARE) · cos(spelling).
 */
export const LOCAL_EMBEDDING_MODEL = 'local-hybrid-v2';
/**
 * v2: the meaning block's share went from 0.75 (v1) to 0.85. Measured on bench/ai-quality's
 * paraphrase groups (top-5 recall): 0.65 → 0.63, 0.75 → 0.67, 0.85 → 0.71, 0.95 → 0.73; 0.85 keeps
 * enough of the spelling block for unknown names to match (see the local provider's tests).
 */
const SEMANTIC_SHARE = 0.85;
/** SIF smoothing constant; 1e-3 is the paper's recommended range (1e-4 … 1e-3). */
const SIF_A = 1e-3;

export function embedOne(text: string, table: WordVectorTable): number[] {
  const tokens = tokenize(text).filter((t) => !isStopWord(t));
  const semantic = sifAverage(tokens, table);
  const lexical = hashedNgrams(tokens, EMBEDDING_DIMENSIONS - table.dimensions);
  scaleToNorm(semantic, Math.sqrt(SEMANTIC_SHARE));
  scaleToNorm(lexical, Math.sqrt(1 - SEMANTIC_SHARE));
  const out = new Array<number>(EMBEDDING_DIMENSIONS);
  semantic.forEach((v, i) => (out[i] = v));
  lexical.forEach((v, i) => (out[table.dimensions + i] = v));
  return normalize(out);
}

function sifAverage(tokens: readonly string[], table: WordVectorTable): Float64Array {
  return pooledWordVector(tokens, table, 'sif');
}

/**
 * The average of the tokens' word vectors minus the direction every average shares (not
 * normalized). 'sif' weights each word a / (a + p(w)) as above; 'uniform' counts every word alike,
 * so function words ("will", "because", "my") shape the result: the thought-type model reads the
 * wording that way, the embedding the meaning.
 */
export function pooledWordVector(
  tokens: readonly string[],
  table: WordVectorTable,
  weighting: 'sif' | 'uniform',
): Float64Array {
  const sum = new Float64Array(table.dimensions);
  // Zipf: p(rank r) = 1 / ((r + 1) · H_N), H_N ≈ ln N + γ (the harmonic number of the vocabulary).
  const harmonic = Math.log(table.size) + 0.5772156649;
  for (const token of tokens) {
    const rank = table.rankOf(token);
    if (rank === undefined) continue;
    const weight = weighting === 'sif' ? SIF_A / (SIF_A + 1 / ((rank + 1) * harmonic)) : 1;
    const row = table.row(rank);
    for (let i = 0; i < sum.length; i += 1) sum[i] = (sum[i] ?? 0) + weight * (row[i] ?? 0);
  }
  removeComponent(sum, table.commonDirection);
  return sum;
}

/** SIF's second step: drop the direction every average shares, which otherwise dominates cosine. */
function removeComponent(vector: Float64Array, direction: Float32Array): void {
  let dot = 0;
  for (let i = 0; i < vector.length; i += 1) dot += (vector[i] ?? 0) * (direction[i] ?? 0);
  for (let i = 0; i < vector.length; i += 1) vector[i] = (vector[i] ?? 0) - dot * (direction[i] ?? 0);
}

function scaleToNorm(vector: Float64Array, target: number): void {
  const norm = Math.hypot(...vector);
  if (norm === 0) return;
  for (let i = 0; i < vector.length; i += 1) vector[i] = ((vector[i] ?? 0) / norm) * target;
}

function normalize(vector: number[]): number[] {
  const norm = Math.hypot(...vector);
  if (norm === 0) {
    // A text with no content words (empty, only stop words). pgvector's cosine distance is
    // undefined for a zero vector, so give such texts one fixed unit vector instead.
    const unit = new Array<number>(vector.length).fill(0);
    unit[vector.length - 1] = 1;
    return unit;
  }
  return vector.map((v) => v / norm);
}

/** Cosine similarity of two unit vectors (their dot product). */
export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  for (let i = 0; i < a.length; i += 1) dot += (a[i] ?? 0) * (b[i] ?? 0);
  return dot;
}
