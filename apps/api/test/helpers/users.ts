import { isStaffRole } from '@fitmarket/core/limits';
import { issueAccessToken } from '../../src/auth/tokens';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/platform/password';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'Password123';

// Hashing is deliberately slow; every fixture user shares one hash of TEST_PASSWORD.
let testPasswordHash: Promise<string> | undefined;

let sequence = 0;

/** A user straight in the database: a verified customer with TEST_PASSWORD unless overridden. */
export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<typeof users.$inferSelect> {
  sequence += 1;
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: `user${sequence}-${Date.now()}@example.com`,
      passwordHash: await testPasswordHash,
      role: 'customer',
      firstName: 'Test',
      lastName: `User${sequence}`,
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user insert returned no row');
  return user;
}

/** Signs in through the marketplace API and returns the bearer token. */
export async function signIn(
  app: Pick<TestApp['app'], 'inject'>,
  email: string,
  password = TEST_PASSWORD,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed (${response.statusCode}): ${response.body}`);
  }
  return response.json().data.access_token as string;
}

/** Signs in through the back-office API (with the configured OAuth client). */
export async function signInStaff(t: TestApp, email: string, password = TEST_PASSWORD) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/login',
    payload: {
      email,
      password,
      client_id: t.deps.config.ADMIN_CLIENT_ID,
      client_secret: t.deps.config.ADMIN_CLIENT_SECRET,
      grant_type: 'password',
    },
  });
  if (response.statusCode !== 200) {
    throw new Error(`staff sign-in failed (${response.statusCode}): ${response.body}`);
  }
  return response.json().data.access_token as string;
}

/**
 * A session started straight in the database (an hour), in the area the user's sign-in starts
 * one: the back-office for staff, the marketplace for everyone else.
 */
export async function sessionToken(
  db: Database,
  user: Pick<typeof users.$inferSelect, 'id' | 'role'>,
): Promise<string> {
  const area = isStaffRole(user.role) ? 'backoffice' : 'marketplace';
  return (await issueAccessToken(db, user.id, 1, area)).access_token;
}

/** A request as the holder of the access token `token`, with `payload` as its JSON body. */
export function callAs(
  app: TestApp['app'],
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}
