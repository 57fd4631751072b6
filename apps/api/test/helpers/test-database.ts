import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client';

/**
 * The API suite runs on in-memory PGlite by default and on a real PostgreSQL with
 * TEST_DB=postgres (TEST_DATABASE_ADMIN_URL points at a server where we may create databases).
 * Each call gets a database of its own, migrated, and drops it on close.
 */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const postgresAdminUrl =
  process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const adminUrl = postgresAdminUrl;

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
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
