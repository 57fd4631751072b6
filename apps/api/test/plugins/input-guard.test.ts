import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findControlCharacter } from '../../src/plugins/input-guard';
import { bearer, expectRefusal } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn, signInStaff, TEST_PASSWORD } from '../helpers/users';

/**
 * PostgreSQL refuses NUL in text, so a NUL in a field used to end as a 500 wherever the value
 * reached the database. One guard refuses it (and the other control characters) on every route.
 */
describe('control characters in a request', () => {
  let t: TestApp;
  let customerToken: string;
  let staffToken: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    const customer = await createUser(t.deps.database.db);
    customerToken = await signIn(t.app, customer.email);
    const staff = await createUser(t.deps.database.db, { role: 'owner' });
    staffToken = await signInStaff(t, staff.email);
  });
  afterAll(() => t.close());

  const nul = 'a\u0000b@example.com';
  const staffProfile = {
    first_name: 'Aino',
    last_name: 'Aalto',
    description: 'Coach',
    image: null,
    password: TEST_PASSWORD,
  };

  it.each([
    ['POST', '/v1/auth/login', { email: nul, password: 'Whatever-1' }, 'email'],
    ['POST', '/v1/auth/forgot', { email: nul }, 'email'],
    ['POST', '/v1/auth/signup/resend', { email: nul }, 'email'],
    [
      'POST',
      '/v1/auth/signup',
      { email: nul, password: TEST_PASSWORD, role: 'customer', terms_accepted: true },
      'email',
    ],
    ['POST', '/v1/admin/forgot', { email: nul }, 'email'],
    ['POST', '/v1/admin/register/email', { email: nul }, 'email'],
    [
      'POST',
      '/v1/admin/login',
      { email: nul, password: 'x', client_id: 'x', client_secret: 'x', grant_type: 'password' },
      'email',
    ],
    ['PUT', '/v1/admin/profile', { ...staffProfile, first_name: 'Ai\u0000no' }, 'first_name'],
    ['PUT', '/v1/admin/profile', { ...staffProfile, description: 'Co\u0000ach' }, 'description'],
    ['PUT', '/v1/admin/profile', { ...staffProfile, image: '/x\u0000.png' }, 'image'],
    ['POST', '/v1/admin/invitations', { email: nul, role: 'admin' }, 'email'],
  ])(
    '%s %s refuses a NUL in %s with 422 and 1301 naming the field',
    async (method, url, payload, field) => {
      const token = url.startsWith('/v1/admin/') ? staffToken : customerToken;
      const response = await t.app.inject({
        method: method as 'POST',
        url,
        payload,
        headers: bearer(token),
      });
      expectRefusal(response, 422, 1301, field as string);
    },
  );

  it('refuses a NUL in a path parameter and in the query string', async () => {
    expectRefusal(
      await t.app.inject({ method: 'GET', url: '/v1/auth/forgot/abcdefghij%00' }),
      422,
      1301,
      'code',
    );
    expectRefusal(await t.app.inject({ method: 'GET', url: '/v1/landing?q=%00' }), 422, 1301, 'q');
  });

  it('keeps tabs and line breaks, which people do type in longer texts', () => {
    expect(
      findControlCharacter({ description: 'Line one\r\nline two\twith a tab' }, 'body'),
    ).toBeNull();
  });

  it('finds a control character at any depth, in values and in keys', () => {
    expect(findControlCharacter({ a: [{ b: 'x\u001b' }] }, 'body')).toBe('body.a.0.b');
    expect(findControlCharacter({ a: { 'k\u0000': 1 } }, 'body')).toBe('body.a');
    expect(findControlCharacter('\u0007', 'params')).toBe('params');
  });

  it('walks a deeply nested body without running out of stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(findControlCharacter(deep, 'body')).toMatch(/^body(\.0)+$/);
  });
});

/**
 * The router refuses some URLs before any hook runs; those answers used to skip the error
 * envelope and the security headers.
 */
describe('URLs the router refuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  function expectEnvelopeAndHeaders(response: Awaited<ReturnType<TestApp['app']['inject']>>) {
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(Object.keys(response.json())).toEqual(['errors']);
  }

  it('answers a path parameter over the length limit with 414, 1303 and the security headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/auth/forgot/${'a'.repeat(500)}`,
    });
    expectRefusal(response, 414, 1303);
    expectEnvelopeAndHeaders(response);
  });

  it('answers a broken URL encoding with 400 and 1300, in the language asked for', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/forgot/%zz',
      headers: { 'accept-language': 'fi' },
    });
    expectRefusal(response, 400, 1300);
    expectEnvelopeAndHeaders(response);
    expect(response.json().errors[0].message).toBe('Pyyntöä ei voitu lukea. Yritä uudelleen.');
  });
});
