import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { createTestDatabase } from '../helpers/test-database';

const journal = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8'),
) as { entries: { when: number }[] };

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// Test databases are copies of a template migrated once: a stale template would hide a migration.
it('gives each file a database with every committed migration applied', async () => {
  const applied = (await database.db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by id`,
  )) as unknown as { rows: { created_at: string }[] };
  expect(applied.rows.map((row) => Number(row.created_at))).toEqual(
    journal.entries.map((entry) => entry.when),
  );
});
