import type { Config } from '../../config';
import { createGazetteerGeocoder } from './gazetteer-geocoder';
import type { Geocoder } from './geocoder';

/** The embedded gazetteer of Finnish places. */
export function createGeocoder(_config: Config): Geocoder {
  return createGazetteerGeocoder();
}
