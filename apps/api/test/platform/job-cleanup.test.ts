import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { queryRows } from '../../src/db/rows';
import { deleteBatchQuery, deleteOldJobs } from '../../src/platform/jobs/job-cleanup';
import { createTestDatabase } from '../helpers/test-database';

const NOW = new Date('2026-06-30T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3_600_000).toISOString();
/** A week of done jobs, as the table holds with the default retention: the planner sees a big table. */
const RECENT_DONE = 20_000;

let database: DatabaseHandle;

async function addJobs(count: number, status: string, changed: string) {
  await database.db.execute(sql`
    insert into jobs (name, payload, status, attempts, max_attempts, run_at, created_at, updated_at)
    select 'send-mail', jsonb_build_object('to', 'person' || g || '@example.com', 'ip', '192.0.2.1'),
      ${status}::job_status, 1, 15, ${changed}::timestamptz, ${changed}::timestamptz,
      ${changed}::timestamptz - g * interval '1 second'
    from generate_series(1, ${count}) g`);
}

const countOf = async (status: string) =>
  (
    await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from jobs where status = ${status}::job_status`,
    )
  )[0]?.n;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`
    insert into jobs (name, payload, status, attempts, max_attempts, updated_at)
    select 'send-mail', '{}', 'done', 1, 15,
      ${daysAgo(0)}::timestamptz - (g % 600000) * interval '1 second'
    from generate_series(1, ${RECENT_DONE}) g`);
  await addJobs(1500, 'done', daysAgo(8)); // past the week: more than one batch
  await addJobs(3, 'dead', daysAgo(10)); // dead, but staff still see them
  await addJobs(2, 'dead', daysAgo(31));
  await addJobs(2, 'queued', daysAgo(60)); // waiting, however old: never deleted
  await database.db.execute(sql`analyze jobs`);
}, 180_000);
afterAll(() => database.close());

describe('deleteOldJobs', () => {
  it('finds the old done jobs through jobs_status_idx, not by reading the table', async () => {
    const { sql: text, params } = deleteBatchQuery(
      database.db,
      'done',
      new Date(daysAgo(7)),
    ).toSQL();
    // EXPLAIN takes no parameters: put the values in as literals.
    const literal = text.replace(/\$(\d+)/g, (_, n) => {
      const value = params[Number(n) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value)}'`;
    });
    const rows = await queryRows<Record<string, string>>(
      database.db,
      sql.raw(`explain ${literal}`),
    );
    const plan = rows.map((row) => Object.values(row)[0]).join('\n');
    expect(plan).toMatch(/jobs_status_idx/);
    expect(plan).not.toMatch(/Seq Scan on jobs/);
  });

  it('deletes done jobs after the week and dead ones after the month, and nothing waiting', async () => {
    const deleted = await deleteOldJobs(database.db, { doneDays: 7, deadDays: 30 }, NOW);
    expect(deleted).toEqual({ done: 1500, dead: 2 });
    expect(await countOf('done')).toBe(RECENT_DONE);
    expect(await countOf('dead')).toBe(3);
    expect(await countOf('queued')).toBe(2);
    // Nothing of the deleted payloads' addresses is left.
    const left = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from jobs where payload ? 'ip'`,
    );
    expect(left[0]?.n).toBe(5); // the dead and queued ones
    expect(await deleteOldJobs(database.db, { doneDays: 7, deadDays: 30 }, NOW)).toEqual({
      done: 0,
      dead: 0,
    });
  });
});
