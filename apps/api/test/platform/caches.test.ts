import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { PUBLIC_DATA_CHANGED_CHANNEL } from '../../src/platform/caches';
import { refreshSearchDocuments } from '../../src/search/search-document';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createProfessional, PLACES } from '../search/professionals';

let t: TestApp;
let professionalId: number;
const published: unknown[] = [];

beforeAll(async () => {
  t = await createTestApp();
  professionalId = (
    await createProfessional(t.deps.database.db, {
      user: { firstName: 'Kaisa', lastName: 'Välimäki', slug: 'kaisa-valimaki' },
      specialities: ['pilates'],
      locations: [PLACES.turku],
    })
  ).id;
  await t.deps.pubsub.subscribe(PUBLIC_DATA_CHANGED_CHANNEL, (message) => published.push(message));
});
afterAll(() => t.close());

const profile = () => t.app.inject({ method: 'GET', url: '/v1/professionals/kaisa-valimaki' });

describe('caches across instances (platform/caches.ts)', () => {
  it('drops the cached profile and tells the other instances once the change commits', async () => {
    expect((await profile()).statusCode).toBe(200);
    const db = t.deps.database.db;
    // Behind the cache's back: the remembered profile still answers.
    await db.update(users).set({ published: false }).where(eq(users.id, professionalId));
    expect((await profile()).statusCode).toBe(200);
    published.length = 0;
    await db.transaction((tx) => refreshSearchDocuments(tx, [professionalId]));
    expect((await profile()).statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(published).toHaveLength(1);
  });

  it('neither drops nor tells for a transaction that rolls back', async () => {
    const db = t.deps.database.db;
    await db.update(users).set({ published: true }).where(eq(users.id, professionalId));
    await db.transaction((tx) => refreshSearchDocuments(tx, [professionalId]));
    expect((await profile()).statusCode).toBe(200);
    published.length = 0;
    await db
      .transaction(async (tx) => {
        await refreshSearchDocuments(tx, [professionalId]);
        throw new Error('rolled back');
      })
      .catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(published).toHaveLength(0);
  });
});
