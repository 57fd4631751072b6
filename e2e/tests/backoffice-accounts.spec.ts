import { en } from '@fitmarket/core/i18n/en';
import { legalEn } from '@fitmarket/core/i18n/en/legal';
import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { expect, type Page, test } from '@playwright/test';
import {
  accountText,
  backofficeText,
  createStaffMember,
  dashboardHeader,
  errorMessage,
  fill,
  logIn,
  loginForm,
  OWNER,
  submitLogin,
  uniqueEmail,
} from '../support/backoffice';
import { linkIn, waitForMail } from '../support/mailbox';
import { signInAtProviderAs } from '../support/oidc';
import { backofficeURL } from '../support/urls';

/**
 * The back-office account features as a staff member uses them (SPEC §2 back-office routes,
 * §4 back-office sign-up, forgot password and account deletion, §5, §8): in Chromium, against
 * the built SPA, with the e-mails caught by a real SMTP server and social sign-in at a real
 * (local) OpenID provider. Every test makes its own people, so each runs on its own.
 */

// Each story signs in several times and every sign-in hashes a password (argon2, slow on
// purpose); on a small machine shared with other suites the longest take 15-25 s.
test.describe.configure({ timeout: 60_000 });

const url = (path: string) => `${backofficeURL}${path}`;

const signup = accountText.signup;
const forgot = accountText.forgot;
const account = accountText.account;
const dashboard = backofficeText.dashboard;

function heading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

function greeting(page: Page, firstName: string) {
  return page.getByRole('heading', {
    level: 1,
    name: fill(dashboard.greeting, { name: firstName }),
  });
}

function errorAlert(page: Page, code: Parameters<typeof errorMessage>[0]) {
  return page.getByRole('alert').filter({ hasText: errorMessage(code) });
}

/** Where the browser has been, including pages that at once send it on. */
function recordNavigations(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  return visited;
}

test.describe('back-office sign-up by invitation', () => {
  test('an invited colleague follows the invitation link straight to step 3 and the dashboard', async ({
    page,
  }) => {
    // The longest story: five sign-ins and sign-outs by two people.
    test.slow();
    const email = uniqueEmail('invitee');
    const firstName = 'Vilja';
    const lastName = 'Invited';
    const password = 'Invited-pass-2026';

    // The owner invites the colleague from the Account page.
    await logIn(page, OWNER);
    await dashboardHeader(page).getByRole('link', { name: dashboard.account }).click();
    await expect(page).toHaveURL(url('/dashboard/account'));
    await expect(heading(page)).toHaveText(account.pageTitle);
    await expect(page.getByRole('heading', { name: account.invitations.title })).toBeVisible();
    const invitedAt = Date.now();
    await page.getByLabel(account.invitations.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: account.invitations.send }).click();
    await expect(page.getByRole('status').filter({ hasText: email })).toHaveText(
      fill(account.invitations.sent, { email }),
    );
    const invitationRow = page
      .getByRole('table', { name: account.invitations.listLabel })
      .getByRole('row')
      .filter({ hasText: email });
    await expect(invitationRow).toContainText(account.invitations.pending);
    await expect(invitationRow).toContainText(account.roles.admin);
    const invitation = await waitForMail(email, { since: invitedAt, subject: /invited/i });

    // The owner signs out; the colleague opens the invitation's link, which goes straight to
    // step 3 with the address read-only: no retyping it at step 1, no second e-mail.
    await dashboardHeader(page).getByRole('button', { name: dashboard.signOut }).click();
    await expect(page).toHaveURL(url('/login'));
    const link = linkIn(invitation, '/register/');
    expect(new URL(link).origin).toBe(backofficeURL);
    const visited = recordNavigations(page);
    await page.goto(link);
    await expect(page).toHaveURL(url('/signup/step/3'));
    await expect(heading(page)).toHaveText(signup.step3.title);
    const emailField = page.getByLabel(accountText.fields.email, { exact: true });
    await expect(emailField).toHaveValue(email);
    await expect(emailField).not.toBeEditable();
    await page.getByLabel(accountText.fields.firstName, { exact: true }).fill(firstName);
    await page.getByLabel(accountText.fields.lastName, { exact: true }).fill(lastName);
    await page.getByLabel(accountText.fields.password, { exact: true }).fill(password);
    await page.getByLabel(accountText.fields.passwordRepeat, { exact: true }).fill(password);
    await page.getByRole('button', { name: signup.step3.submit }).click();
    expect(visited.some((address) => address.includes('/signup/step/1'))).toBe(false);

    // Signed in, in the dashboard, by name.
    await expect(page).toHaveURL(url('/dashboard'));
    await expect(greeting(page, firstName)).toBeVisible();
    await expect(dashboardHeader(page)).toContainText(`${firstName} ${lastName}`);

    // The link worked once: opening it again goes back to step 1 with the reason... but a
    // signed-in staff member is sent to the dashboard from guest pages, so sign out first.
    await dashboardHeader(page).getByRole('button', { name: dashboard.signOut }).click();
    await expect(page).toHaveURL(url('/login'));
    await page.goto(link);
    await expect(page).toHaveURL(url('/signup/step/1'));
    await expect(errorAlert(page, 1088)).toBeVisible();

    // The new colleague can sign in with the password chosen at step 3.
    await logIn(page, { email, password });
    await expect(greeting(page, firstName)).toBeVisible();
    await dashboardHeader(page).getByRole('button', { name: dashboard.signOut }).click();
    await expect(page).toHaveURL(url('/login'));

    // And the owner sees the invitation accepted, with nothing left to revoke.
    await logIn(page, OWNER);
    await page.goto(url('/dashboard/account'));
    await expect(invitationRow).toContainText(account.invitations.accepted);
    await expect(invitationRow).not.toContainText(account.invitations.pending);
    await expect(
      page.getByRole('button', { name: fill(account.invitations.revokeLabel, { email }) }),
    ).toHaveCount(0);
  });

  test('step 3 without an opened link goes back to step 2', async ({ page }) => {
    await page.goto(url('/signup/step/3'));
    await expect(page).toHaveURL(url('/signup/step/2'));
    await expect(heading(page)).toHaveText(accountText.checkMail.title);
    await page.goto(url('/forgot/step/3'));
    await expect(page).toHaveURL(url('/forgot/step/2'));
    await expect(heading(page)).toHaveText(accountText.checkMail.title);
  });

  test('step 1 without the terms ticked shows 2004 and sends nothing; terms and privacy open in modals', async ({
    page,
  }) => {
    const email = uniqueEmail('no-terms');
    const registrations: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v1/admin/register/email') {
        registrations.push(request.url());
      }
    });

    await page.goto(url('/signup/step/1'));
    await expect(heading(page)).toHaveText(signup.step1.title);
    await page.getByLabel(accountText.fields.email, { exact: true }).fill(email);
    const checkbox = page.getByRole('checkbox', { name: signup.step1.accept });
    await expect(checkbox).not.toBeChecked();
    await page.getByRole('button', { name: signup.step1.submit }).click();

    await expect(errorAlert(page, 2004)).toBeVisible();
    await expect(page).toHaveURL(url('/signup/step/1'));
    await expect(waitForMail(email, { timeoutMs: 2_000 })).rejects.toThrow(/no e-mail/);
    expect(registrations).toEqual([]);

    // The terms of use and the privacy policy open over the form, and close again.
    await page.getByRole('button', { name: 'terms of use', exact: true }).click();
    const terms = page.getByRole('dialog', { name: legalEn.terms.title });
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: signup.step1.closeDocument }).click();
    await expect(terms).toBeHidden();
    await page.getByRole('button', { name: 'privacy policy', exact: true }).click();
    const privacy = page.getByRole('dialog', { name: legalEn.privacy.title });
    await expect(privacy).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(privacy).toBeHidden();
    // The form kept what was typed.
    await expect(page.getByLabel(accountText.fields.email, { exact: true })).toHaveValue(email);

    // Ticked, the same address does get a mail (here the note that staff join by invitation).
    await checkbox.check();
    await expect(errorAlert(page, 2004)).toBeHidden();
    await page.getByRole('button', { name: signup.step1.submit }).click();
    await expect(page).toHaveURL(url('/signup/step/2'));
    const mail = await waitForMail(email);
    expect(mail.subject).toMatch(/staff sign-up/i);
    expect(registrations).toHaveLength(1);
  });
});

test.describe('back-office login', () => {
  test('a wrong password shows 1025, the right one opens the dashboard', async ({
    page,
    request,
  }) => {
    const staff = await createStaffMember(request, 'login');
    await page.goto(url('/login'));
    await expect(heading(page)).toHaveText(backofficeText.login.title);

    await submitLogin(page, staff.email, `${staff.password}-wrong`);
    await expect(errorAlert(page, 1025)).toBeVisible();
    await expect(page).toHaveURL(url('/login'));

    // The password can be shown to check what was typed.
    const { password } = loginForm(page);
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: en.accountShared.fields.togglePassword }).click();
    await expect(password).toHaveAttribute('type', 'text');

    await password.fill(staff.password);
    await loginForm(page).submit.click();
    await expect(page).toHaveURL(url('/dashboard'));
    await expect(greeting(page, staff.firstName)).toBeVisible();
    await expect(dashboardHeader(page)).toContainText(`${staff.firstName} ${staff.lastName}`);
  });

  test('a customer signing in is told the back-office is for staff, not to sign in again', async ({
    page,
  }) => {
    // A demo customer of the marketplace, with the demo password.
    await page.goto(url('/login'));
    await submitLogin(page, 'jenni.nieminen1@example.fi', OWNER.password);
    await expect(errorAlert(page, 1317)).toBeVisible();
    await expect(page.getByText(errorMessage(1002))).toHaveCount(0);
    await expect(page).toHaveURL(url('/login'));
  });

  test('a signed-out visitor asking for a dashboard page signs in and lands on that page', async ({
    page,
    request,
  }) => {
    const staff = await createStaffMember(request, 'intended');

    await page.goto(url('/dashboard/account'));
    await expect(page).toHaveURL(url('/login'));
    await submitLogin(page, staff.email, staff.password);
    await expect(page).toHaveURL(url('/dashboard/account'));
    await expect(heading(page)).toHaveText(account.pageTitle);
    await expect(page.getByLabel(accountText.fields.email, { exact: true })).toHaveValue(
      staff.email,
    );

    // Signing out on purpose forgets it: the next login starts at the dashboard home.
    await dashboardHeader(page).getByRole('button', { name: dashboard.signOut }).click();
    await expect(page).toHaveURL(url('/login'));
    await submitLogin(page, staff.email, staff.password);
    await expect(page).toHaveURL(url('/dashboard'));

    // Another section, with its query, is remembered just the same (once the sign-out has
    // finished: until then the page still holds the token it is revoking).
    await dashboardHeader(page).getByRole('button', { name: dashboard.signOut }).click();
    await expect(page).toHaveURL(url('/login'));
    await page.goto(url('/dashboard/statistics?from=e2e'));
    await expect(page).toHaveURL(url('/login'));
    await submitLogin(page, staff.email, staff.password);
    await expect(page).toHaveURL(url('/dashboard/statistics?from=e2e'));
    await expect(heading(page)).toHaveText(dashboard.sections.statistics);
  });
  test('a session ended elsewhere sends the next dashboard page to login, and back after', async ({
    page,
    request,
  }) => {
    const staff = await createStaffMember(request, 'revoked');
    await logIn(page, staff);
    await page.goto(url('/dashboard/feedbacks'));
    await expect(heading(page)).toHaveText(dashboard.sections.feedbacks);

    // The token stops working (signed out from another tab, say): the next check notices.
    const token = await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_STORAGE_KEY);
    expect(token).toBeTruthy();
    const signOut = await request.post(url('/v1/admin/logout'), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signOut.ok()).toBe(true);
    await page.reload();
    await expect(page).toHaveURL(url('/login?error=1091'));
    await expect(errorAlert(page, 1091)).toBeVisible();
    await submitLogin(page, staff.email, staff.password);
    await expect(page).toHaveURL(url('/dashboard/feedbacks'));
  });
});

test.describe('back-office forgot password', () => {
  test('resets the password through the e-mailed link; a reused link goes back to step 1', async ({
    page,
    request,
  }) => {
    const staff = await createStaffMember(request, 'forgot');
    const newPassword = `New-pass-${Date.now()}`;

    await page.goto(url('/login'));
    await page.getByRole('link', { name: backofficeText.login.forgot }).click();
    await expect(page).toHaveURL(url('/forgot/step/1'));
    await expect(heading(page)).toHaveText(forgot.step1.title);
    await page.getByLabel(accountText.fields.email, { exact: true }).fill(staff.email);
    const requestedAt = Date.now();
    await page.getByRole('button', { name: forgot.step1.submit }).click();

    await expect(page).toHaveURL(url('/forgot/step/2'));
    await expect(heading(page)).toHaveText(accountText.checkMail.title);
    await expect(page.getByText(forgot.step2.next)).toBeVisible();

    const mail = await waitForMail(staff.email, { since: requestedAt, subject: /reset/i });
    const link = linkIn(mail, '/forgot/');
    expect(new URL(link).origin).toBe(backofficeURL);
    await page.goto(link);
    await expect(page).toHaveURL(url('/forgot/step/3'));
    await expect(heading(page)).toHaveText(forgot.step3.title);
    await expect(page.getByText(fill(forgot.step3.lead, { email: staff.email }))).toBeVisible();
    await page.getByLabel(forgot.step3.password, { exact: true }).fill(newPassword);
    await page.getByLabel(forgot.step3.passwordRepeat, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: forgot.step3.submit }).click();

    await expect(page).toHaveURL(url('/login'));
    await expect(page.getByRole('status')).toHaveText(backofficeText.login.passwordChanged);

    // The old password no longer works; the new one does.
    await submitLogin(page, staff.email, staff.password);
    await expect(errorAlert(page, 1025)).toBeVisible();
    await submitLogin(page, staff.email, newPassword);
    await expect(page).toHaveURL(url('/dashboard'));
    await expect(greeting(page, staff.firstName)).toBeVisible();

    // The link worked once.
    await dashboardHeader(page).getByRole('button', { name: dashboard.signOut }).click();
    await expect(page).toHaveURL(url('/login'));
    await page.goto(link);
    await expect(page).toHaveURL(url('/forgot/step/1'));
    await expect(errorAlert(page, 1014)).toBeVisible();
  });
});

test.describe('back-office account page', () => {
  test('saves the profile once changed, with the current password', async ({ page, request }) => {
    const staff = await createStaffMember(request, 'account');
    const newFirstName = 'Ilona';
    const newLastName = 'Renamed';
    const save = page.getByRole('button', { name: account.profile.save });

    await logIn(page, staff);
    await dashboardHeader(page).getByRole('link', { name: dashboard.account }).click();
    await expect(page).toHaveURL(url('/dashboard/account'));
    await expect(heading(page)).toHaveText(account.pageTitle);
    const firstName = page.getByLabel(accountText.fields.firstName, { exact: true });
    const lastName = page.getByLabel(accountText.fields.lastName, { exact: true });
    const currentPassword = page.getByLabel(account.profile.currentPassword, { exact: true });
    await expect(firstName).toHaveValue(staff.firstName);
    await expect(page.getByLabel(accountText.fields.email, { exact: true })).not.toBeEditable();
    // Not an owner: no invitations here.
    await expect(page.getByRole('heading', { name: account.invitations.title })).toHaveCount(0);

    // The save button shows only while something differs from what is saved.
    await expect(save).toHaveCount(0);
    await firstName.fill(newFirstName);
    await expect(save).toBeVisible();
    await firstName.fill(staff.firstName);
    await expect(save).toHaveCount(0);
    await firstName.fill(newFirstName);
    await lastName.fill(newLastName);

    // A wrong current password saves nothing.
    await currentPassword.fill(`${staff.password}-wrong`);
    await save.click();
    // The refusal names the field, so it shows under it, tied to the input.
    await expect(currentPassword).toHaveAccessibleDescription(new RegExp(errorMessage(1033)));
    await expect(page.getByText(account.profile.saved)).toHaveCount(0);
    await expect(dashboardHeader(page)).toContainText(`${staff.firstName} ${staff.lastName}`);

    await currentPassword.fill(staff.password);
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: account.profile.saved })).toBeVisible();
    await expect(page.getByText(errorMessage(1033))).toHaveCount(0);
    await expect(save).toHaveCount(0);
    await expect(currentPassword).toHaveValue('');
    // The header follows a moment later (SPEC §4: 2 seconds).
    await expect(dashboardHeader(page)).toContainText(`${newFirstName} ${newLastName}`);

    // Saved on the server: still so after a reload.
    await page.reload();
    await expect(dashboardHeader(page)).toContainText(`${newFirstName} ${newLastName}`);
    await expect(firstName).toHaveValue(newFirstName);
    await expect(lastName).toHaveValue(newLastName);
    await expect(save).toHaveCount(0);

    // A new password, from the collapsible section, is the one to sign in with afterwards.
    const newPassword = `Changed-pass-${Date.now()}`;
    const changePassword = page.getByRole('button', { name: account.profile.changePassword });
    await expect(changePassword).toHaveAttribute('aria-expanded', 'false');
    await changePassword.click();
    await expect(changePassword).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel(account.profile.newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(account.profile.newPasswordRepeat, { exact: true }).fill(newPassword);
    await currentPassword.fill(staff.password);
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: account.profile.saved })).toBeVisible();
    await dashboardHeader(page).getByRole('button', { name: dashboard.signOut }).click();
    await expect(page).toHaveURL(url('/login'));
    await submitLogin(page, staff.email, staff.password);
    await expect(errorAlert(page, 1025)).toBeVisible();
    await submitLogin(page, staff.email, newPassword);
    await expect(page).toHaveURL(url('/dashboard'));
    await expect(greeting(page, newFirstName)).toBeVisible();
  });

  test('deletes the account through a confirmation and the e-mailed link', async ({
    page,
    request,
  }) => {
    const staff = await createStaffMember(request, 'delete');
    await logIn(page, staff);
    await page.goto(url('/dashboard/account'));
    await expect(heading(page)).toHaveText(account.pageTitle);
    const deleteButton = page.getByRole('button', { name: account.delete.button, exact: true });
    const question = page.getByRole('dialog', { name: account.delete.confirmTitle });

    // "No" keeps it: nothing is asked of the server.
    await deleteButton.click();
    await expect(question).toBeVisible();
    await expect(question).toContainText(account.delete.confirmText);
    await question.getByRole('button', { name: account.delete.no }).click();
    await expect(question).toBeHidden();
    await expect(page.getByText(account.delete.sent)).toHaveCount(0);

    // "Yes" mails the link that completes it.
    const requestedAt = Date.now();
    await deleteButton.click();
    await question.getByRole('button', { name: account.delete.yes }).click();
    await expect(question).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: account.delete.sent })).toBeVisible();
    const mail = await waitForMail(staff.email, { since: requestedAt, subject: /delet/i });
    const link = linkIn(mail, '/profile/');
    expect(new URL(link).origin).toBe(backofficeURL);

    await page.goto(link);
    await expect(heading(page)).toHaveText(accountText.deleted.title);
    await expect(page.getByRole('status')).toHaveText(accountText.deleted.text);
    await page.getByRole('link', { name: accountText.deleted.login }).click();
    await expect(page).toHaveURL(url('/login'));
    // The deletion page without a code is only a way to login.
    await page.goto(url('/profile'));
    await expect(page).toHaveURL(url('/login'));

    // Gone: the session has ended and the credentials no longer work.
    await page.goto(url('/dashboard'));
    await expect(page).toHaveURL(url('/login'));
    await submitLogin(page, staff.email, staff.password);
    await expect(errorAlert(page, 1025)).toBeVisible();
    await expect(page).toHaveURL(url('/login'));
  });
});

test.describe('back-office social sign-in', () => {
  const continueWithTestId = fill(en.accountShared.social.continueWith, { name: 'Test ID' });

  test('a staff member whose address the provider vouches for reaches the dashboard', async ({
    page,
    request,
  }) => {
    const staff = await createStaffMember(request, 'social');
    signInAtProviderAs({
      sub: `staff-${Date.now()}`,
      email: staff.email,
      email_verified: true,
      given_name: 'Provider',
      family_name: 'Name',
    });
    const visited = recordNavigations(page);

    await page.goto(url('/login'));
    await page.getByRole('button', { name: continueWithTestId }).click();
    await expect(page).toHaveURL(url('/dashboard'));
    await expect(greeting(page, staff.firstName)).toBeVisible();
    await expect(dashboardHeader(page)).toContainText(`${staff.firstName} ${staff.lastName}`);
    const returned = visited
      .map((visit) => new URL(visit))
      .find((visit) => visit.pathname === '/social');
    expect(returned?.origin).toBe(backofficeURL);
    expect(returned?.searchParams.get('oauth2')).toBe('true');
    expect(returned?.searchParams.get('token')).toBeTruthy();
  });

  test('an address without a staff account returns to login with the error', async ({ page }) => {
    const email = uniqueEmail('stranger');
    signInAtProviderAs({
      sub: `stranger-${Date.now()}`,
      email,
      email_verified: true,
      given_name: 'Stranger',
      family_name: 'Danger',
    });

    await page.goto(url('/login'));
    await page.getByRole('button', { name: continueWithTestId }).click();
    await expect(page).toHaveURL(url('/login?error=1317'));
    await expect(errorAlert(page, 1317)).toBeVisible();
    await expect(heading(page)).toHaveText(backofficeText.login.title);
  });

  test('the return page without a token shows 2007, without any answer 2006', async ({ page }) => {
    await page.goto(url('/social?oauth2=true'));
    await expect(page).toHaveURL(url('/login?error=2007'));
    await expect(errorAlert(page, 2007)).toBeVisible();

    await page.goto(url('/social'));
    await expect(page).toHaveURL(url('/login?error=2006'));
    await expect(errorAlert(page, 2006)).toBeVisible();
    await expect(errorAlert(page, 2007)).toHaveCount(0);
  });
});
