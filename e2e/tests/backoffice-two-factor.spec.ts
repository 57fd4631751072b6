import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  accountText,
  backofficeText,
  createStaffMember,
  dashboardHeader,
  logIn,
  submitLogin,
} from '../support/backoffice';
import { backofficeURL } from '../support/urls';

/**
 * A staff member turns on two-factor sign-in from the account page and signs in with a code
 * from the app (docs/staff-security.md). The test is the app: it reads the key shown beside
 * the QR code and computes the codes with the same library the server checks them with.
 */

test.describe.configure({ timeout: 60_000 });

const twoFactor = accountText.twoFactor;

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
function appCode(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

test('a staff member sets up two-factor sign-in and signs in with a code', async ({
  page,
  request,
}) => {
  const member = await createStaffMember(request, 'two-factor');
  await logIn(page, member);
  await page.goto(`${backofficeURL}/dashboard/account`);

  const section = page.getByTestId('two-factor');
  await expect(section.getByText(twoFactor.off)).toBeVisible();
  await section.getByRole('button', { name: twoFactor.setUp }).click();
  await expect(section.getByRole('img', { name: twoFactor.qrAlt })).toBeVisible();
  const secret = (await section.getByTestId('two-factor-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  const firstCode = appCode(secret);
  await section.getByLabel(twoFactor.code).fill(firstCode);
  await section.getByRole('button', { name: twoFactor.confirm }).click();
  const codes = section.getByRole('list', { name: twoFactor.recoveryListLabel });
  await expect(codes.getByRole('listitem')).toHaveCount(10);

  // Signed out, the password alone no longer signs in: the code step follows.
  await dashboardHeader(page)
    .getByRole('button', { name: backofficeText.dashboard.signOut })
    .click();
  await expect(page).toHaveURL(`${backofficeURL}/login`);
  await submitLogin(page, member.email, member.password);
  const step = page.getByTestId('second-factor-step');
  await expect(step.getByRole('heading', { name: twoFactor.signInTitle })).toBeVisible();
  // The code the set-up took does not work a second time.
  await step.getByLabel(twoFactor.signInCode).fill(firstCode);
  await step.getByRole('button', { name: twoFactor.signInSubmit }).click();
  await expect(step.getByRole('alert')).toBeVisible();
  // The next one does (a phone a step ahead shows it; the server takes one step either side).
  await step.getByLabel(twoFactor.signInCode).fill(appCode(secret, 1));
  await step.getByRole('button', { name: twoFactor.signInSubmit }).click();
  await expect(page).toHaveURL(`${backofficeURL}/dashboard`);
  await expect(dashboardHeader(page).getByText(member.firstName)).toBeVisible();
});
