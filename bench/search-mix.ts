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

/** A request's filters, sort and page beside its text and place (the distinct mix). */
export interface Refinement {
  rating_min?: number;
  price_max?: number;
  available?: boolean;
  language?: string;
  sort?: 'relevance' | 'rating' | 'price' | 'distance';
  page?: number;
}

export function searchBody(entry: MixEntry & { refine?: Refinement }): string {
  return JSON.stringify({
    search: entry.text,
    location: entry.place?.name ?? '#',
    lat: entry.place?.lat ?? '#',
    lng: entry.place?.lon ?? '#',
    geoLocation: '#',
    ...entry.refine,
  });
}

/** How many requests the distinct mix holds: no two alike, so a per-process cache rarely helps. */
export const DISTINCT_MIX_SIZE = 2000;

/**
 * The long tail (issue 22): DISTINCT_MIX_SIZE different requests, texts × places × filters ×
 * sorts × pages, drawn evenly rather than by popularity, so each is asked once per pass.
 */
export function distinctMix(): (MixEntry & { refine: Refinement })[] {
  const random = createRandom(22);
  const places = [null, ...searchedPlaces()];
  const filters: Refinement[] = [
    {},
    {},
    { rating_min: 4 },
    { price_max: 6000 },
    { available: true },
    { language: 'en' },
    { rating_min: 4.5, price_max: 8000 },
  ];
  const sorts: Refinement['sort'][] = ['relevance', 'relevance', 'rating', 'price', 'distance'];
  const seen = new Set<string>();
  const mix: (MixEntry & { refine: Refinement })[] = [];
  while (mix.length < DISTINCT_MIX_SIZE) {
    const place = random.pick(places);
    const sort = random.pick(sorts);
    const entry = {
      text: random.pick(TEXTS),
      place,
      lang: random.chance(0.75) ? ('fi' as const) : ('en' as const),
      refine: {
        ...random.pick(filters),
        // Distance needs a place to measure from.
        ...(sort === 'distance' && !place ? {} : { sort }),
        page: random.chance(0.8) ? 1 : random.chance(0.5) ? 2 : 3,
      },
    };
    const key = `${entry.lang} ${searchBody(entry)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    mix.push(entry);
  }
  return mix;
}
