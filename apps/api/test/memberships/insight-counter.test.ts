import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { queryRows } from '../../src/db/rows';
import { professionalInsights, users } from '../../src/db/schema';
import { createInsightCounter } from '../../src/memberships/insights';
import { createTestDatabase, testDbKind } from '../helpers/test-database';
import { createUser } from '../helpers/users';

// Every instance keeps its own counter and upserts the same hot rows about once a second.
describe('insight counter', () => {
  let handle: DatabaseHandle;
  let ids: number[];
  const errors: object[] = [];
  const log = { error: (obj: object) => errors.push(obj) };

  beforeAll(async () => {
    handle = await createTestDatabase();
    ids = [];
    for (let index = 0; index < 40; index += 1) {
      ids.push((await createUser(handle.db, { role: 'professional' })).id);
    }
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function viewsOf(professionalIds: readonly number[]): Promise<Map<number, number>> {
    const rows = await handle.db
      .select()
      .from(professionalInsights)
      .where(inArray(professionalInsights.professionalId, [...professionalIds]));
    return new Map(rows.map((row) => [row.professionalId, row.profileViews]));
  }

  it('adds up the counts of several instances writing the same rows in opposite orders', async () => {
    const counters = [0, 1, 2].map(() => createInsightCounter(handle.db, log));
    const reversed = [...ids].reverse();
    for (let round = 0; round < 5; round += 1) {
      counters.forEach((counter, index) => {
        for (const id of index % 2 === 0 ? ids : reversed) counter.profileView(id);
      });
      await Promise.all(counters.map((counter) => counter.flush()));
    }
    const views = await viewsOf(ids);
    expect([...views.values()]).toEqual(ids.map(() => 15));
    expect(errors).toEqual([]);
  });

  it('drops the counts of a professional deleted before the write, keeps the others', async () => {
    const gone = await createUser(handle.db, { role: 'professional' });
    const staying = ids[0] as number;
    const before = (await viewsOf([staying])).get(staying) ?? 0;
    const counter = createInsightCounter(handle.db, log);
    counter.profileView(gone.id);
    await handle.db.delete(users).where(eq(users.id, gone.id));
    await counter.flush();
    expect(errors).toHaveLength(1);
    counter.profileView(staying);
    await counter.flush();
    expect((await viewsOf([staying])).get(staying)).toBe(before + 1);
    errors.length = 0;
  });

  // PGlite has one connection: no second writer can hold a row lock meanwhile.
  it.skipIf(testDbKind !== 'postgres')(
    'keeps one write at a time while an earlier one waits, and loses nothing',
    async () => {
      const id = ids[1] as number;
      const before = (await viewsOf([id])).get(id) ?? 0;
      const counter = createInsightCounter(handle.db, log, 200);
      const waitingInserts = async () =>
        (
          await queryRows<{ n: number }>(
            handle.db,
            sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'
                and query like 'insert into professional_insights%'`,
          )
        )[0]?.n;
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      // Another instance's write holding the row.
      const holder = handle.db.transaction(async (tx) => {
        await tx
          .update(professionalInsights)
          .set({ profileViews: sql`${professionalInsights.profileViews}` })
          .where(eq(professionalInsights.professionalId, id));
        await released;
      });
      counter.profileView(id);
      const first = counter.flush();
      // Three more timer periods of counts while the first write waits on the lock.
      for (let second = 0; second < 3; second += 1) {
        counter.profileView(id);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      const waiting = await waitingInserts();
      release();
      await holder;
      expect(waiting).toBe(1);
      await first;
      await counter.flush();
      expect((await viewsOf([id])).get(id)).toBe(before + 4);
    },
    15_000,
  );
});
