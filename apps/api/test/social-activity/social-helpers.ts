import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { seedCatalogue } from '../../src/catalogue/reference-data';
import type { Database } from '../../src/db/client';
import { professionalSpecialities } from '../../src/db/schema';
import {
  createLocalProviderState,
  DEMO_APP,
  type LocalProviderState,
  localProviderBases,
  localProviderRoutes,
} from '../../src/platform/social-activity/local-provider-server';
import type { TestApp } from '../helpers/test-app';

/** The local provider server on a port of its own, as the tests' Instagram and Facebook. */
export async function startLocalProviders(): Promise<{
  state: LocalProviderState;
  base: string;
  env: Record<string, string>;
  close(): Promise<void>;
}> {
  const state = createLocalProviderState();
  const server = Fastify();
  await server.register(localProviderRoutes, { state });
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  const bases = localProviderBases(base);
  return {
    state,
    base,
    env: {
      INSTAGRAM_APP_ID: DEMO_APP.appId,
      INSTAGRAM_APP_SECRET: DEMO_APP.appSecret,
      INSTAGRAM_OAUTH_URL: bases.instagram.oauthUrl,
      INSTAGRAM_API_URL: bases.instagram.apiUrl,
      INSTAGRAM_GRAPH_URL: bases.instagram.graphUrl,
      FACEBOOK_APP_ID: DEMO_APP.appId,
      FACEBOOK_APP_SECRET: DEMO_APP.appSecret,
      FACEBOOK_OAUTH_URL: bases.facebook.oauthUrl,
      FACEBOOK_GRAPH_URL: bases.facebook.graphUrl,
      SECRET_BOX_KEYS: `k1:${randomBytes(32).toString('base64')}`,
    },
    close: () => server.close(),
  };
}

/** Gives the professional the speciality Yoga (Jooga), which the demo captions speak of. */
export async function addYoga(db: Database, userId: number): Promise<void> {
  const { specialityIds } = await seedCatalogue(db);
  await db
    .insert(professionalSpecialities)
    .values({ userId, specialityId: specialityIds.get('yoga') ?? 0 })
    .onConflictDoNothing();
}

/** Follows the consent page's Allow link as a browser would; answers the callback's URL. */
export async function consentAndReturn(redirect: string): Promise<string> {
  const page = await (await fetch(redirect)).text();
  const allow = /href="([^"]+)" role="button"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
  if (!allow) throw new Error(`no Allow button in ${page}`);
  return allow;
}

/** Connects a provider through the API as the professional's browser would; answers the callback. */
export async function connectThroughApi(
  t: TestApp,
  token: string,
  provider: 'instagram' | 'facebook',
) {
  const start = await t.app.inject({
    method: 'POST',
    url: '/v1/me/social/connections',
    headers: { authorization: `Bearer ${token}` },
    payload: { provider },
  });
  if (start.statusCode !== 200) throw new Error(`connect failed: ${start.body}`);
  const callback = new URL(await consentAndReturn(start.json().data.redirect));
  return t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
}
