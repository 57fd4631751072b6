import type {
  TProfessionalSearchQuery,
  TProfessionalSearchResponse,
} from '@fitmarket/core/api/search';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchLogs } from '../../src/db/schema';
import { createSearchLog } from '../../src/search/search-log';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Only the fields the log reads.
const query = (search: string) => ({ search, geoLocation: null }) as TProfessionalSearchQuery;
const answer = {
  meta: { location: null, pagination: { filtered: 3 }, dropped_words: [] },
} as unknown as TProfessionalSearchResponse;

describe('the searches log (batched)', () => {
  const logged = async (search: string) =>
    (
      await t.deps.database.db
        .select({ n: count() })
        .from(searchLogs)
        .where(eq(searchLogs.search, search))
    )[0]?.n ?? 0;

  it('writes a second later, at once at 100 rows, and everything on flush', async () => {
    const log = createSearchLog(t.deps.database.db, { error: vi.fn() });
    log.add(query('batch-timer'), answer, 'fi');
    expect(await logged('batch-timer')).toBe(0);
    await vi.waitFor(async () => expect(await logged('batch-timer')).toBe(1), { timeout: 3000 });

    for (let i = 0; i < 100; i++) log.add(query('batch-full'), answer, 'en');
    await vi.waitFor(async () => expect(await logged('batch-full')).toBe(100), { timeout: 900 });

    log.add(query('batch-flush'), answer, 'en');
    await log.flush();
    expect(await logged('batch-flush')).toBe(1);
  });

  it('keeps the words the search left out', async () => {
    const log = createSearchLog(t.deps.database.db, { error: vi.fn() });
    const dropped = { ...answer, meta: { ...answer.meta, dropped_words: ['teacher'] } };
    log.add(query('pilates teacher'), dropped, 'en');
    log.add(query('pilates'), answer, 'en');
    await log.flush();
    const rows = await t.deps.database.db
      .select({ search: searchLogs.search, droppedWords: searchLogs.droppedWords })
      .from(searchLogs)
      .where(inArray(searchLogs.search, ['pilates teacher', 'pilates']))
      .orderBy(searchLogs.id);
    expect(rows).toEqual([
      { search: 'pilates teacher', droppedWords: ['teacher'] },
      { search: 'pilates', droppedWords: [] },
    ]);
  });
});
