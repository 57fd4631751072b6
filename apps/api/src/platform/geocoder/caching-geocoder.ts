import type { TPlace } from '@fitmarket/core/api/places';
import { createTtlCache } from '../ttl-cache';
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
  // A lookup of an unknown id answers null, which a cache cannot hold: it is kept as a list.
  const answers = createTtlCache<TPlace[]>(options);
  return {
    suggest(query, language, limit) {
      const key = `s\u0000${language}\u0000${limit}\u0000${query.trim().toLowerCase()}`;
      return answers.get(key, () => inner.suggest(query, language, limit));
    },
    named(name, language, limit) {
      const key = `n\u0000${language}\u0000${limit}\u0000${name.trim().toLowerCase()}`;
      return answers.get(key, () => inner.named(name, language, limit));
    },
    async lookup(id, language) {
      const found = await answers.get(`l\u0000${language}\u0000${id}`, async () => {
        const place = await inner.lookup(id, language);
        return place ? [place] : [];
      });
      return found[0] ?? null;
    },
  };
}
