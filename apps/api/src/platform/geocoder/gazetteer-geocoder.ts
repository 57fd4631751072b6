import type { TPlace } from '@fitmarket/core/api/places';
import type { Language } from '@fitmarket/core/language';
import { foldPlaceName, type Geocoder } from './geocoder';

/**
 * The embedded geocoder: an offline gazetteer of Finnish municipalities, districts and postal
 * areas (gazetteer/places-fi.json, built by scripts/build-gazetteer.mjs; sources and licences in
 * gazetteer/README.md). The data is imported on first use, not at start, and kept in memory as a
 * sorted key list, so that a suggestion is a binary search and a short scan.
 */

/** [code, Finnish name, Swedish name or "", 1 when Swedish-speaking, lat, lon, population] */
type MunicipalityRow = [string, string, string, number, number, number, number];
/** [municipality code, slug, name, lat, lon, population, other names (Swedish, colloquial)] */
type DistrictRow = [string, string, string, number, number, number, string[]];
/** [postal code, municipality code, Finnish name, Swedish name or "", lat, lon] */
type PostalAreaRow = [string, string, string, string, number, number];

interface GazetteerData {
  municipalities: MunicipalityRow[];
  districts: DistrictRow[];
  postalAreas: PostalAreaRow[];
}

/** A place with its names in both languages; `rank` orders suggestions (lower first). */
interface Entry {
  id: string;
  kind: TPlace['kind'];
  rank: number;
  names: Record<Language, string>;
  formatted: Record<Language, string>;
  city: Record<Language, string>;
  /** The municipality's Swedish name, a search alias of a district ("Kallio, Helsingfors"). */
  citySv: string;
  postalCode: string | null;
  lat: number;
  lon: number;
  /** Every name as written, lower case, to prefer matches typed with the right accents. */
  lowerNames: string[];
}

interface Index {
  byId: Map<string, Entry>;
  /** Places best first: municipalities, districts, postal areas; bigger first within each. */
  entries: Entry[];
  /** Folded search keys, sorted; `positions[i]` is the entry `keys[i]` finds. */
  keys: string[];
  positions: number[];
}

const KIND_ORDER: Record<TPlace['kind'], number> = { municipality: 0, district: 1, postal_area: 2 };

function buildIndex(data: GazetteerData): Index {
  const entries: Entry[] = [];
  const municipalities = new Map<
    string,
    { fi: string; en: string; sv: string; swedish: boolean }
  >();
  for (const [code, fi, svOrEmpty, swedish, lat, lon, population] of data.municipalities) {
    const sv = svOrEmpty || fi;
    // English uses the name people there use: Finnish, or Swedish where the place is Swedish-speaking.
    const names = { fi, en: swedish ? sv : fi };
    municipalities.set(code, { ...names, sv, swedish: swedish === 1 });
    entries.push({
      id: `m:${code}`,
      kind: 'municipality',
      rank: population,
      names,
      formatted: names,
      city: names,
      citySv: sv,
      postalCode: null,
      lat,
      lon,
      lowerNames: [fi, sv].map((name) => name.toLowerCase()),
    });
  }
  for (const [code, slug, name, lat, lon, population, otherNames] of data.districts) {
    const city = municipalities.get(code);
    if (!city) continue;
    entries.push({
      id: `d:${code}:${slug}`,
      kind: 'district',
      rank: population,
      names: { fi: name, en: name },
      formatted: { fi: `${name}, ${city.fi}`, en: `${name}, ${city.en}` },
      city: { fi: city.fi, en: city.en },
      citySv: city.sv,
      postalCode: null,
      lat,
      lon,
      // Other names find it ("Berghäll"); it is shown by its Finnish name.
      lowerNames: [name, ...otherNames].map((other) => other.toLowerCase()),
    });
  }
  for (const [postalCode, code, fi, svOrEmpty, lat, lon] of data.postalAreas) {
    const city = municipalities.get(code);
    if (!city) continue;
    const sv = svOrEmpty || fi;
    const names = { fi, en: city.swedish ? sv : fi };
    entries.push({
      id: `p:${postalCode}`,
      kind: 'postal_area',
      // No populations: lower codes first, as the post numbers them outwards from Helsinki.
      rank: -Number(postalCode),
      names,
      formatted: { fi: `${postalCode} ${names.fi}`, en: `${postalCode} ${names.en}` },
      city: { fi: city.fi, en: city.en },
      citySv: city.sv,
      postalCode,
      lat,
      lon,
      lowerNames: [fi, sv].map((name) => name.toLowerCase()),
    });
  }
  entries.sort(
    (a, b) =>
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      b.rank - a.rank ||
      a.names.fi.localeCompare(b.names.fi, 'fi'),
  );

  const keyed: Array<[string, number]> = [];
  entries.forEach((entry, position) => {
    const keys = new Set<string>([
      ...entry.lowerNames,
      ...Object.values(entry.formatted),
      ...(entry.postalCode ? [entry.postalCode] : []),
    ]);
    // The Swedish formatted line too ("Kallio, Helsingfors"), so a typed alias keeps matching.
    if (entry.kind === 'district') keys.add(`${entry.names.fi}, ${entry.citySv}`);
    if (entry.postalCode) keys.add(`${entry.postalCode} ${entry.lowerNames[1]}`);
    for (const key of new Set([...keys].map(foldPlaceName))) keyed.push([key, position]);
  });
  keyed.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));

  return {
    byId: new Map(entries.map((entry) => [entry.id, entry])),
    entries,
    keys: keyed.map(([key]) => key),
    positions: keyed.map(([, position]) => position),
  };
}

/** The first key not below `prefix`. */
function lowerBound(keys: string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

function toPlace(entry: Entry, language: Language): TPlace {
  return {
    id: entry.id,
    kind: entry.kind,
    name: entry.names[language],
    formatted: entry.formatted[language],
    city: entry.city[language],
    postal_code: entry.postalCode,
    lat: entry.lat,
    lon: entry.lon,
  };
}

export function suggestFromIndex(
  index: Index,
  query: string,
  language: Language,
  limit: number,
): TPlace[] {
  const prefix = foldPlaceName(query);
  if (prefix === '' || limit < 1) return [];
  // Within a kind, a name typed with its accents ("vä") goes before one matched without them.
  const typed = query.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
  const size = index.entries.length;
  // The `limit` best so far, by score: kind, then accents, then position (bigger places first).
  const best: Array<{ score: number; position: number }> = [];
  for (let at = lowerBound(index.keys, prefix); at < index.keys.length; at++) {
    if (!(index.keys[at] as string).startsWith(prefix)) break;
    const position = index.positions[at] as number;
    const entry = index.entries[position] as Entry;
    const base = KIND_ORDER[entry.kind] * 2 * size + position;
    const worst = best.length === limit ? (best[limit - 1] as { score: number }).score : Infinity;
    if (base >= worst || best.some((kept) => kept.position === position)) continue;
    const accentMiss = entry.lowerNames.some((name) => name.startsWith(typed)) ? 0 : 1;
    const score = base + accentMiss * size;
    if (score >= worst) continue;
    const slot = best.findIndex((kept) => kept.score > score);
    best.splice(slot === -1 ? best.length : slot, 0, { score, position });
    if (best.length > limit) best.pop();
  }
  return best.map(({ position }) => toPlace(index.entries[position] as Entry, language));
}

/** Places one of whose names is `name` (case and accents aside), best first. */
export function namedInIndex(
  index: Index,
  name: string,
  language: Language,
  limit: number,
): TPlace[] {
  const key = foldPlaceName(name);
  const found: TPlace[] = [];
  for (let at = lowerBound(index.keys, key); index.keys[at] === key; at++) {
    if (found.length === limit) break;
    found.push(toPlace(index.entries[index.positions[at] as number] as Entry, language));
  }
  return found;
}

let processGazetteer: Geocoder | undefined;

/**
 * The process's one gazetteer: location fields use it when no HTTP geocoder is set, and search
 * texts always (search/place-in-text.ts), so that a place in a text costs no HTTP request.
 */
export function embeddedGazetteer(): Geocoder {
  processGazetteer ??= createGazetteerGeocoder();
  return processGazetteer;
}

export function createGazetteerGeocoder(): Geocoder {
  let index: Promise<Index> | undefined;
  const load = () => {
    index ??= import('./gazetteer/places-fi.json').then((module) =>
      buildIndex(module.default as GazetteerData),
    );
    return index;
  };
  return {
    async suggest(query, language, limit) {
      return suggestFromIndex(await load(), query, language, limit);
    },
    async named(name, language, limit) {
      return namedInIndex(await load(), name, language, limit);
    },
    async lookup(id, language) {
      const entry = (await load()).byId.get(id);
      return entry ? toPlace(entry, language) : null;
    },
  };
}
