import type { TBasicInfoRequest, TServiceInput } from '@fitmarket/core/api/professional-profile';
import { seedCatalogue } from '../../src/catalogue/reference-data';
import { professionalProfiles } from '../../src/db/schema';
import { bearer, ROOMY_RATE_LIMITS } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn } from '../helpers/users';

/** Geocoder ids of the embedded gazetteer (platform/geocoder). */
export const HELSINKI_CENTRE = 'p:00100';
export const TURKU_CENTRE = 'p:20100';

export type Catalogue = Awaited<ReturnType<typeof seedCatalogue>>;

/**
 * The API for a test file of this folder: rate limits roomy enough for its many sign-ins, and
 * the catalogue seeded. The file closes it (afterAll).
 */
export async function createProfileTestApp() {
  const t = await createTestApp({ env: ROOMY_RATE_LIMITS });
  return { t, catalogue: await seedCatalogue(t.deps.database.db) };
}

export function idOf(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`no ${slug} in the catalogue`);
  return id;
}

let slugSequence = 0;

/** A fresh valid address per call, so tests never collide on one. */
export function freshSlug(label = 'pro'): string {
  slugSequence += 1;
  return `${label}-${slugSequence}-${Date.now().toString(36)}`.slice(0, 20);
}

/** A signed-in professional with the empty profile sign-up makes. */
export async function signedInProfessional(
  t: TestApp,
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(t.deps.database.db, { role: 'professional', ...overrides });
  // As sign-up and the upgrade make it.
  await t.deps.database.db.insert(professionalProfiles).values({ userId: user.id });
  return { user, token: await signIn(t.app, user.email) };
}

export function basicInfo(
  catalogue: Catalogue,
  overrides: Partial<TBasicInfoRequest> = {},
): TBasicInfoRequest {
  return {
    first_name: 'Anna',
    last_name: 'Virtanen',
    slug: freshSlug('anna'),
    description: 'Personal trainer in Helsinki.',
    description_fi: 'Personal trainer Helsingissä.',
    long_description: 'Ten years of coaching.',
    long_description_fi: null,
    birth_date: '1990-04-12',
    gender: 'female',
    currency: 'eur',
    languages: ['fi', 'en'],
    speciality_ids: [idOf(catalogue.specialityIds, 'yoga')],
    header_video_url: null,
    ...overrides,
  };
}

export function service(
  catalogue: Catalogue,
  overrides: Partial<TServiceInput> = {},
): TServiceInput {
  return {
    service_id: idOf(catalogue.serviceIds, 'private-yoga-class'),
    price_minor: 6500,
    duration_minutes: 60,
    discount_percent: 0,
    sessions: 1,
    first_session_discount_percent: 0,
    package_description: '',
    description: 'One hour, at your place or mine.',
    instant_booking: false,
    online: false,
    buffer_before_minutes: null,
    buffer_after_minutes: null,
    ...overrides,
  };
}

/** A request to one of the /v1/me/professional routes. */
export function profileCall(
  t: TestApp,
  token: string,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url: `/v1/me/professional${path}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
