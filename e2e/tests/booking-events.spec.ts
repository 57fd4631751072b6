import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { landingProfessional, PROFESSIONAL_FOR, personWith } from '../support/bookings';
import {
  createConfirmedCustomer,
  customerToken,
  DEMO_PASSWORD,
  demoProfessionalEmail,
  uniqueEmail,
} from '../support/marketplace';
import { webURL } from '../support/urls';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Opens the professional's hours every day 08:00-20:00, whatever they were. */
async function openHours(request: APIRequestContext, token: string) {
  const current = await (
    await request.get(`${webURL}/v1/me/availability`, { headers: auth(token) })
  ).json();
  const saved = await request.put(`${webURL}/v1/me/availability`, {
    headers: auth(token),
    data: {
      time_zone: 'Europe/Helsinki',
      fixed_hours: true,
      min_notice_minutes: 0,
      horizon_days: 60,
      buffer_before_minutes: 0,
      buffer_after_minutes: 0,
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        start: '08:00',
        end: '20:00',
        location_id: null,
      })),
      exceptions: [],
      version: current.data.version,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/**
 * A Finnish customer asks a professional for a session; the professional accepts
 * with a message. Both have the messenger open: the booking's events appear inline, live, in
 * each reader's language with the time and its zone, and the bells tell of them.
 */
test('booking events appear in the messenger live, in each reader’s language', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('booking-events');
  await createConfirmedCustomer(request, email, undefined, 'fi');
  const { slug } = await landingProfessional(request, PROFESSIONAL_FOR.bookingEvents);
  const profile = (await (await request.get(`${webURL}/v1/professionals/${slug}`)).json()).data;
  const proToken = await customerToken(request, await demoProfessionalEmail(slug), DEMO_PASSWORD);
  await openHours(request, proToken);
  const service = profile.services[0];
  const slots = await (
    await request.get(
      `${webURL}/v1/professionals/${slug}/slots?duration=${service.duration_minutes}&from=${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)}`,
    )
  ).json();
  const slot = slots.data.slots[0] as { start: string };

  const customerTokenValue = await customerToken(request, email);
  const customer = await personWith(browser, customerTokenValue, 'fi');
  const pro = await personWith(browser, proToken, 'en');
  await customer.page.goto('/messages');
  await expect(customer.page.getByRole('heading', { level: 1, name: 'Viestit' })).toBeVisible({
    timeout: 30_000,
  });
  await pro.page.goto('/messages');
  await expect(pro.page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });

  const requested = await request.post(`${webURL}/v1/bookings`, {
    headers: auth(customerTokenValue),
    data: {
      professional_id: profile.id,
      service_id: service.id,
      location_id: profile.locations[0]?.id ?? null,
      starts_at: slot.start,
      duration_minutes: service.duration_minutes,
    },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const booking = (await requested.json()).data as { id: number };

  // The new conversation appears for the customer without a reload, its preview in Finnish.
  const conversation = customer.page.getByTestId('conversation').first();
  await expect(conversation).toContainText('Lähetit varauspyynnön', { timeout: 15_000 });
  await conversation.click();
  const event = customer.page.getByTestId('booking-event');
  await expect(event.first()).toContainText('Lähetit varauspyynnön');
  // A Finnish time in Finnish: no zone (Finns write none at home).
  await expect(event.first()).toContainText(/klo \d{2}\.\d{2}/);
  await expect(event.first()).not.toContainText('UTC');

  const accepted = await request.post(`${webURL}/v1/me/bookings/${booking.id}/accept`, {
    headers: auth(proToken),
    data: { version: 1, message: 'Tervetuloa! See you there.' },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await expect(event.nth(1)).toContainText('vahvisti varauksen', { timeout: 15_000 });
  await expect(event.nth(1)).toContainText('Tervetuloa! See you there.');
  await expect(event.nth(1).getByRole('link', { name: 'Avaa varaus' })).toHaveAttribute(
    'href',
    `/account/bookings-history#booking-${booking.id}`,
  );
  // The thread with its events passes axe (WCAG 2.1 A and AA) as the other pages do.
  const axe = await new AxeBuilder({ page: customer.page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // The customer's bell: the confirmation, in Finnish.
  await customer.page.getByTestId('notifications-bell').click();
  await expect(customer.page.getByTestId('notification').first()).toContainText(
    'vahvisti varauksesi',
  );

  // The professional sees both events, and the request in the bell, in their own language
  // (the SPA follows the account's: a demo professional's may be either).
  const proConversation = pro.page.getByTestId('conversation').first();
  await expect(proConversation).toContainText(/You confirmed the booking|Vahvistit varauksen/, {
    timeout: 15_000,
  });
  await proConversation.click();
  await expect(pro.page.getByTestId('booking-event').first()).toContainText(
    /asked to book a session|lähetti varauspyynnön/,
  );
  await expect(pro.page.getByTestId('booking-event').nth(1)).toContainText(
    /You confirmed the booking|Vahvistit varauksen/,
  );
  await pro.page.getByTestId('notifications-bell').click();
  await expect(
    pro.page
      .getByTestId('notification')
      .filter({ hasText: /asked to book a session|haluaa varata tunnin/ }),
  ).toBeVisible();

  await customer.context.close();
  await pro.context.close();
});
