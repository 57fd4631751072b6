import { MAX_LOCATIONS } from '@fitmarket/core/limits';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { expectRefusal } from '../accounts/account-helpers';
import { signIn } from '../helpers/users';
import {
  basicInfo,
  createProfileTestApp,
  HELSINKI_CENTRE,
  profileCall,
  service,
  signedInProfessional,
  TURKU_CENTRE,
} from './profile-helpers';

const { t, catalogue } = await createProfileTestApp();
afterAll(() => t.close());

/** Municipalities by Statistics Finland's code: Helsinki, Espoo, Tampere, Turku, Jyväskylä. */
const FIVE_PLACES = ['m:091', 'm:049', 'm:837', 'm:853', 'm:179'];

const saveLocations = (token: string, ids: string[], flexible = false) =>
  profileCall(t, token, 'PUT', '/locations', {
    flexible,
    locations: ids.map((place_id) => ({ place_id })),
  });

describe('PUT /v1/me/professional/locations', () => {
  it('keeps the places the geocoder knows, in order, and moves registration to step 3', async () => {
    const { token } = await signedInProfessional(t);
    const response = await saveLocations(token, [TURKU_CENTRE, HELSINKI_CENTRE], true);
    expect(response.statusCode, response.body).toBe(200);
    const profile = response.json().data;
    expect(profile.flexible).toBe(true);
    expect(profile.registration_step).toBe(3);
    expect(profile.locations).toMatchObject([
      { place_id: TURKU_CENTRE, formatted: '20100 Turku', city: 'Turku' },
      { place_id: HELSINKI_CENTRE, city: 'Helsinki' },
    ]);
    expect(profile.locations[1].lat).toBeCloseTo(60.17, 1);

    // Saving basic info later does not send registration back to step 2.
    const basic = await profileCall(t, token, 'PUT', '/basic', basicInfo(catalogue));
    expect(basic.json().data.registration_step).toBe(3);
  });

  it(`wants 1 to ${MAX_LOCATIONS} places`, async () => {
    const { token } = await signedInProfessional(t);
    expectRefusal(await saveLocations(token, []), 422, 1255, 'locations');
    expectRefusal(await saveLocations(token, [...FIVE_PLACES, 'p:00100']), 422, 1318, 'locations');
    const five = await saveLocations(token, FIVE_PLACES);
    expect(five.statusCode, five.body).toBe(200);
    expect(five.json().data.locations).toHaveLength(MAX_LOCATIONS);
  });

  it('refuses a place the geocoder does not know, and keeps the old list', async () => {
    const { token } = await signedInProfessional(t);
    await saveLocations(token, [HELSINKI_CENTRE]);
    const response = await saveLocations(token, [TURKU_CENTRE, 'p:00000', 'nowhere']);
    expectRefusal(response, 422, 1325, 'locations.1.place_id');
    expectRefusal(response, 422, 1325, 'locations.2.place_id');
    const profile = (await profileCall(t, token, 'GET', '')).json().data;
    expect(profile.locations.map((l: { place_id: string }) => l.place_id)).toEqual([
      HELSINKI_CENTRE,
    ]);
  });
});

/** Ids of the professionals the marketplace search finds for `text`. */
async function foundBySearch(text: string): Promise<number[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/professionals/search',
    payload: { search: text, location: '#', lat: '#', lng: '#', geoLocation: '#', per_page: 50 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { id: number }[]).map((result) => result.id);
}

describe('publishing', () => {
  it('refuses an incomplete profile with 1323, and says what is missing', async () => {
    const { token } = await signedInProfessional(t);
    await profileCall(t, token, 'PUT', '/basic', basicInfo(catalogue));
    expectRefusal(await profileCall(t, token, 'POST', '/publish'), 409, 1323);
    const profile = (await profileCall(t, token, 'GET', '')).json().data;
    expect(profile).toMatchObject({ published: false, missing: ['locations', 'services'] });
  });

  it('publishes a complete profile, unpublishes it, and keeps it complete while published', async () => {
    const { user, token } = await signedInProfessional(t);
    await profileCall(t, token, 'PUT', '/basic', basicInfo(catalogue));
    await saveLocations(token, [HELSINKI_CENTRE]);
    const saved = await profileCall(t, token, 'PUT', '/services', {
      services: [service(catalogue)],
    });
    expect(saved.json().data.missing).toEqual([]);

    const published = await profileCall(t, token, 'POST', '/publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ published: true, registration_step: 3 });
    // Search has it from the same transaction on.
    expect(await foundBySearch('Virtanen')).toContain(user.id);

    // A published profile cannot lose its description.
    const emptied = await profileCall(
      t,
      token,
      'PUT',
      '/basic',
      basicInfo(catalogue, { description: '', description_fi: null }),
    );
    expectRefusal(emptied, 422, 1307, 'description');

    const unpublished = await profileCall(t, token, 'POST', '/unpublish');
    expect(unpublished.json().data.published).toBe(false);
    expect(await foundBySearch('Virtanen')).not.toContain(user.id);
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.published).toBe(false);
  });

  it('is closed to a blocked professional', async () => {
    const { user, token } = await signedInProfessional(t);
    await t.deps.database.db
      .update(users)
      .set({ blocked: true, blockReason: 'Fake certificates' })
      .where(eq(users.id, user.id));
    expectRefusal(await profileCall(t, token, 'POST', '/publish'), 403, 1311);
    // Nor can they sign in again to try.
    await expect(signIn(t.app, user.email)).rejects.toThrow();
  });
});
