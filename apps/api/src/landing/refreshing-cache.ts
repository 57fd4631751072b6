export interface RefreshingCacheOptions<K, V> {
  /** How long a loaded value is fresh. 0 turns the cache off: every get() loads. */
  ttlMs: number;
  load(key: K): Promise<V>;
  /** A background reload failed; the old value stays in use and the next get() tries again. */
  onError(error: unknown): void;
  now?: () => number;
}

interface Entry<V> {
  value: Promise<V>;
  loadedAt: number;
  reloading: boolean;
}

/**
 * Values that are the same for every visitor, loaded at most once per `ttlMs` per key. Visitors
 * never wait for a reload: once a value is stale, the next get() starts one reload and is
 * answered with the stale value meanwhile. Only the very first get() of a key waits, and
 * concurrent first gets share one load.
 */
export function createRefreshingCache<K, V>({
  ttlMs,
  load,
  onError,
  now = Date.now,
}: RefreshingCacheOptions<K, V>) {
  const entries = new Map<K, Entry<V>>();

  function reload(key: K, entry: Entry<V>) {
    entry.reloading = true;
    load(key).then(
      (value) =>
        entries.set(key, { value: Promise.resolve(value), loadedAt: now(), reloading: false }),
      (error: unknown) => {
        entry.reloading = false;
        onError(error);
      },
    );
  }

  return {
    get(key: K): Promise<V> {
      if (ttlMs <= 0) return load(key);
      const entry = entries.get(key);
      if (!entry) {
        const value = load(key);
        const first: Entry<V> = { value, loadedAt: now(), reloading: true };
        entries.set(key, first);
        value.then(
          () => {
            first.loadedAt = now();
            first.reloading = false;
          },
          // A failed first load is not kept: the next get() tries again.
          () => entries.delete(key),
        );
        return value;
      }
      if (!entry.reloading && now() - entry.loadedAt >= ttlMs) reload(key, entry);
      return entry.value;
    },
  };
}
