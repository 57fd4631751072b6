// The search benchmark's query mix (search.bench.ts, search-profile.ts): what visitors type, by
// Zipf's law, half of it around one of the largest municipalities, three quarters in Finnish.
import fs from 'node:fs';
import { createRandom } from '../apps/api/src/demo/random';

/** Requests drawn for the mix; the load cycles through them. */
const MIX_SIZE = 20_000;

/**
 * What visitors type, most popular first (the mix draws them by Zipf's law, 1/rank): one and
 * two words in both languages, Finnish inflected forms and compounds, places in the text,
 * names, typos, and a word nobody has (the typo correction's second try).
 */
export const TEXTS = [
  'jooga',
  'personal trainer',
  'hieronta',
  'pt',
  'yoga',
  'fysioterapeutti',
  'pilates',
  'hieroja',
  'joogaa',
  'massage',
  'physio',
  'ravintovalmentaja',
  'kuntosalivalmentaja',
  'personal trainer Helsingissä',
  'joogaa Turussa',
  'hieroja Tampereelta',
  'running coach',
  'juoksuvalmennus',
  'Virtanen',
  'mindfulness',
  'painonhallinta',
  'strength training',
  'pilatesta Espoossa',
  'fysioterapiaa Oulussa',
  'venyttely',
  'meditaatio',
  'urheiluhieronta',
  'nutrition coaching',
  'jooka',
  'fysioterapetti',
  'Korhonen',
  'Virtsnen',
  'pilatse',
  'personal trainr',
  'joogaopettaja',
  'hierontaa Jyväskylässä',
  'yoga teacher',
  'sports massage',
  'ryhmäliikunta',
  'online coaching',
  'etävalmennus',
  'Emma Smith',
  'Mäkinen',
  'weight loss',
  'liikkuvuus',
  'valmentaja Kuopiossa',
  'pt Vantaalla',
  'kahvakuula',
  'Laura Nieminen',
  'ravitsemusterapeutti',
];

/** Where people search from: the largest municipalities, weighted by population. */
function searchedPlaces() {
  const file = new URL(
    '../apps/api/src/platform/geocoder/gazetteer/places-fi.json',
    import.meta.url,
  );
  const { municipalities } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    municipalities: [string, string, string, number, number, number, number][];
  };
  return municipalities
    .map(([, name, , , lat, lon, people]) => ({ name, lat, lon, people }))
    .sort((a, b) => b.people - a.people)
    .slice(0, 20);
}

export interface MixEntry {
  text: string;
  place: { name: string; lat: number; lon: number } | null;
  lang: 'en' | 'fi';
}

/** MIX_SIZE requests: texts by Zipf, half of them with a place (by population), 3/4 Finnish. */
export function queryMix(): MixEntry[] {
  const random = createRandom(7);
  const texts = TEXTS.map((text, rank) => [text, 1 / (rank + 1)] as const);
  const places = searchedPlaces().map((place) => [place, place.people] as const);
  return Array.from({ length: MIX_SIZE }, () => ({
    text: random.weighted(texts),
    place: random.chance(0.5) ? random.weighted(places) : null,
    lang: random.chance(0.75) ? 'fi' : 'en',
  }));
}

export function searchBody(entry: MixEntry): string {
  return JSON.stringify({
    search: entry.text,
    location: entry.place?.name ?? '#',
    lat: entry.place?.lat ?? '#',
    lng: entry.place?.lon ?? '#',
    geoLocation: '#',
  });
}
