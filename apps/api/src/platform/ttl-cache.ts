interface Entry<V> {
  value: Promise<V>;
  loadedAt: number;
}

/**
 * Answers kept in memory for `ttlMs` per key, at most `maxEntries` (the oldest entry goes first).
 * Concurrent misses share one load; failures are not kept. Entries only expire: callers whose
 * data changes accept answers up to `ttlMs` old. `ttlMs` 0 loads every time.
 */
export function createTtlCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}) {
  const { ttlMs, maxEntries } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<V>>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      if (ttlMs <= 0) return load();
      const entry = entries.get(key);
      if (entry && now() - entry.loadedAt < ttlMs) return entry.value;
      if (entry) entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const value = load();
      entries.set(key, { value, loadedAt: now() });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}
