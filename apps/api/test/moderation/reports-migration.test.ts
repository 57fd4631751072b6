import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client';
import { queryRows } from '../../src/db/rows';
import { createEmptyPostgresDatabase, testDbKind } from '../helpers/test-database';

const folder = path.resolve(import.meta.dirname, '../../drizzle');
const migrations = fs
  .readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const movingOne = migrations.findIndex((name) => name.startsWith('0021_'));

/** Applies the SQL of the given migration files, statement by statement. */
async function apply(database: DatabaseHandle, files: string[]) {
  for (const file of files) {
    const text = fs.readFileSync(path.join(folder, file), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await database.db.execute(sql.raw(statement));
    }
  }
}

let database: DatabaseHandle;
let dropPostgres: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (testDbKind === 'postgres') {
    const empty = await createEmptyPostgresDatabase();
    database = await openPostgres(empty.url, { main: 1, search: 1 });
    dropPostgres = empty.drop;
  } else {
    database = await openPglite(undefined);
  }
  await apply(database, migrations.slice(0, movingOne));
}, 180_000);
afterAll(async () => {
  await database?.close();
  await dropPostgres?.();
});

describe('migration 0021 (one report model)', () => {
  it('moves the review report columns and message_reports into reports, then drops them', async () => {
    const { db } = database;
    for (const statement of `
      insert into users (id, email, role) values
        (1, 'pro@example.com', 'professional'), (2, 'author@example.com', 'customer'),
        (3, 'reporter@example.com', 'customer'), (4, 'staff@example.com', 'admin');
      insert into reviews (id, professional_id, author_id, rating, message, reported_at, report_reason, reported_by, hidden_at, hidden_reason) values
        (10, 1, 2, 1, 'Open report here', '2026-01-01T10:00:00Z', 'Rude', 3, null, null),
        (11, 1, 2, 1, 'Hidden after report', '2026-01-02T10:00:00Z', 'Spam', 3, '2026-01-03T10:00:00Z', 'Spam'),
        (12, 1, 2, 5, 'Never reported', null, null, null, null, null);
      insert into conversations (id, customer_id, professional_id) values (20, 2, 1);
      insert into messages (id, conversation_id, sender_id, body, removed_at, removed_reason, removed_by) values
        (30, 20, 2, 'open one', null, null, null),
        (31, 20, 2, 'removed one', '2026-01-05T10:00:01Z', 'Spam', 4),
        (32, 20, 2, 'kept one', null, null, null);
      insert into message_reports (message_id, reporter_id, reason, created_at, resolved_at, resolved_by) values
        (30, 1, 'Spam 30', '2026-01-04T10:00:00Z', null, null),
        (31, 1, 'Spam 31', '2026-01-04T11:00:00Z', '2026-01-05T10:00:00Z', 4),
        (32, 1, 'Spam 32', '2026-01-04T12:00:00Z', '2026-01-05T12:00:00Z', 4)
    `.split(';')) {
      if (statement.trim()) await db.execute(sql.raw(statement));
    }
    await apply(database, migrations.slice(movingOne, movingOne + 1));

    const moved = await queryRows<Record<string, unknown>>(
      db,
      sql`
        select target_type, target_id, reporter_id, reason, resolved_by, resolution,
          created_at::text as created_at, resolved_at is not null as resolved
        from reports order by target_type desc, target_id`,
    );
    expect(moved).toEqual([
      {
        target_type: 'review',
        target_id: 10,
        reporter_id: 3,
        reason: 'Rude',
        resolved_by: null,
        resolution: null,
        created_at: expect.stringMatching(/^2026-01-01 10:00:00/),
        resolved: false,
      },
      expect.objectContaining({ target_id: 11, resolution: 'hidden', resolved: true }),
      expect.objectContaining({ target_type: 'message', target_id: 30, resolution: null }),
      expect.objectContaining({ target_id: 31, resolution: 'removed', resolved_by: 4 }),
      expect.objectContaining({ target_id: 32, resolution: 'dismissed', resolved_by: 4 }),
    ]);

    const left = await queryRows<{ tables: number; columns: number }>(
      db,
      sql`
        select
          (select count(*)::int from information_schema.tables where table_name = 'message_reports') as tables,
          (select count(*)::int from information_schema.columns
            where table_name = 'reviews' and column_name in ('reported_at', 'report_reason', 'reported_by')) as columns`,
    );
    expect(left).toEqual([{ tables: 0, columns: 0 }]);

    // Deleting a target deletes its reports (no foreign key can).
    await db.execute(sql`delete from messages where id = 30`);
    await db.execute(sql`delete from reviews where id = 10`);
    const targets = await queryRows<{ target_id: number }>(
      db,
      sql`select target_id from reports order by target_id`,
    );
    expect(targets.map((row) => row.target_id)).toEqual([11, 31, 32]);
  }, 120_000);
});
