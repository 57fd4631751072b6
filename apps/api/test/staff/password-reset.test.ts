import { BACKOFFICE_LINKS } from '@fitmarket/core/links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  expectRefusal,
  mailsTo,
  newAddress,
  ROOMY_RATE_LIMITS,
} from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signInStaff, TEST_PASSWORD } from '../helpers/users';
import { backofficeCodeMailedTo, createStaff, staffLogin } from './admin-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: ROOMY_RATE_LIMITS });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Brand-new-pass9';

function forgot(email: string) {
  return t.app.inject({ method: 'POST', url: '/v1/admin/forgot', payload: { email } });
}

function lookUp(code: string) {
  return t.app.inject({ method: 'GET', url: `/v1/admin/forgot/${code}` });
}

function changePassword(body: { code: string; email: string; password?: string }) {
  const password = body.password ?? NEW_PASSWORD;
  return t.app.inject({
    method: 'POST',
    url: '/v1/admin/forgot/change-password',
    payload: { ...body, password, password_repeat: password },
  });
}

/** A staff member who asked for a reset link; returns them and the link's code. */
async function staffWithResetLink() {
  const admin = await createStaff(t);
  await forgot(admin.email);
  return { admin, code: await backofficeCodeMailedTo(t, admin.email, BACKOFFICE_LINKS.forgot) };
}

describe('resetting a forgotten staff password', () => {
  it('sets a new password through the mailed link and signs out every session', async () => {
    const admin = await createStaff(t);
    const session = await signInStaff(t, admin.email);

    const requested = await forgot(admin.email);
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json()).toEqual({ data: { sent: true } });
    const code = await backofficeCodeMailedTo(t, admin.email, BACKOFFICE_LINKS.forgot);

    const found = await lookUp(code);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({ data: { email: admin.email } });

    const changed = await changePassword({ code, email: admin.email });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ data: { ok: true } });

    expectRefusal(await staffLogin(t, { email: admin.email, password: TEST_PASSWORD }), 401, 1025);
    expect((await staffLogin(t, { email: admin.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    const me = await t.app.inject({ method: 'GET', url: '/v1/admin/me', headers: bearer(session) });
    expectRefusal(me, 401, 1091);
  });

  it('refuses a reused reset link with 1040, and its look-up with 1014', async () => {
    const { admin, code } = await staffWithResetLink();
    expect((await changePassword({ code, email: admin.email })).statusCode).toBe(200);

    expectRefusal(
      await changePassword({ code, email: admin.email, password: 'Another-pass7' }),
      404,
      1040,
    );
    expectRefusal(
      await staffLogin(t, { email: admin.email, password: 'Another-pass7' }),
      401,
      1025,
    );
    expectRefusal(await lookUp(code), 404, 1014);
  });

  it('refuses an unknown code: 1014 on look-up, 1040 on change', async () => {
    const unknown = 'never-mailed-reset-code';
    expectRefusal(await lookUp(unknown), 404, 1014);
    expectRefusal(await changePassword({ code: unknown, email: newAddress() }), 404, 1040);
  });

  it('refuses a link sent with another address with 1040 and keeps the password', async () => {
    const { admin, code } = await staffWithResetLink();
    const other = await createStaff(t);
    expectRefusal(await changePassword({ code, email: other.email }), 404, 1040);
    expect((await staffLogin(t, { email: other.email })).statusCode).toBe(200);
    expect((await staffLogin(t, { email: admin.email })).statusCode).toBe(200);
  });

  it('refuses a weak password with 1308 without spending the link', async () => {
    const { admin, code } = await staffWithResetLink();
    expectRefusal(
      await changePassword({ code, email: admin.email, password: 'lettersonly' }),
      422,
      1308,
      'password',
    );
    expect((await changePassword({ code, email: admin.email })).statusCode).toBe(200);
  });

  it('answers an unknown address the same and sends nothing', async () => {
    const email = newAddress('nobody');
    const response = await forgot(email);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { sent: true } });
    expect(await mailsTo(t, email)).toHaveLength(0);
  });

  it('sends nothing to a marketplace customer, who resets on the marketplace', async () => {
    const customer = await createUser(t.deps.database.db);
    expect((await forgot(customer.email)).json()).toEqual({ data: { sent: true } });
    expect(await mailsTo(t, customer.email)).toHaveLength(0);
  });

  it('refuses an invalid address with 1018', async () => {
    expectRefusal(await forgot('someone@'), 422, 1018, 'email');
  });
});
