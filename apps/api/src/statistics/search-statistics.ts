import { pagination, type TPagination } from '@fitmarket/core/api/envelope';
import {
  SEARCH_STATISTICS_DEFAULT_DAYS,
  SEARCH_STATISTICS_MAP_PLACES,
  SEARCH_STATISTICS_MAX_DAYS,
  SEARCH_STATISTICS_TOP,
  type TSearchStatistic,
  type TSearchStatisticsSummary,
} from '@fitmarket/core/api/search-statistics';
import { and, desc, gte, lt, type SQL, sql } from 'drizzle-orm';
import { CSV_BATCH_SIZE, type CsvValue, keysetBatches } from '../csv/csv-export';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { searchLogs } from '../db/schema';

/**
 * The back-office search statistics over `search_logs` (search/search-log.ts writes them). Every
 * query reads a range of `created_at` through an index: the log grows with every search.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(day) + days * DAY_MS));
const nextDay = (day: string) => addDays(day, 1);

/** `from` and `to` are UTC days, both included. */
function inRange(from: string | undefined, to: string | undefined): SQL | undefined {
  return and(
    from ? gte(searchLogs.createdAt, new Date(from)) : undefined,
    to ? lt(searchLogs.createdAt, new Date(nextDay(to))) : undefined,
  );
}

export async function listSearchLogs(
  db: Database,
  range: { from?: string; to?: string },
  page: number,
  perPage: number,
): Promise<{ data: TSearchStatistic[]; meta: { pagination: TPagination } }> {
  const where = inRange(range.from, range.to);
  const rows = await db
    .select()
    .from(searchLogs)
    .where(where)
    .orderBy(desc(searchLogs.createdAt), desc(searchLogs.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(searchLogs)
    .where(where);
  const coords = (lat: number | null, lon: number | null) =>
    lat === null || lon === null ? null : { lat, lon };
  return {
    data: rows.map((row) => ({
      id: row.id,
      search: row.search,
      location_formatted: row.locationFormatted,
      created: row.createdAt.toISOString(),
      geolocation_coords: coords(row.userLat, row.userLon),
      location_coords: coords(row.lat, row.lon),
      language: row.language,
      result_count: row.resultCount,
      dropped_words: row.droppedWords,
    })),
    meta: { pagination: pagination(counted?.total ?? 0, page, perPage, rows.length) },
  };
}

interface DayRow {
  day: string;
  searches: number;
  zero_results: number;
}

/** The summary's queries over one range of days (exported for the test that reads their plans). */
export function summaryQueries(from: string, to: string) {
  const where = sql`created_at >= ${new Date(from).toISOString()}::timestamptz
    and created_at < ${new Date(nextDay(to)).toISOString()}::timestamptz`;
  const term = sql`lower(trim(search))`;
  const top = (column: SQL, extra: SQL) =>
    sql`select ${column} as value, count(*)::int as searches from search_logs
      where ${where} and ${extra} group by 1
      order by searches desc, value limit ${SEARCH_STATISTICS_TOP}`;
  return {
    perDay: sql`select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(l.searches, 0)::int as searches,
        coalesce(l.zero_results, 0)::int as zero_results
      from generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
      left join (
        select (created_at at time zone 'UTC')::date as day, count(*) as searches,
          count(*) filter (where result_count = 0) as zero_results
        from search_logs where ${where} group by 1
      ) l on l.day = d.day::date
      order by d.day`,
    topTerms: top(term, sql`${term} <> ''`),
    topPlaces: top(sql`location_formatted`, sql`location_formatted is not null`),
    topZeroResultTerms: top(term, sql`${term} <> '' and result_count = 0`),
    // `cardinality(…) > 0` is the condition of search_logs_dropped_idx, which answers this.
    topDroppedWords: sql`select w.word as value, count(*)::int as searches
      from search_logs, unnest(dropped_words) as w(word)
      where ${where} and cardinality(dropped_words) > 0 group by 1
      order by searches desc, value limit ${SEARCH_STATISTICS_TOP}`,
    mapPlaces: sql`select location_formatted as place, avg(lat)::float8 as lat, avg(lon)::float8 as lon,
        count(*)::int as searches
      from search_logs
      where ${where} and location_formatted is not null and lat is not null and lon is not null
      group by 1 order by searches desc, place limit ${SEARCH_STATISTICS_MAP_PLACES}`,
  };
}

/** Searches per day and the top terms, places and zero-result terms of a range (default: 30 days). */
export async function summariseSearchLogs(
  db: Database,
  range: { from?: string; to?: string },
  now = new Date(),
): Promise<TSearchStatisticsSummary> {
  const today = dayOf(now);
  // A range open at one end: up to today (within the longest range), or the default length.
  const earliest = (a: string, b: string) => (a < b ? a : b);
  const to =
    range.to ??
    (range.from
      ? earliest(
          range.from > today ? range.from : today,
          addDays(range.from, SEARCH_STATISTICS_MAX_DAYS - 1),
        )
      : today);
  const from = range.from ?? addDays(to, -(SEARCH_STATISTICS_DEFAULT_DAYS - 1));
  const queries = summaryQueries(from, to);
  const days = await queryRows<DayRow>(db, queries.perDay);
  const top = (query: SQL) => queryRows<{ value: string; searches: number }>(db, query);
  const topTerms = await top(queries.topTerms);
  const topPlaces = await top(queries.topPlaces);
  const zeroTerms = await top(queries.topZeroResultTerms);
  const droppedWords = await top(queries.topDroppedWords);
  const mapPlaces = await queryRows<{ place: string; lat: number; lon: number; searches: number }>(
    db,
    queries.mapPlaces,
  );

  return {
    from,
    to,
    searches: days.reduce((sum, day) => sum + day.searches, 0),
    zero_results: days.reduce((sum, day) => sum + day.zero_results, 0),
    per_day: days,
    top_terms: topTerms.map((row) => ({ term: row.value, searches: row.searches })),
    top_places: topPlaces.map((row) => ({ place: row.value, searches: row.searches })),
    top_zero_result_terms: zeroTerms.map((row) => ({ term: row.value, searches: row.searches })),
    top_dropped_words: droppedWords.map((row) => ({ word: row.value, searches: row.searches })),
    map_places: mapPlaces,
  };
}

/** The CSV export's columns: SPEC §3 "Search statistic" and what the log also knows. */
export const SEARCH_LOG_CSV_HEADER = [
  'id',
  'created',
  'search',
  'location_formatted',
  'location_lat',
  'location_lon',
  'user_lat',
  'user_lon',
  'language',
  'result_count',
  'dropped_words',
];

/**
 * Every search of a range, newest first, in keyset batches over `search_logs_created_idx`.
 * The cursor carries `created_at` as text: a JavaScript Date would drop its microseconds and
 * the next batch would skip or repeat rows.
 */
export function searchLogCsvRows(
  db: Database,
  range: { from?: string; to?: string },
): AsyncIterable<CsvValue[][]> {
  async function* batches() {
    for await (const rows of keysetBatches((after: { cursor: string; id: number } | null) =>
      db
        .select({
          id: searchLogs.id,
          cursor: sql<string>`${searchLogs.createdAt}::text`,
          createdAt: searchLogs.createdAt,
          search: searchLogs.search,
          location: searchLogs.locationFormatted,
          lat: searchLogs.lat,
          lon: searchLogs.lon,
          userLat: searchLogs.userLat,
          userLon: searchLogs.userLon,
          language: searchLogs.language,
          resultCount: searchLogs.resultCount,
          droppedWords: searchLogs.droppedWords,
        })
        .from(searchLogs)
        .where(
          and(
            inRange(range.from, range.to),
            after
              ? sql`(${searchLogs.createdAt}, ${searchLogs.id}) < (${after.cursor}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(desc(searchLogs.createdAt), desc(searchLogs.id))
        .limit(CSV_BATCH_SIZE),
    )) {
      yield rows.map((row) => [
        row.id,
        row.createdAt,
        row.search,
        row.location,
        row.lat,
        row.lon,
        row.userLat,
        row.userLon,
        row.language,
        row.resultCount,
        // Words are single tokens of the search text: a space keeps them one cell.
        row.droppedWords.join(' '),
      ]);
    }
  }
  return batches();
}
