import {
  type TAdminLogin,
  type TAdminRegisterAccount,
  ZAccessTokenSchema,
} from '@fitmarket/core/api/auth';
import { type TStaffInvitation, ZStaffInvitationRowSchema } from '@fitmarket/core/api/invitations';
import type { ErrorCode } from '@fitmarket/core/errors/catalogue';
import { errorText } from '@fitmarket/core/errors/error-text';
import { en } from '@fitmarket/core/i18n/en';
import { backofficeAccountEn } from '@fitmarket/core/i18n/en/backofficeAccount';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox';
import { backofficeURL } from './urls';

/**
 * Helpers for the back-office browser tests: the texts a person reads (from the English
 * catalogue the SPA itself uses), fresh addresses, and staff members made through the API when
 * how they came to be is not what a test is about.
 */

/** The demo owner the server seeds into an empty database; tests only read with it. */
export const OWNER = { email: 'owner@fitmarket.local', password: 'Fitmarket-demo-2026' } as const;

/** English texts of the back-office, exactly as the SPA shows them. */
export const backofficeText = en.backoffice;
export const accountText = backofficeAccountEn;

/** An error as the SPA shows it (the catalogue's English text). */
export function errorMessage(code: ErrorCode): string {
  return errorText(code, 'en');
}

/** Fills `{{name}}` placeholders the way i18next does. */
export function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

let addressCount = 0;

/** An address no other test (nor an earlier run on the same data) has used. */
export function uniqueEmail(label: string): string {
  addressCount += 1;
  return `${label}.${Date.now()}.${addressCount}@staff.example.com`;
}

export interface StaffMember {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Calls the API and parses the answer's `data` with core's `schema`, as the SPAs do. */
async function callApi<T>(
  request: APIRequestContext,
  schema: { parse(data: unknown): T },
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await request.fetch(`${backofficeURL}${path}`, {
    method,
    data: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok()) {
    throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
  }
  return schema.parse(((await response.json()) as { data?: unknown }).data);
}

/** A staff member's access token, as the login page gets it (POST /v1/admin/login). */
export async function apiLogIn(request: APIRequestContext, email: string, password: string) {
  const body: TAdminLogin = {
    email,
    password,
    client_id: 'backoffice',
    client_secret: 'backoffice-secret',
    grant_type: 'password',
  };
  const { access_token } = await callApi(
    request,
    ZAccessTokenSchema,
    'POST',
    '/v1/admin/login',
    body,
  );
  return access_token;
}

/**
 * A new admin, the way the product makes one (the owner invites, the link is mailed, the
 * account is created with its code), but through the API: for tests about what comes after.
 */
export async function createStaffMember(
  request: APIRequestContext,
  label = 'staff',
): Promise<StaffMember> {
  const member: StaffMember = {
    email: uniqueEmail(label),
    password: `Staff-pass-${Date.now()}`,
    firstName: 'Aino',
    lastName: `Tester${addressCount}`,
  };
  const ownerToken = await apiLogIn(request, OWNER.email, OWNER.password);
  const invitation: TStaffInvitation = { email: member.email, role: 'admin' };
  const since = Date.now();
  await callApi(
    request,
    ZStaffInvitationRowSchema,
    'POST',
    '/v1/admin/invitations',
    invitation,
    ownerToken,
  );
  // The invitation carries the registration link.
  const mail = await waitForMail(member.email, { since, subject: /invited/i });
  const code = new URL(linkIn(mail, '/register/')).pathname.slice('/register/'.length);
  const account: Omit<TAdminRegisterAccount, 'description' | 'email_notifications'> = {
    code,
    email: member.email,
    first_name: member.firstName,
    last_name: member.lastName,
    password: member.password,
    password_repeat: member.password,
  };
  await callApi(request, ZAccessTokenSchema, 'POST', '/v1/admin/register/account', account);
  return member;
}

/** The login form's fields and button, found as a person finds them. */
export function loginForm(page: Page) {
  return {
    email: page.getByLabel(backofficeText.login.email, { exact: true }),
    password: page.getByLabel(backofficeText.login.password, { exact: true }),
    submit: page.getByRole('button', { name: backofficeText.login.submit, exact: true }),
  };
}

/** Fills in and sends the login form of the page at /login. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

/** Opens /login, signs in, and waits for the dashboard (or the page asked for before). */
export async function logIn(
  page: Page,
  who: { email: string; password: string },
  landing: string | RegExp = `${backofficeURL}/dashboard`,
): Promise<void> {
  await page.goto(`${backofficeURL}/login`);
  await submitLogin(page, who.email, who.password);
  await expect(page).toHaveURL(landing);
}

/** The dashboard header, where the signed-in person's name is. */
export function dashboardHeader(page: Page) {
  return page.getByRole('banner');
}
