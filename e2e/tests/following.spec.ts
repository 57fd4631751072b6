import { expect, test } from '@playwright/test';
import { landingProfessional, PROFESSIONAL_FOR } from '../support/bookings';
import { createConfirmedCustomer, submitSignIn, uniqueEmail } from '../support/marketplace';
import { webURL } from '../support/urls';

/**
 * A customer follows a professional from the public profile (signing in on the way, and coming
 * back to the same profile), sees them in the account's Following section and unfollows there.
 */
test('a customer follows and unfollows a professional', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('follows');
  await createConfirmedCustomer(request, email);
  const professional = await landingProfessional(request, PROFESSIONAL_FOR.following);
  const name = `${professional.first_name} ${professional.last_name}`;

  // The landing card opens the profile.
  await page.goto('/');
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveURL(`${webURL}/professionals/${professional.slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });

  // A guest is asked to sign in and comes back to the same profile.
  await page.getByRole('button', { name: 'Sign in to follow' }).click();
  await expect(page).toHaveURL(`${webURL}/signin`);
  await submitSignIn(page, email, 'Treeni2024');
  await expect(page).toHaveURL(`${webURL}/professionals/${professional.slug}`);

  const followers = page.getByTestId('follower-count');
  const before = Number((await followers.textContent())?.match(/\d+/)?.[0] ?? 0);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
  await expect(followers).toContainText(String(before + 1));

  await page.goto('/account/following');
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByRole('link', { name })).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: `Stop following ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unfollow' }).click();
  await expect(page.getByText(`You no longer follow ${name}.`)).toBeVisible();
  await expect(page.getByTestId('following-empty')).toBeVisible();

  // The Finnish address of the same profile is in Finnish.
  await page.goto(`/fi/ammattilaiset/${professional.slug}`);
  await expect(page.getByRole('button', { name: 'Seuraa', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(followers).toContainText(String(before));
});
