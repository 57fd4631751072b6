import { errorText } from '@fitmarket/core/errors/error-text';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn, TEST_PASSWORD } from '../helpers/users';
import { bearer, expectRefusal, newAddress, ROOMY_RATE_LIMITS } from './account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: ROOMY_RATE_LIMITS });
});
afterAll(() => t.close());

function login(email: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    headers,
    payload: { email, password },
  });
}

function getMe(headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/v1/me', headers });
}

describe('signing in', () => {
  it('signs in with the right password and records the time', async () => {
    const user = await createUser(t.deps.database.db);
    const response = await login(user.email.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    const me = await getMe(bearer(response.json().data.access_token));
    expect(me.json().data).toMatchObject({ id: user.id, email: user.email });
  });

  it('refuses a wrong password and an unknown address alike with 1025', async () => {
    const user = await createUser(t.deps.database.db);
    const wrongPassword = await login(user.email, 'Wrong-password1');
    const unknownAddress = await login(newAddress('nobody'), TEST_PASSWORD);
    expectRefusal(wrongPassword, 401, 1025, 'email');
    expectRefusal(unknownAddress, 401, 1025, 'email');
    expect(unknownAddress.body).toBe(wrongPassword.body);
  });

  it('refuses a blocked user with 1311 and tells the reason', async () => {
    const user = await createUser(t.deps.database.db, {
      blocked: true,
      blockReason: 'Fake reviews',
    });
    const response = await login(user.email, TEST_PASSWORD);
    expectRefusal(response, 403, 1311);
    expect(response.json().errors[0].message).toContain('Fake reviews');
  });

  it('tells a user who signed up through a social provider to use it (1167)', async () => {
    const user = await createUser(t.deps.database.db, { passwordHash: null });
    expectRefusal(await login(user.email, TEST_PASSWORD), 422, 1167, 'password');
  });

  it('lets staff sign in to the marketplace too', async () => {
    const admin = await createUser(t.deps.database.db, { role: 'admin' });
    expect(await signIn(t.app, admin.email)).toEqual(expect.any(String));
  });

  it('explains the refusal in Finnish to a Finnish browser', async () => {
    const user = await createUser(t.deps.database.db);
    const response = await login(user.email, 'Wrong-password1', { 'accept-language': 'fi' });
    expect(response.json().errors[0].message).toBe(errorText(1025, 'fi'));
  });
});

describe('using the token', () => {
  it('refuses a request without a token with 1002', async () => {
    expectRefusal(await getMe(), 401, 1002);
  });

  it('refuses a made-up token with 1091', async () => {
    expectRefusal(await getMe(bearer('garbage-token-value')), 401, 1091);
  });

  it('refuses an expired token with 1085', async () => {
    const user = await createUser(t.deps.database.db);
    const token = await signIn(t.app, user.email);
    await t.deps.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.userId, user.id));
    expectRefusal(await getMe(bearer(token)), 401, 1085);
  });

  it('signs a user out when staff block them (1311)', async () => {
    const user = await createUser(t.deps.database.db);
    const token = await signIn(t.app, user.email);
    await t.deps.database.db
      .update(users)
      .set({ blocked: true, blockReason: 'Spam' })
      .where(eq(users.id, user.id));
    expectRefusal(await getMe(bearer(token)), 403, 1311);
  });

  it('stops working after logout (1091), while other sessions go on', async () => {
    const user = await createUser(t.deps.database.db);
    const token = await signIn(t.app, user.email);
    const otherDevice = await signIn(t.app, user.email);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode, logout.body).toBe(200);
    expect(logout.json()).toEqual({ data: { ok: true } });

    expectRefusal(await getMe(bearer(token)), 401, 1091);
    expect((await getMe(bearer(otherDevice))).statusCode).toBe(200);
  });

  it('never opens the back-office to a marketplace user (403, 1317)', async () => {
    for (const role of ['customer', 'professional'] as const) {
      const user = await createUser(t.deps.database.db, { role });
      const token = await signIn(t.app, user.email);
      const response = await t.app.inject({
        method: 'GET',
        url: '/v1/admin/me',
        headers: bearer(token),
      });
      expectRefusal(response, 403, 1317);
    }
  });
});
