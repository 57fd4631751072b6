import type {
  TProfessionalSearchQuery,
  TProfessionalSearchResponse,
} from '@fitmarket/core/api/search';
import type { Language } from '@fitmarket/core/language';
import type { Database } from '../db/client';
import { searchLogs } from '../db/schema';

/** Rows wait at most this long in memory: a crash loses at most this much of the statistics. */
const FLUSH_AFTER_MS = 1000;
/** A full buffer is written at once, so a busy second is several small inserts, not one huge. */
const FLUSH_AT_ROWS = 100;

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
  let rows: (typeof searchLogs.$inferInsert)[] = [];
  let timer: NodeJS.Timeout | undefined;
  const writing = new Set<Promise<void>>();

  function write(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (rows.length === 0) return Promise.resolve();
    const batch = rows;
    rows = [];
    const done: Promise<void> = db
      .insert(searchLogs)
      .values(batch)
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
        locationFormatted: place?.formatted ?? null,
        lat: place?.lat ?? null,
        lon: place?.lon ?? null,
        userLat: query.geoLocation?.lat ?? null,
        userLon: query.geoLocation?.lng ?? null,
        language,
        resultCount: answer.meta.pagination.filtered,
        droppedWords: answer.meta.dropped_words,
        createdAt: new Date(),
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
