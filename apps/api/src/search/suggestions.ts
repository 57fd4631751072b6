import type { TPlace } from '@fitmarket/core/api/places';
import {
  PLACE_SUGGESTION_MIN_LETTERS,
  PLACE_SUGGESTIONS,
  SUGGESTIONS_PER_GROUP,
  type TSearchSuggestions,
} from '@fitmarket/core/api/search';
import type { Language } from '@fitmarket/core/language';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';
import { queryRows } from '../db/rows';
import { services, specialities } from '../db/schema';
import type { Geocoder } from '../platform/geocoder/geocoder';
import { GeocoderUnavailableError } from '../platform/geocoder/nominatim-geocoder';
import { createRefreshingCache } from '../platform/refreshing-cache';
import { foldAccents, type TextAnalyser } from './language/analyser';

/**
 * Suggestions for the search field, one request per debounced keystroke: specialities and
 * services from the catalogue (a few dozen entries, kept in memory with their analysed
 * lexemes, so "joogaa", "harjoittelu" and "physio" find theirs), professionals by the start of
 * a name through the trigram index, towns and districts by the start of the last word.
 */

/** The catalogue changes only with a release or staff edits; a minute old is fine. */
const CATALOGUE_TTL_MS = 60_000;
/** Below this many letters a name prefix would match too many (and trigrams cannot help). */
const NAME_PREFIX_MIN_LENGTH = 3;

interface CatalogueEntry {
  id: number;
  parentId: number | null;
  slug: string;
  labels: Record<Language, string>;
  lexemes: string[];
}

interface Catalogue {
  specialities: CatalogueEntry[];
  services: CatalogueEntry[];
}

async function loadCatalogue(db: Database, analyser: TextAnalyser): Promise<Catalogue> {
  const entry = (row: {
    id: number;
    parentId: number | null;
    slug: string;
    labelEn: string;
    labelFi: string;
  }): CatalogueEntry => ({
    id: row.id,
    parentId: row.parentId,
    slug: row.slug,
    labels: { en: row.labelEn, fi: row.labelFi },
    lexemes: analyser.documentLexemes(`${row.labelEn} ${row.labelFi}`).map(foldAccents),
  });
  const specialityRows = await db
    .select({
      id: specialities.id,
      parentId: sql<null>`null`,
      slug: specialities.slug,
      labelEn: specialities.labelEn,
      labelFi: specialities.labelFi,
    })
    .from(specialities);
  const serviceRows = await db
    .select({
      id: services.id,
      parentId: services.parentId,
      slug: services.slug,
      labelEn: services.labelEn,
      labelFi: services.labelFi,
    })
    .from(services);
  return { specialities: specialityRows.map(entry), services: serviceRows.map(entry) };
}

/** The catalogue with its lexemes, read at most once a minute (a reload does not hold anyone up). */
export interface SearchCatalogue {
  get(): Promise<Catalogue>;
}

export function createSearchCatalogue(
  db: Database,
  analyser: TextAnalyser,
  onError: (error: unknown) => void = () => {},
): SearchCatalogue {
  const catalogues = createRefreshingCache({
    ttlMs: CATALOGUE_TTL_MS,
    maxEntries: 1,
    load: (_key: 'catalogue') => loadCatalogue(db, analyser),
    onError,
  });
  return { get: () => catalogues.get('catalogue') };
}

interface CatalogueDeps {
  analyser: TextAnalyser;
  catalogue: SearchCatalogue;
}

/** Each word of a text with its base forms, accents aside: what catalogue entries must start. */
function wordFormsOf(analyser: TextAnalyser, text: string): string[][] {
  return analyser
    .words(text)
    .map((word) => [...new Set([word, ...analyser.analyseWord(word).forms])].map(foldAccents));
}

/**
 * Whether a word (any of its forms) meets one of the entry's lexemes: it starts one ("joog",
 * "harjoittelu"), or one of 4+ letters starts it (the English stem "train" in "trainer").
 */
function wordMeets(entry: CatalogueEntry, forms: string[]): boolean {
  return forms.some((form) =>
    entry.lexemes.some(
      (lexeme) => lexeme.startsWith(form) || (lexeme.length >= 4 && form.startsWith(lexeme)),
    ),
  );
}

/** Every word typed is the start of one of the entry's lexemes, as typed or as a base form. */
function startsLexemes(entry: CatalogueEntry, wordForms: string[][]): boolean {
  return wordForms.every((forms) =>
    forms.some((form) => entry.lexemes.some((lexeme) => lexeme.startsWith(form))),
  );
}

/** How many of the words typed meet the entry (wordMeets). */
function wordsMet(entry: CatalogueEntry, wordForms: string[][]): number {
  return wordForms.reduce((met, forms) => met + (wordMeets(entry, forms) ? 1 : 0), 0);
}

/**
 * The entries for the words typed: those every word meets; when none, with several words
 * ("jooga turussa", "personal trainer Tampere"), those most of the words meet, so a place or a
 * name beside a speciality still suggests it.
 */
function matching(
  entries: CatalogueEntry[],
  wordForms: string[][],
  lang: Language,
  typed: string,
): CatalogueEntry[] {
  const scored = entries
    .map((entry) => ({ entry, met: wordsMet(entry, wordForms) }))
    .filter(({ met }) => met > 0);
  const best = Math.max(0, ...scored.map(({ met }) => met));
  const enough = wordForms.length > 1 ? best : wordForms.length;
  const found = scored.filter(({ met }) => met === enough).map(({ entry }) => entry);
  // The label in the visitor's language starting with what they typed first.
  const startsLabel = (entry: CatalogueEntry) =>
    foldAccents(entry.labels[lang].toLowerCase()).startsWith(typed) ? 0 : 1;
  return found
    .sort((a, b) => startsLabel(a) - startsLabel(b) || a.labels[lang].localeCompare(b.labels[lang]))
    .slice(0, SUGGESTIONS_PER_GROUP);
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The best listed professionals by quality whose names are tested first, read from the quality
 * index alone (it includes `names`): a common start ("lau", "nie", one name in fifty) finds its
 * five among them at once; a rarer one, and the catalogue words most keystrokes are, go to the
 * trigram index after a walk this short (0.4 ms). Measured over the benchmark's keystrokes at
 * 100,000 professionals: p50 1.1 ms, p95 1.6–2.0 ms, against 0.5–0.7 and 2.7–3.1 ms with the
 * trigram index alone (a common start read 2,000 rows from the table there, 15 ms); a walk of
 * 2,000 cost every miss 1.5 ms (p50 2.0 ms).
 */
const NAME_WALK = 500;

/**
 * Listed professionals whose names have a word starting with each word typed, in any order
 * ("virt", "aino mäk", "makela aino"), best quality first. First the NAME_WALK best documents
 * are tested in quality order (an index-only walk that stops at the fifth match); only
 * when they hold fewer than five does the trigram index find them all: each word of 3+ letters
 * a regular expression it can read (several are an AND of bitmaps), shorter ones only filtering
 * its rows (`is true`: for a word of one or two letters the index would be read whole). With no
 * word that long, the whole text as one phrase ("ai vi") when it has 3 letters.
 */
export function professionalsNamedQuery(typed: string): SQL | null {
  const words = typed.split(' ').filter((word) => word !== '');
  const startsWord = (text: string) => sql`d.names ~ ${`(^| )${escapeRegex(text)}`}`;
  const long = words.filter((word) => word.length >= NAME_PREFIX_MIN_LENGTH);
  const indexed =
    long.length > 0
      ? long.map(startsWord)
      : typed.replace(/\s/g, '').length >= NAME_PREFIX_MIN_LENGTH
        ? [startsWord(typed)]
        : [];
  if (indexed.length === 0) return null;
  const filtered =
    long.length > 0
      ? words
          .filter((word) => word.length < NAME_PREFIX_MIN_LENGTH)
          .map((word) => sql`(${startsWord(word)}) is true`)
      : [];
  const named = sql.join([...indexed, ...filtered], sql` and `);
  // The fallback: "+ 0" keeps the planner from walking the quality index (testing every name
  // when few start so), and `rating` (not in that index) from reading the names out of it
  // whole; the trigram bitmap is left, which reads only the names that match.
  return sql`with walked as materialized (
        select d.user_id, d.quality from (select s.user_id, s.quality, s.names
          from search_documents s order by s.quality desc nulls last, s.user_id
          limit ${NAME_WALK}) d
        where ${named} limit ${SUGGESTIONS_PER_GROUP}),
      best as (
        select user_id, quality from walked
        where (select count(*) from walked) >= ${SUGGESTIONS_PER_GROUP}
        union all
        (select d.user_id, d.quality from search_documents d
          where ${named} and d.rating is distinct from -1
            and (select count(*) from walked) < ${SUGGESTIONS_PER_GROUP}
          order by d.quality + 0 desc nulls last, d.user_id
          limit ${SUGGESTIONS_PER_GROUP}))
      select u.slug, u.first_name, u.last_name, u.image
      from best join users u on u.id = best.user_id
      where u.slug is not null
      order by best.quality desc nulls last, best.user_id`;
}

type NamedRow = { slug: string; first_name: string; last_name: string; image: string | null };

/**
 * Prepared on PostgreSQL's search pool with its generic plan (db/prepared-statements.ts): the
 * statement itself chooses between the walk and the trigram index (the walk's count), so the
 * plan is the same whatever is typed, and planning was half of its time. Over the benchmark's
 * 3,148 keystrokes at 100,000 professionals: p50 0.95 → 0.54 ms, p95 1.35 → 0.65 ms, the same
 * rows. (Prepared with PostgreSQL's default of five custom plans first, it measured no faster.)
 */
async function professionalsNamed(
  database: Pick<DatabaseHandle, 'db' | 'indexedPlanRows'>,
  typed: string,
) {
  const query = professionalsNamedQuery(typed);
  if (!query) return [];
  return database.indexedPlanRows
    ? database.indexedPlanRows<NamedRow>(query)
    : queryRows<NamedRow>(database.db, query);
}

/**
 * Towns and districts whose name starts with the last word typed ("hieroja Kall" → "Kallio,
 * Helsinki"), not postal areas. An HTTP geocoder that does not answer leaves them out: the
 * other suggestions still help.
 */
async function placesForLastWord(geocoder: Geocoder, q: string, lang: Language): Promise<TPlace[]> {
  const last = q.trim().split(/\s+/).at(-1) ?? '';
  if ((last.match(/\p{L}/gu) ?? []).length < PLACE_SUGGESTION_MIN_LETTERS) return [];
  try {
    // Towns come before districts, and districts before postal areas: a few more to filter.
    const places = await geocoder.suggest(last, lang, PLACE_SUGGESTIONS * 3);
    return places.filter((place) => place.kind !== 'postal_area').slice(0, PLACE_SUGGESTIONS);
  } catch (error) {
    if (error instanceof GeocoderUnavailableError) return [];
    throw error;
  }
}

export async function suggest(
  { analyser, catalogue: catalogues, geocoder }: CatalogueDeps & { geocoder: Geocoder },
  database: Pick<DatabaseHandle, 'db' | 'indexedPlanRows'>,
  q: string,
  lang: Language,
): Promise<TSearchSuggestions> {
  const typed = foldAccents(q.toLowerCase()).replace(/\s+/g, ' ').trim();
  const wordForms = wordFormsOf(analyser, q);
  const catalogue = await catalogues.get();
  const label = (entry: CatalogueEntry) => entry.labels[lang];

  const professionals = await professionalsNamed(database, typed);
  const places = await placesForLastWord(geocoder, q, lang);

  return {
    specialities: matching(catalogue.specialities, wordForms, lang, typed).map((entry) => ({
      id: entry.id,
      slug: entry.slug,
      label: label(entry),
    })),
    services: matching(catalogue.services, wordForms, lang, typed).map((entry) => ({
      id: entry.id,
      parent_id: entry.parentId,
      slug: entry.slug,
      label: label(entry),
    })),
    professionals,
    places,
  };
}

/**
 * The specialities and services a text names, as the suggestions find them ("jooga",
 * "hierontaa"): the services include the sub-services of a matching main service.
 */
export async function catalogueMatching(
  { analyser, catalogue: catalogues }: CatalogueDeps,
  text: string,
): Promise<{ specialityIds: number[]; serviceIds: number[] }> {
  const wordForms = wordFormsOf(analyser, text);
  if (wordForms.length === 0) return { specialityIds: [], serviceIds: [] };
  const catalogue = await catalogues.get();
  const mainIds = new Set<number>();
  const serviceIds = new Set<number>();
  for (const entry of catalogue.services) {
    if (!startsLexemes(entry, wordForms)) continue;
    serviceIds.add(entry.id);
    if (entry.parentId === null) mainIds.add(entry.id);
  }
  for (const entry of catalogue.services) {
    if (entry.parentId !== null && mainIds.has(entry.parentId)) serviceIds.add(entry.id);
  }
  return {
    specialityIds: catalogue.specialities
      .filter((entry) => startsLexemes(entry, wordForms))
      .map((entry) => entry.id),
    serviceIds: [...serviceIds],
  };
}
