import { expect, type Page, test } from '@playwright/test';
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

/** Turns two-factor sign-in on from the account page; answers the key and the first code. */
async function turnOnTwoFactor(page: Page) {
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
  return { section, secret, firstCode };
}

async function signOut(page: Page) {
  await dashboardHeader(page)
    .getByRole('button', { name: backofficeText.dashboard.signOut })
    .click();
  await expect(page).toHaveURL(`${backofficeURL}/login`);
}

test('a staff member sets up two-factor sign-in and signs in with a code', async ({
  page,
  request,
}) => {
  const member = await createStaffMember(request, 'two-factor');
  await logIn(page, member);
  const { secret, firstCode } = await turnOnTwoFactor(page);

  // Signed out, the password alone no longer signs in: the code step follows.
  await signOut(page);
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

test('a staff member adds a passkey and signs in with it instead of a code', async ({
  page,
  request,
}) => {
  // Chromium's virtual authenticator stands in for a fingerprint reader that always agrees.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const member = await createStaffMember(request, 'passkey');
  await logIn(page, member);
  const { section } = await turnOnTwoFactor(page);
  await section.getByRole('button', { name: twoFactor.continue }).click();

  const passkeys = section.getByTestId('passkeys');
  await expect(passkeys.getByText(accountText.passkeys.none)).toBeVisible();
  await passkeys.getByLabel(accountText.passkeys.name).fill('Test laptop');
  await passkeys.getByRole('button', { name: accountText.passkeys.add }).click();
  await expect(passkeys.getByText(accountText.passkeys.addedNotice)).toBeVisible();
  const listed = passkeys.getByRole('list', { name: accountText.passkeys.listLabel });
  await expect(listed.getByRole('listitem')).toHaveCount(1);
  await expect(listed.getByText('Test laptop')).toBeVisible();

  await signOut(page);
  await submitLogin(page, member.email, member.password);
  const step = page.getByTestId('second-factor-step');
  await step.getByRole('button', { name: accountText.passkeys.signIn }).click();
  await expect(page).toHaveURL(`${backofficeURL}/dashboard`);
  await expect(dashboardHeader(page).getByText(member.firstName)).toBeVisible();
});
