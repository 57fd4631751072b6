import { and, count, eq } from 'drizzle-orm';
import { Events } from 'oauth2-mock-server';
import { afterAll, describe, expect, it } from 'vitest';
import { accessTokens, oneTimeCodes, socialIdentities, users } from '../../src/db/schema';
import { bearer, expectRefusal } from '../accounts/account-helpers';
import { createUser } from '../helpers/users';
import {
  createOidcTestApp,
  newPerson,
  returnToApi,
  signInThroughProvider,
  startSignIn,
  visitProvider,
} from './oidc-provider';

const { t, provider, close } = await createOidcTestApp();
afterAll(close);

const MARKETPLACE = '/v1/auth/login/oidc?intent=signin';
const BACKOFFICE = '/v1/admin/login/oidc';

/** The token a successful sign-in hands to the SPA's /social page. */
function tokenFrom(page: URL): string {
  expect(page.searchParams.get('oauth2'), page.href).toBe('true');
  return page.searchParams.get('token') ?? '';
}

/** The page is the area's /social page with oauth2=false and this error code. */
function expectRefusedOn(page: URL, socialPage: string, code: number): void {
  expect(`${page.origin}${page.pathname}`).toBe(socialPage);
  expect(Object.fromEntries(page.searchParams)).toEqual({ oauth2: 'false', error: String(code) });
}

function webSocialPage() {
  return `${t.deps.config.webUrl}/social`;
}

function backofficeSocialPage() {
  return `${t.deps.config.backofficeUrl}/social`;
}

function identitiesOf(userId: number) {
  return t.deps.database.db
    .select()
    .from(socialIdentities)
    .where(eq(socialIdentities.userId, userId));
}

async function tokenCount(userId: number): Promise<number> {
  const [row] = await t.deps.database.db
    .select({ tokens: count() })
    .from(accessTokens)
    .where(eq(accessTokens.userId, userId));
  return row?.tokens ?? 0;
}

describe('the providers on offer', () => {
  it('lists only the configured provider, under its display name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([{ id: 'oidc', name: 'Test ID' }]);
  });

  it('refuses a provider that is not configured with 1316, in both areas', async () => {
    for (const url of ['/v1/auth/login/google', '/v1/admin/login/google', '/v1/auth/login/x']) {
      expectRefusal(await t.app.inject({ method: 'GET', url }), 422, 1316);
    }
  });

  it('refuses an intent other than signin or signup', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/auth/login/oidc?intent=x' });
    expectRefusal(response, 422, 1301, 'intent');
  });
});

describe('starting a sign-in', () => {
  it('sends the browser to the provider with a state, a PKCE challenge and our callback', async () => {
    const page = await startSignIn(t, MARKETPLACE);
    expect(page.origin).toBe(new URL(provider.issuer).origin);
    expect(page.pathname).toBe('/authorize');
    expect(page.searchParams.get('redirect_uri')).toBe(
      `${t.deps.config.webUrl}/v1/auth/social/callback/oidc`,
    );
    expect(page.searchParams.get('client_id')).toBe('fitmarket-test');
    expect(page.searchParams.get('scope')).toBe('openid email profile');
    expect(page.searchParams.get('code_challenge_method')).toBe('S256');
    expect(page.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(page.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
  });

  it('makes a new state each time', async () => {
    const first = await startSignIn(t, BACKOFFICE);
    const second = await startSignIn(t, BACKOFFICE);
    expect(first.searchParams.get('state')).not.toBe(second.searchParams.get('state'));
  });
});

describe('signing in to the marketplace', () => {
  it('signs in the user with the address the provider vouches for, and links the account', async () => {
    const user = await createUser(t.deps.database.db);
    provider.signInAs(newPerson({ email: user.email.toUpperCase() }));
    const page = await signInThroughProvider(t, MARKETPLACE);
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/me',
      headers: bearer(tokenFrom(page)),
    });
    expect(`${page.origin}${page.pathname}`).toBe(webSocialPage());
    expect(me.json().data).toMatchObject({ id: user.id, email: user.email });
    expect(await identitiesOf(user.id)).toEqual([
      expect.objectContaining({ provider: 'oidc', email: user.email }),
    ]);
  });

  it('recognises a linked provider account even after its address changed', async () => {
    const user = await createUser(t.deps.database.db);
    const person = newPerson({ email: user.email });
    provider.signInAs(person);
    tokenFrom(await signInThroughProvider(t, MARKETPLACE));
    provider.signInAs({ ...person, email: 'changed-elsewhere@example.com' });
    const token = tokenFrom(await signInThroughProvider(t, MARKETPLACE));
    const me = await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) });
    expect(me.json().data.id).toBe(user.id);
    expect(await identitiesOf(user.id)).toHaveLength(1);
  });

  it('signs in the same way when the person came from the sign-up page', async () => {
    const user = await createUser(t.deps.database.db);
    provider.signInAs(newPerson({ email: user.email }));
    const token = tokenFrom(await signInThroughProvider(t, '/v1/auth/login/oidc?intent=signup'));
    const me = await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) });
    expect(me.json().data.id).toBe(user.id);
  });

  it('lets staff sign in to the marketplace too', async () => {
    const admin = await createUser(t.deps.database.db, { role: 'admin' });
    provider.signInAs(newPerson({ email: admin.email }));
    expect(tokenFrom(await signInThroughProvider(t, MARKETPLACE))).not.toBe('');
  });

  it('refuses a blocked user with 1311 and issues no token', async () => {
    const user = await createUser(t.deps.database.db, { blocked: true, blockReason: 'Spam' });
    provider.signInAs(newPerson({ email: user.email }));
    expectRefusedOn(await signInThroughProvider(t, MARKETPLACE), webSocialPage(), 1311);
    expect(await tokenCount(user.id)).toBe(0);
    expect(await identitiesOf(user.id)).toEqual([]);
  });

  it('does not take over an account by an address the provider has not verified', async () => {
    const user = await createUser(t.deps.database.db);
    provider.signInAs(newPerson({ email: user.email, email_verified: false }));
    expectRefusedOn(await signInThroughProvider(t, MARKETPLACE), webSocialPage(), 1170);
    expect(await tokenCount(user.id)).toBe(0);
    expect(await identitiesOf(user.id)).toEqual([]);
  });

  it('does not link to an account whose address was never confirmed (1313)', async () => {
    // Whoever signed up with the address and a password may not own it; the provider's user does.
    const squatter = await createUser(t.deps.database.db, { emailVerifiedAt: null });
    provider.signInAs(newPerson({ email: squatter.email }));
    expectRefusedOn(await signInThroughProvider(t, MARKETPLACE), webSocialPage(), 1313);
    expect(await tokenCount(squatter.id)).toBe(0);
    expect(await identitiesOf(squatter.id)).toEqual([]);
  });

  it('asks for the address (1170) when the provider shares none', async () => {
    const { email: _none, ...withoutEmail } = newPerson();
    provider.signInAs(withoutEmail);
    expectRefusedOn(await signInThroughProvider(t, MARKETPLACE), webSocialPage(), 1170);
  });

  it("reads the address from the provider's userinfo when the ID token has none", async () => {
    const user = await createUser(t.deps.database.db);
    const { email: _none, ...withoutEmail } = newPerson();
    provider.signInAs(withoutEmail);
    provider.server.service.once(Events.BeforeUserinfo, (userinfo) => {
      userinfo.body = { sub: withoutEmail.sub, email: user.email, email_verified: true };
    });
    const token = tokenFrom(await signInThroughProvider(t, MARKETPLACE));
    const me = await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) });
    expect(me.json().data.id).toBe(user.id);
  });
});

describe('signing in to the back-office', () => {
  it('signs in a staff member by their address and returns to the back-office', async () => {
    const admin = await createUser(t.deps.database.db, { role: 'admin' });
    provider.signInAs(newPerson({ email: admin.email }));
    const page = await signInThroughProvider(t, BACKOFFICE);
    expect(`${page.origin}${page.pathname}`).toBe(backofficeSocialPage());
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/me',
      headers: bearer(tokenFrom(page)),
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({ id: admin.id, email: admin.email, role: 'admin' });
  });

  it('makes no account for an unknown address: staff are invited (1317)', async () => {
    const person = newPerson();
    provider.signInAs(person);
    expectRefusedOn(await signInThroughProvider(t, BACKOFFICE), backofficeSocialPage(), 1317);
    const found = await t.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, person.email ?? ''));
    expect(found).toEqual([]);
    const signups = await t.deps.database.db
      .select()
      .from(oneTimeCodes)
      .where(
        and(eq(oneTimeCodes.purpose, 'social_signup'), eq(oneTimeCodes.email, person.email ?? '')),
      );
    expect(signups).toEqual([]);
  });

  it('refuses a customer with 1317 (the back-office is for staff) and issues no token', async () => {
    const customer = await createUser(t.deps.database.db);
    provider.signInAs(newPerson({ email: customer.email }));
    expectRefusedOn(await signInThroughProvider(t, BACKOFFICE), backofficeSocialPage(), 1317);
    expect(await tokenCount(customer.id)).toBe(0);
  });

  it('refuses a blocked owner with 1311', async () => {
    const owner = await createUser(t.deps.database.db, { role: 'owner', blocked: true });
    provider.signInAs(newPerson({ email: owner.email }));
    expectRefusedOn(await signInThroughProvider(t, BACKOFFICE), backofficeSocialPage(), 1311);
    expect(await tokenCount(owner.id)).toBe(0);
  });
});

describe('a bad or replayed return from the provider', () => {
  it('refuses a state that was already used with 1152', async () => {
    const user = await createUser(t.deps.database.db, { role: 'admin' });
    provider.signInAs(newPerson({ email: user.email }));
    const callback = await visitProvider(await startSignIn(t, BACKOFFICE));
    tokenFrom(await returnToApi(t, callback));
    expectRefusedOn(await returnToApi(t, callback), webSocialPage(), 1152);
    expect(await tokenCount(user.id)).toBe(1);
  });

  it('refuses a made-up state, and none at all, with 1152', async () => {
    const callback = await visitProvider(await startSignIn(t, MARKETPLACE));
    callback.searchParams.set('state', 'made-up-state-value-that-we-never-issued');
    expectRefusedOn(await returnToApi(t, callback), webSocialPage(), 1152);
    callback.searchParams.delete('state');
    expectRefusedOn(await returnToApi(t, callback), webSocialPage(), 1152);
  });

  it('refuses a state older than 10 minutes with 1152', async () => {
    const callback = await visitProvider(await startSignIn(t, MARKETPLACE));
    await t.deps.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.purpose, 'social_login'));
    expectRefusedOn(await returnToApi(t, callback), webSocialPage(), 1152);
  });

  it('refuses a state brought back to another provider path with 1152', async () => {
    const callback = await visitProvider(await startSignIn(t, BACKOFFICE));
    callback.pathname = '/v1/auth/social/callback/google';
    expectRefusedOn(await returnToApi(t, callback), backofficeSocialPage(), 1152);
  });

  it('answers 1152 when the person says no at the provider', async () => {
    provider.server.service.once(Events.BeforeAuthorizeRedirect, ({ url }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    });
    const page = await signInThroughProvider(t, BACKOFFICE);
    expectRefusedOn(page, backofficeSocialPage(), 1152);
  });

  it('answers 1152 when the provider refuses to trade the code', async () => {
    provider.server.service.once(Events.BeforeResponse, (tokenResponse) => {
      tokenResponse.statusCode = 400;
      tokenResponse.body = { error: 'invalid_grant' };
    });
    expectRefusedOn(await signInThroughProvider(t, MARKETPLACE), webSocialPage(), 1152);
  });

  it('answers 1152 when the ID token is for another client', async () => {
    const user = await createUser(t.deps.database.db);
    provider.signInAs(newPerson({ email: user.email, aud: 'someone-else' }));
    expectRefusedOn(await signInThroughProvider(t, MARKETPLACE), webSocialPage(), 1152);
    expect(await tokenCount(user.id)).toBe(0);
  });
});
