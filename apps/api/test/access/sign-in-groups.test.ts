import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Signed-in route groups check the token before anything reads the body, so a stranger gets
 * 401 whatever they send and learns nothing about a route's body rules.
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
  ])('%s %s answers 401 with 1002 to a stranger with a bad body', async (method, url, payload) => {
    const response = await t.app.inject({ method: method as 'PUT', url, payload });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe(1002);
  });

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
