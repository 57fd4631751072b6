import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffRecoveryCodes, staffSecondFactors } from '../../src/db/schema';
import { bearer, expectRefusal, ROOMY_RATE_LIMITS } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn, TEST_PASSWORD } from '../helpers/users';
import { createStaff, staffLogin } from './admin-helpers';

// Room for the many attempts of one address these tests make; one test checks the limits.
const ROOMY = {
  ...ROOMY_RATE_LIMITS,
  AUTH_RATE_LIMIT_PER_ADDRESS: '1000',
  AUTH_RATE_LIMIT_PER_ADDRESS_PER_HOUR: '1000',
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: ROOMY });
});
afterAll(() => t.close());

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
function codeOf(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

async function signedInStaff(role: 'admin' | 'owner' = 'admin') {
  const user = await createStaff(t, { role });
  const login = await staffLogin(t, { email: user.email });
  return { user, token: login.json().data.access_token as string };
}

/** Sets up and confirms a second factor for a signed-in staff member; answers the secret. */
async function enrol(token: string) {
  const setup = await post('/v1/admin/two-factor/setup', {}, bearer(token));
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json().data as { secret: string };
  const confirmed = await post(
    '/v1/admin/two-factor/confirm',
    { code: codeOf(secret) },
    bearer(token),
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: confirmed.json().data.recovery_codes as string[] };
}

/** The password step: answers the pending sign-in's challenge. */
async function challengeFor(email: string, kind: 'totp' | 'enrol' = 'totp') {
  const login = await staffLogin(t, { email });
  expect(login.statusCode, login.body).toBe(200);
  const answer = login.json().data;
  expect(answer).toEqual({
    challenge: expect.any(String),
    second_factor: kind,
    passkey: false,
    expires_in: 300,
  });
  return answer.challenge as string;
}

function me(token: string) {
  return t.app.inject({ method: 'GET', url: '/v1/admin/me', headers: bearer(token) });
}

describe('setting up two-factor sign-in', () => {
  it('shows a QR code, turns on with a first code and keeps the secret sealed', async () => {
    const { user, token } = await signedInStaff();
    const setup = await post('/v1/admin/two-factor/setup', {}, bearer(token));
    const { secret, otpauth_url, qr_code } = setup.json().data;
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);

    expectRefusal(
      await post('/v1/admin/two-factor/confirm', { code: '000000' }, bearer(token)),
      422,
      1392,
      'code',
    );
    const confirmed = await post(
      '/v1/admin/two-factor/confirm',
      { code: codeOf(secret) },
      bearer(token),
    );
    expect(confirmed.json().data.recovery_codes).toHaveLength(10);

    const [row] = await t.deps.database.db
      .select()
      .from(staffSecondFactors)
      .where(eq(staffSecondFactors.userId, user.id));
    expect(row?.sealedSecret).not.toContain(secret);
    expect(t.deps.secretBox.open(row?.sealedSecret ?? '', `staff-totp:${user.id}`)).toBe(secret);
    // Bound to its owner: the same sealed value does not open as another staff member's.
    expect(() =>
      t.deps.secretBox.open(row?.sealedSecret ?? '', `staff-totp:${user.id + 1}`),
    ).toThrow();

    const status = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/two-factor',
      headers: bearer(token),
    });
    expect(status.json().data).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });
    expectRefusal(await post('/v1/admin/two-factor/setup', {}, bearer(token)), 409, 1394);
  });

  it('refuses to confirm a setup that was never started', async () => {
    const { token } = await signedInStaff();
    expectRefusal(
      await post('/v1/admin/two-factor/confirm', { code: '123456' }, bearer(token)),
      409,
      1395,
    );
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password and signs in with it, once per code', async () => {
    const { user, token } = await signedInStaff();
    const { secret } = await enrol(token);

    const challenge = await challengeFor(user.email);
    // The pending sign-in is no session.
    expectRefusal(await me(challenge), 401, 1091);
    expectRefusal(
      await post('/v1/admin/login/second-factor', { challenge, code: '000000' }),
      422,
      1392,
      'code',
    );
    // The code of the next step (the enrolment took this one), as a phone a little ahead shows.
    const code = codeOf(secret, 1);
    const signedIn = await post('/v1/admin/login/second-factor', { challenge, code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await me(signedIn.json().data.access_token)).statusCode).toBe(200);
    // The challenge is spent, and the same code (the same time step) does not work twice.
    expectRefusal(await post('/v1/admin/login/second-factor', { challenge, code }), 401, 1393);
    const again = await challengeFor(user.email);
    expectRefusal(
      await post('/v1/admin/login/second-factor', { challenge: again, code }),
      422,
      1392,
    );
    // Nor does an older one.
    const older = codeOf(secret, 0);
    expectRefusal(
      await post('/v1/admin/login/second-factor', { challenge: again, code: older }),
      422,
      1392,
    );
  });

  it('takes a recovery code once, typed in any case', async () => {
    const { user, token } = await signedInStaff();
    const { recoveryCodes } = await enrol(token);
    const [recovery = ''] = recoveryCodes;

    const first = await post('/v1/admin/login/second-factor', {
      challenge: await challengeFor(user.email),
      code: ` ${recovery.toUpperCase()} `,
    });
    expect(first.statusCode, first.body).toBe(200);
    expectRefusal(
      await post('/v1/admin/login/second-factor', {
        challenge: await challengeFor(user.email),
        code: recovery,
      }),
      422,
      1392,
    );
    const rows = await t.deps.database.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.userId, user.id));
    // Kept salted and hashed, never as given.
    expect(rows.some((row) => row.codeHash.includes(recovery.replace('-', '')))).toBe(false);
    const status = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/two-factor',
      headers: bearer(token),
    });
    expect(status.json().data.recovery_codes_left).toBe(9);
  });

  it('refuses an unknown challenge', async () => {
    expectRefusal(
      await post('/v1/admin/login/second-factor', { challenge: 'made-up', code: '123456' }),
      401,
      1393,
    );
  });

  it('limits wrong codes as the password sign-in limits wrong passwords', async () => {
    const limited = await createTestApp();
    try {
      const user = await createStaff(limited);
      const login = await staffLogin(limited, { email: user.email });
      const first = login.json().data.access_token as string;
      const setup = await limited.app.inject({
        method: 'POST',
        url: '/v1/admin/two-factor/setup',
        headers: bearer(first),
      });
      const { secret } = setup.json().data;
      await limited.app.inject({
        method: 'POST',
        url: '/v1/admin/two-factor/confirm',
        headers: bearer(first),
        payload: { code: codeOf(secret) },
      });
      const { challenge } = (await staffLogin(limited, { email: user.email })).json().data;
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const answer = await limited.app.inject({
          method: 'POST',
          url: '/v1/admin/login/second-factor',
          payload: { challenge, code: '000000' },
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toContain(429);
    } finally {
      await limited.close();
    }
  });

  it('does not take a staff member’s marketplace session on the back-office', async () => {
    const admin = await createStaff(t);
    const marketplace = await signIn(t.app, admin.email);
    expectRefusal(await me(marketplace), 401, 1091);
  });
});

describe('the owners’ requirement and reset', () => {
  it('requires a second factor of every staff member, sending those without one to set it up', async () => {
    const owner = await signedInStaff('owner');
    const admin = await signedInStaff('admin');
    const policy = (token: string, required: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/admin/two-factor/policy',
        headers: bearer(token),
        payload: { required },
      });
    expectRefusal(await policy(owner.token, true), 409, 1396);
    expectRefusal(await policy(admin.token, true), 403, 1002);
    await enrol(owner.token);
    const required = await policy(owner.token, true);
    expect(required.json().data).toMatchObject({ enabled: true, required: true });
    const [audit] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'staff.require-two-factor'), eq(auditLog.actorId, owner.user.id)),
      );
    expect(audit).toMatchObject({ before: { required: false }, after: { required: true } });

    // The admin's session without a second factor ended; signing in asks to set one up.
    expectRefusal(await me(admin.token), 401, 1091);
    const challenge = await challengeFor(admin.user.email, 'enrol');
    expectRefusal(
      await post('/v1/admin/login/second-factor', { challenge, code: '123456' }),
      422,
      1392,
    );
    const setup = await post('/v1/admin/login/enrol', { challenge });
    const { secret } = setup.json().data;
    expectRefusal(
      await post('/v1/admin/login/enrol/confirm', { challenge, code: '000000' }),
      422,
      1392,
    );
    const enrolled = await post('/v1/admin/login/enrol/confirm', {
      challenge,
      code: codeOf(secret),
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    expect(enrolled.json().data.recovery_codes).toHaveLength(10);
    expect((await me(enrolled.json().data.access_token)).statusCode).toBe(200);
    // From now on the code is asked like anyone's.
    await challengeFor(admin.user.email, 'totp');

    // The owner resets it (a lost phone): audited, the admin's sessions end, enrolment again.
    const adminToken = enrolled.json().data.access_token as string;
    const reset = (token: string, id: number) =>
      t.app.inject({
        method: 'DELETE',
        url: `/v1/admin/users/${id}/two-factor`,
        headers: bearer(token),
      });
    expectRefusal(await reset(adminToken, owner.user.id), 403, 1002);
    const customer = await createUser(t.deps.database.db);
    expectRefusal(await reset(owner.token, customer.id), 404, 1302);
    // Not one's own: turning it off asks for the password and a code.
    expectRefusal(await reset(owner.token, owner.user.id), 403, 1402);
    const done = await reset(owner.token, admin.user.id);
    expect(done.json().data).toEqual({ removed: true });
    const [entry] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'staff.reset-two-factor'), eq(auditLog.targetId, admin.user.id)),
      );
    expect(entry).toMatchObject({
      actorId: owner.user.id,
      targetType: 'user',
      before: { two_factor: true },
      after: { two_factor: false },
    });
    expectRefusal(await me(adminToken), 401, 1091);
    await challengeFor(admin.user.email, 'enrol');

    expect((await policy(owner.token, false)).json().data.required).toBe(false);
  });
});

describe('one’s own second factor: turning it off, new recovery codes', () => {
  const status = async (token: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/v1/admin/two-factor', headers: bearer(token) })
    ).json().data;

  it('makes new recovery codes given a current code; the old ones stop working', async () => {
    const { user, token } = await signedInStaff();
    expectRefusal(
      await post('/v1/admin/two-factor/recovery-codes', { code: '123456' }, bearer(token)),
      409,
      1401,
    );
    const { secret, recoveryCodes } = await enrol(token);
    expectRefusal(
      await post('/v1/admin/two-factor/recovery-codes', { code: '000000' }, bearer(token)),
      422,
      1392,
      'code',
    );
    // The code the enrolment took is spent: the next step's is asked.
    const renewed = await post(
      '/v1/admin/two-factor/recovery-codes',
      { code: codeOf(secret, 1) },
      bearer(token),
    );
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().data.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => recoveryCodes.includes(code))).toBe(false);
    expect((await status(token)).recovery_codes_left).toBe(10);

    const old = await challengeFor(user.email);
    expectRefusal(
      await post('/v1/admin/login/second-factor', { challenge: old, code: recoveryCodes[0] ?? '' }),
      422,
      1392,
    );
    const signedIn = await post('/v1/admin/login/second-factor', {
      challenge: old,
      code: fresh[0] ?? '',
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('turns it off with the password and a current code, audited; refused while required', async () => {
    const owner = await signedInStaff('owner');
    const { user, token } = await signedInStaff();
    const turnOff = (payload: object, bearerToken = token) =>
      post('/v1/admin/two-factor/turn-off', payload, bearer(bearerToken));
    expectRefusal(await turnOff({ password: TEST_PASSWORD, code: '123456' }), 409, 1401);
    const { secret, recoveryCodes } = await enrol(token);

    // The owners require it: nobody turns their own off, whatever they give.
    await enrol(owner.token);
    const policy = (required: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/admin/two-factor/policy',
        headers: bearer(owner.token),
        payload: { required },
      });
    await policy(true);
    expectRefusal(await turnOff({ password: TEST_PASSWORD, code: codeOf(secret, 1) }), 409, 1400);
    await policy(false);

    expectRefusal(
      await turnOff({ password: 'Wrong-password1', code: codeOf(secret, 1) }),
      422,
      1033,
      'password',
    );
    expectRefusal(await turnOff({ password: TEST_PASSWORD, code: '000000' }), 422, 1392, 'code');
    expect((await status(token)).enabled).toBe(true);

    // A recovery code is a current code too.
    const done = await turnOff({ password: TEST_PASSWORD, code: recoveryCodes[0] ?? '' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    // This session goes on; the next sign-in asks for no code.
    expect((await me(token)).statusCode).toBe(200);
    const login = await staffLogin(t, { email: user.email });
    expect(login.json().data.access_token).toEqual(expect.any(String));

    const [entry] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.reset-two-factor'), eq(auditLog.targetId, user.id)));
    expect(entry).toMatchObject({
      actorId: user.id,
      before: { two_factor: true },
      after: { two_factor: false },
    });
    const codesLeft = await t.deps.database.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.userId, user.id));
    expect(codesLeft).toEqual([]);
  });
});
