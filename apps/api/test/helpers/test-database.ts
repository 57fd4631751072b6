import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client';

/**
 * The API suite runs on in-memory PGlite by default and on a real PostgreSQL with
 * TEST_DB=postgres (TEST_DATABASE_ADMIN_URL points at a server where we may create databases).
 * Each call gets a database of its own, migrated, and drops it on close.
 */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const adminUrl =
  process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDbKind === 'pglite') {
    const handle = await openPglite(undefined);
    await handle.migrate();
    return handle;
  }
  const empty = await createEmptyPostgresDatabase();
  const handle = await openPostgres(empty.url);
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await empty.drop();
    },
  };
}

/** A new, empty PostgreSQL database (no migrations applied) and the way to drop it. */
export async function createEmptyPostgresDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const name = `fitmarket_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // A closed pool's sessions end a moment after it resolves; forcing them out meanwhile
      // sends its clients a FATAL they report as an unhandled error. Wait for them first.
      for (let tries = 0; tries < 50; tries += 1) {
        const { rows } = await cleanup.query(
          'select count(*)::int as sessions from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.sessions === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
