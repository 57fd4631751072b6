import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectRefusal, mailsTo, newAddress } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signInStaff } from '../helpers/users';
import { createStaff, staffLogin } from './admin-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_ADDRESS: '3', AUTH_RATE_LIMIT_PER_IP: '1000' },
  });
});
afterAll(() => t.close());

function post(url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, payload });
}

describe('attempt limits on the back-office doors', () => {
  it('refuses the 4th sign-in for one address in a minute with 429 and 1151, even with the right password', async () => {
    const admin = await createStaff(t);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expectRefusal(
        await staffLogin(t, { email: admin.email, password: 'Wrong-pass1' }),
        401,
        1025,
      );
    }
    expectRefusal(await staffLogin(t, { email: admin.email }), 429, 1151);
    // Another address is not held back by this one.
    expect((await staffLogin(t, { email: (await createStaff(t)).email })).statusCode).toBe(200);
  });

  it('refuses the 4th registration link request for one address with 1151', async () => {
    const email = newAddress('eager');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post('/v1/admin/register/email', { email })).statusCode).toBe(200);
    }
    expectRefusal(await post('/v1/admin/register/email', { email }), 429, 1151);
    expect(await mailsTo(t, email)).toHaveLength(3);
  });

  it('refuses the 4th forgot request for one address with 1151', async () => {
    const admin = await createStaff(t);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post('/v1/admin/forgot', { email: admin.email })).statusCode).toBe(200);
    }
    expectRefusal(await post('/v1/admin/forgot', { email: admin.email }), 429, 1151);
    expect(await mailsTo(t, admin.email)).toHaveLength(3);
  });
});

describe('guessing the current password from a signed-in session', () => {
  it('is stopped with 1151 like sign-in attempts', async () => {
    const admin = await createStaff(t);
    const token = await signInStaff(t, admin.email);
    const guess = {
      method: 'PUT' as const,
      url: '/v1/admin/profile',
      headers: bearer(token),
      payload: { first_name: 'Aino', last_name: 'Aalto', description: '', password: 'Guess-1234' },
    };
    expectRefusal(await t.app.inject(guess), 422, 1033, 'password');
    expectRefusal(await t.app.inject(guess), 422, 1033, 'password');
    expectRefusal(await t.app.inject(guess), 429, 1151);
  });
});
