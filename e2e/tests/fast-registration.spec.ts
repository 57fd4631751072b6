import { en } from '@fitmarket/core/i18n/en';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { expect, type Page, test } from '@playwright/test';
import { solidPng } from '../support/images';
import { linkIn, waitForMail } from '../support/mailbox';
import { PASSWORD, uniqueEmail } from '../support/marketplace';
import { webURL } from '../support/urls';

/**
 * Issue 7's browser test of the fast registration: a new professional signs up, confirms by
 * e-mail, lands in the three steps, finishes with a published profile, adds a photo of
 * themselves and one to the gallery, and a signed-out visitor sees them on the public page in
 * both languages.
 */

// Sign-up, an e-mailed link and three saved steps on a small shared machine.
test.describe.configure({ timeout: 120_000 });

/** Picks the first suggestion of an open Mantine select or combobox. */
async function pickFirstOption(page: Page) {
  await page.getByRole('option').first().click();
}

/** Picks `file` with the file chooser a button opens. */
async function uploadWith(page: Page, button: ReturnType<Page['getByRole']>, file: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles({ name: 'picture.png', mimeType: 'image/png', buffer: file });
}

test('a new professional signs up and completes the fast registration to a published profile', async ({
  page,
  browser,
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
  // A photo of themselves and one for the gallery.
  await page.goto('/account/settings');
  const avatar = page.getByRole('region', { name: en.accountShared.avatar.label });
  await uploadWith(
    page,
    avatar.getByRole('button', { name: en.accountShared.avatar.upload }),
    solidPng(320, 320, [200, 90, 40]),
  );
  await expect(avatar.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.goto('/account/photos');
  await uploadWith(
    page,
    page.getByRole('button', { name: 'Upload photos' }),
    solidPng(640, 400, [40, 120, 90]),
  );
  await expect(page.getByTestId('photo-item')).toHaveCount(1);
  await page.getByTestId('photo-item').getByLabel('Caption').fill('In the gym');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('saved-banner')).toBeVisible();

  // A signed-out visitor opens the profile by its address, in English and in Finnish.
  const visitor = await browser.newPage();
  await visitor.goto(`${webURL}/professionals/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Eeva Esimerkki');
  await expect(visitor.getByRole('img', { name: 'Eeva Esimerkki' }).first()).toHaveAttribute(
    'src',
    /\/uploads\/avatar\//,
  );
  await expect(visitor.getByRole('img', { name: 'In the gym' })).toHaveAttribute(
    'src',
    /\/uploads\/photo\//,
  );
  await expect(visitor.getByRole('tab', { name: 'Profile' })).toBeVisible();
  await visitor.goto(`${webURL}/fi/ammattilaiset/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Eeva Esimerkki');
  await expect(visitor.getByRole('tab', { name: 'Yhteisö' })).toBeVisible();
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'fi');
  await visitor.close();
});
