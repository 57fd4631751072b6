import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { customerToken, DEMO_PASSWORD, demoProfessionalEmail } from './marketplace';
import { webURL } from './urls';

/**
 * Helpers for the booking tests: demo professionals have no working hours until one sets them,
 * and the first demo customer has a passed session waiting for its review (demo seed).
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A browser context signed in with `token`, in `lang`, as two people on two devices. */
export async function personWith(browser: Browser, token: string, lang: 'en' | 'fi') {
  const context = await browser.newContext({ baseURL: webURL });
  await context.addInitScript(
    ([key, value, language]) => {
      localStorage.setItem(key, value);
      localStorage.setItem('lang', language);
    },
    [AUTH_TOKEN_STORAGE_KEY, token, lang] as const,
  );
  return { context, page: await context.newPage() };
}

/** Picks the first option of the Mantine select labelled `label`. */
export async function chooseFirst(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option').first().click();
}

/**
 * Which professional of the landing page each spec works with. The specs run side by side on
 * two workers against one server, so no two may open the same person's hours, book their first
 * slot of next week, or read their inbox and bell; read-only looks may share.
 */
export const PROFESSIONAL_FOR = {
  bookingsCustomer: 0,
  bookingsTwoPeople: 1,
  a11yBooking: 2,
  a11yMessenger: 3,
  messenger: 4,
  following: 5,
  bookingEvents: 6,
  bookingsProfessional: 7,
  a11yReports: 8,
  // Buys a campaign on this professional: their marketing, not the messages and reviews above.
  campaigns: 8,
  proWeek: 9,
  moderation: 10,
  // Opens this professional's hours and only looks at the booking week: following (5) never
  // reads hours, while 9 (proWeek) opens them too, and two openings at once clash on version.
  roughEdges: 5,
  reschedule: 11,
  // Connects Instagram and changes only their imported posts, which no other spec reads (the
  // accessibility spec reads professional 0's Social tab).
  socialActivity: 3,
  // The ads wizard (campaigns.spec.ts) is not here: every landing professional above is taken,
  // and it buys an ad, gets a partner code and counts a click, so it works with
  // `unfeaturedProfessional()`, a published demo professional off the landing page.
} as const;

/**
 * The last published, unblocked demo professional with a place who is not on the landing page:
 * no spec above books, messages, follows or moderates them, so a spec may change their account
 * (the ads wizard buys an ad and gets a partner code). Their surname finds them in search.
 */
export async function unfeaturedProfessional(request: APIRequestContext) {
  const { planMarketplace } = await import('../../apps/api/src/demo/plan-marketplace');
  const landing = await (await request.get(`${webURL}/v1/landing`)).json();
  const featured = new Set(
    (landing.data.professionals as LandingProfessional[]).map((professional) => professional.slug),
  );
  const professional = planMarketplace(new Date())
    .professionals.filter(
      (planned) =>
        planned.published &&
        planned.blockReason === null &&
        planned.locations.length > 0 &&
        !featured.has(planned.slug),
    )
    .at(-1);
  if (!professional) throw new Error('every demo professional is on the landing page');
  return professional;
}

/**
 * A professional of the landing page, in the order of their ids (the page's own order moves
 * as ratings change mid-run): `index` from PROFESSIONAL_FOR, or the first for a look.
 */
export async function landingProfessional(request: APIRequestContext, index = 0) {
  const landing = await (await request.get(`${webURL}/v1/landing`)).json();
  const professionals = (landing.data.professionals as LandingProfessional[]).toSorted(
    (a, b) => a.id - b.id,
  );
  const professional = professionals[index];
  if (!professional) throw new Error(`the landing page has no professional number ${index}`);
  return professional;
}

interface LandingProfessional {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
}

/**
 * Opens the demo professional's calendar through the API: 07:00-21:00 every day, anywhere,
 * bookable from now on.
 */
export async function openWorkingHours(request: APIRequestContext, slug: string): Promise<void> {
  const token = await customerToken(request, await demoProfessionalEmail(slug), DEMO_PASSWORD);
  const current = await request.get(`${webURL}/v1/me/availability`, { headers: bearer(token) });
  expect(current.ok(), await current.text()).toBe(true);
  const { version, time_zone } = (await current.json()).data;
  const saved = await request.put(`${webURL}/v1/me/availability`, {
    headers: bearer(token),
    data: {
      time_zone,
      fixed_hours: true,
      min_notice_minutes: 0,
      horizon_days: 60,
      buffer_before_minutes: 0,
      buffer_after_minutes: 0,
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        start: '07:00',
        end: '21:00',
        location_id: null,
      })),
      exceptions: [],
      version,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** Makes every service of the demo professional booked at once (no approval) through the API. */
export async function makeServicesInstant(request: APIRequestContext, slug: string): Promise<void> {
  const token = await customerToken(request, await demoProfessionalEmail(slug), DEMO_PASSWORD);
  const own = await request.get(`${webURL}/v1/me/professional`, { headers: bearer(token) });
  expect(own.ok(), await own.text()).toBe(true);
  const services = (await own.json()).data.services as { currency: string }[];
  const saved = await request.put(`${webURL}/v1/me/professional/services`, {
    headers: bearer(token),
    data: {
      services: services.map(({ currency: _currency, ...service }) => ({
        ...service,
        instant_booking: true,
      })),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** The first demo customer, whose passed session with a demo professional awaits a review. */
export async function demoCustomerEmail(): Promise<string> {
  const { planMarketplace } = await import('../../apps/api/src/demo/plan-marketplace');
  const customer = planMarketplace(new Date()).customers[0];
  if (!customer) throw new Error('no demo customer');
  return customer.email;
}
