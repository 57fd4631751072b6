import { WEB_LINKS } from '@fitmarket/core/links';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, professionalProfiles, socialIdentities, users } from '../../src/db/schema';
import { bearer, expectRefusal } from '../accounts/account-helpers';
import { createUser, TEST_PASSWORD } from '../helpers/users';
import {
  createOidcTestApp,
  newPerson,
  type ProviderPerson,
  signInThroughProvider,
} from './oidc-provider';

const { t, provider, close } = await createOidcTestApp();
afterAll(close);

/** A new person goes through the provider and lands on the social sign-up page: its code. */
async function arriveAtSignupPage(person: ProviderPerson): Promise<string> {
  provider.signInAs(person);
  const page = await signInThroughProvider(t, '/v1/auth/login/oidc?intent=signup');
  const pageBase = `${t.deps.config.webUrl}${WEB_LINKS.socialSignup}`;
  expect(page.href.startsWith(pageBase), page.href).toBe(true);
  return page.href.slice(pageBase.length);
}

function signupInfo(code: string) {
  return t.app.inject({ method: 'GET', url: `/v1/auth/social/signup/${code}` });
}

function completeSignup(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/social/signup',
    headers,
    payload: { role: 'customer', terms_accepted: true, privacy_accepted: true, ...body },
  });
}

function getMe(token: string) {
  return t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) });
}

describe('signing up through a provider', () => {
  it('shows who the provider says the person is, then makes the account on the terms', async () => {
    const person = newPerson({ given_name: 'Aino', family_name: 'Virta' });
    const code = await arriveAtSignupPage(person);

    const info = await signupInfo(code);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data).toEqual({
      email: person.email,
      first_name: 'Aino',
      last_name: 'Virta',
      provider: 'Test ID',
    });

    const unticked = await completeSignup({ code, terms_accepted: false, privacy_accepted: false });
    expectRefusal(unticked, 422, 1309, 'terms_accepted');
    expectRefusal(unticked, 422, 1309, 'privacy_accepted');
    expectRefusal(await completeSignup({ code, privacy_accepted: false }), 422, 1309);

    const done = await completeSignup({ code, email_notifications: true });
    expect(done.statusCode, done.body).toBe(200);
    const me = await getMe(done.json().data.access_token);
    expect(me.json().data).toMatchObject({
      email: person.email,
      role: 'customer',
      first_name: 'Aino',
      last_name: 'Virta',
      email_notifications: true,
      has_password: false,
    });
  });

  it('leaves the account without a password: password sign-in answers 1167', async () => {
    const person = newPerson();
    const code = await arriveAtSignupPage(person);
    expect((await completeSignup({ code })).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: person.email, password: TEST_PASSWORD },
    });
    expectRefusal(login, 422, 1167, 'password');
  });

  it('signs the new user straight in through the provider next time', async () => {
    const person = newPerson();
    const code = await arriveAtSignupPage(person);
    const first = await getMe((await completeSignup({ code })).json().data.access_token);
    const page = await signInThroughProvider(t, '/v1/auth/login/oidc?intent=signin');
    expect(page.searchParams.get('oauth2')).toBe('true');
    const again = await getMe(page.searchParams.get('token') ?? '');
    expect(again.json().data.id).toBe(first.json().data.id);
  });

  it('gives a new professional an empty, unpublished profile', async () => {
    const code = await arriveAtSignupPage(newPerson());
    const done = await completeSignup({ code, role: 'professional' });
    const me = (await getMe(done.json().data.access_token)).json().data;
    expect(me.role).toBe('professional');
    const profiles = await t.deps.database.db
      .select()
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, me.id));
    expect(profiles).toHaveLength(1);
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.id, me.id));
    expect(user?.published).toBe(false);
  });

  it('keeps the language the person browsed in', async () => {
    const code = await arriveAtSignupPage(newPerson());
    const done = await completeSignup({ code }, { 'accept-language': 'fi' });
    expect((await getMe(done.json().data.access_token)).json().data.language).toBe('fi');
  });

  it('refuses a role other than customer or professional', async () => {
    const code = await arriveAtSignupPage(newPerson());
    expectRefusal(await completeSignup({ code, role: 'owner' }), 422, 1301, 'role');
    expect((await signupInfo(code)).statusCode).toBe(200);
  });
});

describe('a broken sign-up code', () => {
  it('refuses a used code with 1314, both to show and to finish', async () => {
    const code = await arriveAtSignupPage(newPerson());
    expect((await completeSignup({ code })).statusCode).toBe(200);
    expectRefusal(await signupInfo(code), 404, 1314);
    expectRefusal(await completeSignup({ code }), 404, 1314);
  });

  it('refuses an unknown code with 1314', async () => {
    const code = 'this-code-was-never-issued-by-us';
    expectRefusal(await signupInfo(code), 404, 1314);
    expectRefusal(await completeSignup({ code }), 404, 1314);
  });

  it('refuses a code older than 30 minutes with 1314', async () => {
    const person = newPerson();
    const code = await arriveAtSignupPage(person);
    await t.deps.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.email, person.email ?? ''));
    expectRefusal(await signupInfo(code), 404, 1314);
    expectRefusal(await completeSignup({ code }), 404, 1314);
  });

  it('refuses with 1087 when the address got an account meanwhile, and links nothing', async () => {
    const person = newPerson();
    const code = await arriveAtSignupPage(person);
    await createUser(t.deps.database.db, { email: person.email });
    expectRefusal(await completeSignup({ code }), 409, 1087);
    const links = await t.deps.database.db
      .select()
      .from(socialIdentities)
      .where(eq(socialIdentities.subject, person.sub));
    expect(links).toEqual([]);
  });

  it('refuses with 1087 when the provider account already has a user', async () => {
    const person = newPerson();
    const firstCode = await arriveAtSignupPage(person);
    const secondCode = await arriveAtSignupPage({ ...person, email: `other-${person.email}` });
    expect((await completeSignup({ code: secondCode })).statusCode).toBe(200);
    expectRefusal(await completeSignup({ code: firstCode }), 409, 1087);
    const found = await t.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, person.email ?? ''));
    expect(found).toEqual([]);
  });
});
