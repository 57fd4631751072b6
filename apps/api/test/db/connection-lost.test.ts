import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../../src/db/client';
import { queryRows } from '../../src/db/rows';
import {
  createEmptyPostgresDatabase,
  postgresAdminUrl,
  testDbKind,
} from '../helpers/test-database';

// A PostgreSQL restart ends every connection, also those a transaction holds between two
// statements: the process must live on and the pool serve the next request (bench/scale-faults.ts
// restarts a real server under load).
describe.skipIf(testDbKind !== 'postgres')('a connection the server ends mid-transaction', () => {
  let database: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    handle = await openPostgres(database.url, { main: 2, search: 1 });
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('fails that transaction only; the pool answers the next query', async () => {
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    try {
      const transaction = handle.db.transaction(async (tx) => {
        const [own] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        await admin.query('select pg_terminate_backend($1)', [own?.pid]);
        // The end arrives while no statement runs (the client's 'error' event, unheard before).
        await new Promise((resolve) => setTimeout(resolve, 300));
        await queryRows(tx, sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      const rows = await queryRows<{ one: number }>(handle.db, sql`select 1 as one`);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
    }
  });
});
