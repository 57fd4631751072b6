import type { TPlace } from '@fitmarket/core/api/places';
import {
  SEARCH_CANDIDATE_LIMIT,
  SEARCH_DEFAULT_RADIUS_KM,
  SEARCH_DISTRICT_RADIUS_KM,
  type TProfessionalSearchQuery,
  type TProfessionalSearchResponse,
  type TProfessionalSearchResult,
  type TSearchMapPlace,
  type TSearchMatchField,
} from '@fitmarket/core/api/search';
import type { Language } from '@fitmarket/core/language';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, type DatabaseHandle, INDEXED_PLAN_SETTINGS } from '../db/client';
import { queryRows } from '../db/rows';
import type { Geocoder } from '../platform/geocoder/geocoder';
import {
  cardFields,
  type ProfessionalCardRow,
  professionalCardSql,
} from '../shared/professional-card';
import { kmBetween, metresTo, roundKm, withinMetres } from './earth';
import { cellsAround, cellsInBox, type SearchCells } from './grid';
import { foldAccents, type TextAnalyser, type WordAnalysis } from './language/analyser';
import { isTradeWord } from './language/catalogue-terms';
import { allWordsTsQuery, anyWordTsQuery, queryWords, rankingTsQuery } from './language/query-text';
import { findPlaceInText } from './place-in-text';
import type { QualityTier, QualityTiers } from './quality-tiers';
import type { SearchCatalogue } from './suggestions';

/**
 * The marketplace search (docs/search.md): the text and filters pick a bounded candidate set
 * from the search documents (at most SEARCH_CANDIDATE_LIMIT, walked in quality order, so a broad
 * word never ranks every match), the candidates are ranked exactly (text rank, name similarity,
 * quality, distance), and one page of them is dressed as results. Three round trips whatever
 * the number of professionals, each served by an index.
 */

/** Typo-tolerant name matches added to the text's candidates (trigram strict word similarity). */
const NAME_CANDIDATE_LIMIT = 50;
/** Fewer text matches than this also look for mistyped names, if the text may be one. */
const FEW_TEXT_MATCHES = 10;
/**
 * Names like the text (`d` a document): strictly similar (pg_trgm's `<<%`, at the connections'
 * `pg_trgm.strict_word_similarity_threshold`, db/client.ts), or with words that start as the
 * text does ("Aal" → Aaltonen, "mikko virt"), which the strict similarity of a few letters
 * misses. Strict: whole words of the name, not any stretch of its letters, which made "dance" a
 * Daniel (word similarity 0.5), "martial" a Martti and "arts" an Arto; a typo of a name keeps
 * its similarity ("virtsnen" 0.5 from Virtanen, "laitnen" 0.55 from Laitinen). `similarity`
 * ranks them; a start by its word similarity ("aal" 0.75).
 */
function namesAlike(text: string): { matches: SQL; similarity: SQL } {
  // The names are kept without accents (search-document.ts).
  const folded = foldAccents(text);
  const escaped = folded.replace(/[\\%_]/g, (char) => `\\${char}`);
  // The first `like` is what the names' trigram index answers; the second keeps word starts.
  const startsAName = sql`(d.names like ${`%${escaped}%`} and (' ' || d.names) like ${`% ${escaped}%`})`;
  return {
    matches: sql`(${folded} <<% d.names or ${startsAName})`,
    similarity: sql`case when ${startsAName} then word_similarity(${folded}, d.names)
      else strict_word_similarity(${folded}, d.names) end`,
  };
}

/** Relevance halves at this distance from the searched place. */
const DISTANCE_HALF_KM = 20;
/** A place's exact test runs on at most this many times the candidates of a quality tier. */
const PLACE_TESTS = 3;
/** What a match outside the head vector (descriptions, places) adds to the text rank. */
const OTHER_FIELDS_RANK = 0.02;
/** The price filter's upper end when only a lower one is asked for (PostgreSQL's largest int). */
const NO_PRICE_BOUND = 2_147_483_647;
/** ts_rank's weights for D, C, B, A: locations, descriptions, services, names and specialities. */
const FIELD_WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';

/** Where search's queries run: the database, and its indexed-plan pool when it has one. */
export type IndexedPlanSource = Pick<DatabaseHandle, 'db' | 'indexedPlanDb' | 'indexedPlanRows'>;

export interface SearchDeps extends IndexedPlanSource {
  geocoder: Geocoder;
  analyser: TextAnalyser;
  tiers: QualityTiers;
  catalogue: SearchCatalogue;
}

export interface Origin {
  lat: number;
  lon: number;
}

export interface SearchedPlace extends Origin {
  formatted: string;
  radiusKm: number;
  fromText: boolean;
}

/** The place searched around as every search answer's `meta.location` gives it. */
export function searchedLocation(place: SearchedPlace | null) {
  return place
    ? {
        formatted: place.formatted,
        lat: place.lat,
        lon: place.lon,
        radius_km: place.radiusKm,
        from_text: place.fromText,
      }
    : null;
}

/** The place searched around: given by coordinates, by name, or named in the text. */
export async function resolvePlace(
  deps: SearchDeps,
  query: TProfessionalSearchQuery,
  words: WordAnalysis[],
  lang: Language,
): Promise<{ place: SearchedPlace | null; words: WordAnalysis[] }> {
  // A district is searched around its own centre, closer than a town (docs/geocoding.md).
  const radiusOf = (kind: TPlace['kind'] | null) =>
    query.radius_km ?? (kind === 'district' ? SEARCH_DISTRICT_RADIUS_KM : SEARCH_DEFAULT_RADIUS_KM);
  if (query.lat !== null && query.lng !== null) {
    const formatted = query.location ?? `${query.lat}, ${query.lng}`;
    return {
      place: {
        lat: query.lat,
        lon: query.lng,
        formatted,
        radiusKm: radiusOf(null),
        fromText: false,
      },
      words,
    };
  }
  if (query.location !== null) {
    const [found] = await deps.geocoder.suggest(query.location, lang, 1);
    const place = found
      ? {
          lat: found.lat,
          lon: found.lon,
          formatted: found.formatted,
          radiusKm: radiusOf(found.kind),
          fromText: false,
        }
      : null;
    return { place, words };
  }
  const named = await findPlaceInText(words, lang);
  if (!named) return { place: null, words };
  const { place } = named;
  return {
    place: {
      lat: place.lat,
      lon: place.lon,
      formatted: place.formatted,
      radiusKm: radiusOf(place.kind),
      fromText: true,
    },
    words: words.filter((_, index) => !named.wordIndexes.includes(index)),
  };
}

function earthPoint(origin: Origin): SQL {
  return sql`ll_to_earth(${origin.lat}::float8, ${origin.lon}::float8)`;
}

/**
 * The grid cells of the visible map or of the circle around the place, and those the text's GIN
 * index reads: the coarse cells over the same area when they hold few more documents than the
 * fine ones (away from cities), since each of a hundred fine cells is a key the index looks up
 * (2 ms more per scan); the fine cells then only filter the rows.
 */
export interface SearchArea {
  cells: SearchCells;
  indexCells: number[];
}

/** Coarse cells are read through the index when they hold at most this many times the documents. */
const COARSE_INDEX_RATIO = 1.25;

export function searchArea(
  query: TProfessionalSearchQuery,
  place: SearchedPlace | null,
): SearchArea | null {
  let cells: SearchCells | null = null;
  if (query.bounds) {
    const { south, west, north, east } = query.bounds;
    cells = cellsInBox(south, west, north, east);
  } else if (place) {
    cells = cellsAround(place.lat, place.lon, place.radiusKm);
  }
  return cells ? { cells, indexCells: cells.cells } : null;
}

/** The area, reading the coarse cells through the index where that costs less (above). */
async function withIndexCells(
  tiers: QualityTiers,
  area: SearchArea | null,
): Promise<SearchArea | null> {
  const coarse = area?.cells.coarse;
  if (!area || !coarse) return area;
  const [inCoarse, inFine] = await Promise.all([
    tiers.documentsIn(coarse),
    tiers.documentsIn(area.cells.cells),
  ]);
  return inCoarse <= inFine * COARSE_INDEX_RATIO ? { ...area, indexCells: coarse } : area;
}

/**
 * The filters, each a condition on a search document `d` and whether it was asked for. A price
 * range keeps those with a service in it (the prices are in the row); below a maximum alone, the
 * cheapest one says it, which its index can serve without a text. "Available" is a free slot
 * within the week, computed ahead (search/availability.ts): the last one found within a week of
 * the check has not passed.
 */
function filterTests(query: TProfessionalSearchQuery, now: Date): { asked: boolean; test: SQL }[] {
  const { price_min: min, price_max: max } = query;
  return [
    { asked: query.service !== null, test: sql`d.service_ids @> array[${query.service}::int]` },
    {
      asked: query.speciality !== null,
      test: sql`d.speciality_ids @> array[${query.speciality}::int]`,
    },
    { asked: min === null && max !== null, test: sql`d.min_price_minor <= ${max}::int` },
    {
      asked: min !== null,
      test: sql`exists (select 1 from unnest(d.service_prices) p
        where p >= ${min}::int and p <= ${max ?? NO_PRICE_BOUND}::int)`,
    },
    {
      asked: query.available,
      test: sql`exists (select 1 from search_availability a where a.user_id = d.user_id
        and a.last_free_at >= ${now.toISOString()}::timestamptz)`,
    },
    { asked: query.rating_min !== null, test: sql`d.rating >= ${query.rating_min}::float8` },
    { asked: query.language !== null, test: sql`d.languages @> array[${query.language}::text]` },
  ];
}

/**
 * Conditions on a search document `d` from the filters and the place or map area: `cheap` ones
 * on the document's own columns (the grid cells narrow a place to a box of cells), and `exact`,
 * the place's own test on the document's locations.
 *
 * With a text, every filter is in the statement whether asked for or not (`not asked or test`,
 * behind one test of whether any is, so a search without filters pays one test a row): the
 * search pool prepares each statement text once per connection, and a text per combination of
 * filters, sorts and languages made the long tail of searches hundreds of texts, each planned
 * when first met (1–2 ms; docs/performance.md "Seventh pass"). No index serves these
 * conditions, as it should not: the planner would otherwise start from, say, the speciality
 * index and test the text on each document there, reading every one from TOAST; the text's own
 * GIN bitmap reads none, and these conditions are cheap on its rows. Without a text, only the
 * asked filters are written, for their indexes. The grid cells are part of the text's GIN index
 * (with the quality tiers), so they narrow in the same index scan.
 */
function filterConditions(
  query: TProfessionalSearchQuery,
  place: SearchedPlace | null,
  area: SearchArea | null,
  withText: boolean,
  now: Date,
): { cheap: SQL[]; exact: SQL | null } {
  const tests = filterTests(query, now);
  const conditions: SQL[] = withText
    ? [
        sql`(not ${tests.some(({ asked }) => asked)}::boolean or (${sql.join(
          tests.map(({ asked, test }) => sql`(not ${asked}::boolean or ${test})`),
          sql` and `,
        )}))`,
      ]
    : tests.filter(({ asked }) => asked).map(({ test }) => test);
  let exact: SQL | null = null;
  const cells = area?.cells;
  if (area) {
    conditions.push(sql`d.grid_cells && ${intArray(area.indexCells)}`);
    // Read through the coarse cells: the fine ones filter the rows (`is true`: not in the index).
    if (area.indexCells !== area.cells.cells) {
      conditions.push(sql`(d.grid_cells && ${intArray(area.cells.cells)}) is true`);
    }
  }
  if (query.bounds) {
    const { south, west, north, east } = query.bounds;
    const inBox = sql`l.lat between ${south}::float8 and ${north}::float8
        and l.lon between ${west}::float8 and ${east}::float8`;
    if (cells) {
      // The box is on latitude and longitude, which the row's points do not give without cost.
      exact = insideOr(
        cells.inner,
        sql`coalesce((select true from search_locations l
          where l.user_id = d.user_id and ${inBox} limit 1), false)`,
      );
    } else {
      const centre = { lat: (south + north) / 2, lon: (west + east) / 2 };
      // The box's corner is at most this far from its centre: the globe index narrows, lat/lon decide.
      const reach = sql`earth_distance(${earthPoint(centre)}, ${earthPoint({ lat: north, lon: east })}) + 1000`;
      exact = sql`exists (
        select 1 from search_locations l where l.user_id = d.user_id
          and earth_box(${earthPoint(centre)}, ${reach}) @> l.point and ${inBox})`;
    }
  } else if (place) {
    const metres = place.radiusKm * 1000;
    const nearby = withinMetres(place, sql`l.point`, metres);
    if (cells) {
      // The grid narrows in the same index scan as the text; each survivor's places are then
      // measured, from the points in its row.
      exact = insideOr(
        cells.inner,
        sql`exists (select 1 from unnest(d.points) p where ${withinMetres(place, sql`p`, metres)})`,
      );
    } else {
      exact = sql`exists (
        select 1 from search_locations l where l.user_id = d.user_id
          and earth_box(${earthPoint(place)}, ${metres}::float8) @> l.point and ${nearby})`;
    }
  }
  return { cheap: conditions, exact };
}

/**
 * Whether a document `d` has a place in the circle or box: one in a cell wholly inside passes
 * without `measured` (the cells are in the row). A measuring that reads search_locations is a
 * scalar sub-query rather than EXISTS: an EXISTS beside OR may be planned as a hashed set of
 * every location that passes, a full scan.
 */
function insideOr(innerCells: readonly number[], measured: SQL): SQL {
  // Written the same with no inner cell (`&&` of none is false at once): one statement text.
  return sql`(d.grid_cells && ${intArray(innerCells)} or ${measured})`;
}

/**
 * An int[] as one parameter (drizzle spreads a JS array into one per value). An array literal
 * cast, not `string_to_array(…)`: in a prepared statement's generic plan that call is not
 * folded and ran again for every row the GIN index handed over (3 → 12 ms around Helsinki).
 */
function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.join(',')}}`}::int[]`;
}

function where(conditions: SQL[]): SQL {
  return conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** Without a text, candidates come in the order asked for, so "cheapest" means all of them. */
function candidateOrder(sort: TProfessionalSearchQuery['sort']): SQL {
  if (sort === 'rating') return sql`d.rating desc nulls last, d.rating_count desc, d.user_id`;
  if (sort === 'price') return sql`d.min_price_minor asc nulls last, d.user_id`;
  return sql`d.quality desc nulls last, d.user_id`;
}

/**
 * The page's order: the sort's own key (null for relevance, the same on every row), then
 * relevance. The keys are columns (`sortKeys`), computed once a row with the sort a parameter,
 * so all four sorts share the statement's text; the rating sort breaks ties by more reviews.
 * Distance sorts only with a place to measure from (else every distance is null).
 */
const PAGE_ORDER = sql`sort_key asc nulls last, sort_tie desc nulls last, relevance desc, user_id`;

function sortKeys(sort: TProfessionalSearchQuery['sort']): SQL {
  return sql`case ${sort}::text when 'distance' then distance_m when 'rating' then -rating
      when 'price' then min_price_minor::float8 end as sort_key,
    case when ${sort}::text = 'rating' then rating_count end as sort_tie`;
}

/**
 * Whether the text may be a (mistyped) name, so that names alike count in ranking. A text of
 * trade words alone ("jooga", "personal trainer") asks for a trade: word similarity would rank
 * every Joona first for "jooga" (half its trigrams), and it was most of ranking's cost (about
 * 6 µs a candidate, against 1 for ts_rank). A name spelt right still matches its lexemes.
 */
function mayNameSomeone(words: readonly WordAnalysis[]): boolean {
  return words.some((word) => !isTradeWord(word));
}

/** The words searched for, as one text (the answer's `meta.text`). */
export function textOf(words: readonly WordAnalysis[]): string {
  return words.map((word) => word.word).join(' ');
}

/** Whether names like the text are looked for when its words find few (trigrams need 3 letters). */
function looksForNames(words: readonly WordAnalysis[], nameLike = mayNameSomeone(words)): boolean {
  return nameLike && textOf(words).length >= 3;
}

/**
 * The query that picks and ranks the candidates and answers one page of ids with their
 * distance, the number of candidates and their order on the page (exported for the test that
 * reads its plan).
 */
export function rankingQuery(
  analyser: TextAnalyser,
  query: TProfessionalSearchQuery,
  words: WordAnalysis[],
  place: SearchedPlace | null,
  origin: Origin | null,
  tiers: readonly QualityTier[] = [],
  area: SearchArea | null = searchArea(query, place),
  now: Date = new Date(),
  namesAlone = true,
): SQL {
  // A sub-select, so the query is built once per search (an InitPlan): to_tsquery is only
  // STABLE, and written inline it was built again for every candidate ranked (300 a search).
  const tsQuery = words.length > 0 ? sql`(select ${allWordsTsQuery(analyser, words)})` : null;
  const { cheap, exact } = filterConditions(query, place, area, tsQuery !== null, now);
  const text = textOf(words);
  // Names like the text count in ranking, and are added when the words find few, only when
  // the text may name someone.
  const nameLike = mayNameSomeone(words);
  const typos = looksForNames(words, nameLike);

  // Ranked on the head vector (names, specialities, services: about 1 kB, one TOAST chunk) rather
  // than the whole document (about 4 kB, read from TOAST for every candidate it cost more than
  // the rest of the search), by each word or compound part it holds (`rankingTsQuery`). A match
  // in the descriptions or places alone counts a little.
  const headQuery = sql`(select ${rankingTsQuery(analyser, words)})`;
  const textRank = tsQuery
    ? sql`ts_rank(${FIELD_WEIGHTS}::float4[], d.head_vector, ${headQuery}) + ${OTHER_FIELDS_RANK}::float4
        ${nameLike ? sql`+ case when ${namesAlike(text).matches} then ${namesAlike(text).similarity} else 0 end` : sql``}`
    : sql`1::float4`;
  const scoredColumns = sql`d.user_id, d.quality, d.rating, d.rating_count, d.min_price_minor,
    d.points, ${textRank} as text_rank`;
  // The text's matches come from the GIN index as a bitmap, which needs no recheck (no weights
  // in the query), so the documents are never read; "+ 0" keeps the planner from walking the
  // quality index instead, which tests each document and so reads it. Only the best
  // SEARCH_CANDIDATE_LIMIT by quality are ranked. A place's exact test (each match's places)
  // runs only on a step's best PLACE_TESTS times the limit by quality, not on all of its
  // matches (a common word has thousands around Helsinki), and on those in quality order only
  // until the limit have passed. Mistyped names are looked for only when the words themselves
  // found (almost) nobody: the trigram search is costly across many names, and a found word is
  // no typo.
  const limit = SEARCH_CANDIDATE_LIMIT;
  const tested = exact ? limit * PLACE_TESTS : limit;
  // A step's best matches by quality (at most `tested`); the cells and points go along for the
  // place's test (cells wholly inside the circle pass), and where the row is (`ctid`, valid for
  // the statement's snapshot), so ranking reads the candidates' rows straight from their pages
  // rather than through the primary key (a page each instead of four).
  const matchesOf = (tier: number | null, runsIf: SQL[]) =>
    sql`select d.ctid as row_id, d.user_id, d.grid_cells, d.points from search_documents d
      ${where([
        ...runsIf,
        sql`d.document @@ (${tsQuery})`,
        ...(tier === null ? [] : [sql`d.quality_tiers @> array[${tier}]::smallint[]`]),
        ...cheap,
      ])}
      order by d.quality + 0 desc nulls last, d.user_id limit ${tested}`;
  // The first `limit` of a step passing the place (a materialized step keeps its quality order,
  // and the test stops there).
  const passingOf = (step: SQL) =>
    sql`select d.row_id, d.user_id from ${step} d ${exact ? sql`where ${exact}` : sql``} limit ${limit}`;
  // The quality tiers (quality-tiers.ts) from the top: each runs only when every tier above it
  // fell short, the last step (all matches) only when all of them did; the matches are those of
  // the step that stopped the walk. A tier falls short when fewer than the limit pass and it
  // had fewer matches than were tested: when a city just beyond the circle fills the tested
  // matches, the next tier's best would be the same rows again.
  const tierNames = tiers.map((_, index) => `tier_${index}`);
  const passing = (name: string) => sql.raw(`${name}_passing`);
  const shortIn = (name: string) =>
    sql`((select count(*) from ${passing(name)}) < ${limit} and (select count(*) from ${sql.raw(name)}) < ${tested})`;
  const stepOf = (name: string, tier: number | null, runsIf: SQL[]) =>
    sql`${sql.raw(name)} as materialized (${matchesOf(tier, runsIf)}),
        ${passing(name)} as materialized (${passingOf(sql.raw(name))}),`;
  // A later tier runs only when the first tier's passing matches, scaled by how many more
  // documents it holds, could fill it: a narrow text or strict filters skip the tiers between
  // (each a GIN scan: 3–5 ms with a small town's fine cells) for the next that could, or for all
  // matches. A skipped tier is empty, so short; the answer is the same whichever step stops the
  // walk (any step's best by quality are all matches' best), only its cost changes.
  const first = tiers[0];
  const couldFill = (tier: QualityTier) =>
    sql`(select count(*) from ${passing('tier_0')}) * ${tier.documents / Math.max(1, first?.documents ?? 1)}::float8 >= ${limit}`;
  const tierSteps = tiers.map((tier, index) =>
    stepOf(tierNames[index] ?? '', tier.step, [
      ...tierNames.slice(0, index).map(shortIn),
      ...(index > 0 ? [couldFill(tier)] : []),
    ]),
  );
  const textMatches = sql`${sql.join(
    tierNames.map(
      (name) => sql`(select row_id, user_id from ${passing(name)} where not ${shortIn(name)})`,
    ),
    sql` union all `,
  )}${tiers.length > 0 ? sql` union all ` : sql``}(select row_id, user_id from ${passing('all_matches')})`;
  const candidates = tsQuery
    ? sql`${sql.join(tierSteps, sql` `)}
          ${stepOf('all_matches', null, tierNames.map(shortIn))}
          matches as materialized (${textMatches}),
          picked as (select row_id, user_id from matches
          ${
            typos
              ? sql`union
          (select d.ctid, d.user_id from search_documents d
            ${where([
              sql`(select count(*) from matches) between ${namesAlone ? 0 : 1} and ${FEW_TEXT_MATCHES - 1}`,
              namesAlike(text).matches,
              ...cheap,
              ...(exact ? [exact] : []),
            ])}
            order by ${namesAlike(text).similarity} desc, d.user_id limit ${NAME_CANDIDATE_LIMIT})`
              : sql``
          }),
          candidates as (select ${scoredColumns} from picked p
            join search_documents d on d.ctid = p.row_id)`
    : sql`candidates as (select ${scoredColumns} from search_documents d
          ${where([...cheap, ...(exact ? [exact] : [])])}
          order by ${candidateOrder(query.sort)} limit ${SEARCH_CANDIDATE_LIMIT})`;

  // From the points in the candidate's row.
  const distance = origin
    ? sql`(select min(${metresTo(origin, sql`p`)}) from unnest(c.points) p)`
    : sql`null::float8`;
  const distanceFactor = origin
    ? sql`coalesce(1 / (1 + distance_m / ${DISTANCE_HALF_KM * 1000}::float8), 0.5)`
    : sql`1`;
  const offset = (query.page - 1) * query.per_page;

  return sql`with ${candidates},
      scored as materialized (select c.*, ${distance} as distance_m from candidates c)
      select user_id, distance_m, (count(*) over ())::int as filtered,
        row_number() over (order by ${PAGE_ORDER}) as ordinal,
        ${tsQuery ? sql`exists (select 1 from matches)` : sql`true`} as by_words
      from (
        select *, text_rank * (0.5 + quality) * ${distanceFactor} as relevance, ${sortKeys(query.sort)}
        from scored
      ) ranked
      order by ${PAGE_ORDER}
      limit ${query.per_page} offset ${offset}`;
}

/**
 * The ranking query with the page's details (pageColumns) in the same statement: one round trip
 * and one planning fewer than asking for them after.
 */
export function pageQuery(
  analyser: TextAnalyser,
  query: TProfessionalSearchQuery,
  words: WordAnalysis[],
  place: SearchedPlace | null,
  origin: Origin | null,
  tiers: readonly QualityTier[],
  area: SearchArea | null,
  lang: Language,
  now: Date = new Date(),
  namesAlone = true,
): SQL {
  const ranking = rankingQuery(analyser, query, words, place, origin, tiers, area, now, namesAlone);
  return sql`with page as materialized (${ranking})
    select p.distance_m, p.filtered, p.by_words, ${pageColumns(analyser, words, lang)}
    from page p ${pageJoins(sql`p.user_id`)} order by p.ordinal`;
}

/**
 * Runs search's queries with sequential scans ruled out. The planner does not count reading a
 * document out of line (TOAST, ~4 kB each), so for a word most documents hold it would rather
 * test every document in a full scan (seconds at 100,000) than take the GIN bitmap, which needs
 * no document at all. No parallel workers either: a search is short, and with many at once
 * the workers only compete with the other searches for the cores. On PostgreSQL search has a
 * pool whose connections have these settings; on PGlite (one session) they are set for one
 * transaction (`set_config(…, true)`).
 */
export function withIndexedPlan<T>(
  { db, indexedPlanDb }: IndexedPlanSource,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  if (indexedPlanDb) return work(indexedPlanDb);
  return db.transaction(async (tx) => {
    const settings = Object.entries(INDEXED_PLAN_SETTINGS).map(
      ([name, value]) => sql`set_config(${name}, ${value}, true)`,
    );
    await tx.execute(sql`select ${sql.join(settings, sql`, `)}`);
    return work(tx);
  });
}

interface PageRow extends ProfessionalCardRow {
  distance_m: number | null;
  filtered: number;
  /** Whether the text's words matched anyone (else the page is names like the text alone). */
  by_words: boolean;
  min_price_minor: number | null;
  currency: string;
  matches_name: boolean;
  matches_speciality: boolean;
  matches_service: boolean;
  matches_description: boolean;
  matches_location: boolean;
  specialities: { id: number; slug: string; label: string }[];
  places: { formatted: string; lat: number; lon: number }[];
}

export async function searchProfessionals(
  deps: SearchDeps,
  query: TProfessionalSearchQuery,
  lang: Language,
  now: Date = new Date(),
): Promise<TProfessionalSearchResponse> {
  return (await searchTellingHow(deps, query, lang, { now })).answer;
}

/**
 * The search, and whether its words found anyone (`byWords`): a page of names like the text
 * alone ("jooka" lists the Joonas) is what a typo also gives, so the typo correction tries first.
 * With `namesAlone` false, names like the text are added only to words that found someone, and
 * `namesLeftOut` says whether a search with them might find more: the typo correction asks for
 * them only when it corrects nothing (around Helsinki that look-up was 8 of a search's 10 ms).
 */
export async function searchTellingHow(
  deps: SearchDeps,
  query: TProfessionalSearchQuery,
  lang: Language,
  { now = new Date(), namesAlone = true }: { now?: Date; namesAlone?: boolean } = {},
): Promise<{ answer: TProfessionalSearchResponse; byWords: boolean; namesLeftOut: boolean }> {
  const allWords = query.search ? queryWords(deps.analyser, query.search) : [];
  const { place, words } = await resolvePlace(deps, query, allWords, lang);
  const origin: Origin | null =
    place ??
    (query.geoLocation ? { lat: query.geoLocation.lat, lon: query.geoLocation.lng } : null);

  const area = await withIndexCells(deps.tiers, searchArea(query, place));
  const tiers = words.length > 0 ? await deps.tiers.candidateTiers(area?.cells.cells ?? null) : [];
  const statement = pageQuery(
    deps.analyser,
    query,
    words,
    place,
    origin,
    tiers,
    area,
    lang,
    now,
    namesAlone,
  );
  // Prepared where it can be (PostgreSQL's search pool): its generic plan saves the planning.
  const rows = deps.indexedPlanRows
    ? await deps.indexedPlanRows<PageRow>(statement)
    : await withIndexedPlan(deps, (tx) => queryRows<PageRow>(tx, statement));
  const filtered = rows[0]?.filtered ?? 0;
  const results = rows.map((row) => pageResult(row, place, origin, lang));
  const lastPage = Math.max(1, Math.ceil(filtered / query.per_page));
  const from = results.length > 0 ? (query.page - 1) * query.per_page + 1 : 0;

  const answer: TProfessionalSearchResponse = {
    data: results,
    meta: {
      pagination: {
        filtered,
        total: filtered,
        per_page: query.per_page,
        current_page: query.page,
        last_page: lastPage,
        from,
        to: from > 0 ? from + results.length - 1 : 0,
      },
      places: mapPlaces(results),
      location: searchedLocation(place),
      text: textOf(words),
      dropped_words: [],
    },
  };
  const byWords = rows[0]?.by_words ?? false;
  return { answer, byWords, namesLeftOut: !namesAlone && !byWords && looksForNames(words) };
}

/**
 * The page's details of a found professional (`d` its document, `u` the user, `x` its whole
 * document): names, specialities, places, why they matched. The lists are JSON sub-queries on
 * their user-id indexes; the whole document (out of line, ~4 kB) is read once per row (`|| ''`
 * makes the copy) for its C and D weights.
 */
function pageColumns(analyser: TextAnalyser, words: WordAnalysis[], lang: Language): SQL {
  // Built once (a sub-select), not for each of the page's rows and fields.
  const anyWord =
    words.length > 0 ? sql`(select ${anyWordTsQuery(analyser, words)})` : sql`''::tsquery`;
  const text = textOf(words);
  const hasText = words.length > 0;
  const matchesIn = (vector: SQL) => (hasText ? sql`${vector} @@ (${anyWord})` : sql`false`);
  // A parameter, so both languages share the statement's text.
  const label = sql`case when ${lang}::text = 'fi' then s.label_fi else s.label_en end`;
  return sql`${professionalCardSql},
        d.min_price_minor, d.currency,
        ${matchesIn(sql`d.name_vector`)} or ${mayNameSomeone(words) ? namesAlike(text).matches : sql`false`} as matches_name,
        ${matchesIn(sql`d.speciality_vector`)} as matches_speciality,
        ${matchesIn(sql`ts_filter(d.head_vector, '{b}')`)} as matches_service,
        ${matchesIn(sql`ts_filter(x.document, '{c}')`)} as matches_description,
        ${matchesIn(sql`ts_filter(x.document, '{d}')`)} as matches_location,
        (select coalesce(json_agg(json_build_object('id', s.id, 'slug', s.slug, 'label', ${label})
            order by ps.position), '[]')
          from professional_specialities ps join specialities s on s.id = ps.speciality_id
          where ps.user_id = u.id) as specialities,
        (select coalesce(json_agg(json_build_object('formatted', l.formatted, 'lat', l.lat,
            'lon', l.lon) order by l.position, l.id), '[]')
          from professional_locations l where l.user_id = u.id) as places`;
}

/** What pageColumns reads, for the professional `userId`. */
function pageJoins(userId: SQL): SQL {
  return sql`join search_documents d on d.user_id = ${userId} join users u on u.id = ${userId}
      cross join lateral (select d.document || ''::tsvector as document offset 0) x`;
}

function pageResult(
  row: PageRow,
  place: SearchedPlace | null,
  origin: Origin | null,
  lang: Language,
): TProfessionalSearchResult {
  const places = row.places.map((location) => ({
    coordinates: { lat: location.lat, lon: location.lon },
    formatted: location.formatted,
    distance_km: origin ? roundKm(kmBetween(origin, location)) : null,
  }));
  const matches: TSearchMatchField[] = [];
  if (row.matches_name) matches.push('name');
  if (row.matches_speciality) matches.push('speciality');
  if (row.matches_service) matches.push('service');
  if (row.matches_description) matches.push('description');
  if (row.matches_location || place) matches.push('location');
  return {
    ...cardFields(row, lang),
    specialities: row.specialities,
    membership: { id: row.membershipId },
    locations: { places },
    distance_km: row.distance_m === null ? null : roundKm(row.distance_m / 1000),
    price_from:
      row.min_price_minor === null
        ? null
        : { amount_minor: row.min_price_minor, currency: row.currency },
    matches,
  };
}

/** Markers: the page's places, the professionals at the same spot grouped on one marker. */
export function mapPlaces(results: TProfessionalSearchResult[]): TSearchMapPlace[] {
  const markers = new Map<string, TSearchMapPlace>();
  for (const result of results) {
    for (const place of result.locations.places) {
      const key = `${place.coordinates.lat.toFixed(4)},${place.coordinates.lon.toFixed(4)}`;
      const marker = markers.get(key) ?? {
        coordinates: place.coordinates,
        formatted: place.formatted,
        users: [],
      };
      if (!marker.users.some((user) => user.slug === result.slug)) {
        marker.users.push({
          slug: result.slug,
          first_name: result.first_name,
          last_name: result.last_name,
          image: result.image,
          specialities: result.specialities.map((speciality) => speciality.label),
        });
      }
      markers.set(key, marker);
    }
  }
  return [...markers.values()];
}
