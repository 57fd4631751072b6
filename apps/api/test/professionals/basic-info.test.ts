import { MAX_SPECIALITIES } from '@fitmarket/core/limits';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, expectRefusal } from '../accounts/account-helpers';
import { createUser, signIn, signInStaff } from '../helpers/users';
import {
  basicInfo,
  createProfileTestApp,
  freshSlug,
  profileCall,
  signedInProfessional,
} from './profile-helpers';

const { t, catalogue } = await createProfileTestApp();
afterAll(() => t.close());

const allSpecialityIds = () => [...catalogue.specialityIds.values()];

describe('GET /v1/me/professional', () => {
  it('answers a new professional their empty profile, with every part still missing', async () => {
    const { user, token } = await signedInProfessional(t, { firstName: '', lastName: '' });
    const response = await profileCall(t, token, 'GET', '');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: user.id,
      slug: null,
      published: false,
      registration_step: 1,
      membership_id: 1,
      services: [],
      missing: ['name', 'slug', 'description', 'specialities', 'locations', 'services'],
    });
  });

  it('refuses customers and staff with 1326, and strangers with 401', async () => {
    const customer = await createUser(t.deps.database.db);
    const customerToken = await signIn(t.app, customer.email);
    expectRefusal(await profileCall(t, customerToken, 'GET', ''), 403, 1326);
    expectRefusal(
      await profileCall(t, customerToken, 'PUT', '/basic', basicInfo(catalogue)),
      403,
      1326,
    );
    expectRefusal(await profileCall(t, customerToken, 'POST', '/publish'), 403, 1326);
    const admin = await createUser(t.deps.database.db, { role: 'admin' });
    expectRefusal(await profileCall(t, await signInStaff(t, admin.email), 'GET', ''), 403, 1326);
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/me/professional' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /v1/me/professional/basic', () => {
  it('saves the basic info, answers the whole profile and moves registration to step 2', async () => {
    const { token } = await signedInProfessional(t);
    const body = basicInfo(catalogue, {
      slug: 'Anna-V-Basic',
      speciality_ids: allSpecialityIds().slice(0, 3).reverse(),
      header_video_url: 'https://youtu.be/dQw4w9WgXcQ?si=tracking',
    });
    const response = await profileCall(t, token, 'PUT', '/basic', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      first_name: 'Anna',
      last_name: 'Virtanen',
      // Addresses are kept lower-case.
      slug: 'anna-v-basic',
      description_fi: body.description_fi,
      birth_date: '1990-04-12',
      gender: 'female',
      languages: ['fi', 'en'],
      speciality_ids: body.speciality_ids,
      header_video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      registration_step: 2,
      missing: ['locations', 'services'],
    });
    const again = await profileCall(t, token, 'GET', '');
    expect(again.json().data.speciality_ids).toEqual(body.speciality_ids);
  });

  it(`takes 1 to ${MAX_SPECIALITIES} known specialities`, async () => {
    const { token } = await signedInProfessional(t);
    const ids = allSpecialityIds();
    const save = (speciality_ids: number[]) =>
      profileCall(t, token, 'PUT', '/basic', basicInfo(catalogue, { speciality_ids }));

    expectRefusal(await save([]), 422, 1328, 'speciality_ids');
    expectRefusal(await save(ids.slice(0, MAX_SPECIALITIES + 1)), 422, 1319, 'speciality_ids');
    expectRefusal(await save([ids[0] ?? 0, 999_999]), 422, 1301, 'speciality_ids.1');
    expect((await save(ids.slice(0, MAX_SPECIALITIES))).statusCode).toBe(200);
    // The same one twice counts once.
    const twice = await save([ids[1] ?? 0, ids[1] ?? 0]);
    expect(twice.json().data.speciality_ids).toEqual([ids[1]]);
  });

  it('refuses malformed and too long addresses, and one somebody else has', async () => {
    const { token } = await signedInProfessional(t);
    const save = (slug: string) =>
      profileCall(t, token, 'PUT', '/basic', basicInfo(catalogue, { slug }));
    expectRefusal(await save('anna virtanen'), 422, 1248, 'slug');
    expectRefusal(await save('äijä'), 422, 1248, 'slug');
    expectRefusal(await save('x'.repeat(21)), 422, 1250, 'slug');
    expectRefusal(await save(''), 422, 1307, 'slug');

    const taken = freshSlug('taken');
    await createUser(t.deps.database.db, { role: 'professional', slug: taken });
    expectRefusal(await save(taken), 409, 1249, 'slug');
    expectRefusal(await save(taken.toUpperCase()), 409, 1249, 'slug');
    // Keeping one's own address is no conflict.
    const own = freshSlug('own');
    expect((await save(own)).statusCode).toBe(200);
    expect((await save(own)).statusCode).toBe(200);
  });

  it('gives an address to only one of two professionals saving it at the same moment', async () => {
    const [a, b] = [await signedInProfessional(t), await signedInProfessional(t)];
    const slug = freshSlug('race');
    const answers = await Promise.all(
      [a, b].map(({ token }) =>
        profileCall(t, token, 'PUT', '/basic', basicInfo(catalogue, { slug })),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    if (refused) expectRefusal(refused, 409, 1249, 'slug');
  });

  it('takes only YouTube and Vimeo links as the header video', async () => {
    const { token } = await signedInProfessional(t);
    const save = (header_video_url: string | null) =>
      profileCall(t, token, 'PUT', '/basic', basicInfo(catalogue, { header_video_url }));
    expectRefusal(await save('https://www.dailymotion.com/video/x8abc'), 422, 1324);
    expectRefusal(await save('javascript:alert(1)'), 422, 1324, 'header_video_url');
    const vimeo = await save('https://player.vimeo.com/video/76979871');
    expect(vimeo.json().data.header_video_url).toBe('https://vimeo.com/76979871');
    expect((await save('')).json().data.header_video_url).toBeNull();
  });

  it('wants names, a valid address and a birth date of someone at least 16', async () => {
    const { token } = await signedInProfessional(t);
    const save = (overrides: Parameters<typeof basicInfo>[1]) =>
      profileCall(t, token, 'PUT', '/basic', basicInfo(catalogue, overrides));
    // Every field's problem at once, so the form can mark them all.
    const nameless = await save({ first_name: ' ', last_name: '', slug: 'no spaces' });
    expectRefusal(nameless, 422, 1307, 'first_name');
    expectRefusal(nameless, 422, 1307, 'last_name');
    expectRefusal(nameless, 422, 1248, 'slug');
    const fifteen = new Date();
    fifteen.setUTCFullYear(fifteen.getUTCFullYear() - 15);
    expectRefusal(await save({ birth_date: fifteen.toISOString().slice(0, 10) }), 422, 1301);
    // Years no date of a request may have (1369): "0099" once became 1999.
    expectRefusal(await save({ birth_date: '2999-01-01' }), 422, 1369, 'birth_date');
    expectRefusal(await save({ birth_date: '1850-01-01' }), 422, 1369, 'birth_date');
    expectRefusal(await save({ birth_date: '0099-05-01' }), 422, 1369, 'birth_date');
    expectRefusal(await save({ currency: 'sek' as 'eur' }), 422, 1301, 'currency');
    expect((await save({ birth_date: null, gender: null })).statusCode).toBe(200);
  });

  it('changes nothing when any part is refused', async () => {
    const { token } = await signedInProfessional(t);
    await profileCall(t, token, 'PUT', '/basic', basicInfo(catalogue, { first_name: 'Before' }));
    const refused = await profileCall(
      t,
      token,
      'PUT',
      '/basic',
      basicInfo(catalogue, { first_name: 'After', speciality_ids: [999_999] }),
    );
    expect(refused.statusCode).toBe(422);
    expect((await profileCall(t, token, 'GET', '')).json().data.first_name).toBe('Before');
  });
});

describe('GET /v1/me/professional/slug', () => {
  it('says a free address is free, even before the professional has one', async () => {
    const { token } = await signedInProfessional(t);
    const slug = freshSlug('free');
    const response = await profileCall(t, token, 'GET', `/slug?slug=${slug}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ slug, available: true, suggestions: [] });
  });

  it('offers three free addresses like a taken one', async () => {
    const { token } = await signedInProfessional(t, { firstName: 'Mikko', lastName: 'Mäkelä' });
    const db = t.deps.database.db;
    await createUser(db, { role: 'professional', slug: 'mikko' });
    await createUser(db, { role: 'professional', slug: 'mikko-makela' });
    await createUser(db, { role: 'professional', slug: 'mikko-2' });

    const response = await profileCall(t, token, 'GET', '/slug?slug=Mikko');
    const answer = response.json().data;
    expect(answer).toMatchObject({ slug: 'mikko', available: false });
    expect(answer.suggestions).toHaveLength(3);
    expect(answer.suggestions).not.toContain('mikko-2');
    expect(answer.suggestions).not.toContain('mikko-makela');
    expect(answer.suggestions[0]).toBe('mikko-makela-2');
    // Every suggestion can really be saved.
    const suggestion = answer.suggestions[1];
    const saved = await profileCall(
      t,
      token,
      'PUT',
      '/basic',
      basicInfo(catalogue, { slug: suggestion }),
    );
    expect(saved.json().data.slug).toBe(suggestion);
  });

  it('refuses a malformed address as the save does, and customers with 1326', async () => {
    const { token } = await signedInProfessional(t);
    expectRefusal(await profileCall(t, token, 'GET', '/slug?slug=a%20b'), 422, 1248, 'slug');
    const customer = await createUser(t.deps.database.db);
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/me/professional/slug?slug=abc',
      headers: bearer(await signIn(t.app, customer.email)),
    });
    expectRefusal(response, 403, 1326);
  });
});
