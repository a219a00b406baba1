import { LRUCache } from 'lru-cache';

/**
 * A short-lived cache of the REST answers guests read (the media feed, a post, a hive feed): what a
 * guest sees does not depend on who they are (no votes, no counts, no membership), so one answer
 * serves every guest asking the same URL for `ttlMs`. Concurrent misses for one URL share one
 * computation (lru-cache's fetch), so a burst of guests costs the services one request.
 *
 * Freshness: every mutation this gateway runs invalidates the cache (`onMutation` of
 * graphql/runtime.ts), so a write made through this gateway shows at once; changes made elsewhere
 * (the agent's classification, another gateway replica) show within `ttlMs`. Signed-in requests never
 * read or fill it.
 */
export interface CachedAnswer {
  status: number;
  /** The JSON body, serialized once. */
  text: string;
}

/** How an answer was found: kept (hit), being computed by another request (inflight), or computed. */
export type GuestCacheOutcome = 'hit' | 'inflight' | 'miss' | 'off';

export class GuestCache {
  private readonly cache: LRUCache<string, CachedAnswer, () => Promise<CachedAnswer>> | null;
  /**
   * Part of every key: invalidate() moves to a new generation, so answers kept or still being
   * computed from before a write are never served after it (they age out on their own). Deleting
   * them instead would abort the computations under way and fail the guests waiting on them.
   */
  private generation = 0;

  constructor(ttlMs: number, maxEntries = 2000) {
    this.cache =
      ttlMs > 0
        ? new LRUCache<string, CachedAnswer, () => Promise<CachedAnswer>>({
            max: maxEntries,
            ttl: ttlMs,
            fetchMethod: (_key, _stale, { context }) => context(),
          })
        : null;
  }

  /** The cached answer for `key`, or `compute()`'s, shared by every caller waiting on the same key. */
  async get(
    key: string,
    compute: () => Promise<CachedAnswer>,
  ): Promise<{ answer: CachedAnswer; outcome: GuestCacheOutcome }> {
    if (!this.cache) return { answer: await compute(), outcome: 'off' };
    const status: LRUCache.Status<string, CachedAnswer, () => Promise<CachedAnswer>> = {};
    const answer = await this.cache.fetch(`${this.generation}:${key}`, { context: compute, status });
    // Never undefined: the fetch method always answers, and nothing deletes or aborts an entry.
    if (answer === undefined) throw new Error(`guest cache answered nothing for ${key}`);
    return { answer, outcome: status.fetch === 'hit' ? 'hit' : status.fetch === 'inflight' ? 'inflight' : 'miss' };
  }

  /** Forgets every answer, including those being computed (called after each mutation). */
  invalidate(): void {
    this.generation += 1;
  }
}
