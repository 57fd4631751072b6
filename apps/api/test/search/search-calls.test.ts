import {
  type TProfessionalSearchRequest,
  ZProfessionalSearchResponseSchema,
  ZStaffProfessionalSearchResponseSchema,
} from '@fitmarket/core/api/search';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchLogs } from '../../src/db/schema';
import { bearer, expectRefusal, ROOMY_RATE_LIMITS } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn, signInStaff } from '../helpers/users';
import { catalogueOf, createProfessional, PLACES } from './professionals';

let t: TestApp;
let staffToken = '';
const people: Record<string, number> = {};
const emails: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: ROOMY_RATE_LIMITS });
  const db = t.deps.database.db;
  const make = async (key: string, fixture: Parameters<typeof createProfessional>[1]) => {
    const user = await createProfessional(db, fixture);
    people[key] = user.id;
    emails[key] = user.email;
  };
  await make('trainer', {
    user: { firstName: 'Mikko', lastName: 'Virtanen', slug: 'mikko-virtanen' },
    specialities: ['personal-training'],
    services: [{ slug: 'personal-training-session', priceMinor: 6000 }],
    locations: [PLACES.helsinki],
  });
  await make('yogaTurku', {
    user: { firstName: 'Liisa', lastName: 'Laine', description: 'Joogaa aloittelijoille' },
    specialities: ['yoga'],
    services: [{ slug: 'private-yoga-class', priceMinor: 4000 }],
    locations: [PLACES.turku],
  });
  await make('yogaOulu', {
    user: { firstName: 'Sanna', lastName: 'Korhonen', description: 'Rauhallista joogaa' },
    specialities: ['yoga'],
    locations: [PLACES.oulu],
  });
  await make('physio', {
    user: { firstName: 'Kaisa', lastName: 'Lehtonen', description: 'Kokenut fysioterapeutti' },
    specialities: ['physiotherapy'],
    services: [{ slug: 'physiotherapy-visit', priceMinor: 8000 }],
    locations: [PLACES.espoo],
  });
  await make('unpublished', {
    user: { firstName: 'Piilo', lastName: 'Joogi', published: false },
    specialities: ['yoga'],
    locations: [PLACES.turku],
  });
  await make('blocked', {
    user: { firstName: 'Esto', lastName: 'Joogi', blocked: true, blockReason: 'Spam adverts' },
    specialities: ['yoga'],
    locations: [PLACES.turku],
  });
  const admin = await createUser(db, { role: 'admin' });
  staffToken = await signInStaff(t, admin.email);
});
afterAll(() => t.close());

const EMPTY = { search: '#', location: '#', lat: '#', lng: '#', geoLocation: '#' };

async function marketplace(call: string, body: Partial<TProfessionalSearchRequest>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/v1/professionals/${call}`,
    payload: { ...EMPTY, ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZProfessionalSearchResponseSchema.parse(response.json());
}

function staffRequest(call: string, body: unknown, token: string | null = staffToken) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/admin/professionals/${call}`,
    headers: token ? bearer(token) : {},
    payload: body as Record<string, unknown>,
  });
}

async function staff(call: string, body: Partial<TProfessionalSearchRequest>) {
  const response = await staffRequest(call, { ...EMPTY, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return ZStaffProfessionalSearchResponseSchema.parse(response.json());
}

const ids = (answer: { data: { id: number }[] }) => answer.data.map((result) => result.id);

describe('typos in words other than names', () => {
  it('"fysioterapetti", "jooka" and "personal trainr" still find', async () => {
    const physio = await marketplace('search', { search: 'fysioterapetti' });
    expect(ids(physio)).toEqual([people.physio]);
    expect(physio.meta.text).toBe('fysioterapeutti');
    expect(ids(await marketplace('search', { search: 'jooka' })).sort()).toEqual(
      [people.yogaTurku, people.yogaOulu].sort(),
    );
    expect(ids(await marketplace('search', { search: 'personal trainr' }))).toEqual([
      people.trainer,
    ]);
  });

  it('keeps the place and corrects only the word that found nothing', async () => {
    const answer = await marketplace('search', { search: 'jooka Turussa' });
    expect(ids(answer)).toEqual([people.yogaTurku]);
    expect(answer.meta.location?.formatted).toBe('Turku');
  });

  it('leaves a filtered search that finds nobody as typed: the filter, not the words, emptied it', async () => {
    const answer = await marketplace('search', { search: 'jooka', rating_min: 5 });
    expect(answer.data).toEqual([]);
    expect(answer.meta.text).toBe('jooka');
    expect(answer.meta.dropped_words).toEqual([]);
  });

  it('leaves a search that finds someone as typed', async () => {
    const answer = await marketplace('search', { search: 'joogaa' });
    expect(answer.meta.text).toBe('joogaa');
    expect(answer.data).toHaveLength(2);
  });
});

describe('the marketplace calls', () => {
  it('search-names finds listed professionals by name, a typo too, never hidden ones', async () => {
    expect(ids(await marketplace('search-names', { search: 'Virtsnen' }))).toEqual([
      people.trainer,
    ]);
    expect(ids(await marketplace('search-names', { search: 'mikko-virtanen' }))).toEqual([
      people.trainer,
    ]);
    expect(ids(await marketplace('search-names', { search: 'Joogi' }))).toEqual([]);
    // A name call does not look at specialities, nor at e-mail addresses.
    expect(ids(await marketplace('search-names', { search: 'jooga' }))).toEqual([]);
    expect(ids(await marketplace('search-names', { search: emails.trainer }))).toEqual([]);
  });

  it('search-service finds the services and specialities named, in either language', async () => {
    const yoga = await marketplace('search-service', { search: 'jooga' });
    expect(ids(yoga).sort()).toEqual([people.yogaTurku, people.yogaOulu].sort());
    expect(yoga.data[0]?.matches).toContain('speciality');
    expect(ids(await marketplace('search-service', { search: 'yoga', location: 'Turku' }))).toEqual(
      [people.yogaTurku],
    );
    expect(ids(await marketplace('search-service', { search: 'Virtanen' }))).toEqual([]);
  });

  it('search-boosted and search-ads answer an empty page when no campaign matches', async () => {
    for (const call of ['search-boosted', 'search-ads']) {
      const answer = await marketplace(call, { search: 'jooga' });
      expect(answer.data).toEqual([]);
      expect(answer.meta.pagination).toMatchObject({ total: 0, current_page: 1, last_page: 1 });
    }
  });

  it('never tells visitors about blocking', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/professionals/search-service',
      payload: { ...EMPTY, search: 'jooga' },
    });
    expect(response.json().data[0]).not.toHaveProperty('blocked');
    expect(response.json().data[0]).not.toHaveProperty('block_reason');
  });

  it('logs the searches visitors make, not the paid placements', async () => {
    const db = t.deps.database.db;
    const logged = async () => (await db.select({ n: count() }).from(searchLogs))[0]?.n ?? 0;
    await t.app.settled();
    const before = await logged();
    await marketplace('search-names', { search: 'Laine' });
    await marketplace('search-ads', { search: 'Laine' });
    await staff('search', { search: 'Laine' });
    await t.app.settled();
    expect(await logged()).toBe(before + 1);
  });
});

describe('the back-office calls', () => {
  it("'#' lists every professional, unpublished and blocked too, newest first, paged", async () => {
    const all = await staff('search', {});
    const professionals = Object.values(people);
    expect(ids(all)).toEqual([...professionals].sort((a, b) => b - a));
    const blocked = all.data.find((result) => result.id === people.blocked);
    expect(blocked).toMatchObject({
      published: true,
      blocked: true,
      block_reason: 'Spam adverts',
      full_text_specialities_en: 'Yoga',
      membership: { id: 1 },
    });
    expect(all.data.find((result) => result.id === people.unpublished)?.published).toBe(false);
    const trainer = all.data.find((result) => result.id === people.trainer);
    expect(trainer).toMatchObject({
      slug: 'mikko-virtanen',
      price_from: { amount_minor: 6000, currency: 'eur' },
      locations: { places: [expect.objectContaining({ formatted: 'Helsinki' })] },
    });
    expect(all.meta.places.length).toBeGreaterThan(0);

    const second = await staff('search', { page: 2, per_page: 4 });
    expect(ids(second)).toEqual(ids(all).slice(4, 8));
    expect(second.meta.pagination).toMatchObject({
      total: professionals.length,
      per_page: 4,
      current_page: 2,
      last_page: 2,
      from: 5,
      to: professionals.length,
    });
  });

  it('finds hidden professionals by name, e-mail and speciality', async () => {
    expect(ids(await staff('search-names', { search: 'Joogi' })).sort()).toEqual(
      [people.unpublished, people.blocked].sort(),
    );
    expect(ids(await staff('search-names', { search: emails.unpublished ?? '' }))).toEqual([
      people.unpublished,
    ]);
    expect(ids(await staff('search-service', { search: 'jooga' })).sort()).toEqual(
      [people.yogaTurku, people.yogaOulu, people.unpublished, people.blocked].sort(),
    );
    // The full search: a listed professional's description, anyone's name.
    expect(ids(await staff('search', { search: 'fysioterapeutti' }))).toEqual([people.physio]);
    const joogi = await staff('search', { search: 'Joogi' });
    expect(ids(joogi)).toEqual(expect.arrayContaining([people.unpublished, people.blocked]));
    expect(joogi.data[0]?.matches).toContain('name');
  });

  it('keeps to the place, the radius and the filters', async () => {
    const turku = await staff('search-service', { search: 'jooga Turussa' });
    expect(ids(turku).sort()).toEqual(
      [people.yogaTurku, people.unpublished, people.blocked].sort(),
    );
    expect(turku.meta.location).toMatchObject({ formatted: 'Turku', from_text: true });
    const near = await staff('search', {
      lat: PLACES.helsinki.lat,
      lng: PLACES.helsinki.lon,
      radius_km: 10,
    });
    expect(ids(near)).toEqual([people.trainer]);
    expect(near.data[0]?.distance_km).toBeLessThan(1);
    const wider = await staff('search', {
      lat: PLACES.helsinki.lat,
      lng: PLACES.helsinki.lon,
      radius_km: 30,
    });
    expect(ids(wider).sort()).toEqual([people.trainer, people.physio].sort());

    const { specialityIds } = await catalogueOf(t.deps.database.db);
    const yoga = await staff('search', { speciality: specialityIds.get('yoga') ?? 0 });
    expect(ids(yoga)).toHaveLength(4);
    expect(ids(await staff('search', { price_max: 5000 }))).toEqual([people.yogaTurku]);
    const byPrice = await staff('search', { sort: 'price', per_page: 3 });
    expect(ids(byPrice)).toEqual([people.yogaTurku, people.trainer, people.physio]);
  });

  it('answers empty boosted and ads pages', async () => {
    expect((await staff('search-boosted', { search: 'jooga' })).data).toEqual([]);
    expect((await staff('search-ads', {})).data).toEqual([]);
  });

  it('is for staff only: signed out 401, customers and professionals 403', async () => {
    expectRefusal(await staffRequest('search', EMPTY, null), 401, 1002);
    const customer = await createUser(t.deps.database.db);
    const customerToken = await signIn(t.app, customer.email);
    expectRefusal(await staffRequest('search-names', EMPTY, customerToken), 403, 1317);
    const professionalToken = await signIn(t.app, emails.trainer ?? '');
    expectRefusal(await staffRequest('search-service', EMPTY, professionalToken), 403, 1317);
  });

  it('refuses bad input with a coded 422', async () => {
    expectRefusal(await staffRequest('search', { ...EMPTY, page: 0 }), 422, 1301, 'page');
    expectRefusal(await staffRequest('search', { ...EMPTY, lat: 'north' }), 422, 1301, 'lat');
    expectRefusal(
      await staffRequest('search', { ...EMPTY, search: 'x'.repeat(201) }),
      422,
      1301,
      'search',
    );
  });
});
