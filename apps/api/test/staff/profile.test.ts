import { BACKOFFICE_LINKS } from '@fitmarket/core/links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectRefusal, ROOMY_RATE_LIMITS } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signInStaff, TEST_PASSWORD } from '../helpers/users';
import { backofficeCodeMailedTo, createStaff, findUserByEmail, staffLogin } from './admin-helpers';

// This file keeps exactly one owner until the last test, which is about the only owner.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: ROOMY_RATE_LIMITS });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Changed-pass8';

function saveProfile(token: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: '/v1/admin/profile',
    headers: bearer(token),
    payload: { first_name: 'Kaisa', last_name: 'Korhonen', password: TEST_PASSWORD, ...body },
  });
}

function askDeletion(token: string) {
  return t.app.inject({ method: 'DELETE', url: '/v1/admin/profile', headers: bearer(token) });
}

function completeDeletion(code: string) {
  return t.app.inject({ method: 'POST', url: `/v1/admin/profile/${code}` });
}

async function signedInAdmin() {
  const admin = await createStaff(t);
  return { admin, token: await signInStaff(t, admin.email) };
}

describe('saving the staff profile', () => {
  it('saves names and description and answers the saved values', async () => {
    const { admin, token } = await signedInAdmin();
    const response = await saveProfile(token, {
      description: 'Handles payments',
      password_new: '',
      password_repeat: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: {
        first_name: 'Kaisa',
        last_name: 'Korhonen',
        email_notifications: true,
        image: null,
      },
    });
    const me = await t.app.inject({ method: 'GET', url: '/v1/admin/me', headers: bearer(token) });
    expect(me.json().data).toMatchObject({
      first_name: 'Kaisa',
      last_name: 'Korhonen',
      description: 'Handles payments',
    });
    // An empty new password leaves the password as it was.
    expect((await staffLogin(t, { email: admin.email })).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 1033 and saves nothing', async () => {
    const { admin, token } = await signedInAdmin();
    expectRefusal(await saveProfile(token, { password: 'Wrong-pass1' }), 422, 1033, 'password');
    expect((await findUserByEmail(t, admin.email))?.firstName).toBe(admin.firstName);
  });

  it('refuses a weak new password with 1308 on password_new', async () => {
    const { token } = await signedInAdmin();
    const response = await saveProfile(token, {
      password_new: '12345678',
      password_repeat: '12345678',
    });
    expectRefusal(response, 422, 1308, 'password_new');
  });

  it('refuses a new password whose repeat differs with 1083 on password_repeat', async () => {
    const { token } = await signedInAdmin();
    const response = await saveProfile(token, {
      password_new: NEW_PASSWORD,
      password_repeat: 'Something-else1',
    });
    expectRefusal(response, 422, 1083, 'password_repeat');
  });

  it('changes the password and signs out the other sessions, keeping this one', async () => {
    const { admin, token } = await signedInAdmin();
    const otherSession = await signInStaff(t, admin.email);
    const response = await saveProfile(token, {
      password_new: NEW_PASSWORD,
      password_repeat: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);

    expectRefusal(await staffLogin(t, { email: admin.email }), 401, 1025);
    expect((await staffLogin(t, { email: admin.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    const me = (session: string) =>
      t.app.inject({ method: 'GET', url: '/v1/admin/me', headers: bearer(session) });
    expect((await me(token)).statusCode).toBe(200);
    expectRefusal(await me(otherSession), 401, 1091);
  });

  it('refuses a save without a token with 401 and 1002', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/profile',
      payload: { first_name: 'A', last_name: 'B', password: TEST_PASSWORD },
    });
    expectRefusal(response, 401, 1002);
  });
});

describe('deleting the staff account', () => {
  it('deletes the account through the mailed link and ends its sessions', async () => {
    const { admin, token } = await signedInAdmin();
    const asked = await askDeletion(token);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ data: { sent: true } });
    // Asking alone deletes nothing.
    expect(await findUserByEmail(t, admin.email)).toBeDefined();

    const code = await backofficeCodeMailedTo(t, admin.email, BACKOFFICE_LINKS.deleteProfile);
    const done = await completeDeletion(code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ data: { ok: true } });

    expect(await findUserByEmail(t, admin.email)).toBeUndefined();
    const me = await t.app.inject({ method: 'GET', url: '/v1/admin/me', headers: bearer(token) });
    expectRefusal(me, 401, 1091);
    expectRefusal(await completeDeletion(code), 404, 1315);
  });

  it('refuses an unknown deletion code with 1315', async () => {
    expectRefusal(await completeDeletion('never-mailed-deletion-code'), 404, 1315);
  });

  it('refuses to delete the only owner with 1312, and allows it once there is another', async () => {
    const owner = await createStaff(t, { role: 'owner' });
    const token = await signInStaff(t, owner.email);
    expectRefusal(await askDeletion(token), 409, 1312);

    await createStaff(t, { role: 'owner' });
    expect((await askDeletion(token)).statusCode).toBe(200);
    const code = await backofficeCodeMailedTo(t, owner.email, BACKOFFICE_LINKS.deleteProfile);
    expect((await completeDeletion(code)).statusCode).toBe(200);
    expect(await findUserByEmail(t, owner.email)).toBeUndefined();
  });
});
