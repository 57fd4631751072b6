import type { TPlace } from '@fitmarket/core/api/places';
import type { Language } from '@fitmarket/core/language';
import { AppError } from '../errors/app-error';
import type { Geocoder } from '../platform/geocoder/geocoder';
import { GeocoderUnavailableError } from '../platform/geocoder/nominatim-geocoder';

/** An HTTP geocoder that is away or slow answers 503 + 1306: try again, not "no places". */
async function askGeocoder<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof GeocoderUnavailableError) throw new AppError({ code: 1306 }, 503);
    throw error;
  }
}

export function suggestPlaces(
  geocoder: Geocoder,
  query: { q: string; limit: number },
  language: Language,
): Promise<TPlace[]> {
  return askGeocoder(() => geocoder.suggest(query.q, language, query.limit));
}

/** The place behind an id, or 404 + 1325. */
export async function getPlace(
  geocoder: Geocoder,
  id: string,
  language: Language,
): Promise<TPlace> {
  const place = await askGeocoder(() => geocoder.lookup(id, language));
  if (!place) throw new AppError({ code: 1325, field: 'id' }, 404);
  return place;
}
