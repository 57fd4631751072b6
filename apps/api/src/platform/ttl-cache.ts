import { LRUCache } from 'lru-cache';

/**
 * Answers kept in memory for `ttlMs` per key, at most `maxEntries` (the least recently used go
 * first), on lru-cache. Concurrent misses share one load; failures are not kept. Entries expire,
 * or all go at once with clear() (platform/caches.ts: a change of public data). `ttlMs` 0 loads every time.
 */
export function createTtlCache<V extends {}>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  /** Told whether each lookup found an answer (the metrics' hit rate); a shared load is a hit. */
  onLookup?: (hit: boolean) => void;
}) {
  const { ttlMs, maxEntries, now, onLookup } = options;
  const create = () =>
    new LRUCache<string, V, () => Promise<V>>({
      max: maxEntries,
      ttl: Math.max(ttlMs, 1),
      // Read the clock on every get (lru-cache otherwise keeps a reading for a millisecond).
      ttlResolution: 0,
      ...(now ? { perf: { now } } : {}),
      // A load finishes even when its entry is pushed out meanwhile: its callers get the answer.
      ignoreFetchAbort: true,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  let entries = create();
  return {
    async get(key: string, load: () => Promise<V>): Promise<V> {
      if (ttlMs <= 0) return load();
      let loaded = false;
      const counted = () => {
        loaded = true;
        return load();
      };
      // undefined only for an aborted load, and ours are never aborted (ignoreFetchAbort).
      const value = (await entries.fetch(key, { context: onLookup ? counted : load })) as V;
      onLookup?.(!loaded);
      return value;
    },
    /** Forgets every answer; a load under way finishes into the old map, never read again. */
    clear(): void {
      entries = create();
    },
  };
}
