/**
 * The lexical half of the hybrid embedding: word unigrams and character trigrams hashed into a
 * fixed number of signed buckets ("hashing trick"). It lets exact names and rare tokens that the
 * word vectors do not know (people, products, typos) still match.
 */
const WORD_WEIGHT = 1;
const TRIGRAM_WEIGHT = 0.5;

/** FNV-1a, 32 bits: fast, stable across processes and platforms (deterministic by design). */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function addFeature(target: Float64Array, feature: string, weight: number): void {
  const hash = fnv1a(feature);
  // The sign comes from other bits than the bucket, so colliding features cancel on average
  // instead of piling up.
  const sign = (hash >>> 16) & 1 ? -1 : 1;
  const bucket = hash % target.length;
  target[bucket] = (target[bucket] ?? 0) + sign * weight;
}

/** Un-normalized hashed features of the tokens (stop words already removed by the caller). */
export function hashedNgrams(tokens: readonly string[], dimensions: number): Float64Array {
  const block = new Float64Array(dimensions);
  for (const token of tokens) {
    addFeature(block, `w:${token}`, WORD_WEIGHT);
    const padded = `<${token}>`;
    for (let i = 0; i + 3 <= padded.length; i += 1) addFeature(block, `c:${padded.slice(i, i + 3)}`, TRIGRAM_WEIGHT);
  }
  return block;
}
