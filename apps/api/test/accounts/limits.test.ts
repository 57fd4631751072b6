import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn, TEST_PASSWORD } from '../helpers/users';
import { bearer, expectRefusal, mailsTo, newAddress, signUp } from './account-helpers';

describe('too many attempts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { AUTH_RATE_LIMIT_PER_ADDRESS: '3', AUTH_RATE_LIMIT_PER_ADDRESS_PER_HOUR: '6' },
    });
  });
  afterAll(() => t.close());

  function login(email: string, password: string, ip = '127.0.0.1') {
    return t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });
  }

  it("does not lock the person out with a stranger's wrong passwords", async () => {
    const user = await createUser(t.deps.database.db);
    for (let attempt = 0; attempt < 3; attempt++) {
      expectRefusal(await login(user.email, 'Guessing-pass1', '198.51.100.9'), 401, 1025);
    }
    expectRefusal(await login(user.email, TEST_PASSWORD, '198.51.100.9'), 429, 1151);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('stops many clients together at one address, but never a correct password from a known one', async () => {
    const user = await createUser(t.deps.database.db);
    expect((await login(user.email, TEST_PASSWORD, '192.0.2.1')).statusCode).toBe(200);
    // That first sign-in counted too: five strangers' guesses fill the hourly budget of six.
    for (let stranger = 21; stranger <= 25; stranger++) {
      expectRefusal(await login(user.email, 'Guessing-pass1', `198.51.100.${stranger}`), 401, 1025);
    }
    // The address's hourly budget for unknown clients is spent: a new one waits ...
    expectRefusal(await login(user.email, TEST_PASSWORD, '198.51.100.26'), 429, 1151);
    // ... the device the person signed in from does not.
    expect((await login(user.email, TEST_PASSWORD, '192.0.2.1')).statusCode).toBe(200);
  });

  it('stops sign-in attempts on one address from one client with 1151, even with the right password', async () => {
    const user = await createUser(t.deps.database.db);
    for (let attempt = 0; attempt < 3; attempt++) {
      expectRefusal(await login(user.email, 'Guessing-pass1'), 401, 1025);
    }
    expectRefusal(await login(user.email, TEST_PASSWORD), 429, 1151);

    // Another address from the same place is not held back.
    const other = await createUser(t.deps.database.db);
    expect((await login(other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('stops guessing the current password from a signed-in session with 1151', async () => {
    const user = await createUser(t.deps.database.db);
    const token = await signIn(t.app, user.email);
    const guess = {
      method: 'PUT' as const,
      url: '/v1/me/password',
      headers: bearer(token),
      payload: {
        current_password: 'Guessing-pass1',
        password: 'Brand-new-pass9',
        password_repeat: 'Brand-new-pass9',
      },
    };
    expectRefusal(await t.app.inject(guess), 422, 1033, 'current_password');
    expectRefusal(await t.app.inject(guess), 422, 1033, 'current_password');
    expectRefusal(await t.app.inject(guess), 429, 1151);
  });

  it('counts sign-ups, reset requests and resends against the address too', async () => {
    const email = newAddress();
    expect((await signUp(t, { email })).statusCode).toBe(201);
    const forgot = { method: 'POST' as const, url: '/v1/auth/forgot', payload: { email } };
    expect((await t.app.inject(forgot)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/auth/signup/resend', payload: { email } }))
        .statusCode,
    ).toBe(200);
    expectRefusal(await t.app.inject(forgot), 429, 1151);
  });
});

describe('a mail server that is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  });
  afterAll(() => t.close());

  it('makes the account and queues its mail, which is retried while delivery fails', async () => {
    const email = newAddress();
    expect((await signUp(t, { email })).statusCode).toBe(201);

    const saved = await t.deps.database.db.select().from(users).where(eq(users.email, email));
    expect(saved).toHaveLength(1);
    const [mail] = await mailsTo(t, email);
    expect(mail?.status).toBe('failed');
  });
});
