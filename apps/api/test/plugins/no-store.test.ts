import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, TEST_PASSWORD } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    configure(app) {
      app.get('/v1/probe/public', (_request, reply) =>
        reply.header('cache-control', 'public, max-age=60').send({ data: 'same for all' }),
      );
    },
  });
}, 180_000);
afterAll(() => t.close());

describe('Cache-Control of API answers', () => {
  it('keeps a sign-in (its token) and the profile out of every cache', async () => {
    const user = await createUser(t.deps.database.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');

    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/me',
      headers: { authorization: `Bearer ${login.json().data.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('keeps refusals out of caches too, on both APIs', async () => {
    for (const url of ['/v1/me', '/v1/admin/me']) {
      const refused = await t.app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['cache-control']).toBe('no-store');
    }
  });

  it("leaves a route's own caching alone, and pages outside the API", async () => {
    const shared = await t.app.inject({ method: 'GET', url: '/v1/probe/public' });
    expect(shared.headers['cache-control']).toBe('public, max-age=60');
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.headers['cache-control']).toBeUndefined();
  });
});
