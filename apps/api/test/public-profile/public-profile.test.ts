import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, notifications, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn } from '../helpers/users';
import { createProfessional, seedCatalogue } from './fixtures';

let t: TestApp;
let db: TestApp['deps']['database']['db'];

beforeAll(async () => {
  t = await createTestApp();
  db = t.deps.database.db;
  await seedCatalogue(db);
});
afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function getProfile(slug: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/v1/professionals/${slug}`, headers });
}

describe('GET /v1/professionals/{slug}', () => {
  it('answers everything the page shows, in order, in the request language', async () => {
    const pro = await createProfessional(db);
    const response = await getProfile(pro.slug ?? '', { 'accept-language': 'fi' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    const data = response.json().data;
    expect(data).toMatchObject({
      id: pro.id,
      slug: pro.slug,
      first_name: 'Aino',
      description: 'Voimavalmentaja Helsingissä.',
      // No Finnish long description: the English one.
      long_description: 'Ten years of coaching.',
      membership_badge: false,
      flexible: true,
      languages: ['fi', 'en'],
      rating: null,
      rating_count: 0,
      follower_count: 0,
      following: null,
      header_video_embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(data.specialities.map((s: { label: string }) => s.label)).toEqual([
      'Voimaharjoittelu',
      'Jooga',
    ]);
    expect(data.services).toHaveLength(2);
    expect(data.services[0]).toMatchObject({
      label: 'PT-tunti',
      price_minor: 20000,
      currency: 'eur',
      duration_minutes: 90,
      sessions: 5,
      discount_percent: 10,
      package_description: 'Five sessions',
      cancellation_notice_hours: 24,
    });
    expect(data.locations.map((l: { city: string }) => l.city)).toEqual(['Helsinki', 'Turku']);
    expect(data.locations[0]).toMatchObject({ lat: 60.18, lon: 24.95 });
    expect(data.photos.map((p: { caption: string }) => p.caption)).toEqual(['First', 'Second']);
    expect(data.certificates).toEqual([
      expect.objectContaining({ title: 'PT level 3', id_number: 'X-1', image: null }),
    ]);
  });

  it('shows the premium badge and the rating', async () => {
    const pro = await createProfessional(db, { membershipId: 3, ratingCount: 2, ratingSum: 9 });
    const data = (await getProfile(pro.slug ?? '')).json().data;
    expect(data).toMatchObject({ membership_badge: true, rating: 4.5, rating_count: 2 });
  });

  it('is 404 for an unknown slug and for a customer', async () => {
    expect((await getProfile('nobody-here')).json().errors[0].code).toBe(1302);
    const customer = await createUser(db, { slug: `customer-${Date.now() % 100000}` });
    expect((await getProfile(customer.slug ?? '')).statusCode).toBe(404);
  });

  for (const hidden of [{ published: false }, { blocked: true }]) {
    it(`hides a ${hidden.published === false ? 'unpublished' : 'blocked'} profile from all but its owner and staff`, async () => {
      const pro = await createProfessional(db, hidden);
      const slug = pro.slug ?? '';
      const stranger = await createUser(db);
      const admin = await createUser(db, { role: 'admin' });
      // Guest.
      const guest = await getProfile(slug);
      expect(guest.statusCode).toBe(404);
      expect(guest.json().errors[0].code).toBe(1302);
      // Another signed-in user.
      const other = await getProfile(slug, bearer(await signIn(t.app, stranger.email)));
      expect(other.statusCode).toBe(404);
      // Staff.
      const staff = await getProfile(slug, bearer(await signIn(t.app, admin.email)));
      expect(staff.statusCode).toBe(200);
      expect(staff.headers['cache-control']).toBe('no-store');
      // The owner, unless blocked (a blocked user cannot sign in at all).
      if (!hidden.blocked) {
        const own = await getProfile(slug, bearer(await signIn(t.app, pro.email)));
        expect(own.statusCode).toBe(200);
        expect(own.json().data).toMatchObject({ published: false, following: false });
      }
    });
  }

  it('answers guests from a short cache, and signed-in viewers from the database', async () => {
    const pro = await createProfessional(db);
    const slug = pro.slug ?? '';
    expect((await getProfile(slug)).json().data.first_name).toBe('Aino');
    await db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, pro.id));
    expect((await getProfile(slug)).json().data.first_name).toBe('Aino');
    const own = await getProfile(slug, bearer(await signIn(t.app, pro.email)));
    expect(own.json().data.first_name).toBe('Renamed');
  });

  it('treats a stale token as a guest', async () => {
    const pro = await createProfessional(db);
    const response = await getProfile(pro.slug ?? '', bearer('not-a-token'));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.following).toBeNull();
  });
});

describe('following', () => {
  const followUrl = (slug: string) => `/v1/professionals/${slug}/follow`;

  it('follows once (a notification, the count moves), unfollows, and lists', async () => {
    const pro = await createProfessional(db);
    const fan = await createUser(db);
    const token = await signIn(t.app, fan.email);
    const slug = pro.slug ?? '';

    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({
        method: 'PUT',
        url: followUrl(slug),
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        professional_id: pro.id,
        following: true,
        follower_count: 1,
      });
    }
    const told = await db.select().from(notifications).where(eq(notifications.userId, pro.id));
    expect(told).toEqual([expect.objectContaining({ type: 'new_follower', actorId: fan.id })]);
    expect((await getProfile(slug, bearer(token))).json().data).toMatchObject({
      following: true,
      follower_count: 1,
    });

    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/me/following?per_page=5',
      headers: { ...bearer(token), 'accept-language': 'fi' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      data: [{ id: pro.id, slug, specialities: ['Voimaharjoittelu', 'Jooga'] }],
      meta: {
        pagination: {
          total: 1,
          filtered: 1,
          per_page: 5,
          current_page: 1,
          last_page: 1,
          from: 1,
          to: 1,
        },
      },
    });

    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: followUrl(slug),
        headers: bearer(token),
      });
      expect(response.json().data).toEqual({
        professional_id: pro.id,
        following: false,
        follower_count: 0,
      });
    }
    const [row] = await db
      .select({ count: users.followerCount })
      .from(users)
      .where(eq(users.id, pro.id));
    expect(row?.count).toBe(0);
    const empty = await t.app.inject({
      method: 'GET',
      url: '/v1/me/following',
      headers: bearer(token),
    });
    expect(empty.json().meta.pagination).toMatchObject({ total: 0, from: 0, to: 0, last_page: 1 });
  });

  it('pages the list, newest first', async () => {
    const fan = await createUser(db);
    const token = await signIn(t.app, fan.email);
    const pros = [];
    for (let i = 0; i < 3; i++) {
      const pro = await createProfessional(db);
      pros.push(pro);
      await db.insert(follows).values({
        followerId: fan.id,
        professionalId: pro.id,
        createdAt: new Date(Date.now() + i * 1000),
      });
    }
    const page2 = await t.app.inject({
      method: 'GET',
      url: '/v1/me/following?per_page=2&page=2',
      headers: bearer(token),
    });
    expect(page2.json().data.map((p: { id: number }) => p.id)).toEqual([pros[0]?.id]);
    expect(page2.json().meta.pagination).toMatchObject({ total: 3, last_page: 2, from: 3, to: 3 });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v1/me/following?per_page=500',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses guests, yourself, and unpublished professionals', async () => {
    const pro = await createProfessional(db);
    const hidden = await createProfessional(db, { published: false });
    const slug = pro.slug ?? '';
    expect((await t.app.inject({ method: 'PUT', url: followUrl(slug) })).statusCode).toBe(401);
    const self = await t.app.inject({
      method: 'PUT',
      url: followUrl(slug),
      headers: bearer(await signIn(t.app, pro.email)),
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors[0].code).toBe(1327);
    const fan = bearer(await signIn(t.app, (await createUser(db)).email));
    const unpublished = await t.app.inject({
      method: 'PUT',
      url: followUrl(hidden.slug ?? ''),
      headers: fan,
    });
    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.json().errors[0].code).toBe(1302);
    const count = await db.select().from(follows).where(eq(follows.professionalId, hidden.id));
    expect(count).toEqual([]);
  });
});

describe('GET /v1/map-settings', () => {
  it('answers the tile server, which the CSP allows for images', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/map-settings' });
    expect(response.json().data.tile_url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    expect(csp).toMatch(
      /frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com/,
    );
  });
});
