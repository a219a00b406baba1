// The media feed's portal cache (spec 2 §4 Feeds, §9): the portal's data is saved when the portal is
// deactivated and restored when it is activated again, if still fresh (300000 ms). Pure: the clock
// is passed in, so tests use a fake one.

export const PORTAL_CACHE_TTL_MS = 300_000;

export interface PortalCache<V> {
  save(key: string, value: V): void;
  /** The value saved under `key` if younger than the TTL; a stale entry is dropped. */
  restore(key: string): V | undefined;
  clear(key?: string): void;
}

export function createPortalCache<V>(options: { ttlMs?: number; now?: () => number } = {}): PortalCache<V> {
  const ttl = options.ttlMs ?? PORTAL_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; savedAt: number }>();
  return {
    save(key, value) {
      entries.set(key, { value, savedAt: now() });
    },
    restore(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (now() - entry.savedAt >= ttl) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    clear(key) {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}
