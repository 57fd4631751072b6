import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  chooseFirst,
  landingProfessional,
  makeServicesInstant,
  openWorkingHours,
  PROFESSIONAL_FOR,
  personWith,
} from '../support/bookings';
import { waitForMail } from '../support/mailbox';
import {
  createConfirmedCustomer,
  customerToken,
  demoProfessionalEmail,
  uniqueEmail,
} from '../support/marketplace';

/**
 * Issue 18 "Change of plans": a customer with the default settings (no optional e-mails) books
 * an instant service, sees the price before sending, gets the confirmation e-mail, moves the
 * session to another time (the professional is told), and adds it to a calendar.
 */
test('a customer books an instant service, reschedules it and adds it to a calendar', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('reschedule');
  await createConfirmedCustomer(request, email);
  const professional = await landingProfessional(request, PROFESSIONAL_FOR.reschedule);
  await openWorkingHours(request, professional.slug);
  await makeServicesInstant(request, professional.slug);
  const professionalEmail = await demoProfessionalEmail(professional.slug);
  const { context, page } = await personWith(browser, await customerToken(request, email), 'en');

  // The policy is on the profile, before the flow.
  await page.goto(`/professionals/${professional.slug}`);
  await expect(page.getByTestId('service-policy').first()).toContainText(
    /Free cancellation and changes until/,
    { timeout: 30_000 },
  );
  await expect(page.getByTestId('cancellation-policy')).toContainText('late');

  await page.getByTestId('book-button').click();
  await chooseFirst(page, 'Service');
  if (await page.getByRole('combobox', { name: 'Where' }).isVisible()) {
    await chooseFirst(page, 'Where');
  }
  await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByTestId('slot').first().click();
  // The price and the kind of booking show before sending.
  await expect(page.getByTestId('price-total')).toHaveText(/\d/);
  await expect(page.getByTestId('booking-kind')).toHaveText(/Booked at once/);
  const since = Date.now();
  await page.getByTestId('send-booking').click();
  await expect(page.getByTestId('booking-sent')).toContainText('Booking confirmed');
  const confirmation = await waitForMail(email, { since, subject: /^Booking confirmed/ });
  expect(confirmation.text).toContain('calendar file');

  await page.getByRole('link', { name: 'Go to your bookings' }).click();
  const booking = page.getByTestId('booking').first();
  await expect(booking.getByTestId('booking-status')).toHaveText('Confirmed');
  const before = await booking.getByTestId('booking-time').textContent();

  // One step: a new time from the open ones; the old one is given up with it.
  await booking.getByTestId('reschedule').click();
  const modal = page.getByTestId('reschedule-modal');
  await modal.getByRole('button', { name: 'Next week' }).click();
  await modal.getByTestId('slot').last().click();
  const moving = Date.now();
  await modal.getByTestId('confirm-reschedule').click();
  await expect(page.getByTestId('booking-done')).toHaveText(
    'The session is moved to the new time.',
  );
  await expect(booking.getByTestId('booking-status')).toHaveText('Confirmed');
  await expect(booking.getByTestId('booking-time')).not.toHaveText(before ?? '');
  await waitForMail(professionalEmail, { since: moving, subject: /moved a booking/ });
  // The customer gets the new time in writing too, with the updated calendar file.
  const moved = await waitForMail(email, { since: moving, subject: /^Your booking was moved to/ });
  expect(moved.text).toContain('confirmed at the new time');

  // Add to calendar: the file of this one booking, and Google's and Outlook's pages.
  const calendar = booking.getByTestId('add-to-calendar');
  await expect(calendar.getByTestId('calendar-google')).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&.*dates=/,
  );
  await expect(calendar.getByTestId('calendar-outlook')).toHaveAttribute(
    'href',
    /^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/,
  );
  const downloading = page.waitForEvent('download');
  await calendar.getByTestId('calendar-file').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^booking-\d+\.ics$/);
  const file = fs.readFileSync(await download.path(), 'utf8');
  expect(file).toContain('BEGIN:VEVENT');
  expect(file).toContain('SEQUENCE:2');
  await context.close();
});
