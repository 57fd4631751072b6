import { addDays, instantOf, mondayOf, wallOf } from '@fitmarket/core/rules/bookings/zoned-time';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { expect, test } from '@playwright/test';
import { landingProfessional, openWorkingHours, PROFESSIONAL_FOR } from '../support/bookings';
import {
  createConfirmedCustomer,
  customerToken,
  DEMO_PASSWORD,
  demoProfessionalEmail,
  uniqueEmail,
} from '../support/marketplace';
import { webURL } from '../support/urls';

/**
 * Issue 18: a professional opens a booking from a notification. The request is three weeks
 * ahead; the bell's notice opens the week it is in, as a time grid, with its details.
 */
test('a professional opens a booking from a notification', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const professional = await landingProfessional(request, PROFESSIONAL_FOR.proWeek);
  await openWorkingHours(request, professional.slug);
  const proToken = await customerToken(
    request,
    await demoProfessionalEmail(professional.slug),
    DEMO_PASSWORD,
  );
  const proHeaders = { authorization: `Bearer ${proToken}` };
  await request.put(`${webURL}/v1/me/settings`, { headers: proHeaders, data: { language: 'en' } });
  const own = (
    await (await request.get(`${webURL}/v1/me/professional`, { headers: proHeaders })).json()
  ).data;
  const zone = (
    await (await request.get(`${webURL}/v1/me/availability`, { headers: proHeaders })).json()
  ).data.time_zone as string;

  // A customer asks for a session three weeks ahead, at 10:00.
  const email = uniqueEmail('pro-week');
  await createConfirmedCustomer(request, email);
  const day = addDays(wallOf(new Date(), zone).date, 21);
  const startsAt = instantOf(day, '10:00', zone) ?? '';
  const created = await request.post(`${webURL}/v1/bookings`, {
    headers: { authorization: `Bearer ${await customerToken(request, email)}` },
    data: {
      professional_id: professional.id,
      service_id: own.services[0].id,
      location_id: own.locations[0].id,
      starts_at: startsAt,
      duration_minutes: 60,
      note: 'Found you through the week test.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const bookingId = (await created.json()).data.id as number;

  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    AUTH_TOKEN_STORAGE_KEY,
    proToken,
  ] as const);
  await page.goto('/account/bookings');
  const week = page.getByTestId('week-calendar');
  await expect(week).toHaveAttribute('data-week', mondayOf(wallOf(new Date(), zone).date), {
    timeout: 30_000,
  });
  // This week's grid: seven days as columns, today's line for now.
  await expect(week.getByTestId('week-day')).toHaveCount(7);
  await expect(week.getByTestId('now-line')).toHaveCount(1);

  // The notice reaches the bell (the worker writes it) and opens the booking.
  const bell = page.getByTestId('notifications-bell');
  const notice = page
    .getByTestId('notification')
    .filter({ hasText: 'asked to book a session' })
    .first();
  await expect(async () => {
    await page.reload();
    await bell.click();
    await expect(notice).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await notice.click();

  await expect(page).toHaveURL(new RegExp(`/account/bookings#booking-${bookingId}$`));
  // By name: the notifications' dropdown is a dialog too while it closes.
  const detail = page.getByRole('dialog', { name: 'Booking' });
  await expect(detail).toContainText('Found you through the week test.');
  await expect(detail).toContainText('Waiting for your answer');
  await expect(week).toHaveAttribute('data-week', mondayOf(day));
  // Closing it leaves the booking's week, its block at 10:00 in the grid.
  await detail.getByRole('button', { name: 'Close' }).first().click();
  await expect(page).toHaveURL(/\/account\/bookings$/);
  const block = week.getByTestId('week-day').filter({ has: page.getByTestId('session-block') });
  await expect(block).toHaveAttribute('data-date', day);
  // First: a retry of this test books the same slot again.
  await expect(block.getByTestId('session-block').first()).toContainText('10:00');
});
