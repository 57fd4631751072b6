import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPECIALITIES } from '../../src/catalogue/reference-data';
import { buildForTest, runBuilt } from '../helpers/built-api';
import { createEmptyPostgresDatabase, testDbKind } from '../helpers/test-database';

const journal = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

// The lock is PostgreSQL's; an embedded PGlite folder has only ever one process.
describe.skipIf(testDbKind !== 'postgres')('npm run migrate', () => {
  let build: Awaited<ReturnType<typeof buildForTest>>;
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  beforeAll(async () => {
    build = await buildForTest();
    database = await createEmptyPostgresDatabase();
  });
  afterAll(async () => {
    build.remove();
    await database.drop();
  });

  it('three instances at once on one empty database all succeed, applying the schema once', async () => {
    const runs = [1, 2, 3].map(() =>
      runBuilt(build.dir, 'migrate.js', { DATABASE_URL: database.url }),
    );
    const codes = await Promise.all(runs.map((run) => run.exited));
    expect(codes, runs.map((run) => run.output()).join('\n')).toEqual([0, 0, 0]);
    for (const run of runs) expect(run.output()).toContain('The postgres database is up to date.');

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const applied = await client.query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0].n).toBe(journal.entries.length);
      const specialities = await client.query('select count(*)::int as n from specialities');
      expect(specialities.rows[0].n).toBe(SPECIALITIES.length);
    } finally {
      await client.end();
    }
  }, 120_000);
});
