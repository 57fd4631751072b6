import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchDocuments, users } from '../../src/db/schema';
import { refreshSearchDocuments } from '../../src/search/search-document';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createProfessional, PLACES } from './professionals';

let t: TestApp;
let professionalId: number;

beforeAll(async () => {
  // Default settings: SEARCH_CACHE_SECONDS is 60.
  t = await createTestApp();
  professionalId = (
    await createProfessional(t.deps.database.db, {
      user: { firstName: 'Oskari', lastName: 'Välimaa', slug: 'oskari-valimaa' },
      specialities: ['pilates'],
      locations: [PLACES.helsinki],
    })
  ).id;
});
afterAll(() => t.close());

const search = (lang: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/professionals/search',
    headers: { 'accept-language': lang },
    payload: { search: 'Välimaa', location: '#', lat: '#', lng: '#', geoLocation: '#' },
  });
const suggestions = () =>
  t.app.inject({ method: 'GET', url: '/v1/professionals/suggestions?q=valim' });
const found = (body: string) => body.includes('oskari-valimaa');

describe('the search cache (SEARCH_CACHE_SECONDS)', () => {
  it('answers the same request from memory until a document of this process changes', async () => {
    expect(found((await search('en')).body)).toBe(true);
    expect(found((await suggestions()).body)).toBe(true);
    const db = t.deps.database.db;
    // Behind the search's back (no refresh): the remembered answers still hold the person.
    await db.delete(searchDocuments).where(eq(searchDocuments.userId, professionalId));
    expect(found((await search('en')).body)).toBe(true);
    expect(found((await suggestions()).body)).toBe(true);
    // Another language is another request.
    expect(found((await search('fi')).body)).toBe(false);
    // A refreshed document (unpublished, blocked, edited) retires every remembered answer.
    await db.update(users).set({ published: false }).where(eq(users.id, professionalId));
    await refreshSearchDocuments(db, [professionalId]);
    expect(found((await search('en')).body)).toBe(false);
    expect(found((await suggestions()).body)).toBe(false);
    // The searches' log rows are written after the answers: let them finish before closing.
    await t.app.settled();
  });
});
