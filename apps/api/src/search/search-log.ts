import type {
  TProfessionalSearchQuery,
  TProfessionalSearchResponse,
} from '@fitmarket/core/api/search';
import type { Language } from '@fitmarket/core/language';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Rows wait at most this long in memory: a crash loses at most this much of the statistics. */
const FLUSH_AFTER_MS = 1000;
/** A full buffer is written at once, so a busy second is several small inserts, not one huge. */
const FLUSH_AT_ROWS = 100;

/** A row of search_logs under its column names (the batch goes as JSON). */
interface SearchLogRow {
  search: string;
  location_formatted: string | null;
  lat: number | null;
  lon: number | null;
  user_lat: number | null;
  user_lon: number | null;
  language: Language;
  result_count: number;
  dropped_words: string[];
  created_at: string;
}

export interface SearchLog {
  /** Remembers one marketplace search (SPEC §3 "Search statistic"); costs the answer nothing. */
  add(
    query: TProfessionalSearchQuery,
    answer: TProfessionalSearchResponse,
    language: Language,
  ): void;
  /** Writes every remembered search and waits for the writes (tests, shutdown). */
  flush(): Promise<void>;
}

/**
 * The searches' log, written in batches: one multi-row insert (one commit, one WAL flush) per
 * second or per FLUSH_AT_ROWS searches instead of one per search, which at 20 clients was a
 * large share of each search's time in PostgreSQL.
 */
export function createSearchLog(
  db: Database,
  log: { error(obj: object, msg: string): void },
): SearchLog {
  let rows: SearchLogRow[] = [];
  let timer: NodeJS.Timeout | undefined;
  const writing = new Set<Promise<void>>();

  function write(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (rows.length === 0) return Promise.resolve();
    const batch = rows;
    rows = [];
    // One JSON parameter for the whole batch: drizzle's builder took a tenth of a busy
    // instance's CPU for a hundred rows' thousand parameters, and PostgreSQL parses one value.
    const done: Promise<void> = db
      .execute(sql`insert into search_logs (search, location_formatted, lat, lon, user_lat,
          user_lon, language, result_count, dropped_words, created_at)
        select search, location_formatted, lat, lon, user_lat, user_lon, language, result_count,
          dropped_words, created_at
        from json_to_recordset(${JSON.stringify(batch)}::json) as r(search text,
          location_formatted text, lat double precision, lon double precision,
          user_lat double precision, user_lon double precision, language text,
          result_count integer, dropped_words text[], created_at timestamptz)`)
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error, rows: batch.length }, 'search log not written'),
      )
      .finally(() => writing.delete(done));
    writing.add(done);
    return done;
  }

  return {
    add(query, answer, language) {
      const place = answer.meta.location;
      rows.push({
        search: query.search ?? '',
        location_formatted: place?.formatted ?? null,
        lat: place?.lat ?? null,
        lon: place?.lon ?? null,
        user_lat: query.geoLocation?.lat ?? null,
        user_lon: query.geoLocation?.lng ?? null,
        language,
        result_count: answer.meta.pagination.filtered,
        dropped_words: answer.meta.dropped_words,
        created_at: new Date().toISOString(),
      });
      if (rows.length >= FLUSH_AT_ROWS) void write();
      else if (!timer) {
        timer = setTimeout(write, FLUSH_AFTER_MS);
        // The shutdown flushes; a pending write alone keeps nobody alive.
        timer.unref();
      }
    },
    async flush() {
      await write();
      await Promise.all([...writing]);
    },
  };
}
