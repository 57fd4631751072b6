import { expect, test } from '@playwright/test';
import { createConfirmedCustomer, PASSWORD, signIn, uniqueEmail } from '../support/marketplace';
import { webURL } from '../support/urls';

/**
 * A professional buys Premium from the memberships page through the test provider's checkout
 * (TEST MODE), comes back to their membership with Premium on, and finds the receipt with its
 * VAT in the account's Receipts.
 */
test('a professional buys Premium through the test checkout and sees it and the receipt', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('premium');
  await createConfirmedCustomer(request, email, PASSWORD, 'en', 'professional');
  await signIn(page, email, PASSWORD);

  await page.goto('/memberships');
  await page.getByTestId('choose-premium').click();
  await expect(page).toHaveURL(`${webURL}/account/membership?level=3`);
  await expect(page.getByTestId('test-mode')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('business-id').fill('2617416-4');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // The test provider's own checkout page, clearly in test mode.
  await expect(page.getByText('TEST MODE: no money moves.', { exact: false })).toBeVisible();
  await expect(page.getByText('19.90')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/account\/membership\?order=.+&result=paid/);
  await expect(page.getByTestId('checkout-result')).toContainText('Your payment went through');
  await expect(page.getByTestId('membership-level')).toHaveText('Level: Premium', {
    timeout: 15_000,
  });
  await expect(page.getByTestId('membership-period')).toContainText('Paid until');
  await expect(page.getByTestId('insights')).toContainText('Profile views');

  await page.getByRole('link', { name: 'See your receipts' }).click();
  const row = page.getByTestId('receipt-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Premium membership');
  await row.getByRole('link', { name: /^FM-\d{6}$/ }).click();
  await expect(page.getByTestId('receipt-total')).toHaveText('€19.90');
  await expect(page.getByTestId('receipt-vat')).toHaveText('€4.04');
  await expect(page.getByTestId('receipt')).toContainText('VAT 25.5 %');
  await expect(page.getByTestId('receipt')).toContainText('2617416-4');
});
