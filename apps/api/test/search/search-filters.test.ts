import {
  type TProfessionalSearchQuery,
  type TProfessionalSearchResponse,
  ZProfessionalSearchRequestSchema,
} from '@fitmarket/core/api/search';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tellBookingChange } from '../../src/bookings/booking-events';
import {
  availabilityHours,
  bookings,
  professionalServices,
  searchAvailability,
} from '../../src/db/schema';
import {
  markAvailabilityStale,
  refreshStaleAvailability,
  staleAvailability,
} from '../../src/search/availability';
import { sharedAnalyser } from '../../src/search/language/analyser';
import { searchProfessionals } from '../../src/search/professional-search';
import { createSearchState } from '../../src/search/search-deps';
import { refreshSearchDocuments } from '../../src/search/search-document';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signIn } from '../helpers/users';
import { catalogueOf, createProfessional, PLACES } from './professionals';
import { suggestionsRequest } from './search-requests';

/**
 * Issue 18 "Findable": the price range and "available this week" filters, and suggestions for
 * several words.
 */

let t: TestApp;
const people: Record<string, number> = {};
const emails: Record<string, string> = {};
/** A Wednesday morning in Helsinki (UTC+2). */
const NOW = new Date('2026-12-02T08:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.database.db;
  const make = async (key: string, fixture: Parameters<typeof createProfessional>[1]) => {
    const user = await createProfessional(db, fixture);
    people[key] = user.id;
    emails[key] = user.email;
  };
  // Two services, 30 € and 90 €: in a 80–100 € range by its dearer one, though its price
  // from is 30 €.
  await make('cheapAndDear', {
    user: { firstName: 'Oona', lastName: 'Salminen', slug: 'oona-salminen' },
    specialities: ['personal-training'],
    services: [
      { slug: 'personal-training-session', priceMinor: 3000 },
      { slug: 'training-programme', priceMinor: 9000 },
    ],
    locations: [PLACES.helsinki],
  });
  await make('middle', {
    user: { firstName: 'Eero', lastName: 'Salo', slug: 'eero-salo' },
    specialities: ['yoga'],
    services: [{ slug: 'private-yoga-class', priceMinor: 5000 }],
    locations: [PLACES.helsinki],
  });
  await make('noHours', {
    user: { firstName: 'Aino', lastName: 'Kallio', slug: 'aino-kallio' },
    specialities: ['yoga'],
    services: [{ slug: 'group-yoga-class', priceMinor: 2000 }],
    locations: [PLACES.turku],
  });
  // Hours on Thursdays 10–11 only: tomorrow's hour is booked, the next Thursday is 8 days away.
  await db.insert(availabilityHours).values([
    { userId: people.cheapAndDear ?? 0, weekday: 4, startMinute: 600, endMinute: 660 },
    ...[1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      userId: people.middle ?? 0,
      weekday,
      startMinute: 8 * 60,
      endMinute: 20 * 60,
    })),
  ]);
  await db.insert(bookings).values({
    professionalId: people.cheapAndDear ?? 0,
    startsAt: new Date('2026-12-03T08:00:00.000Z'),
    endsAt: new Date('2026-12-03T09:00:00.000Z'),
    status: 'confirmed',
    expiresAt: new Date('2026-12-03T08:00:00.000Z'),
  });
});
afterAll(() => t.close());

function deps() {
  const db = t.deps.database.db;
  return {
    db,
    indexedPlanDb: t.deps.database.indexedPlanDb,
    indexedPlanRows: t.deps.database.indexedPlanRows,
    geocoder: t.deps.geocoder,
    analyser: sharedAnalyser().analyser,
    ...createSearchState(db, sharedAnalyser().analyser, console),
  };
}

async function search(body: Partial<TProfessionalSearchQuery>, now = NOW) {
  const query = ZProfessionalSearchRequestSchema.parse(body);
  return searchProfessionals(deps(), query, 'en', now);
}

const ids = (answer: TProfessionalSearchResponse) => answer.data.map((result) => result.id).sort();

describe('price range', () => {
  it('keeps professionals with a service priced within the range', async () => {
    expect(ids(await search({ price_min: 8000, price_max: 10000 }))).toEqual([people.cheapAndDear]);
    expect(ids(await search({ price_min: 4000, price_max: 6000 }))).toEqual([people.middle]);
    expect(ids(await search({ price_max: 2500 }))).toEqual([people.noHours]);
    expect(ids(await search({ price_min: 4000 }))).toEqual(
      [people.cheapAndDear, people.middle].sort(),
    );
    // With a text, and in the other calls (staff list too).
    expect(ids(await search({ search: 'jooga', price_max: 3000 }))).toEqual([people.noHours]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/professionals/search-names',
      payload: { search: 'salminen', price_min: 8000, price_max: 10000 },
    });
    expect(response.json().data.map((row: { id: number }) => row.id)).toEqual([
      people.cheapAndDear,
    ]);
  });

  it('follows a changed price when the document is rebuilt', async () => {
    const db = t.deps.database.db;
    const id = people.middle ?? 0;
    await db
      .update(professionalServices)
      .set({ priceMinor: 5500 })
      .where(eq(professionalServices.userId, id));
    await db.transaction((tx) => refreshSearchDocuments(tx, [id]));
    expect(ids(await search({ price_min: 5200, price_max: 6000 }))).toEqual([id]);
  });
});

describe('available this week', () => {
  it('finds professionals with a free slot in the next 7 days, computed ahead', async () => {
    const db = t.deps.database.db;
    const all = Object.values(people);
    // New documents are due; computing leaves none due.
    expect((await staleAvailability(db, NOW)).sort()).toEqual([...all].sort());
    expect(await refreshStaleAvailability(db, NOW)).toBe(all.length);
    expect(await staleAvailability(db, NOW)).toEqual([]);

    expect(ids(await search({ available: true }))).toEqual([people.middle]);
    expect(ids(await search({ available: true, search: 'jooga' }))).toEqual([people.middle]);
    expect(ids(await search({ available: true, location: 'Helsinki' }))).toEqual([people.middle]);

    // The booking goes: the change marks the professional, the job frees the slot.
    await db.delete(bookings);
    await markAvailabilityStale(db, people.cheapAndDear ?? 0);
    expect(await staleAvailability(db, NOW)).toEqual([people.cheapAndDear]);
    await refreshStaleAvailability(db, NOW);
    expect(ids(await search({ available: true }))).toEqual(
      [people.cheapAndDear, people.middle].sort(),
    );
    const [row] = await db
      .select({ next: searchAvailability.lastFreeAt })
      .from(searchAvailability)
      .where(eq(searchAvailability.userId, people.cheapAndDear ?? 0));
    expect(row?.next?.toISOString()).toBe('2026-12-03T08:00:00.000Z');

    // A rebuilt document keeps its free slot and is checked again.
    await db.transaction((tx) => refreshSearchDocuments(tx, [people.cheapAndDear ?? 0]));
    expect(await staleAvailability(db, NOW)).toEqual([people.cheapAndDear]);
    expect(ids(await search({ available: true }))).toEqual(
      [people.cheapAndDear, people.middle].sort(),
    );

    // Once the slot has passed the row is due again, and the filter no longer counts it.
    const later = new Date('2026-12-03T09:30:00.000Z');
    expect(await staleAvailability(db, later)).toContain(people.cheapAndDear);
    expect(ids(await search({ available: true }, later))).toEqual([people.middle]);
  });

  it('is a request field of the marketplace and staff calls', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/professionals/search-service',
      payload: { search: 'jooga', available: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/professionals/search',
      payload: { search: '#', available: 'sometimes' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('marks the professional when a booking changes or the hours are saved', async () => {
    const db = t.deps.database.db;
    await refreshStaleAvailability(db, NOW);
    const id = people.noHours ?? 0;
    const token = await signIn(t.app, emails.noHours ?? '');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/v1/me/availability',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        time_zone: 'Europe/Helsinki',
        fixed_hours: true,
        min_notice_minutes: 60,
        horizon_days: 60,
        buffer_before_minutes: 0,
        buffer_after_minutes: 0,
        weekly: [{ weekday: 1, start: '09:00', end: '17:00', location_id: null }],
        exceptions: [],
        version: 1,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await db
      .select({ checked: searchAvailability.checkedAt })
      .from(searchAvailability)
      .where(inArray(searchAvailability.userId, [id]));
    expect(row?.checked).toBeNull();

    // Every booking change told (booking-events.ts) marks its professional.
    await refreshStaleAvailability(db, NOW);
    await db.transaction((tx) =>
      tellBookingChange({ enqueue: async () => {} }, tx, {
        kind: 'canceled',
        bookingId: 1,
        version: 2,
        from: 'confirmed',
        professionalId: id,
        customerId: null,
        actorId: null,
        actorParty: null,
        message: null,
        reason: null,
      }),
    );
    expect(await staleAvailability(db, NOW)).toEqual([id]);
  });
});

describe('GET /v1/professionals/suggestions with several words', () => {
  const suggestions = (q: string, lang = 'en') => suggestionsRequest(t, q, lang);

  it('finds a professional by first and last name in either order, partly typed', async () => {
    const slugs = async (q: string) => (await suggestions(q)).professionals.map((p) => p.slug);
    expect(await slugs('oona salm')).toEqual(['oona-salminen']);
    expect(await slugs('salminen oona')).toEqual(['oona-salminen']);
    expect(await slugs('salminen o')).toEqual(['oona-salminen']);
    expect((await slugs('sal')).sort()).toEqual(['eero-salo', 'oona-salminen']);
    expect(await slugs('salo oona')).toEqual([]);
  });

  it('suggests a speciality for words beside it (a place, a second word)', async () => {
    const labels = async (q: string, lang = 'en') =>
      (await suggestions(q, lang)).specialities.map((s) => s.slug);
    expect(await labels('joogaa turussa', 'fi')).toEqual(['yoga']);
    expect(await labels('personal trainer')).toContain('personal-training');
    expect(await labels('yoga helsinki')).toEqual(['yoga']);
    const { serviceIds } = await catalogueOf(t.deps.database.db);
    const services = (await suggestions('private yoga')).services.map((s) => s.id);
    expect(services[0]).toBe(serviceIds.get('private-yoga-class'));
  });
});
