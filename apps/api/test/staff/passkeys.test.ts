import { PASSKEYS_PER_STAFF_MEMBER } from '@fitmarket/core/limits';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffPasskeys } from '../../src/db/schema';
import { bearer, expectRefusal, ROOMY_RATE_LIMITS } from '../accounts/account-helpers';
import { softAuthenticator } from '../helpers/soft-authenticator';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createStaff, staffLogin } from './admin-helpers';

const ROOMY = {
  ...ROOMY_RATE_LIMITS,
  AUTH_RATE_LIMIT_PER_ADDRESS: '1000',
  AUTH_RATE_LIMIT_PER_ADDRESS_PER_HOUR: '1000',
};
let t: TestApp;
let origin = '';
beforeAll(async () => {
  t = await createTestApp({ env: ROOMY });
  origin = new URL(t.deps.config.backofficeUrl).origin;
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** A signed-in staff member with the app's code on (a passkey stands in for that code). */
async function staffWithTotp(role: 'admin' | 'owner' = 'admin') {
  const user = await createStaff(t, { role });
  const token = (await staffLogin(t, { email: user.email })).json().data.access_token as string;
  const setup = await post('/v1/admin/two-factor/setup', {}, bearer(token));
  const secret = setup.json().data.secret as string;
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  const confirmed = await post('/v1/admin/two-factor/confirm', { code }, bearer(token));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { user, token, recoveryCodes: confirmed.json().data.recovery_codes as string[] };
}

async function addPasskey(token: string, name = 'Work laptop') {
  const authenticator = softAuthenticator(origin);
  const options = (await post('/v1/admin/two-factor/passkeys/options', {}, bearer(token))).json()
    .data;
  const added = await post(
    '/v1/admin/two-factor/passkeys',
    { name, response: authenticator.create(options) },
    bearer(token),
  );
  expect(added.statusCode, added.body).toBe(200);
  return { authenticator, passkeys: added.json().data as { id: number; name: string }[] };
}

/** The password step, then the passkey's request options for that pending sign-in. */
async function pendingSignIn(email: string) {
  const login = (await staffLogin(t, { email })).json().data;
  const options = await post('/v1/admin/login/passkey/options', { challenge: login.challenge });
  expect(options.statusCode, options.body).toBe(200);
  return { login, options: options.json().data as Record<string, unknown> };
}

describe('adding a passkey', () => {
  it('needs the app’s code on first, creates one for the back-office’s origin and is audited', async () => {
    const user = await createStaff(t, { role: 'admin' });
    const token = (await staffLogin(t, { email: user.email })).json().data.access_token;
    expectRefusal(
      await post('/v1/admin/two-factor/passkeys/options', {}, bearer(token)),
      409,
      1404,
    );

    const { user: staff, token: staffToken } = await staffWithTotp();
    const options = (
      await post('/v1/admin/two-factor/passkeys/options', {}, bearer(staffToken))
    ).json().data;
    expect(options).toMatchObject({
      rp: { id: new URL(origin).hostname },
      user: { name: staff.email },
      attestation: 'none',
      excludeCredentials: [],
    });
    const authenticator = softAuthenticator(origin);
    const added = await post(
      '/v1/admin/two-factor/passkeys',
      { name: 'Work laptop', response: authenticator.create(options) },
      bearer(staffToken),
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toEqual([
      {
        id: expect.any(Number),
        name: 'Work laptop',
        created_at: expect.any(String),
        last_used_at: null,
      },
    ]);
    const [kept] = await t.deps.database.db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.userId, staff.id));
    expect(kept?.credentialId).toBe(authenticator.id);
    const audited = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, staff.id), eq(auditLog.action, 'staff.add-passkey')));
    expect(audited).toHaveLength(1);

    // The same answer again: its challenge is spent.
    expectRefusal(
      await post(
        '/v1/admin/two-factor/passkeys',
        { name: 'Again', response: authenticator.create(options) },
        bearer(staffToken),
      ),
      422,
      1403,
    );
    // Another site's page asking for it, and another person's challenge, are refused.
    const fresh = (
      await post('/v1/admin/two-factor/passkeys/options', {}, bearer(staffToken))
    ).json().data;
    expectRefusal(
      await post(
        '/v1/admin/two-factor/passkeys',
        {
          name: 'Phish',
          response: softAuthenticator(origin).create(fresh, { from: 'https://evil.example' }),
        },
        bearer(staffToken),
      ),
      422,
      1403,
    );
    const { token: otherToken } = await staffWithTotp();
    expectRefusal(
      await post(
        '/v1/admin/two-factor/passkeys',
        { name: 'Not mine', response: softAuthenticator(origin).create(fresh) },
        bearer(otherToken),
      ),
      422,
      1403,
    );
  });

  it('stops at the limit', async () => {
    const { user, token } = await staffWithTotp();
    await t.deps.database.db.insert(staffPasskeys).values(
      Array.from({ length: PASSKEYS_PER_STAFF_MEMBER }, (_, n) => ({
        userId: user.id,
        credentialId: `limit-${user.id}-${n}`,
        publicKey: 'x',
        name: `Key ${n}`,
      })),
    );
    expectRefusal(
      await post('/v1/admin/two-factor/passkeys/options', {}, bearer(token)),
      409,
      1405,
    );
  });
});

describe('signing in with a passkey', () => {
  it('finishes the second step instead of a code, once', async () => {
    const { user, token } = await staffWithTotp();
    const noPasskey = (await staffLogin(t, { email: user.email })).json().data;
    expect(noPasskey).toMatchObject({ second_factor: 'totp', passkey: false });
    expectRefusal(
      await post('/v1/admin/login/passkey/options', { challenge: noPasskey.challenge }),
      422,
      1403,
    );

    const { authenticator } = await addPasskey(token);
    const { login, options } = await pendingSignIn(user.email);
    expect(login).toMatchObject({ second_factor: 'totp', passkey: true });
    expect(options).toMatchObject({
      rpId: new URL(origin).hostname,
      allowCredentials: [expect.objectContaining({ id: authenticator.id })],
    });
    const answer = authenticator.get(options);
    const signedIn = await post('/v1/admin/login/passkey', {
      challenge: login.challenge,
      response: answer,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = signedIn.json().data.access_token as string;
    const me = await t.app.inject({ method: 'GET', url: '/v1/admin/me', headers: bearer(session) });
    expect(me.statusCode).toBe(200);
    // The same answer again: the pending sign-in is spent.
    expectRefusal(
      await post('/v1/admin/login/passkey', { challenge: login.challenge, response: answer }),
      401,
      1393,
    );
    const listed = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/two-factor/passkeys',
      headers: bearer(token),
    });
    expect(listed.json().data[0].last_used_at).toEqual(expect.any(String));
  });

  it('refuses another origin, another person’s passkey and a copied key, and the code still works', async () => {
    const { user, token } = await staffWithTotp();
    const { authenticator } = await addPasskey(token);
    const { user: other, token: otherToken } = await staffWithTotp();
    const { authenticator: othersKey } = await addPasskey(otherToken);

    const { login, options } = await pendingSignIn(user.email);
    const finish = (response: object) =>
      post('/v1/admin/login/passkey', { challenge: login.challenge, response });
    expectRefusal(
      await finish(authenticator.get(options, { from: 'https://evil.example' })),
      422,
      1403,
    );
    expectRefusal(await finish(othersKey.get(options)), 422, 1403);
    // A refused answer leaves the pending sign-in usable.
    expect((await finish(authenticator.get(options))).statusCode).toBe(200);

    // A copy of the key answers with the signature count the original already used.
    const next = await pendingSignIn(user.email);
    expectRefusal(
      await post('/v1/admin/login/passkey', {
        challenge: next.login.challenge,
        response: authenticator.get(next.options, { counts: false }),
      }),
      422,
      1403,
    );
    expect(other.id).not.toBe(user.id);
  });
});

describe('removing passkeys', () => {
  it('takes only one’s own, is audited, and goes with the second factor when it is reset', async () => {
    const { user, token } = await staffWithTotp();
    const { passkeys } = await addPasskey(token);
    const { token: otherToken } = await staffWithTotp();
    const passkeyId = passkeys[0]?.id;
    const remove = (as: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/v1/admin/two-factor/passkeys/${passkeyId}`,
        headers: bearer(as),
      });
    expectRefusal(await remove(otherToken), 404, 1302);
    const removed = await remove(token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual([]);
    const audited = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'staff.remove-passkey')));
    expect(audited).toHaveLength(1);

    await addPasskey(token);
    const { token: ownerToken } = await staffWithTotp('owner');
    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/v1/admin/users/${user.id}/two-factor`,
      headers: bearer(ownerToken),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const left = await t.deps.database.db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.userId, user.id));
    expect(left).toEqual([]);
  });
});
