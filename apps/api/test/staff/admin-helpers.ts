import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/db/schema';
import { mailsTo } from '../accounts/account-helpers';
import type { TestApp } from '../helpers/test-app';
import { createUser, TEST_PASSWORD } from '../helpers/users';

/** A staff member straight in the database (admin unless told otherwise). */
export function createStaff(t: TestApp, overrides: Parameters<typeof createUser>[1] = {}) {
  return createUser(t.deps.database.db, { role: 'admin', ...overrides });
}

/** POST /v1/admin/login with the configured back-office client, fields overridable. */
export function staffLogin(
  t: TestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/admin/login',
    headers,
    payload: {
      password: TEST_PASSWORD,
      client_id: t.deps.config.ADMIN_CLIENT_ID,
      client_secret: t.deps.config.ADMIN_CLIENT_SECRET,
      grant_type: 'password',
      ...body,
    },
  });
}

/** The code of the newest link mailed to an address, checking it opens this back-office page. */
export async function backofficeCodeMailedTo(
  t: TestApp,
  address: string,
  page: string,
): Promise<string> {
  const mails = await mailsTo(t, address);
  const link = mails.at(-1)?.links[0];
  const linkBase = `${t.deps.config.backofficeUrl}${page}`;
  expect(link?.startsWith(linkBase), `a link to ${linkBase} in ${JSON.stringify(link)}`).toBe(true);
  return (link ?? '').slice(linkBase.length);
}

export async function findUserByEmail(t: TestApp, email: string) {
  const [user] = await t.deps.database.db
    .select()
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return user;
}
