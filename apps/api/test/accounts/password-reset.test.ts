import { WEB_LINKS } from '@fitmarket/core/links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn, TEST_PASSWORD } from '../helpers/users';
import {
  bearer,
  codeMailedTo,
  expectRefusal,
  mailsTo,
  newAddress,
  ROOMY_RATE_LIMITS,
} from './account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: ROOMY_RATE_LIMITS });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Brand-new-pass9';

function forgot(email: string) {
  return t.app.inject({ method: 'POST', url: '/v1/auth/forgot', payload: { email } });
}

function reset(code: string, password = NEW_PASSWORD, password_repeat = password) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/reset',
    payload: { code, password, password_repeat },
  });
}

function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
}

describe('resetting a forgotten password', () => {
  it('sets a new password through the mailed link and signs out every session', async () => {
    const user = await createUser(t.deps.database.db);
    const session = await signIn(t.app, user.email);

    const requested = await forgot(user.email);
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json()).toEqual({ data: { sent: true } });
    const code = await codeMailedTo(t, user.email, WEB_LINKS.resetPassword);

    const lookUp = await t.app.inject({ method: 'GET', url: `/v1/auth/forgot/${code}` });
    expect(lookUp.statusCode, lookUp.body).toBe(200);
    expect(lookUp.json()).toEqual({ data: { email: user.email } });

    const done = await reset(code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ data: { ok: true } });

    expectRefusal(await login(user.email, TEST_PASSWORD), 401, 1025);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(session) });
    expectRefusal(me, 401, 1091);
  });

  it('refuses a reused reset link with 1040, and its look-up with 1014', async () => {
    const user = await createUser(t.deps.database.db);
    await forgot(user.email);
    const code = await codeMailedTo(t, user.email, WEB_LINKS.resetPassword);
    expect((await reset(code)).statusCode).toBe(200);

    expectRefusal(await reset(code, 'Another-pass7'), 404, 1040);
    expectRefusal(await login(user.email, 'Another-pass7'), 401, 1025);
    expectRefusal(await t.app.inject({ method: 'GET', url: `/v1/auth/forgot/${code}` }), 404, 1014);
  });

  it('refuses an unknown reset code: 1014 on look-up, 1040 on reset', async () => {
    const unknown = 'never-sent-this-reset-code';
    expectRefusal(
      await t.app.inject({ method: 'GET', url: `/v1/auth/forgot/${unknown}` }),
      404,
      1014,
    );
    expectRefusal(await reset(unknown), 404, 1040);
  });

  it('refuses a weak or mismatched new password without spending the link', async () => {
    const user = await createUser(t.deps.database.db);
    await forgot(user.email);
    const code = await codeMailedTo(t, user.email, WEB_LINKS.resetPassword);

    expectRefusal(await reset(code, 'weak'), 422, 1308, 'password');
    expectRefusal(await reset(code, NEW_PASSWORD, 'Different-pass1'), 422, 1083, 'password_repeat');
    expect((await reset(code)).statusCode).toBe(200);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const unknown = newAddress('nobody');
    const response = await forgot(unknown);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { sent: true } });
    expect(await mailsTo(t, unknown)).toHaveLength(0);
  });

  it('refuses an invalid e-mail address with 1018', async () => {
    expectRefusal(await forgot('not-an-address'), 422, 1018, 'email');
  });
});
