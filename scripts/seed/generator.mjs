// The deterministic generator behind the demo data: scales, seeded random streams (pure-rand) and
// stable ids. Everything the seed writes is a function of (seed number, scale), so two runs with the
// same arguments produce the same rows, and re-running finds the rows it wrote before.
import { createHash } from 'node:crypto';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * What each scale loads. `posts` is the "about 2k / 100k / 1M posts"; `distinctTexts` bounds
 * how many post texts are embedded (the local provider takes ~70 µs a text): posts beyond it reuse a
 * core sentence (and its vector) with a different closing line.
 */
export const SCALES = {
  small: {
    posts: 2_000,
    users: 120,
    hives: { Business: 4, Community: 4, School: 2 },
    episodesPerPodcast: 5,
    extraPodcasts: 0,
    webPages: 30,
    distinctTexts: 2_000,
    chunk: 2_000,
  },
  medium: {
    posts: 100_000,
    users: 400,
    hives: { Business: 24, Community: 24, School: 8 },
    episodesPerPodcast: 20,
    extraPodcasts: 16,
    webPages: 600,
    distinctTexts: 100_000,
    chunk: 10_000,
  },
  large: {
    posts: 1_000_000,
    users: 1_500,
    hives: { Business: 80, Community: 80, School: 24 },
    episodesPerPodcast: 40,
    extraPodcasts: 56,
    webPages: 3_000,
    distinctTexts: 250_000,
    chunk: 20_000,
  },
};

export const SCALE_NAMES = Object.keys(SCALES);

/**
 * A stable UUID (version-5 layout: SHA-1 of the seed number, a kind and a key) for a demo record, so
 * re-runs find the same rows. Kept byte for byte from the first seed script: databases seeded by it
 * keep their podcasts, hives and demo accounts instead of getting a second copy.
 */
export function makeIdFactory(seed) {
  return function demoId(kind, key) {
    const h = createHash('sha1').update(`hivemind:${seed}:${kind}:${key}`).digest('hex');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  };
}

/**
 * A seeded random stream. Each part of the data set draws from its own stream (named by `label`), so
 * adding users never shifts which posts are generated.
 */
export class Random {
  /** @param {string | number} seed  @param {string} label */
  constructor(seed, label) {
    const digest = createHash('sha256').update(`${seed}:${label}`).digest();
    this.rng = xoroshiro128plus(digest.readInt32LE(0));
  }

  /** Uniform float in [0, 1). */
  next() {
    return uniformFloat64(this.rng);
  }

  /** Uniform integer in [min, max] (both included). */
  int(min, max) {
    return uniformInt(this.rng, min, max);
  }

  /** @template T @param {readonly T[]} items @returns {T} */
  pick(items) {
    return items[this.int(0, items.length - 1)];
  }

  chance(p) {
    return this.next() < p;
  }

  /** Index drawn with the given (not necessarily normalized) weights. */
  weighted(weights) {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i += 1) {
      r -= weights[i];
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  /** A geometric-tailed count with the given mean (most posts get few votes, a few get many). */
  heavyTail(mean) {
    // Exponential with a Pareto-like boost: the mean holds, the tail is long.
    const u = Math.max(this.next(), 1e-12);
    const base = -Math.log(u) * mean;
    return Math.floor(this.chance(0.05) ? base * 4 : base * 0.85);
  }

  /** `count` distinct integers of [0, n) (rejection sampling: counts stay far below n). */
  sampleDistinct(n, count) {
    const k = Math.min(n, count);
    const seen = new Set();
    while (seen.size < k) seen.add(this.int(0, n - 1));
    return [...seen];
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
