import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { type Browser, expect, test } from '@playwright/test';
import { landingProfessional, PROFESSIONAL_FOR } from '../support/bookings';
import {
  createConfirmedCustomer,
  customerToken,
  DEMO_PASSWORD,
  demoProfessionalEmail,
  uniqueEmail,
} from '../support/marketplace';
import { webURL } from '../support/urls';

/** A browser context signed in with `token`, as two people on two devices. */
async function personWith(browser: Browser, token: string) {
  const context = await browser.newContext({ baseURL: webURL });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    AUTH_TOKEN_STORAGE_KEY,
    token,
  ] as const);
  return { context, page: await context.newPage() };
}

/**
 * A customer contacts a professional from the profile; the professional, with the messenger
 * open on another device, sees the message arrive without reloading, answers, and the
 * customer sees the answer and the read receipt live.
 */
test('two people talk in the messenger, live', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('messenger');
  await createConfirmedCustomer(request, email);
  const professional = await landingProfessional(request, PROFESSIONAL_FOR.messenger);
  const proEmail = await demoProfessionalEmail(professional.slug);
  const customer = await personWith(browser, await customerToken(request, email));
  const pro = await personWith(browser, await customerToken(request, proEmail, DEMO_PASSWORD));

  await pro.page.goto('/messages');
  await expect(
    pro.page.getByRole('heading', { level: 1, name: /^(Messages|Viestit)$/ }),
  ).toBeVisible({
    timeout: 30_000,
  });

  await customer.page.goto(`/professionals/${professional.slug}`);
  await customer.page.getByTestId('contact-button').click();
  await expect(customer.page).toHaveURL(/\/messages\/\d+$/);
  const text = `Hello! Are you free on Friday? ${Date.now()}`;
  await customer.page.getByRole('textbox', { name: 'Message' }).fill(text);
  await customer.page.getByRole('button', { name: 'Send' }).click();
  await expect(customer.page.getByTestId('thread')).toContainText(text);

  // The professional's list gets the conversation, unread, and the header badge, live.
  const conversation = pro.page.getByTestId('conversation').filter({ hasText: text });
  await expect(conversation).toBeVisible({ timeout: 15_000 });
  await expect(pro.page.getByTestId('messages-link')).toHaveAccessibleName(/unread|lukemato/);
  await conversation.click();
  await expect(pro.page.getByTestId('thread')).toContainText(text);

  // Reading it shows "Read" to the customer; the answer reaches them without a reload.
  await expect(customer.page.getByTestId('message').filter({ hasText: text })).toContainText(
    'Read',
    { timeout: 15_000 },
  );
  await pro.page.getByRole('textbox', { name: /Message|Viesti/ }).fill('Yes, 10 o’clock?');
  await pro.page.getByRole('button', { name: /^(Send|Lähetä)$/ }).click();
  await expect(customer.page.getByTestId('thread')).toContainText('Yes, 10 o’clock?', {
    timeout: 15_000,
  });

  // The customer's bell tells of the new message.
  await customer.page.getByTestId('notifications-bell').click();
  await expect(customer.page.getByTestId('notification').first()).toBeVisible();

  await customer.context.close();
  await pro.context.close();
});
