import { ZAccessTokenSchema } from '@fitmarket/core/api/auth';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { OWNER } from './backoffice';
import { linkIn, waitForMail } from './mailbox';
import { webURL } from './urls';

/**
 * Helpers for the marketplace account tests: fresh people, and accounts made ready through the
 * API (sign-up plus the e-mailed confirmation code) when a test is about something else.
 */

let serial = 0;

/** An address nobody has used yet in this run or any earlier one. */
export function uniqueEmail(tag: string): string {
  serial += 1;
  return `${tag}-${Date.now()}-${serial}@example.test`;
}

/** Meets the password rules (8+ characters, a letter and a number). */
export const PASSWORD = 'Treeni2024';
export const NEW_PASSWORD = 'Kuntosali77';

/**
 * A confirmed customer account (or a professional one), made as the sign-up page would make
 * it; the confirmation code comes from the mail the SMTP catcher received.
 */
export async function createConfirmedCustomer(
  request: APIRequestContext,
  email: string,
  password = PASSWORD,
  language: 'en' | 'fi' = 'en',
  role: 'customer' | 'professional' = 'customer',
): Promise<void> {
  const since = Date.now();
  const signup = await request.post(`${webURL}/v1/auth/signup`, {
    data: {
      email,
      password,
      role,
      terms_accepted: true,
      privacy_accepted: true,
      email_notifications: false,
      language,
    },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const mail = await waitForMail(email, { since });
  const code = new URL(linkIn(mail, '/signup/confirm/')).pathname.split('/').at(-1);
  const confirm = await request.post(`${webURL}/v1/auth/confirm`, { data: { code } });
  expect(confirm.ok(), await confirm.text()).toBe(true);
}

/** A customer's access token, as the sign-in page gets it (POST /v1/auth/login). */
export async function customerToken(
  request: APIRequestContext,
  email: string,
  password = PASSWORD,
): Promise<string> {
  const response = await request.post(`${webURL}/v1/auth/login`, { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ZAccessTokenSchema.parse((await response.json()).data).access_token;
}

/** The header's account menu of a signed-in user, named by the user's name or e-mail. */
export function accountMenu(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true });
}

/** Fills and sends the sign-in form of /signin (labels in English unless given). */
export async function submitSignIn(
  page: Page,
  email: string,
  password: string,
  labels = { email: 'Email', password: 'Password', submit: 'Sign in' },
): Promise<void> {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: labels.submit, exact: true }).click();
}

/** Opens /signin from the header and signs in; ends on the page the sign-in leads to. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Sign in to Fitmarket' })).toBeVisible();
  await submitSignIn(page, email, password);
  await expect(accountMenu(page, email)).toBeVisible();
}

/** Signs out through the account menu and checks the header shows a guest again. */
export async function signOut(
  page: Page,
  name: string,
  labels = { signOut: 'Sign out', signIn: 'Sign in' },
): Promise<void> {
  await accountMenu(page, name).click();
  await page.getByRole('menuitem', { name: labels.signOut }).click();
  await expect(page).toHaveURL(`${webURL}/`);
  await expect(accountMenu(page, name)).toBeHidden();
  // Signing out is not being turned away: no "You have to sign in" notice.
  await expect(page.getByTestId('sign-in-required')).toBeHidden();
  await expect(
    page.getByRole('banner').getByRole('link', { name: labels.signIn, exact: true }),
  ).toBeVisible();
}

/**
 * The e-mail of the demo professional with `slug`: the demo plan is the same on every start
 * (a seeded generator).
 */
export async function demoProfessionalEmail(slug: string): Promise<string> {
  const { planMarketplace } = await import('../../apps/api/src/demo/plan-marketplace');
  const professional = planMarketplace(new Date()).professionals.find(
    (planned) => planned.slug === slug,
  );
  if (!professional) throw new Error(`no demo professional ${slug}`);
  return professional.email;
}
/** Every demo account signs in with the demo owner's password. */
export const DEMO_PASSWORD = OWNER.password;
