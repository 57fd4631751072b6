import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/**
 * Attempt counters are meant to move on refused requests (that is how guessing is stopped), so
 * they are left out of "nothing changed".
 */
const MOVING_TABLES = new Set(['rate_limits']);

let fingerprintQuery: string | undefined;

/** Row count and md5 of the ordered rows of every table: equal before and after = unchanged. */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  if (!fingerprintQuery) {
    const tables = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    fingerprintQuery = rowsOf<{ table_name: string }>(tables)
      .map((row) => row.table_name)
      .filter((name) => !MOVING_TABLES.has(name))
      .map(
        (name) =>
          `select '${name}' as name, count(*)::text || ':' || ` +
          `coalesce(md5(string_agg(row_text, '|' order by row_text)), '') as print ` +
          `from (select t::text as row_text from "${name}" t) rows`,
      )
      .join(' union all ');
  }
  const result = await db.execute<{ name: string; print: string }>(sql.raw(fingerprintQuery));
  return Object.fromEntries(
    rowsOf<{ name: string; print: string }>(result).map((row) => [row.name, row.print]),
  );
}

/**
 * Where the write-ahead log ends. Every change to a (logged) table moves it, and a read never
 * does, so an unchanged position proves an unchanged database without reading every table; a
 * moved one (a refused sign-in counts its attempt) calls for the fingerprint.
 */
export async function walPosition(db: Database): Promise<string> {
  const result = await db.execute<{ position: string }>(
    sql`select pg_current_wal_insert_lsn()::text as position`,
  );
  return rowsOf<{ position: string }>(result)[0]?.position ?? '';
}

/** PGlite answers `{ rows }`, node-postgres too; drizzle passes either through. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? result : ((result as { rows: T[] }).rows ?? []);
}
