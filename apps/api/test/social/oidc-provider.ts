import { Events, OAuth2Server } from 'oauth2-mock-server';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The claims the provider puts in its tokens; leave one out to test a provider without it. */
export interface ProviderPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  /** Set only to forge a token meant for another client. */
  aud?: string;
}

let personSequence = 0;

/** Someone with a fresh provider account and a verified address. */
export function newPerson(overrides: Partial<ProviderPerson> = {}): ProviderPerson {
  personSequence += 1;
  return {
    sub: `subject-${personSequence}-${Date.now()}`,
    email: `social${personSequence}-${Date.now()}@example.com`,
    email_verified: true,
    given_name: 'Sanna',
    family_name: `Social${personSequence}`,
    ...overrides,
  };
}

/**
 * A real OpenID Connect provider listening on 127.0.0.1 (its issuer URL says localhost):
 * discovery, JWKS, authorize, token with PKCE, signed ID tokens, userinfo. `signInAs` chooses
 * whom it vouches for in the next sign-ins.
 */
export async function startOidcProvider(port = 0) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(port, '127.0.0.1');
  let person: ProviderPerson = newPerson();
  server.service.on(Events.BeforeTokenSigning, (token) => {
    Object.assign(token.payload, person);
  });
  server.service.on(Events.BeforeUserinfo, (userinfo) => {
    userinfo.body = { ...person };
  });
  return {
    server,
    issuer: server.issuer.url ?? '',
    signInAs(next: ProviderPerson) {
      person = next;
    },
    stop: () => server.stop(),
  };
}

export type OidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/** The env that points the app's generic provider at the test provider. */
export function oidcEnv(issuer: string) {
  return {
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'fitmarket-test',
    OIDC_CLIENT_SECRET: 'fitmarket-test-secret',
    OIDC_NAME: 'Test ID',
    // Every request of a file comes from one IP; only the limits test wants a small budget.
    AUTH_RATE_LIMIT_PER_IP: '1000',
  };
}

/** The API signing in through a test provider of its own; `close` stops both. */
export async function createOidcTestApp() {
  const provider = await startOidcProvider();
  const t = await createTestApp({ env: oidcEnv(provider.issuer) });
  return {
    t,
    provider,
    async close() {
      await t.close();
      await provider.stop();
    },
  };
}

/** Asks the API for the provider's page, as the SPA's button does. */
export async function startSignIn(t: TestApp, startPath: string): Promise<URL> {
  const response = await t.app.inject({ method: 'GET', url: startPath });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json().data.redirect);
}

/** Opens the provider's page; it signs the person in and sends the browser back to the API. */
export async function visitProvider(providerPage: URL): Promise<URL> {
  const response = await fetch(providerPage, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '');
}

/** Follows the provider's redirect to the API's callback; answers where the API sends the browser. */
export async function returnToApi(t: TestApp, callback: URL): Promise<URL> {
  const response = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
  expect(response.statusCode, response.body).toBe(302);
  return new URL(String(response.headers.location));
}

/** A whole sign-in as the browser goes through it: button, provider, back to the SPA page. */
export async function signInThroughProvider(t: TestApp, startPath: string): Promise<URL> {
  return returnToApi(t, await visitProvider(await startSignIn(t, startPath)));
}
