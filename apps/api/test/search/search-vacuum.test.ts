import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { queryRows } from '../../src/db/rows';
import { searchVacuumJob } from '../../src/search/search-vacuum';
import { createTestDatabase } from '../helpers/test-database';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the search tables vacuum (PGlite has no autovacuum)', () => {
  it('vacuums and analyzes the search tables', async () => {
    await searchVacuumJob(database.db).run();
    const [row] = await queryRows<{ vacuumed: boolean }>(
      database.db,
      sql`select last_vacuum is not null and last_analyze is not null as vacuumed
        from pg_stat_user_tables where relname = 'search_documents'`,
    );
    expect(row?.vacuumed).toBe(true);
  });
});
