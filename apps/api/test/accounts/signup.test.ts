import { errorText } from '@fitmarket/core/errors/error-text';
import { WEB_LINKS } from '@fitmarket/core/links';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalProfiles, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn, TEST_PASSWORD } from '../helpers/users';
import {
  bearer,
  codeMailedTo,
  expectRefusal,
  mailsTo,
  newAddress,
  ROOMY_RATE_LIMITS,
  signUp,
} from './account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: ROOMY_RATE_LIMITS });
});
afterAll(() => t.close());

async function userByEmail(email: string) {
  const [user] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
  return user;
}

function confirm(code: string) {
  return t.app.inject({ method: 'POST', url: '/v1/auth/confirm', payload: { code } });
}

function login(email: string, password = TEST_PASSWORD) {
  return t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
}

describe('signing up', () => {
  it('lets a customer in only after they follow the mailed confirmation link', async () => {
    const email = newAddress('customer');
    const signup = await signUp(t, { email });
    expect(signup.statusCode, signup.body).toBe(201);
    expect(signup.json()).toEqual({ data: { email } });

    expectRefusal(await login(email), 403, 1313, 'email');

    const confirmed = await confirm(await codeMailedTo(t, email, WEB_LINKS.confirmSignup));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { access_token, token_type, expires_in } = confirmed.json().data;
    expect(token_type).toBe('Bearer');
    expect(expires_in).toBe(t.deps.config.TOKEN_TTL_HOURS * 3600);

    const me = await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(access_token) });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({
      email,
      role: 'customer',
      first_name: '',
      last_name: '',
      slug: null,
      email_notifications: false,
      language: 'en',
      membership_id: 1,
      has_password: true,
    });
    expect(Number.isNaN(Date.parse(me.json().data.created_at))).toBe(false);
    // From now on the password works too.
    expect(await signIn(t.app, email)).toEqual(expect.any(String));
  });

  it('keeps a name given at sign-up, trimmed, for the account menu', async () => {
    const email = newAddress('named');
    const response = await signUp(t, { email, first_name: ' Aino ', last_name: 'Virtanen ' });
    expect(response.statusCode, response.body).toBe(201);
    const confirmed = await confirm(await codeMailedTo(t, email, WEB_LINKS.confirmSignup));
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/me',
      headers: bearer(confirmed.json().data.access_token),
    });
    expect(me.json().data).toMatchObject({ first_name: 'Aino', last_name: 'Virtanen' });
  });

  it('refuses a name longer than 100 characters with 1301 and makes no account', async () => {
    const email = newAddress('long-name');
    expectRefusal(await signUp(t, { email, first_name: 'A'.repeat(101) }), 422, 1301, 'first_name');
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('gives a professional an empty, unpublished profile', async () => {
    const email = newAddress('pro');
    expect((await signUp(t, { email, role: 'professional' })).statusCode).toBe(201);

    const user = await userByEmail(email);
    expect(user).toMatchObject({ role: 'professional', published: false });
    const profiles = await t.deps.database.db
      .select()
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, user?.id ?? 0));
    expect(profiles).toHaveLength(1);

    const confirmed = await confirm(await codeMailedTo(t, email, WEB_LINKS.confirmSignup));
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/me',
      headers: bearer(confirmed.json().data.access_token),
    });
    expect(me.json().data.role).toBe('professional');
  });

  it('records the consents, the notification choice and the browser language, mailing in it', async () => {
    const email = newAddress();
    const response = await signUp(
      t,
      { email, email_notifications: true },
      { 'accept-language': 'fi' },
    );
    expect(response.statusCode, response.body).toBe(201);

    const user = await userByEmail(email);
    expect(user).toMatchObject({ language: 'fi', emailNotifications: true, emailVerifiedAt: null });
    expect(user?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(user?.privacyAcceptedAt).toBeInstanceOf(Date);
    const [mail] = await mailsTo(t, email);
    expect(mail?.subject).toBe('Vahvista Fitmarket-tilisi sähköpostiosoite');
  });

  it('prefers the language chosen on the form over the browser language', async () => {
    const email = newAddress();
    await signUp(t, { email, language: 'en' }, { 'accept-language': 'fi' });
    expect((await userByEmail(email))?.language).toBe('en');
  });

  it('refuses a reused confirmation link with 1314', async () => {
    const email = newAddress();
    await signUp(t, { email });
    const code = await codeMailedTo(t, email, WEB_LINKS.confirmSignup);
    expect((await confirm(code)).statusCode).toBe(200);
    expectRefusal(await confirm(code), 404, 1314);
  });

  it('keeps out an account blocked before it was confirmed (1311), link left unspent', async () => {
    const email = newAddress();
    await signUp(t, { email });
    await t.deps.database.db
      .update(users)
      .set({ blocked: true, blockReason: 'Spam sign-ups' })
      .where(eq(users.email, email));
    const code = await codeMailedTo(t, email, WEB_LINKS.confirmSignup);
    const response = await confirm(code);
    expectRefusal(response, 403, 1311);
    expect(response.json().errors[0].message).toContain('Spam sign-ups');
    expect((await userByEmail(email))?.emailVerifiedAt).toBeNull();
  });

  it('refuses a made-up confirmation code with 1314', async () => {
    expectRefusal(await confirm('not-a-code-we-ever-sent'), 404, 1314);
  });

  it('refuses unticked terms and privacy boxes with 1309, creating nothing and mailing nothing', async () => {
    const email = newAddress();
    const response = await signUp(t, { email, terms_accepted: false, privacy_accepted: false });
    expectRefusal(response, 422, 1309, 'terms_accepted');
    expectRefusal(response, 422, 1309, 'privacy_accepted');
    expect(await userByEmail(email)).toBeUndefined();
    expect(await mailsTo(t, email)).toHaveLength(0);

    expectRefusal(
      await signUp(t, { email, privacy_accepted: false }),
      422,
      1309,
      'privacy_accepted',
    );
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('answers an address already in use as a new one, and tells its owner instead (no enumeration)', async () => {
    const existing = await createUser(t.deps.database.db, { language: 'fi' });
    const fresh = await signUp(t, { email: newAddress() });
    const taken = await signUp(t, { email: existing.email.toUpperCase() });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json().data)).toEqual(Object.keys(fresh.json().data));
    const [notice, ...more] = await mailsTo(t, existing.email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('Sähköpostiosoitteellasi yritettiin luoda Fitmarket-tili');
    expect(notice?.links).toEqual([`${t.deps.config.webUrl}${WEB_LINKS.requestPasswordReset}`]);
    // The account is as it was: the old password still signs in.
    expect((await signIn(t.app, existing.email)).length).toBeGreaterThan(0);
  });

  it('lets only one of two simultaneous sign-ups for an address make an account', async () => {
    const email = newAddress();
    const answers = await Promise.all([signUp(t, { email }), signUp(t, { email })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(
      await t.deps.database.db.select().from(users).where(eq(users.email, email)),
    ).toHaveLength(1);
    const subjects = (await mailsTo(t, email)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      'Confirm the email address of your Fitmarket account',
      'Someone tried to sign up with your Fitmarket address',
    ]);
  });

  it('refuses a weak or missing password with 1308 or 1307', async () => {
    for (const password of ['short1', 'onlyletters', '1234567890']) {
      const email = newAddress();
      expectRefusal(await signUp(t, { email, password }), 422, 1308, 'password');
      expect(await userByEmail(email)).toBeUndefined();
    }
    expectRefusal(await signUp(t, { email: newAddress(), password: '' }), 422, 1307, 'password');
  });

  it('refuses an invalid e-mail address with 1018 and a missing one with 1170', async () => {
    expectRefusal(await signUp(t, { email: 'not-an-address' }), 422, 1018, 'email');
    expectRefusal(await signUp(t, { email: '  ' }), 422, 1170, 'email');
  });

  it('explains a refusal in Finnish to a Finnish browser', async () => {
    const response = await signUp(t, { email: 'not-an-address' }, { 'accept-language': 'fi-FI' });
    const [error] = response.json().errors;
    expect(error.message).toBe(errorText(1018, 'fi'));
    expect(error.message).not.toBe(errorText(1018, 'en'));
  });
});

describe('asking for the confirmation link again', () => {
  function resend(email: string) {
    return t.app.inject({ method: 'POST', url: '/v1/auth/signup/resend', payload: { email } });
  }

  it('mails an unconfirmed account a fresh link that works', async () => {
    const email = newAddress();
    await signUp(t, { email });
    const first = await codeMailedTo(t, email, WEB_LINKS.confirmSignup);

    const response = await resend(email);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { sent: true } });
    const fresh = await codeMailedTo(t, email, WEB_LINKS.confirmSignup);
    expect(fresh).not.toBe(first);
    expect((await confirm(fresh)).statusCode).toBe(200);
  });

  it('answers the same for a confirmed or unknown address but mails nothing', async () => {
    const confirmed = await createUser(t.deps.database.db);
    const unknown = newAddress('nobody');
    for (const email of [confirmed.email, unknown]) {
      const response = await resend(email);
      expect(response.json()).toEqual({ data: { sent: true } });
      expect(await mailsTo(t, email)).toHaveLength(0);
    }
  });

  it('refuses an invalid e-mail address with 1018', async () => {
    expectRefusal(await resend('nope'), 422, 1018, 'email');
  });
});
