import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { expect, type Page, test } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mailbox';
import { PASSWORD, uniqueEmail } from '../support/marketplace';
import { webURL } from '../support/urls';

/**
 * Issue 7's browser test of the fast registration: a new professional signs up, confirms by
 * e-mail, lands in the three steps, and finishes with a published profile.
 */

// Sign-up, an e-mailed link and three saved steps on a small shared machine.
test.describe.configure({ timeout: 120_000 });

/** Picks the first suggestion of an open Mantine select or combobox. */
async function pickFirstOption(page: Page) {
  await page.getByRole('option').first().click();
}

test('a new professional signs up and completes the fast registration to a published profile', async ({
  page,
}) => {
  const email = uniqueEmail('fastreg');
  // At most 20 characters, unique per run.
  const slug = `fr-${Date.now().toString(36)}`;

  await page.goto('/signup');
  await page.getByRole('radio', { name: 'Professional' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: 'I accept the terms of use' }).check();
  await page.getByRole('checkbox', { name: 'I accept the privacy policy' }).check();
  const since = Date.now();
  await page.getByRole('button', { name: 'Create account' }).click();
  const mail = await waitForMail(email, { since });

  // The confirmation signs in; an unfinished professional goes on to the fast registration.
  await page.goto(linkIn(mail, '/signup/confirm/'));
  // (Once the user and the profile have loaded: slow on a busy machine.)
  await expect(page).toHaveURL(`${webURL}/account/fast-registration`, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Create your professional profile',
  );
  await expect(page.getByTestId('step-of')).toHaveText('Step 1 of 3');

  // Step 1: basic info.
  const basic = page.getByTestId('step-basic');
  await basic.getByLabel('First name').fill('Eeva');
  await basic.getByLabel('Last name').fill('Esimerkki');
  await basic.getByTestId('slug-input').fill(slug);
  await expect(basic.getByText('The address is free.')).toBeVisible();
  await basic.getByLabel('Short description (English)').fill('Strength and mobility coaching.');
  await basic.getByRole('combobox', { name: 'Specialities' }).click();
  await pickFirstOption(page);
  await page.keyboard.press('Escape');
  await basic.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByTestId('step-of')).toHaveText('Step 2 of 3');

  // A reload resumes at the step the server saved.
  await page.reload();
  await expect(page.getByTestId('step-of')).toHaveText('Step 2 of 3');

  // Step 2: a location from the gazetteer.
  const location = page.getByTestId('step-location');
  await location.getByLabel('Add a place').fill('Jyväs');
  await page
    .getByRole('option', { name: /Jyväskylä/ })
    .first()
    .click();
  await expect(location.getByTestId('location-list')).toContainText('Jyväskylä');
  await location.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByTestId('step-of')).toHaveText('Step 3 of 3');

  // Step 3: one service, then save and publish.
  const services = page.getByTestId('step-services');
  await services.getByRole('button', { name: 'Add a service' }).click();
  await services.getByRole('combobox', { name: 'Service category' }).click();
  await pickFirstOption(page);
  await services.getByRole('combobox', { name: 'Service', exact: true }).click();
  await pickFirstOption(page);
  await services.getByLabel(/Price/).fill('45');
  await services.getByRole('button', { name: 'Save and publish' }).click();

  await expect(page).toHaveURL(`${webURL}/account/basic-info`);
  await expect(page.getByTestId('registered-notice')).toHaveText(
    'Welcome aboard! Your profile is published.',
  );
  await expect(page.getByTestId('completeness-panel')).toContainText('Your profile is published.');

  // The server has it as published and complete.
  const token = await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_STORAGE_KEY);
  const answer = await page.request.get(`${webURL}/v1/me/professional`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  expect((await answer.json()).data).toMatchObject({ slug, published: true, missing: [] });
});
