import { LRUCache } from 'lru-cache';

export interface RefreshingCacheOptions<K, V> {
  /** How long a loaded value is fresh. 0 turns the cache off: every get() loads. */
  ttlMs: number;
  /** Keys kept at once (the least recently used go first). */
  maxEntries: number;
  load(key: K): Promise<V>;
  /** A background reload failed; the old value stays in use and the next get() tries again. */
  onError(error: unknown): void;
  now?: () => number;
}

/**
 * Values that are the same for every visitor, loaded at most once per `ttlMs` per key, on
 * lru-cache. Visitors never wait for a reload: once a value is stale, the next get() starts one
 * reload and is answered with the stale value meanwhile. Only the very first get() of a key
 * waits, and concurrent first gets share one load; a failed first load is not kept.
 */
export function createRefreshingCache<K extends {}, V extends {}>({
  ttlMs,
  maxEntries,
  load,
  onError,
  now,
}: RefreshingCacheOptions<K, V>) {
  const create = () =>
    new LRUCache<K, V>({
      max: maxEntries,
      ttl: Math.max(ttlMs, 1),
      // Read the clock on every get (lru-cache otherwise keeps a reading for a millisecond).
      ttlResolution: 0,
      ...(now ? { perf: { now } } : {}),
      // Stale while revalidating: a stale value answers while its reload runs, and stays (still
      // stale, so the next get() tries again) when the reload fails.
      allowStale: true,
      noDeleteOnFetchRejection: true,
      ignoreFetchAbort: true,
      fetchMethod: async (key, stale) => {
        try {
          return await load(key);
        } catch (error) {
          // A first load's failure reaches its caller; a reload's is only reported.
          if (stale !== undefined) onError(error);
          throw error;
        }
      },
    });
  let entries = create();
  return {
    async get(key: K): Promise<V> {
      if (ttlMs <= 0) return load(key);
      // undefined only for an aborted load, and ours are never aborted (ignoreFetchAbort).
      return (await entries.fetch(key)) as V;
    },
    /** Forgets every value: the next get() waits for a fresh load (a reload under way is lost). */
    clear(): void {
      entries = create();
    },
  };
}
