import { sql } from 'drizzle-orm';
import {
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** PostgreSQL's full-text document type; written and read only in SQL (search/). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A point on the globe as earthdistance stores it (`ll_to_earth(lat, lon)`), written in SQL. */
export const earthPoint = customType<{ data: string }>({ dataType: () => 'cube' });

/**
 * What search reads about a professional customers may see (published, not blocked), one row
 * each, rebuilt in the same transaction as any change to its inputs (search/search-document.ts,
 * docs/search.md). Unlisted professionals have no row, so the marketplace never sees them.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Weighted lexemes: A names and specialities (en and fi), B services with their
     * descriptions, C descriptions (en and fi), D location names. Analysed text (Voikko base
     * forms and compound parts, accent-free forms, synonyms) plus PostgreSQL's `english` stems.
     */
    document: tsvector('document').notNull(),
    /**
     * The A and B lexemes alone (names, specialities, services), for ranking: a quarter of the
     * `document`, which ranking candidates then never reads. The table keeps rows small
     * (`toast_tuple_target = 256`, migration 0009): the vectors live out of line.
     */
    headVector: tsvector('head_vector').notNull().default(sql`''::tsvector`),
    /** The name's and the specialities' lexemes alone, to say which field matched (`matches`). */
    nameVector: tsvector('name_vector').notNull(),
    specialityVector: tsvector('speciality_vector').notNull(),
    /** "first last slug", lower-case without accents: trigram typo and prefix matching. */
    names: text('names').notNull(),
    /**
     * A static order for broad queries (membership weight times a rating that needs reviews to
     * stray from the average): candidates are read best first and the walk stops early.
     */
    quality: real('quality').notNull(),
    /**
     * Every quality step the row reaches (search/quality-tiers.ts): with the document in one GIN
     * index, "jooga and quality at least 0.85" is one index scan, so a broad word's best
     * candidates are found without reading all its matches.
     */
    qualityTiers: smallint('quality_tiers').array().notNull().default(sql`'{}'::smallint[]`),
    rankingWeight: real('ranking_weight').notNull(),
    membershipId: smallint('membership_id').notNull(),
    rating: doublePrecision('rating'),
    ratingCount: integer('rating_count').notNull(),
    /** The cheapest service in minor units, in `currency`; null without services. */
    minPriceMinor: integer('min_price_minor'),
    /**
     * Every service's price in minor units (`STORAGE MAIN`, in the row: the price filter tests
     * it on each candidate): a price range keeps those with a service in it.
     */
    servicePrices: integer('service_prices').array().notNull().default(sql`'{}'::int[]`),
    currency: text('currency').notNull(),
    languages: text('languages').array().notNull(),
    specialityIds: integer('speciality_ids').array().notNull(),
    /** Offered services and their main services, so a filter on either level finds them. */
    serviceIds: integer('service_ids').array().notNull(),
    /** The coarse grid cells of the professional's places (search/grid.ts). */
    gridCells: integer('grid_cells').array().notNull(),
    /**
     * The places' points as `search_locations` has them, in the row (`STORAGE MAIN`, migration
     * 0039): a search measures its candidates' places and distances from the row it has already
     * read, not through the locations' index once per candidate (a third of a search's reads).
     */
    points: earthPoint('points').array().notNull().default(sql`'{}'::cube[]`),
    /** The analyser that built the row (`TextAnalyser.version`, "voikko+terms-…"): a change rebuilds them all. */
    analyser: text('analyser').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One GIN index for the text, the quality tiers and the grid: "jooga, quality at least 0.85,
    // around Turku" is one index scan (docs/search.md "The query").
    index('search_documents_document_idx').using(
      'gin',
      table.document,
      table.qualityTiers,
      table.gridCells,
    ),
    index('search_documents_names_trgm_idx').using('gin', sql`${table.names} gin_trgm_ops`),
    // INCLUDE ("names") in migration 0036 (drizzle has no INCLUDE): suggestions read names from it.
    index('search_documents_quality_idx').on(table.quality.desc(), table.userId),
    index('search_documents_rating_idx').on(
      table.rating.desc().nullsLast(),
      table.ratingCount.desc(),
    ),
    index('search_documents_price_idx').on(table.minPriceMinor),
    index('search_documents_speciality_ids_idx').using('gin', table.specialityIds),
    index('search_documents_service_ids_idx').using('gin', table.serviceIds),
    index('search_documents_languages_idx').using('gin', table.languages),
  ],
);

/**
 * When each listed professional is next free (search/availability.ts), apart from the document:
 * a recurring job rewrites these every hour for many professionals, and in the document's row,
 * with these columns indexed, each such update moved the row (about 1 kB) elsewhere and inserted
 * all of its text's keys into the GIN index again; the rows lost their quality order, so a
 * search read a heap page for each match. A row outlives its document's rebuilds (keyed by user).
 */
export const searchAvailability = pgTable(
  'search_availability',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The start of the professional's last free slot within SEARCH_AVAILABLE_DAYS of
     * `checked_at`, null for none: "available this week" is `last_free_at >= now` (the slot lies
     * within a week of the check, so of now too). The last rather than the first: it passes only
     * when every free slot of the week has, so rows seldom need computing again.
     */
    lastFreeAt: timestamp('last_free_at', { withTimezone: true }),
    /** Null when stale: a booking, an hours change or a rebuilt document marks it. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (table) => [
    index('search_availability_checked_idx').on(table.checkedAt.nullsFirst()),
    index('search_availability_last_free_idx').on(table.lastFreeAt),
  ],
);

/** The places of a listed professional, indexed on the globe for radius and area searches. */
export const searchLocations = pgTable(
  'search_locations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => searchDocuments.userId, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /**
     * `ll_to_earth(lat, lon)`, stored rather than an index expression: from PostgreSQL 17 on,
     * maintenance (ANALYZE, REINDEX) runs with a search_path where ll_to_earth's own body
     * cannot find `earth()`, so an expression index on it breaks them.
     */
    point: earthPoint('point').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.position] }),
    index('search_locations_point_idx').using('gist', table.point),
  ],
);

/**
 * Every marketplace search (SPEC §3 "Search statistic"), written after the answer has gone so
 * logging never slows it. The back-office lists them newest first.
 */
export const searchLogs = pgTable(
  'search_logs',
  {
    id: serial('id').primaryKey(),
    /** The text as typed; empty when only a place or filters were searched. */
    search: text('search').notNull(),
    /** The place searched around, given or understood from the text; null without one. */
    locationFormatted: text('location_formatted'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    /** The visitor's own position, when they shared it ("use my location"). */
    userLat: doublePrecision('user_lat'),
    userLon: doublePrecision('user_lon'),
    language: text('language').notNull(),
    resultCount: integer('result_count').notNull(),
    /** The text's words the search left out because nobody had them with the rest (issue 22). */
    droppedWords: text('dropped_words').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('search_logs_created_idx').on(table.createdAt.desc(), table.id.desc()),
    /**
     * The most dropped words of a range: an index-only scan of the few searches that dropped
     * some, not of the whole range.
     */
    index('search_logs_dropped_idx')
      .on(table.createdAt, table.droppedWords)
      .where(sql`cardinality(${table.droppedWords}) > 0`),
    /**
     * The statistics summary (searches per day, top terms, places and zero-result terms, the
     * searched places' coordinates over a range) reads only these columns: an index-only scan
     * of the range, never the whole log.
     */
    index('search_logs_summary_idx').on(
      table.createdAt,
      table.resultCount,
      table.search,
      table.locationFormatted,
      table.lat,
      table.lon,
    ),
  ],
);

/**
 * Every lexeme of the search documents (search/typo-correction.ts): a query word that matches
 * nothing is replaced by the most similar lexeme here (trigram index), so "fysioterapetti"
 * still finds a fysioterapeutti. Filled with the documents; a full rebuild empties it first.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  { lexeme: text('lexeme').primaryKey() },
  (table) => [
    index('search_vocabulary_lexeme_trgm_idx').using('gin', sql`${table.lexeme} gin_trgm_ops`),
  ],
);
