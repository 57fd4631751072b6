import type { TPlace } from '@fitmarket/core/api/places';
import type { Language } from '@fitmarket/core/language';
import { z } from 'zod';
import { foldPlaceName, type Geocoder } from './geocoder';

/**
 * A Nominatim-compatible HTTP geocoder (GEOCODER_URL): `/search` for suggestions and `/lookup`
 * for ids, in Finland only, names in the request's language (accept-language). Its ids are
 * OpenStreetMap's, behind our prefix: `osm:N123` (node), `osm:W45` (way), `osm:R6` (relation).
 * A slow, failing or garbled answer throws GeocoderUnavailableError rather than giving nothing,
 * so a person is told to try again instead of "no places found".
 */
export class GeocoderUnavailableError extends Error {}

export interface NominatimOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Nominatim's usage policy asks every application to name itself. */
  userAgent: string;
}

const ZAddressSchema = z.record(z.string(), z.unknown());

/** What we read of a jsonv2 result; anything else in it is ignored. */
const ZNominatimPlaceSchema = z.object({
  osm_type: z.enum(['node', 'way', 'relation']),
  osm_id: z.coerce.number().int().nonnegative(),
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  name: z.string().optional().nullable(),
  addresstype: z.string().optional(),
  type: z.string().optional(),
  display_name: z.string().optional(),
  address: ZAddressSchema.optional(),
});
type NominatimPlace = z.infer<typeof ZNominatimPlaceSchema>;

const OSM_TYPE_LETTER = { node: 'N', way: 'W', relation: 'R' } as const;
const OSM_ID = /^osm:([NWR])(\d{1,19})$/;

const MUNICIPALITY_TYPES = new Set(['city', 'town', 'village', 'municipality', 'hamlet']);
const CITY_FIELDS = ['city', 'town', 'village', 'municipality', 'hamlet'];

function text(address: Record<string, unknown> | undefined, field: string): string | undefined {
  const value = address?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function toPlace(result: NominatimPlace): TPlace | null {
  const address = result.address;
  // /lookup knows the whole world; our places are in Finland.
  const country = text(address, 'country_code');
  if (country !== undefined && country.toLowerCase() !== 'fi') return null;
  const postalCode = text(address, 'postcode') ?? null;
  const placeType = result.addresstype ?? result.type ?? '';
  const kind: TPlace['kind'] =
    placeType === 'postcode'
      ? 'postal_area'
      : MUNICIPALITY_TYPES.has(placeType)
        ? 'municipality'
        : 'district';
  const name =
    result.name?.trim() ||
    (kind === 'postal_area' ? postalCode : undefined) ||
    result.display_name?.split(',')[0]?.trim();
  if (!name) return null;
  const city =
    kind === 'municipality'
      ? name
      : (CITY_FIELDS.map((field) => text(address, field)).find(Boolean) ?? name);
  const formatted =
    kind === 'municipality'
      ? name
      : kind === 'postal_area'
        ? `${postalCode ?? name} ${city}`
        : name === city
          ? name
          : `${name}, ${city}`;
  return {
    id: `osm:${OSM_TYPE_LETTER[result.osm_type]}${result.osm_id}`,
    kind,
    name,
    formatted,
    city,
    postal_code: kind === 'municipality' ? null : postalCode,
    lat: result.lat,
    lon: result.lon,
  };
}

export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;

  async function request(path: string, params: Record<string, string>): Promise<TPlace[]> {
    const url = new URL(path, base);
    for (const [key, value] of Object.entries({
      format: 'jsonv2',
      addressdetails: '1',
      ...params,
    })) {
      url.searchParams.set(key, value);
    }
    let body: unknown;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': options.userAgent },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      body = await response.json();
    } catch (error) {
      throw new GeocoderUnavailableError(`geocoder ${url.pathname} failed`, { cause: error });
    }
    if (!Array.isArray(body)) throw new GeocoderUnavailableError('geocoder answered no list');
    const places: TPlace[] = [];
    const seen = new Set<string>();
    for (const item of body) {
      const parsed = ZNominatimPlaceSchema.safeParse(item);
      const place = parsed.success ? toPlace(parsed.data) : null;
      if (place && !seen.has(place.id)) {
        seen.add(place.id);
        places.push(place);
      }
    }
    return places;
  }

  async function suggest(query: string, language: Language, limit: number): Promise<TPlace[]> {
    const q = query.trim();
    if (q === '') return [];
    const places = await request('search', {
      q,
      countrycodes: 'fi',
      'accept-language': language,
      limit: String(limit),
    });
    return places.slice(0, limit);
  }

  return {
    suggest,
    // Nominatim searches other names itself; of its answers, those named so in `language`.
    async named(name, language: Language, limit) {
      const wanted = foldPlaceName(name);
      const places = await suggest(name, language, limit);
      return places.filter((place) => foldPlaceName(place.name) === wanted);
    },
    async lookup(id, language: Language) {
      const match = OSM_ID.exec(id);
      if (!match) return null;
      const [place] = await request('lookup', {
        osm_ids: `${match[1]}${match[2]}`,
        'accept-language': language,
      });
      return place?.id === id ? place : null;
    },
  };
}
