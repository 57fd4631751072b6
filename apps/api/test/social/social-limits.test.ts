import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { createSocialProviders } from '../../src/platform/social/social-providers';
import { expectRefusal } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { type OidcProvider, oidcEnv, startOidcProvider, startSignIn } from './oidc-provider';

// Each test builds the app it needs and leaves nothing running.
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function appWith(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp({ env });
  cleanups.push(() => t.close());
  return t;
}

async function providerOn(port = 0): Promise<OidcProvider> {
  const provider = await startOidcProvider(port);
  cleanups.push(() => provider.stop());
  return provider;
}

describe('configuration', () => {
  it('refuses to start with OIDC_CLIENT_ID but no OIDC_ISSUER', () => {
    const config = loadConfig({ NODE_ENV: 'test', OIDC_CLIENT_ID: 'fitmarket' });
    expect(() => createSocialProviders(config)).toThrow(ConfigError);
    expect(() => createSocialProviders(config)).toThrow(/OIDC_ISSUER/);
  });

  it('offers Google once its client id is set', async () => {
    const t = await appWith({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' });
    const response = await t.app.inject({ method: 'GET', url: '/v1/auth/providers' });
    expect(response.json().data).toEqual([{ id: 'google', name: 'Google' }]);
  });

  it('offers nothing when no provider is configured', async () => {
    const t = await appWith({});
    const response = await t.app.inject({ method: 'GET', url: '/v1/auth/providers' });
    expect(response.json().data).toEqual([]);
    expectRefusal(await t.app.inject({ method: 'GET', url: '/v1/auth/login/oidc' }), 422, 1316);
  });
});

describe('an unreachable provider', () => {
  it('answers 503 with 1306, and works as soon as the provider is back', async () => {
    // A port that was free a moment ago: nothing answers there until the provider starts.
    const probe = await startOidcProvider();
    const { issuer } = probe;
    await probe.stop();
    const t = await appWith(oidcEnv(issuer));

    const down = await t.app.inject({ method: 'GET', url: '/v1/admin/login/oidc' });
    expectRefusal(down, 503, 1306);

    await providerOn(Number(new URL(issuer).port));
    const page = await startSignIn(t, '/v1/admin/login/oidc');
    expect(page.origin).toBe(new URL(issuer).origin);
  });
});

describe('too many attempts from one address', () => {
  it('refuses starting sign-ins and finishing sign-ups with 1151 once over the budget', async () => {
    const provider = await providerOn();
    const t = await appWith({ ...oidcEnv(provider.issuer), AUTH_RATE_LIMIT_PER_IP: '2' });
    await startSignIn(t, '/v1/auth/login/oidc');
    await startSignIn(t, '/v1/admin/login/oidc');
    expectRefusal(await t.app.inject({ method: 'GET', url: '/v1/auth/login/oidc' }), 429, 1151);
    expectRefusal(await t.app.inject({ method: 'GET', url: '/v1/admin/login/oidc' }), 429, 1151);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/social/signup',
      payload: {
        code: 'any-code-at-all-here',
        role: 'customer',
        terms_accepted: true,
        privacy_accepted: true,
      },
    });
    expectRefusal(signup, 429, 1151);
  });
});
