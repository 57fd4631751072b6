import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../../src/db/schema';
import type { TestApp } from '../helpers/test-app';
import { TEST_PASSWORD } from '../helpers/users';

/**
 * Every request of a test file comes from the same IP; files that are not about the rate limit
 * lift the per-IP budget so that many sign-ups in a row are not refused with 1151.
 */
export const ROOMY_RATE_LIMITS = { AUTH_RATE_LIMIT_PER_IP: '1000' };

let addressSequence = 0;

/** A fresh address for each test, so tests never share an account or a mail count. */
export function newAddress(label = 'person'): string {
  addressSequence += 1;
  return `${label}${addressSequence}-${Date.now()}@example.com`;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A request made with the signed-in holder's `token`, with a JSON body when one is given. */
export function callAs(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

export function signUp(
  t: TestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/signup',
    headers,
    payload: {
      password: TEST_PASSWORD,
      role: 'customer',
      terms_accepted: true,
      privacy_accepted: true,
      ...body,
    },
  });
}

/** The mails the outbox holds for an address, oldest first, once mails sent after answering are out. */
export async function mailsTo(t: TestApp, address: string) {
  await t.app.settled();
  return t.deps.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, address.toLowerCase()))
    .orderBy(asc(mailOutbox.id));
}

/** The code of the newest link mailed to an address, checking the link opens `page`. */
export async function codeMailedTo(t: TestApp, address: string, page: string): Promise<string> {
  const mails = await mailsTo(t, address);
  const link = mails.at(-1)?.links[0];
  const linkBase = `${t.deps.config.webUrl}${page}`;
  expect(link?.startsWith(linkBase), `a link to ${linkBase} in ${JSON.stringify(link)}`).toBe(true);
  return (link ?? '').slice(linkBase.length);
}

/** The request was refused with this status and (among its errors) this code, on this field. */
export function expectRefusal(
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
  code: number,
  field?: string,
): void {
  expect(response.statusCode, response.body).toBe(status);
  const { errors } = response.json() as { errors: { code: number; field?: string }[] };
  expect(errors).toContainEqual(expect.objectContaining({ code, ...(field ? { field } : {}) }));
}
