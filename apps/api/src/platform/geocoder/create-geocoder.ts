import type { Config } from '../../config';
import { createGazetteerGeocoder } from './gazetteer-geocoder';
import type { Geocoder } from './geocoder';
import { createNominatimGeocoder } from './nominatim-geocoder';

/** A Nominatim-compatible service when GEOCODER_URL is set, else the embedded gazetteer. */
export function createGeocoder(config: Config): Geocoder {
  return config.GEOCODER_URL
    ? createNominatimGeocoder({
        baseUrl: config.GEOCODER_URL,
        timeoutMs: config.GEOCODER_TIMEOUT_MS,
        userAgent: `Fitmarket (${config.webUrl})`,
      })
    : createGazetteerGeocoder();
}
