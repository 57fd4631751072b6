import { addDays, instantOf, mondayOf, wallOf } from '@fitmarket/core/rules/bookings/zoned-time';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { expect, test } from '@playwright/test';
import { landingProfessional, PROFESSIONAL_FOR } from '../support/bookings';
import {
  createConfirmedCustomer,
  customerToken,
  DEMO_PASSWORD,
  demoProfessionalEmail,
  uniqueEmail,
} from '../support/marketplace';
import { webURL } from '../support/urls';

const ZONE = 'Europe/Helsinki';

/**
 * The professional's side of bookings (issue 10): they open hours, answer a customer's request
 * from the week view, suggest another time for a second one from the list, and enter a booking
 * by hand. The customer acts through the API.
 */
test('a professional sets hours, accepts a request, suggests another time and books by hand', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const professional = await landingProfessional(request, PROFESSIONAL_FOR.bookingsProfessional);
  const proToken = await customerToken(
    request,
    await demoProfessionalEmail(professional.slug),
    DEMO_PASSWORD,
  );
  const proHeaders = { authorization: `Bearer ${proToken}` };
  // Demo accounts may speak Finnish; this walk reads the English screens.
  await request.put(`${webURL}/v1/me/settings`, { headers: proHeaders, data: { language: 'en' } });
  const own = (
    await (await request.get(`${webURL}/v1/me/professional`, { headers: proHeaders })).json()
  ).data;
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    AUTH_TOKEN_STORAGE_KEY,
    proToken,
  ] as const);

  // Two days ahead, so the notice never gets in the way; its weekday gets open hours.
  const today = wallOf(new Date(), ZONE).date;
  const day = addDays(today, 2);
  const weekday = String(((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1);
  await page.goto('/account/availability');
  const form = page.getByTestId('availability-form');
  await expect(form).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add hours' }).click();
  const row = page.getByTestId('weekly-row').last();
  await row.getByLabel('Day').selectOption(weekday);
  await row.getByLabel('From').fill('08:00');
  await row.getByLabel('Until').fill('20:00');
  await page.getByLabel('Minimum notice (hours)').fill('0');
  await page.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByText('Your availability is saved.')).toBeVisible();
  await expect(page.getByTestId('slots-preview')).toBeVisible({ timeout: 30_000 });

  // A customer asks for two sessions that day.
  const email = uniqueEmail('books-pro');
  await createConfirmedCustomer(request, email);
  const customerHeaders = { authorization: `Bearer ${await customerToken(request, email)}` };
  const ask = async (time: string) => {
    const created = await request.post(`${webURL}/v1/bookings`, {
      headers: customerHeaders,
      data: {
        professional_id: professional.id,
        service_id: own.services[0].id,
        location_id: own.locations[0].id,
        starts_at: instantOf(day, time, ZONE),
        duration_minutes: 60,
        note: 'First session, please.',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()).data.id as number;
  };
  const first = await ask('10:00');
  const second = await ask('14:00');

  // The week view shows both, with the badge of requests waiting.
  await page.goto('/account/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('pending-count')).toBeVisible();
  if (mondayOf(day) !== mondayOf(today)) {
    await page.getByRole('button', { name: 'Next week' }).click();
  }
  const blocks = page.getByTestId('session-block').filter({ hasText: 'Waiting for your answer' });
  await expect(blocks.first()).toBeVisible({ timeout: 30_000 });

  // Accept the first from the week, with the keyboard.
  const firstBlock = page.getByRole('button', { name: /^Open the booking: .*10:00/ }).first();
  await firstBlock.focus();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog');
  await expect(detail.getByText('First session, please.')).toBeVisible();
  await expect(detail.getByText('What the customer pays, as agreed when booking.')).toBeVisible();
  await detail.getByRole('button', { name: 'Accept', exact: true }).click();
  await detail.getByLabel('Message to the customer (optional)').fill('See you there!');
  await detail.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText('The booking is confirmed.')).toBeVisible();
  const accepted = await request.get(`${webURL}/v1/me/bookings/${first}`, {
    headers: customerHeaders,
  });
  expect((await accepted.json()).data.status).toBe('confirmed');

  // Suggest another time for the second, from the list of requests waiting.
  await page.getByText('List', { exact: true }).click();
  await page.getByLabel('Status').selectOption('pending');
  const item = page.getByTestId('booking-list').getByRole('listitem').first();
  await expect(item).toContainText('Waiting for your answer');
  await item.getByRole('button', { name: /^Open the booking/ }).click();
  await detail.getByRole('button', { name: 'Suggest another time' }).click();
  await detail.getByLabel('Date').fill(day);
  await detail.getByLabel(/^Time/).fill('16:30');
  await detail.getByRole('button', { name: 'Suggest another time' }).click();
  await expect(page.getByText('Your suggestion was sent to the customer.')).toBeVisible();
  const suggested = (
    await (
      await request.get(`${webURL}/v1/me/bookings/${second}`, { headers: customerHeaders })
    ).json()
  ).data;
  expect(suggested.status).toBe('suggested');
  expect(new Date(suggested.suggested_starts_at)).toEqual(
    new Date(instantOf(day, '16:30', ZONE) ?? ''),
  );

  // A client who phoned: entered by hand, straight into the week.
  await page.getByRole('button', { name: 'Enter a booking' }).click();
  const manual = page.getByTestId('manual-booking');
  await manual.getByLabel('Title or customer name').fill('Matti by phone');
  await manual.getByLabel('Date').fill(day);
  await manual.getByLabel(/^Time/).fill('18:00');
  await manual.getByRole('button', { name: 'Save the booking' }).click();
  await expect(page.getByText('The booking is in your calendar.')).toBeVisible();
  await page.getByText('Week', { exact: true }).click();
  if (mondayOf(day) !== mondayOf(today)) {
    await page.getByRole('button', { name: 'Next week' }).click();
  }
  await expect(
    page.getByTestId('session-block').filter({ hasText: 'Matti by phone' }),
  ).toBeVisible();
});
