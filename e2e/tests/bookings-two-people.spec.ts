import { expect, type Page, test } from '@playwright/test';
import {
  chooseFirst,
  landingProfessional,
  openWorkingHours,
  PROFESSIONAL_FOR,
  personWith,
} from '../support/bookings';
import {
  createConfirmedCustomer,
  customerToken,
  DEMO_PASSWORD,
  demoProfessionalEmail,
  uniqueEmail,
} from '../support/marketplace';
import { webURL } from '../support/urls';

/**
 * Issue 10 as two people would do it, each in their own browser, entirely through the screens:
 * a customer books a slot from a profile; the professional, whose bookings page is open, sees
 * the request arrive and accepts it with a message; the customer sees the confirmation and the
 * message in the messenger live, opens the booking from there and cancels it with a reason;
 * the professional's page shows the cancellation and the reason live. Neither page reloads
 * after the start. (Reviewing a passed session and the profile's new rating are the second
 * test of bookings-customer.spec.ts.)
 */
test('a customer books, the professional accepts, the customer sees it live and cancels', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // The second professional: bookings-customer.spec.ts books the first one's first slot.
  const professional = await landingProfessional(request, PROFESSIONAL_FOR.bookingsTwoPeople);
  await openWorkingHours(request, professional.slug);
  const proToken = await customerToken(
    request,
    await demoProfessionalEmail(professional.slug),
    DEMO_PASSWORD,
  );
  // Demo accounts may speak Finnish; this walk reads the English screens.
  await request.put(`${webURL}/v1/me/settings`, {
    headers: { authorization: `Bearer ${proToken}` },
    data: { language: 'en' },
  });
  const proName = `${professional.first_name} ${professional.last_name}`;

  const email = uniqueEmail('two-people');
  await createConfirmedCustomer(request, email);
  const token = await customerToken(request, email);
  const lastName = `Kaksi${Date.now().toString(36)}`;
  const named = await request.put(`${webURL}/v1/me/settings`, {
    headers: { authorization: `Bearer ${token}` },
    data: { first_name: 'Aino', last_name: lastName },
  });
  expect(named.ok(), await named.text()).toBe(true);
  const customerName = `Aino ${lastName}`;

  const pro = await personWith(browser, proToken, 'en');
  const customer = await personWith(browser, token, 'en');
  /** Set once each page is open: a reload would lose it. */
  const markLoaded = (page: Page) =>
    page.evaluate(() => {
      Object.assign(globalThis, { stillTheSamePage: true });
    });
  const stillTheSamePage = (page: Page) =>
    page.evaluate(() => (globalThis as { stillTheSamePage?: boolean }).stillTheSamePage === true);

  // The professional watches the list of the requests waiting for an answer.
  await pro.page.goto('/account/bookings');
  await expect(pro.page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible({
    timeout: 30_000,
  });
  await pro.page.getByText('List', { exact: true }).click();
  await pro.page.getByLabel('Status').selectOption('pending');
  const proList = pro.page.getByTestId('booking-list');
  const proItem = proList.getByRole('listitem').filter({ hasText: customerName });
  await expect(
    proList.getByRole('listitem').first().or(proList.getByText('No bookings here yet.')),
  ).toBeVisible({ timeout: 30_000 });
  await markLoaded(pro.page);

  // The customer books the first slot of next week from the profile.
  await customer.page.goto(`/professionals/${professional.slug}`);
  await customer.page.getByTestId('book-button').click();
  await expect(
    customer.page.getByRole('heading', { name: `Book a session with ${proName}` }),
  ).toBeVisible({ timeout: 30_000 });
  await chooseFirst(customer.page, 'Service');
  if (await customer.page.getByRole('combobox', { name: 'Where' }).isVisible()) {
    await chooseFirst(customer.page, 'Where');
  }
  await expect(customer.page.getByText(/Times are in the time zone/)).toBeVisible({
    timeout: 30_000,
  });
  await customer.page.getByRole('button', { name: 'Next week' }).click();
  // The week before's times stay on screen, not choosable, until next week's have come.
  const slot = customer.page.getByTestId('slot').first();
  await expect(slot).toBeEnabled({ timeout: 30_000 });
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await customer.page.getByLabel(`Note to ${proName}`).fill('Two people, one test.');
  await customer.page.getByRole('button', { name: 'Send the request' }).click();
  await expect(customer.page.getByTestId('booking-sent')).toContainText('Request sent');

  // The customer waits in the messenger, where the request already shows.
  await customer.page.goto('/messages');
  const conversation = customer.page.getByTestId('conversation').filter({ hasText: proName });
  await expect(conversation).toContainText('You asked to book a session', { timeout: 30_000 });
  await conversation.click();
  const events = customer.page.getByTestId('booking-event');
  await expect(events.first()).toContainText('You asked to book a session');
  await markLoaded(customer.page);

  // The request reaches the professional's open list without a reload, and they accept it.
  await expect(proItem).toContainText('Waiting for your answer', { timeout: 15_000 });
  await proItem.getByRole('button', { name: /^Open the booking/ }).click();
  const detail = pro.page.getByRole('dialog');
  await expect(detail.getByText('Two people, one test.')).toBeVisible();
  await detail.getByRole('button', { name: 'Accept', exact: true }).click();
  await detail.getByLabel('Message to the customer (optional)').fill('Welcome, see you there!');
  await detail.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(pro.page.getByText('The booking is confirmed.')).toBeVisible();
  await pro.page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  // No longer waiting: it leaves the list of requests. The cancelled ones are watched next.
  await expect(proItem).toBeHidden();
  await pro.page.getByLabel('Status').selectOption('canceled');

  // The customer's thread shows the confirmation and the message as they come.
  const confirmed = events.filter({ hasText: `${proName} confirmed the booking` });
  await expect(confirmed).toBeVisible({ timeout: 15_000 });
  await expect(confirmed).toContainText('Welcome, see you there!');

  // From the event to the booking (in the app, no reload): confirmed; cancel with a reason.
  await confirmed.getByRole('link', { name: 'Open the booking' }).click();
  await expect(customer.page).toHaveURL(/\/account\/bookings-history#booking-\d+$/);
  const booking = customer.page.getByTestId('booking').filter({ hasText: proName }).first();
  await expect(booking.getByTestId('booking-status')).toHaveText('Confirmed', {
    timeout: 30_000,
  });
  await booking.getByRole('button', { name: 'Cancel booking' }).click();
  const modal = customer.page.getByRole('dialog');
  await modal.getByLabel(/Reason/).fill('My knee needs another week.');
  await modal.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(customer.page.getByTestId('booking-done')).toHaveText('The booking is cancelled.');
  await expect(booking).toContainText('You cancelled: My knee needs another week.');
  expect(await stillTheSamePage(customer.page)).toBe(true);

  // The professional's list shows the cancellation live; the booking tells why.
  await expect(proItem).toContainText('Cancelled', { timeout: 15_000 });
  await proItem.getByRole('button', { name: /^Open the booking/ }).click();
  await expect(detail).toContainText('Cancelled by the customer');
  await expect(detail).toContainText('Reason: My knee needs another week.');
  expect(await stillTheSamePage(pro.page)).toBe(true);

  await customer.context.close();
  await pro.context.close();
});
