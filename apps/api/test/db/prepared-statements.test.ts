import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreparedStatements } from '../../src/db/prepared-statements';
import { createEmptyPostgresDatabase, testDbKind } from '../helpers/test-database';

// Search's statement runs prepared on its connection (planned once, not per call), and each
// connection keeps only a few: a cached plan of it holds ~0.6 MB of the server's memory.
describe.skipIf(testDbKind !== 'postgres')('prepared statements per connection', () => {
  let database: { url: string; drop(): Promise<void> };
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    // One connection, so every statement lands on the same one.
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
    // As db/client.ts's pools: `end()` does not wait for a connection to close, and dropping the
    // database then ends it from the server's side, which unheard was an uncaught error.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  const preparedOnServer = async () => {
    const { rows } = await pool.query<{ statement: string }>(
      'select statement from pg_prepared_statements order by prepare_time',
    );
    return rows.map((row) => row.statement);
  };

  it('prepares each text once, reuses it and drops the least recently used past the bound', async () => {
    const query = createPreparedStatements(pool, 2, pg.types);
    const texts = ['select $1::int + 1 as n', 'select $1::int + 2 as n', 'select $1::int + 3 as n'];

    expect(await query(texts[0] ?? '', [1])).toEqual([{ n: 2 }]);
    expect(await query(texts[1] ?? '', [1])).toEqual([{ n: 3 }]);
    // Used again: prepared once, so still two, and now the most recent.
    expect(await query(texts[0] ?? '', [10])).toEqual([{ n: 11 }]);
    expect(await preparedOnServer()).toEqual([texts[0], texts[1]]);

    // A third text: the least recently used (texts[1]) goes.
    expect(await query(texts[2] ?? '', [1])).toEqual([{ n: 4 }]);
    expect(await preparedOnServer()).toEqual([texts[0], texts[2]]);

    // And comes back prepared anew when asked for.
    expect(await query(texts[1] ?? '', [5])).toEqual([{ n: 7 }]);
    expect(await preparedOnServer()).toEqual([texts[2], texts[1]]);
  });

  it('gives the connection up after a failed statement, and the next one works', async () => {
    const query = createPreparedStatements(pool, 2, pg.types);
    await expect(query('select 1 / $1::int as n', [0])).rejects.toThrow(/division by zero/);
    expect(await query('select 1 / $1::int as n', [1])).toEqual([{ n: 1 }]);
    expect(await preparedOnServer()).toEqual(['select 1 / $1::int as n']);
  });
});
