import type { Config } from '../../config';
import { createCachingGeocoder } from './caching-geocoder';
import { embeddedGazetteer } from './gazetteer-geocoder';
import type { Geocoder } from './geocoder';
import { createNominatimGeocoder } from './nominatim-geocoder';

/**
 * A Nominatim-compatible service when GEOCODER_URL is set (its answers kept for an hour), else
 * the embedded gazetteer, which is in memory anyway. A place named in a search text is always the
 * gazetteer's (search/place-in-text.ts).
 */
export function createGeocoder(config: Config): Geocoder {
  if (!config.GEOCODER_URL) return embeddedGazetteer();
  const nominatim = createNominatimGeocoder({
    baseUrl: config.GEOCODER_URL,
    timeoutMs: config.GEOCODER_TIMEOUT_MS,
    userAgent: `Fitmarket (${config.webUrl})`,
  });
  return createCachingGeocoder(nominatim, { maxEntries: 2000, ttlMs: 3600_000 });
}
