import type { TPlace } from '@fitmarket/core/api/places';
import type { Geocoder } from './geocoder';

/**
 * Keeps an HTTP geocoder's recent answers in memory (least recently used out first), because a
 * field typed letter by letter asks the same prefixes again and again, and public Nominatim
 * servers allow about one request a second. Failures are not kept.
 */
export function createCachingGeocoder(
  inner: Geocoder,
  options: { maxEntries: number; ttlMs: number; now?: () => number },
): Geocoder {
  const now = options.now ?? Date.now;
  const answers = new Map<string, { at: number; value: Promise<unknown> }>();

  function cached<T>(key: string, ask: () => Promise<T>): Promise<T> {
    const hit = answers.get(key);
    answers.delete(key);
    if (hit && now() - hit.at < options.ttlMs) {
      answers.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = ask();
    answers.set(key, { at: now(), value });
    value.catch(() => answers.delete(key));
    if (answers.size > options.maxEntries) {
      answers.delete(answers.keys().next().value as string);
    }
    return value;
  }

  return {
    suggest(query, language, limit) {
      const key = `s\u0000${language}\u0000${limit}\u0000${query.trim().toLowerCase()}`;
      return cached<TPlace[]>(key, () => inner.suggest(query, language, limit));
    },
    lookup(id, language) {
      return cached<TPlace | null>(`l\u0000${language}\u0000${id}`, () =>
        inner.lookup(id, language),
      );
    },
  };
}
