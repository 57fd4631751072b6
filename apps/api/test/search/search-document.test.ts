import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { queryRows } from '../../src/db/rows';
import { searchDocuments, searchLocations, users } from '../../src/db/schema';
import { createTextAnalyser } from '../../src/search/language/analyser';
import {
  ensureSearchDocuments,
  qualityOf,
  refreshSearchDocuments,
} from '../../src/search/search-document';
import { createTestDatabase } from '../helpers/test-database';
import { createProfessional, PLACES } from './professionals';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function lexemesOf(userId: number): Promise<string[]> {
  const rows = await queryRows<{ lexeme: string }>(
    database.db,
    sql`select unnest(tsvector_to_array(document)) as lexeme from search_documents where user_id = ${userId}`,
  );
  return rows.map((row) => row.lexeme);
}

describe('search documents', () => {
  it('hold base forms, compound parts, English stems and places of a listed professional', async () => {
    const coach = await createProfessional(database.db, {
      user: { firstName: 'Aino', lastName: 'Mäkelä', description: 'Kokenut kuntosalivalmentaja' },
      specialities: ['strength-training'],
      services: [{ slug: 'personal-training-session', priceMinor: 6500 }],
      locations: [PLACES.jyvaskyla, PLACES.helsinki],
      longDescription: 'I coach beginners in strength training.',
    });
    const lexemes = await lexemesOf(coach.id);
    expect(lexemes).toEqual(
      expect.arrayContaining([
        'aino',
        'mäkelä',
        'makela',
        'kuntosali',
        'valmentaja',
        'voimaharjoittelu',
        'beginn', // english stem of "beginners"
        'jyväskylä',
        'jyvaskyla',
      ]),
    );
    const [row] = await database.db
      .select()
      .from(searchDocuments)
      .where(eq(searchDocuments.userId, coach.id));
    expect(row).toMatchObject({
      names: expect.stringContaining('aino makela'),
      minPriceMinor: 6500,
      languages: ['fi', 'en'],
      membershipId: 1,
      rankingWeight: 1,
      ratingCount: 0,
      analyser: expect.stringMatching(/^voikko\+terms-/),
    });
    expect(row?.serviceIds).toHaveLength(2); // the sub-service and its main service
    const places = await database.db
      .select({ lat: searchLocations.lat })
      .from(searchLocations)
      .where(eq(searchLocations.userId, coach.id));
    expect(places).toHaveLength(2);
  });

  it('are dropped when the professional is unpublished or blocked, and come back', async () => {
    const professional = await createProfessional(database.db, { locations: [PLACES.turku] });
    const has = async () =>
      (
        await database.db
          .select()
          .from(searchDocuments)
          .where(eq(searchDocuments.userId, professional.id))
      ).length === 1;
    expect(await has()).toBe(true);
    await database.db.transaction(async (tx) => {
      await tx.update(users).set({ published: false }).where(eq(users.id, professional.id));
      await refreshSearchDocuments(tx, [professional.id]);
    });
    expect(await has()).toBe(false);
    await database.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ published: true, blocked: true })
        .where(eq(users.id, professional.id));
      await refreshSearchDocuments(tx, [professional.id]);
    });
    expect(await has()).toBe(false);
    await database.db.transaction(async (tx) => {
      await tx.update(users).set({ blocked: false }).where(eq(users.id, professional.id));
      await refreshSearchDocuments(tx, [professional.id]);
    });
    expect(await has()).toBe(true);
  });

  it('are rebuilt at start when missing or made by another analyser', async () => {
    await database.db.delete(searchDocuments);
    const listed = await ensureSearchDocuments(database.db);
    expect(listed).toBeGreaterThanOrEqual(2);
    expect(await ensureSearchDocuments(database.db)).toBe(0);
    const snowball = createTextAnalyser({
      loadVoikko: () => {
        throw new Error('no voikko');
      },
    });
    expect(await ensureSearchDocuments(database.db, snowball)).toBe(listed);
    const [row] = await database.db.select().from(searchDocuments).limit(1);
    expect(row?.analyser).toMatch(/^snowball\+terms-/);
    expect(await ensureSearchDocuments(database.db)).toBe(listed);
  });

  it('rank a well-reviewed premium professional above an unknown free one', () => {
    expect(qualityOf(3, 5 * 20, 20)).toBeGreaterThan(qualityOf(1, 0, 0));
    // One perfect review does not beat twenty very good ones.
    expect(qualityOf(1, 5, 1)).toBeLessThan(qualityOf(1, 4.6 * 20, 20));
  });
});
