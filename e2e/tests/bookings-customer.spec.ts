import { errorText } from '@fitmarket/core/errors/error-text';
import { en } from '@fitmarket/core/i18n/en';
import { bookingsEn } from '@fitmarket/core/i18n/en/bookings';
import { bookingsFi } from '@fitmarket/core/i18n/fi/bookings';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { expect, test } from '@playwright/test';
import { expectAccessible, LANGUAGE_SCREENS } from '../support/accessibility';
import {
  chooseFirst,
  demoCustomerEmail,
  landingProfessional,
  openWorkingHours,
  PROFESSIONAL_FOR,
} from '../support/bookings';
import {
  createConfirmedCustomer,
  customerToken,
  DEMO_PASSWORD,
  PASSWORD,
  submitSignIn,
  uniqueEmail,
} from '../support/marketplace';
import { webURL } from '../support/urls';

/**
 * A guest books a slot from a profile: the flow asks them to sign in and resumes with the same
 * choices; the request is pending in their bookings history, and they cancel it with a reason.
 */
test('a guest books a slot, signs in, sends the request and cancels it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('booking');
  await createConfirmedCustomer(request, email);
  const professional = await landingProfessional(request, PROFESSIONAL_FOR.bookingsCustomer);
  await openWorkingHours(request, professional.slug);
  const name = `${professional.first_name} ${professional.last_name}`;

  await page.goto(`/professionals/${professional.slug}`);
  await page.getByTestId('book-button').click();
  await expect(page.getByRole('heading', { name: `Book a session with ${name}` })).toBeVisible({
    timeout: 30_000,
  });
  await chooseFirst(page, 'Service');
  if (await page.getByRole('combobox', { name: 'Where' }).isVisible()) {
    await chooseFirst(page, 'Where');
  }
  await expect(page.getByText(/Times are in the time zone/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('cancellation-notice')).toContainText('cancel');
  // A slot of the coming week (today's may be gone).
  await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByTestId('slot').first().click();
  const chosen = await page.getByTestId('chosen-time').textContent();
  await page.getByLabel(`Note to ${name}`).fill('First time, bad knee.');
  await page.getByRole('button', { name: 'Sign in to send the request' }).click();

  await expect(page).toHaveURL(`${webURL}/signin`);
  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/book\/.*start=/);
  await expect(page.getByTestId('chosen-time')).toHaveText(chosen ?? '');
  await expect(page.getByLabel(`Note to ${name}`)).toHaveValue('First time, bad knee.');
  await expect(page.getByTestId('hold')).toBeVisible();
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByTestId('booking-sent')).toContainText('Request sent');

  await page.getByRole('link', { name: 'Go to your bookings' }).click();
  const booking = page.getByTestId('booking').first();
  await expect(booking.getByTestId('booking-status')).toHaveText('Pending');
  await expect(booking.getByTestId('booking-time')).toContainText(
    (chosen ?? '').replace('Chosen: ', ''),
  );
  await booking.getByRole('button', { name: 'Cancel booking' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel(/Reason/).fill('Something came up at work.');
  await expect(modal.getByText('26 / 100')).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByTestId('booking-done')).toHaveText('The booking is cancelled.');
  await expect(booking.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(booking).toContainText('You cancelled: Something came up at work.');
});

/**
 * The review prompt of the demo's one passed session, read by axe in each language on its screen
 * (LANGUAGE_SCREENS) before the next test reviews that session (in this file, so the order holds
 * on any number of workers). The demo customer's language is the account's.
 */
for (const { language, viewport } of LANGUAGE_SCREENS) {
  test(`the review prompt of a passed session is accessible in ${language} at ${viewport.width} px`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const token = await customerToken(request, await demoCustomerEmail(), DEMO_PASSWORD);
    await context.addInitScript(
      ([key, value, lang]) => {
        localStorage.setItem(key, value);
        localStorage.setItem('lang', lang);
      },
      [AUTH_TOKEN_STORAGE_KEY, token, language] as const,
    );
    await page.goto('/account/bookings-history');
    await page.getByRole('tab', { name: /^(Past|Menneet)$/ }).click();
    await expect(page.getByTestId('review-form')).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, 'review prompt');
  });
}

/**
 * A passed session (the demo seed's) is reviewed, in the demo customer's own language; the
 * profile then shows the review and one more in its count.
 */
test('a passed session is reviewed and the profile shows the review', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await customerToken(request, await demoCustomerEmail(), DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await request.get(`${webURL}/v1/me`, { headers })).json()).data;
  const texts = me.language === 'fi' ? bookingsFi : bookingsEn;
  const past = await request.get(`${webURL}/v1/me/bookings?when=past`, { headers });
  const session = (await past.json()).data.find(
    (booking: { reviewable: boolean }) => booking.reviewable,
  ) as { professional: { slug: string } };
  const { slug } = session.professional;
  const before = (await (await request.get(`${webURL}/v1/professionals/${slug}`)).json()).data;

  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    AUTH_TOKEN_STORAGE_KEY,
    token,
  ] as const);
  await page.goto('/account/bookings-history');
  await page.getByRole('tab', { name: texts.history.past }).click();
  const form = page.getByTestId('review-form');
  await expect(form).toBeVisible({ timeout: 30_000 });
  // The rating is required: sending without one names what is missing.
  await form.getByRole('button', { name: texts.review.send }).click();
  await expect(form.getByRole('alert').first()).toHaveText(
    errorText(1254, me.language === 'fi' ? 'fi' : 'en'),
  );
  await form.getByRole('radio', { name: '5 / 5' }).focus();
  await page.keyboard.press('Enter');
  const text = `Clear advice and a calm pace ${Date.now()}.`;
  await form.getByLabel(texts.review.message).fill(text);
  await form.getByRole('button', { name: texts.review.send }).click();
  await expect(page.getByTestId('booking-done')).toHaveText(texts.history.done.review);
  await expect(form).toBeHidden();

  // The English address shows the profile in English.
  await page.goto(`/professionals/${slug}`);
  const reviews = page.getByTestId('reviews');
  await expect(reviews.getByTestId('review').filter({ hasText: text })).toBeVisible({
    timeout: 30_000,
  });
  await expect(reviews).toContainText(
    en.common.rating.count_other.replace('{{count}}', String(before.rating_count + 1)),
  );
});
