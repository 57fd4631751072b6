import { z } from 'zod';
import { ZIsoDateSchema } from './dates';
import { pageQueryShape } from './envelope';

/**
 * The back-office search statistics (SPEC §2 back-office 9, §3 "Search statistic", §7
 * GET /statistics/search): every marketplace search, newest first, and a summary of a range.
 */

/** A summary covers at most this many days, so one request never reads years of searches. */
export const SEARCH_STATISTICS_MAX_DAYS = 366;
/** Without a range the summary covers the last this many days, today included. */
export const SEARCH_STATISTICS_DEFAULT_DAYS = 30;
/** How many terms and places each top list holds. */
export const SEARCH_STATISTICS_TOP = 10;
/** How many of the most searched places the summary puts on the map. */
export const SEARCH_STATISTICS_MAP_PLACES = 200;

const ZDaySchema = ZIsoDateSchema;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
}

/** `from` and `to` are UTC days, both included; either may be left out. */
const ZDayRangeSchema = z.object({
  from: ZDaySchema.optional(),
  to: ZDaySchema.optional(),
});
const rangeInOrder = (range: { from?: string; to?: string }) =>
  !range.from || !range.to || range.from <= range.to;

/** GET /v1/admin/statistics/search/export.csv: the range's searches as CSV, newest first. */
export const ZSearchStatisticsExportQuerySchema = ZDayRangeSchema.refine(rangeInOrder, {
  message: 'from after to',
  path: ['to'],
});

export const ZSearchStatisticsQuerySchema = ZDayRangeSchema.extend({
  ...pageQueryShape,
}).refine(rangeInOrder, { message: 'from after to', path: ['to'] });
export type TSearchStatisticsQuery = z.input<typeof ZSearchStatisticsQuerySchema>;

const ZCoordsSchema = z.object({ lat: z.number(), lon: z.number() });

/** SPEC §3 "Search statistic" plus what the log also knows. */
export const ZSearchStatisticSchema = z.object({
  id: z.number().int(),
  /** As typed; empty when only a place or filters were searched. */
  search: z.string(),
  location_formatted: z.string().nullable(),
  /** ISO timestamp. */
  created: z.string(),
  /** The visitor's own position, when shared ("use my location"). */
  geolocation_coords: ZCoordsSchema.nullable(),
  /** The place searched around, given or understood from the text. */
  location_coords: ZCoordsSchema.nullable(),
  language: z.string(),
  result_count: z.number().int(),
  /** Words of the text the search left out: nobody had them with the rest ("teacher"). */
  dropped_words: z.array(z.string()),
});
export type TSearchStatistic = z.infer<typeof ZSearchStatisticSchema>;

export const ZSearchStatisticsSummaryQuerySchema = ZDayRangeSchema.refine(rangeInOrder, {
  message: 'from after to',
  path: ['to'],
}).refine(
  (range) =>
    !range.from || !range.to || daysBetween(range.from, range.to) <= SEARCH_STATISTICS_MAX_DAYS,
  { message: `at most ${SEARCH_STATISTICS_MAX_DAYS} days`, path: ['from'] },
);
export type TSearchStatisticsSummaryQuery = z.input<typeof ZSearchStatisticsSummaryQuerySchema>;

/** For the statistics page's chart and top lists; terms are lower-cased and trimmed. */
export const ZSearchStatisticsSummarySchema = z.object({
  from: ZDaySchema,
  to: ZDaySchema,
  searches: z.number().int(),
  zero_results: z.number().int(),
  /** Every day of the range, days without searches included. */
  per_day: z.array(
    z.object({ day: ZDaySchema, searches: z.number().int(), zero_results: z.number().int() }),
  ),
  top_terms: z.array(z.object({ term: z.string(), searches: z.number().int() })),
  top_places: z.array(z.object({ place: z.string(), searches: z.number().int() })),
  /** What people looked for and did not find: missing supply, or words search does not know. */
  top_zero_result_terms: z.array(z.object({ term: z.string(), searches: z.number().int() })),
  /** The words searches most often left out: words people use that no profile has. */
  top_dropped_words: z.array(z.object({ word: z.string(), searches: z.number().int() })),
  /** The most searched places with their coordinates, for the map. */
  map_places: z.array(
    z.object({ place: z.string(), lat: z.number(), lon: z.number(), searches: z.number().int() }),
  ),
});
export type TSearchStatisticsSummary = z.infer<typeof ZSearchStatisticsSummarySchema>;
