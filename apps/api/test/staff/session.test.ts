import { errorText } from '@fitmarket/core/errors/error-text';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digest } from '../../src/auth/secrets';
import { accessTokens, users } from '../../src/db/schema';
import { bearer, expectRefusal, newAddress, ROOMY_RATE_LIMITS } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn, signInStaff, TEST_PASSWORD } from '../helpers/users';
import { createStaff, findUserByEmail, staffLogin } from './admin-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: ROOMY_RATE_LIMITS });
});
afterAll(() => t.close());

function getMe(headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: '/v1/admin/me', headers });
}

describe('staff sign-in', () => {
  it('signs an admin in, records the time and answers the profile on /me', async () => {
    const admin = await createStaff(t, { firstName: 'Aino', lastName: 'Admin' });
    expect(admin.lastLogin).toBeNull();
    const before = Date.now();

    const response = await staffLogin(t, { email: admin.email.toUpperCase() });
    expect(response.statusCode, response.body).toBe(200);
    expect((await findUserByEmail(t, admin.email))?.lastLogin?.getTime()).toBeGreaterThanOrEqual(
      before - 1000,
    );

    const me = await getMe(bearer(response.json().data.access_token));
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toEqual({
      data: {
        id: admin.id,
        first_name: 'Aino',
        last_name: 'Admin',
        email: admin.email,
        email_notifications: true,
        image: null,
        role: 'admin',
        description: '',
        language: 'en',
        defaultCompany: null,
        currentCompany: null,
      },
    });
  });

  it('refuses a wrong password and an unknown address alike with 1025', async () => {
    const admin = await createStaff(t);
    const wrongPassword = await staffLogin(t, { email: admin.email, password: 'Wrong-pass1' });
    const unknownAddress = await staffLogin(t, { email: newAddress('nobody') });
    expectRefusal(wrongPassword, 401, 1025, 'email');
    expectRefusal(unknownAddress, 401, 1025, 'email');
    expect(unknownAddress.body).toBe(wrongPassword.body);
  });

  it('refuses a client other than the back-office with 1152, even with the right password', async () => {
    const admin = await createStaff(t);
    expectRefusal(await staffLogin(t, { email: admin.email, client_secret: 'guess' }), 401, 1152);
    expectRefusal(await staffLogin(t, { email: admin.email, client_id: 'other-app' }), 401, 1152);
    expectRefusal(
      await staffLogin(t, { email: admin.email, grant_type: 'client_credentials' }),
      401,
      1152,
    );
    expect((await findUserByEmail(t, admin.email))?.lastLogin).toBeNull();
  });

  it('refuses a blocked staff member with 1311 and tells the reason', async () => {
    const admin = await createStaff(t, { blocked: true, blockReason: 'Left the company' });
    const response = await staffLogin(t, { email: admin.email });
    expectRefusal(response, 403, 1311);
    expect(response.json().errors[0].message).toContain('Left the company');
  });

  it('refuses a customer with 403 and 1317 (the back-office is for staff) and starts no session', async () => {
    const customer = await createUser(t.deps.database.db);
    expectRefusal(await staffLogin(t, { email: customer.email }), 403, 1317);
    expect((await findUserByEmail(t, customer.email))?.lastLogin).toBeNull();
  });

  it('tells an account without a password (social sign-in) 1167', async () => {
    const admin = await createStaff(t, { passwordHash: null });
    expectRefusal(await staffLogin(t, { email: admin.email }), 422, 1167, 'password');
  });

  it('refuses a body that is not JSON with 400 and 1300', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expectRefusal(response, 400, 1300);
  });

  it('names a missing field with 1307', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/login',
      payload: { email: newAddress() },
    });
    expectRefusal(response, 422, 1307, 'password');
  });

  it('writes refusals in Finnish for a Finnish browser', async () => {
    const admin = await createStaff(t);
    const response = await staffLogin(
      t,
      { email: admin.email, password: 'Wrong-pass1' },
      { 'accept-language': 'fi-FI,fi;q=0.9,en;q=0.8' },
    );
    expectRefusal(response, 401, 1025);
    expect(response.json().errors[0].message).toBe(errorText(1025, 'fi'));
    expect(errorText(1025, 'fi')).not.toBe(errorText(1025, 'en'));
  });
});

describe('the staff-only area', () => {
  it('refuses a request without a token with 401 and 1002', async () => {
    expectRefusal(await getMe(), 401, 1002);
  });

  it('refuses an unknown token with 1091', async () => {
    expectRefusal(await getMe(bearer('made-up-token')), 401, 1091);
  });

  it('refuses an expired token with 1085', async () => {
    const admin = await createStaff(t);
    const token = await signInStaff(t, admin.email);
    await t.deps.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.tokenHash, digest(token)));
    expectRefusal(await getMe(bearer(token)), 401, 1085);
  });

  it("refuses a customer's marketplace token with 403 and 1317", async () => {
    const customer = await createUser(t.deps.database.db);
    const token = await signIn(t.app, customer.email);
    expectRefusal(await getMe(bearer(token)), 403, 1317);
    const invitations = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/invitations',
      headers: bearer(token),
    });
    expectRefusal(invitations, 403, 1317);
  });

  it('refuses a staff member blocked after signing in with 1311', async () => {
    const admin = await createStaff(t);
    const token = await signInStaff(t, admin.email);
    await t.deps.database.db
      .update(users)
      .set({ blocked: true, blockReason: 'Suspicious activity' })
      .where(eq(users.id, admin.id));
    expectRefusal(await getMe(bearer(token)), 403, 1311);
  });

  it('signs out: the token then gives 1091 and other sessions go on', async () => {
    const admin = await createStaff(t);
    const token = await signInStaff(t, admin.email);
    const otherSession = await signInStaff(t, admin.email);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode, logout.body).toBe(200);
    expect(logout.json()).toEqual({ data: { ok: true } });

    expectRefusal(await getMe(bearer(token)), 401, 1091);
    expect((await getMe(bearer(otherSession))).statusCode).toBe(200);
  });

  it('lets an owner in like an admin', async () => {
    const owner = await createStaff(t, { role: 'owner' });
    const me = await getMe(bearer(await signInStaff(t, owner.email, TEST_PASSWORD)));
    expect(me.json().data.role).toBe('owner');
  });
});
