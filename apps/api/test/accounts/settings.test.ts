import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccessToken } from '../../src/auth/tokens';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn, TEST_PASSWORD } from '../helpers/users';
import { bearer, expectRefusal, ROOMY_RATE_LIMITS } from './account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: ROOMY_RATE_LIMITS });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Brand-new-pass9';

function changePassword(token: string, body: Record<string, string>) {
  return t.app.inject({
    method: 'PUT',
    url: '/v1/me/password',
    headers: bearer(token),
    payload: { password: NEW_PASSWORD, password_repeat: NEW_PASSWORD, ...body },
  });
}

function getMe(token: string) {
  return t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) });
}

function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
}

describe('settings', () => {
  it('changes the language and e-mail notifications, keeping what was not sent', async () => {
    const user = await createUser(t.deps.database.db, { emailNotifications: false });
    const token = await signIn(t.app, user.email);

    const both = await t.app.inject({
      method: 'PUT',
      url: '/v1/me/settings',
      headers: bearer(token),
      payload: { language: 'fi', email_notifications: true },
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().data).toMatchObject({ language: 'fi', email_notifications: true });

    const languageOnly = await t.app.inject({
      method: 'PUT',
      url: '/v1/me/settings',
      headers: bearer(token),
      payload: { language: 'en' },
    });
    expect(languageOnly.json().data).toMatchObject({ language: 'en', email_notifications: true });
    expect((await getMe(token)).json().data).toMatchObject({
      language: 'en',
      email_notifications: true,
    });
  });

  it('sets the name, trimmed, and clears it with an empty one', async () => {
    const user = await createUser(t.deps.database.db, { firstName: '', lastName: '' });
    const token = await signIn(t.app, user.email);
    const save = (payload: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/v1/me/settings', headers: bearer(token), payload });

    const named = await save({ first_name: ' Aino ', last_name: ' Virtanen' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data).toMatchObject({ first_name: 'Aino', last_name: 'Virtanen' });
    expect((await getMe(token)).json().data).toMatchObject({
      first_name: 'Aino',
      last_name: 'Virtanen',
      language: user.language,
    });

    // Each name on its own; the other keeps its value.
    expect((await save({ last_name: '' })).json().data).toMatchObject({
      first_name: 'Aino',
      last_name: '',
    });
    expectRefusal(await save({ first_name: 'A'.repeat(101) }), 422, 1301, 'first_name');
    expect((await getMe(token)).json().data.first_name).toBe('Aino');
  });

  it('refuses a language the product does not speak', async () => {
    const user = await createUser(t.deps.database.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/v1/me/settings',
      headers: bearer(await signIn(t.app, user.email)),
      payload: { language: 'sv' },
    });
    expectRefusal(response, 422, 1301, 'language');
  });

  it('needs a signed-in user (1002)', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/v1/me/settings',
      payload: { language: 'fi' },
    });
    expectRefusal(response, 401, 1002);
  });
});

describe('changing the password', () => {
  it('changes it when the current one is right, signing out the other sessions only', async () => {
    const user = await createUser(t.deps.database.db);
    const token = await signIn(t.app, user.email);
    const otherDevice = await signIn(t.app, user.email);

    const response = await changePassword(token, { current_password: TEST_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });

    expect((await getMe(token)).statusCode).toBe(200);
    expectRefusal(await getMe(otherDevice), 401, 1091);
    expectRefusal(await login(user.email, TEST_PASSWORD), 401, 1025);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 1033 and keeps the old one', async () => {
    const user = await createUser(t.deps.database.db);
    const token = await signIn(t.app, user.email);
    const response = await changePassword(token, { current_password: 'Not-my-pass1' });
    expectRefusal(response, 422, 1033, 'current_password');
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak or mismatched new password with 1308 or 1083', async () => {
    const user = await createUser(t.deps.database.db);
    const token = await signIn(t.app, user.email);
    expectRefusal(
      await changePassword(token, {
        current_password: TEST_PASSWORD,
        password: 'weak',
        password_repeat: 'weak',
      }),
      422,
      1308,
      'password',
    );
    expectRefusal(
      await changePassword(token, {
        current_password: TEST_PASSWORD,
        password_repeat: 'Different-pass1',
      }),
      422,
      1083,
      'password_repeat',
    );
  });

  it('lets an account made through social sign-in set its first password', async () => {
    const user = await createUser(t.deps.database.db, { passwordHash: null });
    const { access_token } = await issueAccessToken(t.deps.database.db, user.id, 1);
    expect((await getMe(access_token)).json().data.has_password).toBe(false);

    const response = await changePassword(access_token, { current_password: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await getMe(access_token)).json().data.has_password).toBe(true);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
