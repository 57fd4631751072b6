import { MEMBERSHIPS, RATING_MAX, RATING_MIN, SLUG_MAX_LENGTH } from '@fitmarket/core/limits';
import { validateSlug } from '@fitmarket/core/rules/slug';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../src/catalogue/reference-data';
import type { DatabaseHandle } from '../../src/db/client';
import {
  memberships,
  professionalLocations,
  professionalProfiles,
  professionalServices,
  reviews,
  users,
} from '../../src/db/schema';
import { createTestDatabase } from '../helpers/test-database';
import { createUser } from '../helpers/users';

// The database refuses data that breaks the product's rules, whichever code writes it.

let database: DatabaseHandle;
let professionalId: number;
let serviceId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  const { serviceIds } = await seedCatalogue(database.db);
  serviceId = [...serviceIds.values()][0] ?? 0;
  professionalId = (await createUser(database.db, { role: 'professional' })).id;
});
afterAll(() => database.close());

/** The message of the database's own error (Drizzle wraps it in a query error). */
async function databaseError(write: Promise<unknown>): Promise<string> {
  const error = await write.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Error)) throw new Error('the database accepted the write');
  return error.cause instanceof Error ? error.cause.message : error.message;
}

async function expectRefusedBy(constraint: string, write: Promise<unknown>) {
  expect(await databaseError(write)).toContain(`"${constraint}"`);
}

function addService(values: Partial<typeof professionalServices.$inferInsert>) {
  return database.db.insert(professionalServices).values({
    userId: professionalId,
    serviceId,
    priceMinor: 5000,
    durationMinutes: 60,
    ...values,
  });
}

describe('memberships', () => {
  it('holds the membership levels of packages/core, 1 Free, 2 Basic and 3 Premium', async () => {
    const rows = await database.db.select().from(memberships).orderBy(asc(memberships.id));
    expect(rows).toEqual([
      { id: 1, title: 'Free' },
      { id: 2, title: 'Basic' },
      { id: 3, title: 'Premium' },
    ]);
    expect(rows.map((row) => row.id)).toEqual(MEMBERSHIPS.map((membership) => membership.id));
  });

  it('is what users.membership_id points at: an unknown membership is refused', async () => {
    await expectRefusedBy(
      'users_membership_id_memberships_id_fk',
      createUser(database.db, { membershipId: 4 }),
    );
    const premium = await createUser(database.db, { membershipId: 3 });
    expect(premium.membershipId).toBe(3);
    expect((await createUser(database.db)).membershipId).toBe(1);
  });
});

describe('CHECK constraints', () => {
  it(`refuses a review rating outside ${RATING_MIN}-${RATING_MAX}`, async () => {
    for (const rating of [RATING_MIN - 1, RATING_MAX + 1]) {
      await expectRefusedBy(
        'reviews_rating_check',
        database.db.insert(reviews).values({ professionalId, rating, message: 'A fine session.' }),
      );
    }
    await database.db
      .insert(reviews)
      .values(
        [RATING_MIN, RATING_MAX].map((rating) => ({ professionalId, rating, message: 'Ok' })),
      );
  });

  it('refuses a negative price and percentages outside 0-100', async () => {
    await expectRefusedBy('professional_services_price_check', addService({ priceMinor: -1 }));
    for (const percent of [-1, 101]) {
      await expectRefusedBy(
        'professional_services_discount_check',
        addService({ discountPercent: percent }),
      );
      await expectRefusedBy(
        'professional_services_first_session_discount_check',
        addService({ firstSessionDiscountPercent: percent }),
      );
    }
    await addService({ priceMinor: 0, discountPercent: 100, firstSessionDiscountPercent: 0 });
  });

  it('refuses a session length, session count or currency the product does not offer', async () => {
    await expectRefusedBy(
      'professional_services_duration_check',
      addService({ durationMinutes: 50 }),
    );
    await expectRefusedBy('professional_services_sessions_check', addService({ sessions: 0 }));
    await expectRefusedBy('professional_services_currency_check', addService({ currency: 'EUR' }));
    await expectRefusedBy(
      'professional_profiles_currency_check',
      database.db.insert(professionalProfiles).values({ userId: professionalId, currency: 'btc' }),
    );
  });

  it('refuses working languages that are not two-letter codes', async () => {
    await expectRefusedBy(
      'professional_profiles_languages_check',
      database.db
        .insert(professionalProfiles)
        .values({ userId: professionalId, languages: ['fi', 'English'] }),
    );
    await database.db
      .insert(professionalProfiles)
      .values({ userId: professionalId, languages: ['fi', 'en', 'sv'] });
  });

  it('refuses coordinates off the globe', async () => {
    const location = { userId: professionalId, formatted: 'Somewhere', city: 'Nowhere' };
    for (const [lat, lon] of [
      [90.5, 24],
      [60, -181],
    ] as const) {
      await expectRefusedBy(
        'professional_locations_coordinates_check',
        database.db.insert(professionalLocations).values({ ...location, lat, lon }),
      );
    }
  });

  it('refuses a user language other than en and fi', async () => {
    await expectRefusedBy('users_language_check', createUser(database.db, { language: 'sv' }));
    expect((await createUser(database.db, { language: 'fi' })).language).toBe('fi');
  });

  it('holds slugs to the same rule as packages/core (SPEC §5)', async () => {
    const samples = [
      'anna-virtanen',
      'PT-Helsinki-2',
      'x'.repeat(SLUG_MAX_LENGTH),
      'x'.repeat(SLUG_MAX_LENGTH + 1),
      'anna virtanen',
      'äijä',
      'anna_v',
      'anna/../x',
    ];
    for (const slug of samples) {
      const write = createUser(database.db, { slug });
      if (validateSlug(slug) === null) {
        expect((await write).slug).toBe(slug);
      } else {
        await expectRefusedBy('users_slug_check', write);
      }
    }
  });

  it('refuses rating figures no set of reviews could give', async () => {
    const setFigures = (ratingCount: number, ratingSum: number) =>
      database.db.update(users).set({ ratingCount, ratingSum }).where(eq(users.id, professionalId));
    await expectRefusedBy('users_rating_check', setFigures(-1, 0));
    await expectRefusedBy('users_rating_check', setFigures(2, 11));
    await expectRefusedBy('users_rating_check', setFigures(2, 1));
  });
});

/** Rows of a catalogue query; both drivers answer execute() with { rows }. */
async function rowsOf<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

describe('foreign keys', () => {
  it('every referencing column leads an index, so deleting the referenced row stays fast', async () => {
    const foreignKeys = await rowsOf<{ name: string; indexed: boolean }>(sql`
      select c.conname as name, exists (
        select 1 from pg_index i
        where i.indrelid = c.conrelid
          and (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] = c.conkey
      ) as indexed
      from pg_constraint c
      where c.contype = 'f'
      order by 1`);
    expect(foreignKeys.length).toBeGreaterThan(10);
    expect(foreignKeys.filter((key) => !key.indexed).map((key) => key.name)).toEqual([]);
  });
});
