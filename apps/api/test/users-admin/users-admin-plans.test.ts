import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { queryRows } from '../../src/db/rows';
import { listQuery } from '../../src/users-admin/list';
import { createTestDatabase } from '../helpers/test-database';

/**
 * The back-office users list must not read every user for a page. 20,000 users (the search plan
 * test's size) make the planner choose as it does at 100,000 while keeping the file fast.
 */
const USERS = 20_000;

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`
    insert into users (email, role, first_name, last_name, blocked, created_at)
    select 'person' || g || '@example.com',
      (case when g % 3 = 0 then 'professional' else 'customer' end)::user_role,
      substr(md5(g::text), 1, 6), substr(md5((g % 997)::text), 7, 8), g % 500 = 0,
      timestamptz '2024-01-01' + g * interval '5 minutes'
    from generate_series(1, ${USERS}) g`);
  await database.db.execute(sql`analyze users`);
}, 180_000);
afterAll(() => database.close());

async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  // EXPLAIN takes no parameters: put the values in as literals.
  const literal = text.replace(/\$(\d+)/g, (_, n) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : `'${String(value).replaceAll("'", "''")}'`;
  });
  const rows = await queryRows<Record<string, string>>(database.db, sql.raw(`explain ${literal}`));
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

const plan = (filter: Parameters<typeof listQuery>[1]) =>
  planOf(listQuery(database.db, filter, 1, 10) as never);

describe(`the users list over ${USERS.toLocaleString('en')} users`, () => {
  it('finds a name or an e-mail through the trigram indexes', async () => {
    const found = await plan({ search: 'person4242@' });
    expect(found).toMatch(/users_email_trgm_idx/);
    expect(found).toMatch(/users_name_trgm_idx/);
    expect(found).not.toMatch(/Seq Scan on users/);
  });

  it('reads the first page newest first from the created index, and the blocked from theirs', async () => {
    expect(await plan({})).toMatch(/Index Scan Backward using users_created_idx/);
    expect(await plan({ blocked: true })).toMatch(/users_blocked_created_idx/);
  });
});
