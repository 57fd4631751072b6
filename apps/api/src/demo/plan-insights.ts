import type { Language } from '@fitmarket/core/language';
import { CITIES } from './places';
import type { PlannedProfessional } from './plan-marketplace';
import { createRandom } from './random';

/**
 * What the back-office's insights pages read on a fresh demo: marketplace searches over the
 * last weeks (statistics, the dashboard's searches today) and the professionals' affiliate
 * partners with their discount codes. A generator of its own, so the rest of the demo stays as
 * it was.
 */
const INSIGHTS_SEED = 2028;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Searches go back this many days, today included. */
export const DEMO_SEARCH_DAYS = 35;

/**
 * What visitors type, in both languages, with how often; `found: false` finds nobody;
 * `dropped`: the words the search leaves out, as nobody has them with the rest.
 */
const QUERIES: readonly {
  text: string;
  language: Language;
  weight: number;
  found: boolean;
  dropped?: readonly string[];
}[] = [
  { text: 'personal trainer', language: 'en', weight: 14, found: true },
  { text: 'personal trainer', language: 'fi', weight: 10, found: true },
  { text: 'jooga', language: 'fi', weight: 12, found: true },
  { text: 'yoga', language: 'en', weight: 6, found: true },
  { text: 'pilates', language: 'fi', weight: 8, found: true },
  { text: 'hieroja', language: 'fi', weight: 9, found: true },
  { text: 'urheiluhieronta', language: 'fi', weight: 4, found: true },
  { text: 'fysioterapeutti', language: 'fi', weight: 7, found: true },
  { text: 'ravintovalmentaja', language: 'fi', weight: 6, found: true },
  { text: 'nutrition coach', language: 'en', weight: 3, found: true },
  { text: 'juoksuvalmennus', language: 'fi', weight: 4, found: true },
  { text: 'kahvakuula', language: 'fi', weight: 3, found: true },
  { text: 'mindfulness', language: 'en', weight: 3, found: true },
  { text: 'raskausjooga', language: 'fi', weight: 2, found: true },
  { text: 'painonpudotus', language: 'fi', weight: 5, found: true },
  { text: '', language: 'fi', weight: 8, found: true },
  { text: 'kalliokiipeily', language: 'fi', weight: 3, found: false },
  { text: 'padel valmentaja', language: 'fi', weight: 3, found: false },
  { text: 'aerial yoga', language: 'en', weight: 2, found: false },
  { text: 'ratsastus', language: 'fi', weight: 2, found: false },
  { text: 'vauvauinti', language: 'fi', weight: 2, found: false },
  { text: 'pilates ohjaaja', language: 'fi', weight: 2, found: true, dropped: ['ohjaaja'] },
  { text: 'yoga teacher', language: 'en', weight: 2, found: true, dropped: ['teacher'] },
];

export interface PlannedSearch {
  search: string;
  locationFormatted: string | null;
  lat: number | null;
  lon: number | null;
  userLat: number | null;
  userLon: number | null;
  language: Language;
  resultCount: number;
  droppedWords: string[];
  createdAt: Date;
}

export interface PlannedAffiliate {
  /** Index into the professionals. */
  professional: number;
  /** Index into AFFILIATE_PARTNERS. */
  partner: number;
  code: string;
  createdAt: Date;
}

/** Made-up Finnish businesses that give professionals discount codes for their clients. */
export const AFFILIATE_PARTNERS = [
  { name: 'Urheiluaitta Oy', website: 'https://urheiluaitta.example', prefix: 'AITTA' },
  { name: 'Voimaravinto', website: 'https://voimaravinto.example', prefix: 'VOIMA' },
  { name: 'Joogatarvike.fi', website: 'https://joogatarvike.example', prefix: 'JOOGA' },
  { name: 'Kuntokeskus Liikkuja', website: 'https://liikkuja.example', prefix: 'LIIKU' },
] as const;

const city = (name: string) => {
  const found = CITIES.find((entry) => entry.name === name);
  if (!found) throw new Error(`no demo city ${name}`);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    name,
    lat: mean(found.streets.map((street) => street.lat)),
    lon: mean(found.streets.map((street) => street.lon)),
  };
};

/** Letters a code may hold: ä and ö lose their dots, anything else goes. */
const codePart = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();

export function planInsights(now: Date, professionals: readonly PlannedProfessional[]) {
  const random = createRandom(INSIGHTS_SEED);
  const places = CITIES.map((entry) => [city(entry.name), entry.weight] as const);
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  const searches: PlannedSearch[] = [];
  for (let daysAgo = DEMO_SEARCH_DAYS - 1; daysAgo >= 0; daysAgo--) {
    // Busier lately (the marketplace grows) and on weekdays.
    const day = new Date(midnight - daysAgo * DAY_MS);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    const count = Math.round((6 + (DEMO_SEARCH_DAYS - daysAgo) / 3) * (weekend ? 0.6 : 1));
    for (let index = 0; index < count; index++) {
      // Today's searches happened before now.
      const dayLength = daysAgo === 0 ? now.getTime() - midnight : DAY_MS;
      const createdAt = new Date(day.getTime() + Math.floor(random.next() * dayLength));
      const query = random.weighted(QUERIES.map((entry) => [entry, entry.weight] as const));
      const place = random.chance(0.75) ? random.weighted(places) : null;
      const nearby = place && random.chance(0.15);
      searches.push({
        search: query.text,
        locationFormatted: place?.name ?? null,
        lat: place?.lat ?? null,
        lon: place?.lon ?? null,
        userLat: nearby ? place.lat + (random.next() - 0.5) / 50 : null,
        userLon: nearby ? place.lon + (random.next() - 0.5) / 25 : null,
        language: query.language,
        resultCount: query.found ? random.int(place ? 1 : 4, place ? 12 : 40) : 0,
        droppedWords: [...(query.dropped ?? [])],
        createdAt,
      });
    }
  }

  const affiliates: PlannedAffiliate[] = [];
  professionals.forEach((professional, index) => {
    if (!professional.published || professional.blockReason !== null || !random.chance(0.3)) {
      return;
    }
    const partners = random.sample(
      AFFILIATE_PARTNERS.map((_, partner) => partner),
      random.int(1, 2),
    );
    for (const partner of partners) {
      const prefix = AFFILIATE_PARTNERS[partner]?.prefix ?? 'FIT';
      affiliates.push({
        professional: index,
        partner,
        code: `${prefix}-${codePart(professional.firstName)}${random.pick([10, 15, 20])}-${index}`,
        createdAt: new Date(
          Math.max(professional.createdAt.getTime(), now.getTime() - random.int(1, 60) * DAY_MS),
        ),
      });
    }
  });

  return { searches, affiliates };
}
