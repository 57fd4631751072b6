import {
  PLACE_SUGGESTIONS,
  type TProfessionalSearchQuery,
  type TProfessionalSearchRequest,
  type TProfessionalSearchResponse,
} from '@fitmarket/core/api/search';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchLogs } from '../../src/db/schema';
import type { Geocoder } from '../../src/platform/geocoder/geocoder';
import { GeocoderUnavailableError } from '../../src/platform/geocoder/nominatim-geocoder';
import { createTextAnalyser, sharedAnalyser } from '../../src/search/language/analyser';
import { searchProfessionals } from '../../src/search/professional-search';
import { createSearchState } from '../../src/search/search-deps';
import { rebuildSearchDocuments } from '../../src/search/search-document';
import { suggest } from '../../src/search/suggestions';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { catalogueOf, createProfessional, PLACES } from './professionals';
import { searchRequest, suggestionsRequest } from './search-requests';

let t: TestApp;
const people: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.database.db;
  const make = async (key: string, fixture: Parameters<typeof createProfessional>[1]) => {
    people[key] = (await createProfessional(db, fixture)).id;
  };
  await make('trainerHelsinki', {
    user: {
      firstName: 'Mikko',
      lastName: 'Virtanen',
      slug: 'mikko-virtanen',
      description: 'Personal trainer for busy people',
      membershipId: 2,
    },
    specialities: ['personal-training'],
    services: [{ slug: 'personal-training-session', priceMinor: 6000 }],
    locations: [PLACES.helsinki],
  });
  await make('trainerTampere', {
    user: { firstName: 'Jari', lastName: 'Nieminen', description: 'PT ja kehonhuolto' },
    specialities: ['personal-training'],
    services: [{ slug: 'personal-training-session', priceMinor: 5500 }],
    locations: [PLACES.tampere],
  });
  await make('yogaTurku', {
    user: {
      firstName: 'Liisa',
      lastName: 'Laine',
      description: 'Joogaa aloittelijoille ja edistyneille',
      ratingCount: 2,
      ratingSum: 10,
    },
    specialities: ['yoga'],
    services: [{ slug: 'private-yoga-class', priceMinor: 4000 }],
    locations: [PLACES.turku],
    languages: ['fi', 'en'],
  });
  await make('yogaOulu', {
    user: {
      firstName: 'Sanna',
      lastName: 'Korhonen',
      description: 'Rauhallista joogaa',
      ratingCount: 1,
      ratingSum: 3,
    },
    specialities: ['yoga'],
    services: [{ slug: 'group-yoga-class', priceMinor: 2000 }],
    locations: [PLACES.oulu],
    languages: ['fi'],
  });
  await make('gymCoach', {
    user: {
      firstName: 'Aino',
      lastName: 'Mäkelä',
      slug: 'aino-makela',
      description: 'Valmennan kuntosalilla',
    },
    specialities: ['strength-training'],
    services: [{ slug: 'training-programme', priceMinor: 9000 }],
    locations: [PLACES.jyvaskyla],
  });
  await make('masseur', {
    user: { firstName: 'Pekka', lastName: 'Heikkinen', description: 'Urheiluhierontaa' },
    specialities: ['massage'],
    services: [{ slug: 'sports-massage', priceMinor: 7000 }],
    locations: [PLACES.tampere],
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
    user: { firstName: 'Esto', lastName: 'Joogi', blocked: true, blockReason: 'spam' },
    specialities: ['yoga'],
    locations: [PLACES.turku],
  });
});
afterAll(() => t.close());

const search = (body: Partial<TProfessionalSearchRequest>, lang = 'en') =>
  searchRequest(t, body, lang);

const ids = (answer: TProfessionalSearchResponse) => answer.data.map((result) => result.id);

/** A search of `search` alone, as the route passes it to searchProfessionals. */
const queryOfText = (search: string): TProfessionalSearchQuery => ({
  search,
  location: null,
  lat: null,
  lng: null,
  geoLocation: null,
  radius_km: null,
  bounds: null,
  service: null,
  speciality: null,
  price_min: null,
  price_max: null,
  available: false,
  rating_min: null,
  language: null,
  sort: 'relevance',
  page: 1,
  per_page: 10,
});

describe('POST /v1/professionals/search, Finnish and English', () => {
  it('"personal trainer Helsingissä" finds the trainer located in Helsinki, not the one in Tampere', async () => {
    const answer = await search({ search: 'personal trainer Helsingissä' });
    expect(ids(answer)).toEqual([people.trainerHelsinki]);
    expect(answer.meta.location).toMatchObject({ formatted: 'Helsinki', from_text: true });
    expect(answer.meta.text).toBe('personal trainer');
    const [trainer] = answer.data;
    expect(trainer).toMatchObject({
      first_name: 'Mikko',
      membership: { id: 2 },
      price_from: { amount_minor: 6000, currency: 'eur' },
    });
    // From the gazetteer's centre of Helsinki.
    expect(trainer?.distance_km).toBeLessThan(1);
    expect(trainer?.matches).toEqual(expect.arrayContaining(['speciality', 'location']));
    expect(trainer?.locations.places[0]).toMatchObject({
      formatted: 'Helsinki',
      coordinates: { lat: PLACES.helsinki.lat, lon: PLACES.helsinki.lon },
    });
    expect(answer.meta.places).toEqual([
      expect.objectContaining({
        formatted: 'Helsinki',
        users: [expect.objectContaining({ slug: 'mikko-virtanen', first_name: 'Mikko' })],
      }),
    ]);
  });

  it('"joogaa Turussa" finds yoga in Turku only, never the unpublished or blocked', async () => {
    const answer = await search({ search: 'joogaa Turussa' }, 'fi');
    expect(ids(answer)).toEqual([people.yogaTurku]);
    expect(answer.data[0]?.specialities).toEqual([
      expect.objectContaining({ slug: 'yoga', label: 'Jooga' }),
    ]);
  });

  it('"hieroja Tampereelta" finds the masseur in Tampere', async () => {
    expect(ids(await search({ search: 'hieroja Tampereelta' }, 'fi'))).toEqual([people.masseur]);
  });

  it('"kuntosalivalmentaja" finds the coach who works at a gym (kuntosalilla)', async () => {
    const answer = await search({ search: 'kuntosalivalmentaja' });
    expect(ids(answer)).toEqual([people.gymCoach]);
    expect(answer.data[0]?.matches).toContain('description');
  });

  it('English synonyms: "physio" finds a fysioterapeutti, "PT" finds personal trainers', async () => {
    expect(ids(await search({ search: 'physio' }))).toEqual([people.physio]);
    expect(ids(await search({ search: 'PT' })).sort()).toEqual(
      [people.trainerHelsinki, people.trainerTampere].sort(),
    );
  });

  it('a mistyped surname still finds the person', async () => {
    const answer = await search({ search: 'Virtsnen' });
    expect(ids(await search({ search: 'virtnen' }))[0]).toBe(people.trainerHelsinki);
    expect(ids(answer)[0]).toBe(people.trainerHelsinki);
    expect(answer.data[0]?.matches).toContain('name');
  });

  it('Jyvaskyla without its accents finds Jyväskylä', async () => {
    const answer = await search({ search: 'Jyvaskyla' });
    expect(ids(answer)).toEqual([people.gymCoach]);
    expect(answer.meta.location?.formatted).toBe('Jyväskylä');
    expect(ids(await search({ search: 'Makela' }))).toEqual([people.gymCoach]);
  });
});

describe('places, filters, sort and paging', () => {
  it('a radius around a point excludes a professional further away', async () => {
    const near = await search({
      lat: PLACES.helsinki.lat,
      lng: PLACES.helsinki.lon,
      radius_km: 10,
    });
    expect(ids(near)).toEqual([people.trainerHelsinki]);
    const wider = await search({
      location: 'Helsinki',
      lat: PLACES.helsinki.lat,
      lng: PLACES.helsinki.lon,
      radius_km: 25,
    });
    expect(ids(wider).sort()).toEqual([people.trainerHelsinki, people.physio].sort());
    const espoo = wider.data.find((result) => result.id === people.physio);
    expect(espoo?.distance_km).toBeGreaterThan(15);
    expect(espoo?.distance_km).toBeLessThan(17);
  });

  it('a place by name only is looked up', async () => {
    const answer = await search({ location: 'Tampere' });
    expect(ids(answer).sort()).toEqual([people.trainerTampere, people.masseur].sort());
  });

  it('the visible map area replaces the place', async () => {
    const southWest = await search({
      bounds: { south: 59.8, west: 21.5, north: 60.6, east: 25.2 },
    });
    expect(ids(southWest).sort()).toEqual(
      [people.trainerHelsinki, people.physio, people.yogaTurku].sort(),
    );
  });

  it('filters by speciality, service (main or sub), price, rating and language', async () => {
    const { specialityIds, serviceIds } = await catalogueOf(t.deps.database.db);
    const yoga = await search({ speciality: specialityIds.get('yoga') });
    expect(ids(yoga).sort()).toEqual([people.yogaTurku, people.yogaOulu].sort());
    const mainService = await search({ service: serviceIds.get('yoga-and-pilates') });
    expect(ids(mainService).sort()).toEqual(ids(yoga).sort());
    const subService = await search({ service: serviceIds.get('group-yoga-class') });
    expect(ids(subService)).toEqual([people.yogaOulu]);
    const cheap = await search({ price_max: 4500 });
    expect(ids(cheap).sort()).toEqual([people.yogaTurku, people.yogaOulu].sort());
    const dear = await search({ price_min: 8000 });
    expect(ids(dear).sort()).toEqual([people.gymCoach, people.physio].sort());
    expect(ids(await search({ rating_min: 4 }))).toEqual([people.yogaTurku]);
    const english = await search({ speciality: specialityIds.get('yoga'), language: 'en' });
    expect(ids(english)).toEqual([people.yogaTurku]);
  });

  it("'#' everywhere lists every listed professional, hidden ones never", async () => {
    const answer = await search({});
    expect(answer.meta.pagination.filtered).toBe(7);
    expect(ids(answer)).not.toContain(people.unpublished);
    expect(ids(answer)).not.toContain(people.blocked);
    // "Joogi" (a yogi) is corrected to jooga when it finds nobody: still never the hidden Joogis.
    const joogi = await search({ search: 'Joogi' });
    expect(ids(joogi)).not.toContain(people.unpublished);
    expect(ids(joogi)).not.toContain(people.blocked);
  });

  it('pages through the results', async () => {
    const first = await search({ per_page: 3, page: 1 });
    const third = await search({ per_page: 3, page: 3 });
    expect(first.meta.pagination).toMatchObject({
      filtered: 7,
      per_page: 3,
      current_page: 1,
      last_page: 3,
      from: 1,
      to: 3,
    });
    expect(third.meta.pagination).toMatchObject({ current_page: 3, from: 7, to: 7 });
    const second = await search({ per_page: 3, page: 2 });
    const all = [...ids(first), ...ids(second), ...ids(third)];
    expect(new Set(all).size).toBe(7);
  });

  it('sorts by price, rating and distance from the visitor', async () => {
    const byPrice = await search({ sort: 'price' });
    const prices = byPrice.data.map((result) => result.price_from?.amount_minor ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byRating = await search({ sort: 'rating' });
    expect(ids(byRating).slice(0, 2)).toEqual([people.yogaTurku, people.yogaOulu]);
    const fromOulu = await search({
      sort: 'distance',
      geoLocation: { lat: PLACES.oulu.lat, lng: PLACES.oulu.lon },
    });
    expect(ids(fromOulu)[0]).toBe(people.yogaOulu);
    const distances = fromOulu.data.map((result) => result.distance_km ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('logs every search after answering, with the place and the visitor position', async () => {
    await search({ search: 'joogaa Turussa', geoLocation: { lat: 60.2, lng: 24.9 } }, 'fi');
    await t.app.settled();
    // By its text: other tests' log rows may be written in between on a busy database.
    const [log] = await t.deps.database.db
      .select()
      .from(searchLogs)
      .where(eq(searchLogs.search, 'joogaa Turussa'))
      .orderBy(desc(searchLogs.id))
      .limit(1);
    expect(log).toMatchObject({
      search: 'joogaa Turussa',
      locationFormatted: 'Turku',
      userLat: 60.2,
      userLon: 24.9,
      language: 'fi',
      resultCount: 1,
    });
    expect(log?.lat).toBeCloseTo(PLACES.turku.lat, 1);
  });

  it('refuses nonsense with 422', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/professionals/search',
      payload: { search: '#', lat: 'north', page: 0 },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('GET /v1/professionals/suggestions', () => {
  const suggestions = (q: string, lang = 'en') => suggestionsRequest(t, q, lang);

  it('suggests specialities, services and professionals for a prefix, in the language asked', async () => {
    const yoga = await suggestions('joog', 'fi');
    expect(yoga.specialities.map((speciality) => speciality.label)).toEqual(['Jooga']);
    expect(yoga.services.map((service) => service.slug)).toEqual(
      expect.arrayContaining(['yoga-and-pilates', 'private-yoga-class', 'group-yoga-class']),
    );
    const english = await suggestions('yoga');
    expect(english.specialities.map((speciality) => speciality.label)).toEqual(['Yoga']);
    // Inflected, compound parts and synonyms find their entries too.
    expect((await suggestions('joogaa', 'fi')).specialities[0]?.slug).toBe('yoga');
    expect((await suggestions('harjoittelu', 'fi')).specialities.map((s) => s.slug)).toContain(
      'strength-training',
    );
    expect((await suggestions('physio')).specialities.map((s) => s.slug)).toEqual([
      'physiotherapy',
    ]);
  });

  it('suggests listed professionals by the start of a name, accents aside', async () => {
    expect((await suggestions('virt')).professionals).toEqual([
      { slug: 'mikko-virtanen', first_name: 'Mikko', last_name: 'Virtanen', image: null },
    ]);
    expect((await suggestions('make')).professionals.map((p) => p.last_name)).toEqual(['Mäkelä']);
    expect((await suggestions('joogi')).professionals).toEqual([]);
    expect((await suggestions('vi')).professionals).toEqual([]);
  });

  it('suggests towns and districts for the last word, named in the language asked', async () => {
    const formatted = async (q: string, lang = 'en') =>
      (await suggestions(q, lang)).places.map((place) => place.formatted);
    expect((await formatted('hieroja Kall', 'fi'))[0]).toBe('Kallio, Helsinki');
    expect((await formatted('personal trainer Tapi'))[0]).toBe('Tapiola, Espoo');
    // By the Swedish name too, shown as the district is called.
    expect((await formatted('massage Bergh'))[0]).toBe('Kallio, Helsinki');
    // A Swedish-speaking town in English by its Swedish name, in Finnish by its Finnish one.
    expect((await formatted('yoga Marieh'))[0]).toBe('Mariehamn');
    expect((await formatted('jooga Marieh', 'fi'))[0]).toBe('Maarianhamina');
    const places = (await suggestions('jooga Hels', 'fi')).places;
    expect(places.length).toBeLessThanOrEqual(PLACE_SUGGESTIONS);
    expect(places.map((place) => place.kind)).not.toContain('postal_area');
    // Too short a last word, digits and a word no place starts with suggest no place.
    expect(await formatted('yoga Kal')).toEqual([]);
    expect(await formatted('00530')).toEqual([]);
    expect(await formatted('yoga')).toEqual([]);
  });

  it('leaves the places out, not the suggestions, when an HTTP geocoder does not answer', async () => {
    const db = t.deps.database.db;
    const { analyser } = sharedAnalyser();
    const away: Geocoder = {
      ...t.deps.geocoder,
      suggest: () => Promise.reject(new GeocoderUnavailableError('away')),
    };
    const answer = await suggest(
      { analyser, geocoder: away, ...createSearchState(db, analyser, console) },
      t.deps.database,
      'joogaa Kall',
      'fi',
    );
    expect(answer.places).toEqual([]);
    expect(answer.specialities.map((speciality) => speciality.slug)).toEqual(['yoga']);
  });

  it('finds a place named in a search text in the embedded gazetteer, never asking an HTTP geocoder', async () => {
    const db = t.deps.database.db;
    const { analyser } = sharedAnalyser();
    const refuse = () => Promise.reject(new Error('the search asked the HTTP geocoder'));
    const http: Geocoder = { suggest: refuse, named: refuse, lookup: refuse };
    const deps = {
      db,
      indexedPlanDb: t.deps.database.indexedPlanDb,
      indexedPlanRows: t.deps.database.indexedPlanRows,
      geocoder: http,
      analyser,
      ...createSearchState(db, analyser, console),
    };
    const answer = await searchProfessionals(
      deps,
      queryOfText('personal trainer Helsingissä'),
      'fi',
    );
    expect(ids(answer)).toEqual([people.trainerHelsinki]);
    expect(answer.meta.location).toMatchObject({ formatted: 'Helsinki', from_text: true });
  });
});

describe('without Voikko', () => {
  it('falls back to Snowball: the base forms it gets right still find', async () => {
    const snowball = createTextAnalyser({
      loadVoikko: () => {
        throw new Error('no libvoikko');
      },
    });
    const db = t.deps.database.db;
    await rebuildSearchDocuments(db, snowball);
    const deps = {
      db,
      indexedPlanDb: t.deps.database.indexedPlanDb,
      indexedPlanRows: t.deps.database.indexedPlanRows,
      geocoder: t.deps.geocoder,
      analyser: snowball,
      ...createSearchState(db, snowball, console),
    };
    const query = (search: string) => searchProfessionals(deps, queryOfText(search), 'fi');
    expect(ids(await query('joogaa'))).toEqual(
      expect.arrayContaining([people.yogaTurku, people.yogaOulu]),
    );
    // Snowball's finnish stems "hieronta" and "hierontaa" apart (hieron, hieront): base forms only.
    expect(ids(await query('hieronta'))).toEqual([people.masseur]);
    expect(ids(await query('personal trainer Helsinki'))).toEqual([people.trainerHelsinki]);
    await rebuildSearchDocuments(db);
  });
});

describe('a trade is not a name', () => {
  it('"jooga" does not rank a Joona first for half the letters of his name; "Jona" still finds him', async () => {
    const joona = await createProfessional(t.deps.database.db, {
      user: { firstName: 'Joona', lastName: 'Koski', description: 'Joogaa kaikille' },
      specialities: ['yoga'],
      services: [{ slug: 'group-yoga-class', priceMinor: 2500 }],
      locations: [PLACES.oulu],
    });
    for (const [text, lang] of [
      ['jooga', 'fi'],
      ['joogaa', 'fi'],
      ['yoga', 'en'],
    ] as const) {
      const answer = await search({ search: text }, lang);
      expect(ids(answer)[0]).toBe(people.yogaTurku);
      const found = answer.data.find((result) => result.id === joona.id);
      expect(found?.matches).not.toContain('name');
    }
    const mistyped = await search({ search: 'Jona' });
    expect(ids(mistyped)[0]).toBe(joona.id);
    expect(mistyped.data[0]?.matches).toContain('name');
  });

  it('a trade that finds few is not topped up with people whose names look like it', async () => {
    const joonas = await createProfessional(t.deps.database.db, {
      user: { firstName: 'Joonas', lastName: 'Aalto', description: 'Urheiluhierontaa' },
      specialities: ['massage'],
      services: [{ slug: 'sports-massage', priceMinor: 6500 }],
      locations: [PLACES.tampere],
    });
    expect(ids(await search({ search: 'jooga' }, 'fi'))).not.toContain(joonas.id);
    expect(ids(await search({ search: 'Joonaz' }, 'fi'))).toContain(joonas.id);
    // Too short for a typo correction: the names like it are looked for after it found nothing.
    expect(ids(await search({ search: 'Aal' }, 'fi'))).toContain(joonas.id);
  });

  it('a word is like a name when it is like its words, not a stretch of its letters', async () => {
    const daniel = await createProfessional(t.deps.database.db, {
      user: { firstName: 'Daniel', lastName: 'Martikainen', description: 'Kuntosalivalmennusta' },
      specialities: ['strength-training'],
      locations: [PLACES.oulu],
    });
    // Word similarity found him for both: "dance" shares "dan" with Daniel (0.5), "martial"
    // "mart" with Martikainen. Nobody offers dance or martial arts.
    for (const text of ['dance', 'martial arts']) {
      expect(ids(await search({ search: text }))).not.toContain(daniel.id);
    }
    // Names typed with a typo, or their first letters, still find him.
    for (const text of ['Danile', 'Martikanen', 'dani', 'Daniel Marti']) {
      expect(ids(await search({ search: text })), text).toContain(daniel.id);
    }
  });

  it('a mistyped trade is corrected before names alike are listed: "jooka" is yoga, not Joona', async () => {
    // Nearer to "jooka" than "jooga" is, but no trade: "joka" (which).
    await createProfessional(t.deps.database.db, {
      user: { firstName: 'Kalle', lastName: 'Mäki', description: 'Valmentaja, joka kuuntelee' },
      specialities: ['strength-training'],
      locations: [PLACES.oulu],
    });
    const answer = await search({ search: 'jooka' }, 'fi');
    expect(answer.meta.text).toBe('jooga');
    expect(ids(answer)).toContain(people.yogaTurku);
    for (const result of answer.data) {
      expect(result.specialities.map((speciality) => speciality.slug)).toContain('yoga');
    }
  });

  it('a Finnish word spelt right is no typo: "naisille" is left out, not made "niille"', async () => {
    // Two edits from "naisille" (for women), and held by a personal trainer: "niille" (for them).
    await createProfessional(t.deps.database.db, {
      user: {
        firstName: 'Sanna',
        lastName: 'Lahti',
        description: 'Valmennusta niille, jotka aloittavat',
      },
      specialities: ['personal-training'],
      locations: [PLACES.oulu],
    });
    const answer = await search({ search: 'personal trainer naisille' }, 'fi');
    expect(answer.meta.text).toBe('personal trainer');
    expect(answer.meta.dropped_words).toEqual(['naisille']);
    expect(ids(answer)).toContain(people.trainerHelsinki);
  });

  it('ranks by the words the specialities hold: a yoga teacher before a description of one', async () => {
    // A higher membership (quality) than the teacher's, and both words in the description only.
    const describer = await createProfessional(t.deps.database.db, {
      user: {
        firstName: 'Outi',
        lastName: 'Ranta',
        description: 'Entinen joogan opettaja, nyt kuntosalilla. A former yoga teacher.',
        membershipId: 3,
      },
      specialities: ['strength-training'],
      locations: [PLACES.oulu],
    });
    const teacher = await createProfessional(t.deps.database.db, {
      user: { firstName: 'Iida', lastName: 'Salo', description: 'Opettaja ja ohjaaja. Teacher.' },
      specialities: ['yoga'],
      locations: [PLACES.oulu],
    });
    for (const [text, lang] of [
      ['joogan opettaja', 'fi'],
      ['yoga teacher', 'en'],
    ] as const) {
      const found = ids(await search({ search: text }, lang));
      expect(found, text).toContain(describer.id);
      expect(found.indexOf(teacher.id), text).toBeLessThan(found.indexOf(describer.id));
    }
  });
});
