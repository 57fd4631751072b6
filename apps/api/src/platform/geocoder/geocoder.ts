import type { TPlace } from '@fitmarket/core/api/places';
import type { Language } from '@fitmarket/core/language';

/**
 * Places for location fields (DESIGN.md "Platform adapters"): suggestions as a person types,
 * and the place behind an id a profile stores. The embedded default is an offline gazetteer of
 * Finnish places; production may use an HTTP geocoder (Nominatim-compatible).
 *
 * Ids are stable across restarts and versions of the data: `m:<municipality code>` (Statistics
 * Finland's three digits, "m:091" Helsinki), `p:<postal code>` ("p:00100"), `d:<municipality
 * code>:<district slug>` ("d:091:kallio"). An HTTP geocoder uses its own ids behind a prefix of
 * its own.
 */
export interface Geocoder {
  /** Places whose name (Finnish or Swedish) or postal code starts with `query`, best first. */
  suggest(query: string, language: Language, limit: number): Promise<TPlace[]>;
  /**
   * Places called exactly `name` (case and accents aside) by any of their names, Swedish and
   * other names of a district included ("Berghäll" → Kallio), best first: a place in a text.
   */
  named(name: string, language: Language, limit: number): Promise<TPlace[]>;
  /** The place with this id, or null when there is none (1325). */
  lookup(id: string, language: Language): Promise<TPlace | null>;
}

/** Lower case without accents and with single spaces: "Åbo" → "abo", "JYVÄSKYLÄ" → "jyvaskyla". */
export function foldPlaceName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
