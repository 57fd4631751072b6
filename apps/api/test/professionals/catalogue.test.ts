import { afterAll, describe, expect, it } from 'vitest';
import { SERVICE_TREE, SPECIALITIES } from '../../src/catalogue/reference-data';
import { bearer, expectRefusal } from '../accounts/account-helpers';
import { createUser, signIn, signInStaff } from '../helpers/users';
import { createProfileTestApp } from './profile-helpers';

const { t } = await createProfileTestApp();
afterAll(() => t.close());

describe('GET /v1/catalogue', () => {
  it('gives everyone the specialities and the two-level service tree in their language', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/v1/catalogue' });
    expect(en.statusCode, en.body).toBe(200);
    expect(en.headers['cache-control']).toMatch(/^public/);
    const { specialities, services } = en.json().data;
    expect(specialities).toHaveLength(SPECIALITIES.length);
    expect(specialities).toContainEqual(expect.objectContaining({ slug: 'yoga', label: 'Yoga' }));
    expect(services.map((main: { slug: string }) => main.slug)).toEqual(
      SERVICE_TREE.map((main) => main.slug),
    );
    expect(services[0].children[0]).toMatchObject({
      slug: 'personal-training-session',
      label: 'Personal training session',
    });

    const fi = await t.app.inject({
      method: 'GET',
      url: '/v1/catalogue',
      headers: { 'accept-language': 'fi' },
    });
    expect(fi.json().data.specialities).toContainEqual(
      expect.objectContaining({ slug: 'yoga', label: 'Jooga' }),
    );
    expect(fi.json().data.services[0].children[0].label).toBe('PT-tunti');
  });
});

describe('GET /v1/memberships', () => {
  it('lists the three levels with their perks, titles in the language asked', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/v1/memberships' });
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json().data).toEqual([
      {
        id: 1,
        title: 'Free',
        perks: { max_photos: 3, max_certificates: 2, badge: false, ranking_weight: 1 },
      },
      expect.objectContaining({ id: 2, title: 'Basic' }),
      expect.objectContaining({
        id: 3,
        title: 'Premium',
        perks: expect.objectContaining({ badge: true }),
      }),
    ]);
    const fi = await t.app.inject({
      method: 'GET',
      url: '/v1/memberships',
      headers: { 'accept-language': 'fi-FI' },
    });
    expect(fi.json().data[0].title).toBe('Maksuton');
  });
});

describe('GET /v1/admin/memberships', () => {
  it('gives staff [{id, title}] (SPEC §7)', async () => {
    const admin = await createUser(t.deps.database.db, { role: 'admin' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/memberships',
      headers: bearer(await signInStaff(t, admin.email)),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([
      { id: 1, title: 'Free' },
      { id: 2, title: 'Basic' },
      { id: 3, title: 'Premium' },
    ]);
  });

  it('refuses customers and professionals with 1317, strangers with 1002', async () => {
    const customer = await createUser(t.deps.database.db);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/memberships',
      headers: bearer(await signIn(t.app, customer.email)),
    });
    expectRefusal(refused, 403, 1317);
    expectRefusal(await t.app.inject({ method: 'GET', url: '/v1/admin/memberships' }), 401, 1002);
  });
});
