import { en } from '@fitmarket/core/i18n/en';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  accountText,
  createStaffMember,
  dashboardHeader,
  errorMessage,
  logIn,
} from '../support/backoffice';
import { solidPng } from '../support/images';
import {
  accountMenu,
  createConfirmedCustomer,
  PASSWORD,
  signIn,
  uniqueEmail,
} from '../support/marketplace';
import { backofficeURL, webURL } from '../support/urls';

/**
 * The avatar on both areas' account pages (issue 6, "one upload pipeline"): a person picks a
 * photo, it is uploaded, checked by its content and shown in the header. The files are made at
 * run time: a PNG deliberately named .gif, and a text file named .png.
 */

// Each test makes an account (e-mailed link), signs in (argon2, slow on purpose) and has images
// resized; on a small machine shared with other suites that can take a minute and more.
test.describe.configure({ timeout: 120_000 });

const avatarText = en.accountShared.avatar;
const photo = {
  name: 'holiday.gif',
  mimeType: 'image/gif',
  buffer: solidPng(320, 240, [30, 110, 200]),
};
const notAnImage = {
  name: 'notes.png',
  mimeType: 'image/png',
  buffer: Buffer.from('These are my notes, not a picture.'),
};
const storedCopy = /^\/uploads\/avatar\/[0-9a-f-]{36}\/\d+\.webp$/;

function avatarPicker(scope: Page | Locator) {
  return scope.getByTestId('avatar-upload').locator('input[type="file"]');
}

async function expectServedAsWebp(page: Page, base: string, src: string | null) {
  const response = await page.request.get(`${base}${src}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
}

test('marketplace: a customer uploads an avatar in the settings, sees it in the header, and removes it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('avatar');
  await createConfirmedCustomer(request, email);
  await signIn(page, email, PASSWORD);
  await page.goto(`${webURL}/account/settings`);
  const section = page.getByRole('region', { name: avatarText.label });
  const headerPhoto = accountMenu(page, email).locator('img');
  await expect(section.getByRole('button', { name: avatarText.upload })).toBeVisible();
  await expect(headerPhoto).toHaveCount(0);

  // Judged by its content: a text file named .png is refused before anything is sent.
  await avatarPicker(section).setInputFiles(notAnImage);
  await expect(section.getByTestId('error-alert')).toHaveText([errorMessage(1023)]);

  // A PNG named .gif is a PNG: taken, and the avatar at once, in the header too.
  await avatarPicker(section).setInputFiles(photo);
  await expect(section.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(section.getByTestId('error-alert')).toHaveCount(0);
  await expect(headerPhoto).toHaveAttribute('src', storedCopy);
  await expectServedAsWebp(page, webURL, await headerPhoto.getAttribute('src'));

  // Kept by the account: still there after a reload.
  await page.reload();
  await expect(headerPhoto).toHaveAttribute('src', storedCopy);

  await section.getByRole('button', { name: avatarText.remove }).click();
  await expect(headerPhoto).toHaveCount(0);
  await expect(section.getByRole('button', { name: avatarText.upload })).toBeVisible();
});

test('back-office: a staff member uploads an avatar and saves it with the profile', async ({
  page,
  request,
}) => {
  const account = accountText.account;
  const staff = await createStaffMember(request, 'avatar');
  await logIn(page, staff);
  await page.goto(`${backofficeURL}/dashboard/account`);
  const form = page.getByTestId('profile-form');
  const save = page.getByRole('button', { name: account.profile.save });
  const headerPhoto = dashboardHeader(page).locator('img');
  await expect(headerPhoto).toHaveCount(0);

  await avatarPicker(form).setInputFiles(notAnImage);
  await expect(form.getByRole('alert').filter({ hasText: errorMessage(1023) })).toBeVisible();
  await expect(save).toHaveCount(0);

  // The new photo shows in the form at once and waits for the save, like every profile change.
  await avatarPicker(form).setInputFiles(photo);
  await expect(
    form.getByRole('img', { name: `${staff.firstName} ${staff.lastName}` }),
  ).toHaveAttribute('src', storedCopy);
  await expect(save).toBeVisible();
  await page.getByLabel(account.profile.currentPassword, { exact: true }).fill(staff.password);
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: account.profile.saved })).toBeVisible();
  // The header follows a moment later (SPEC §4: 2 seconds).
  await expect(headerPhoto).toHaveAttribute('src', storedCopy);
  await expectServedAsWebp(page, backofficeURL, await headerPhoto.getAttribute('src'));

  await page.reload();
  await expect(headerPhoto).toHaveAttribute('src', storedCopy);
});
