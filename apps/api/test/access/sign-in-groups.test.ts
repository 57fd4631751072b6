import type { Role } from '@fitmarket/core/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, sessionToken } from '../helpers/users';

/**
 * Signed-in route groups check the token, and the role the access table names, before anything
 * reads the body, so a stranger gets 401 and a wrong role 403 whatever they send, and neither
 * learns anything about a route's body rules.
 */
describe('signed-in route groups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['PUT', '/v1/me/settings', { language: 'xx' }],
    ['PUT', '/v1/me/password', { password: 1 }],
    ['PUT', '/v1/admin/profile', { first_name: 42 }],
    ['POST', '/v1/admin/invitations', { email: 'not an address' }],
    ['PUT', '/v1/me/professional/basic', { first_name: 42 }],
    ['POST', '/v1/feedback', { answers: 'none' }],
    ['POST', '/v1/uploads?kind=nothing', undefined],
    ['PUT', '/v1/me/availability', { weekly: 'always' }],
    ['POST', '/v1/bookings', { professional_id: 'me' }],
    ['POST', '/v1/me/bookings/1/review', { rating: 'ten' }],
  ])('%s %s answers 401 with 1002 to a stranger with a bad body', async (method, url, payload) => {
    const response = await t.app.inject({ method: method as 'PUT', url, payload });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe(1002);
  });

  it.each([
    ['customer', 'PUT', '/v1/me/professional/basic', { first_name: 42 }, 1326],
    ['customer', 'GET', '/v1/me/professional/slug', undefined, 1326],
    ['customer', 'PUT', '/v1/me/availability', { weekly: 'always' }, 1002],
    ['customer', 'POST', '/v1/me/bookings/manual', { starts_at: 'soon' }, 1002],
    ['admin', 'POST', '/v1/bookings', { professional_id: 'me' }, 1002],
    ['customer', 'PUT', '/v1/admin/profile', { first_name: 42 }, 1317],
    ['customer', 'POST', '/v1/admin/invitations', { email: 'not an address' }, 1317],
    ['admin', 'POST', '/v1/admin/invitations', { email: 'not an address' }, 1002],
  ])(
    'as %s, %s %s with a bad body answers 403, not 422',
    async (role, method, url, payload, code) => {
      const user = await createUser(t.deps.database.db, { role: role as Role });
      const access_token = await sessionToken(t.deps.database.db, user);
      const response = await t.app.inject({
        method: method as 'PUT',
        url,
        headers: { authorization: `Bearer ${access_token}` },
        payload,
      });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().errors.map((error: { code: number }) => error.code)).toEqual([code]);
    },
  );

  it('marks every signed-in route in the OpenAPI document as needing the bearer token', () => {
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(document.paths['/v1/me']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/v1/me/settings']?.put?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/v1/admin/profile']?.put?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/v1/me/professional']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/v1/feedback']?.post?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/v1/uploads']?.post?.security).toEqual([{ bearer: [] }]);
    // Public routes say so: no security scheme.
    expect(document.paths['/v1/auth/login']?.post?.security).toEqual([]);
    expect(document.paths['/v1/feedback/questions']?.get?.security).toEqual([]);
  });
});
