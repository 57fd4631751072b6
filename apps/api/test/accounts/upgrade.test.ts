import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalProfiles } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn } from '../helpers/users';
import { bearer, expectRefusal, ROOMY_RATE_LIMITS } from './account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: ROOMY_RATE_LIMITS });
});
afterAll(() => t.close());

function upgrade(token: string) {
  return t.app.inject({ method: 'POST', url: '/v1/me/upgrade', headers: bearer(token) });
}

describe('upgrading to professional', () => {
  it('turns a customer into a professional with an empty, unpublished profile', async () => {
    const customer = await createUser(t.deps.database.db);
    const token = await signIn(t.app, customer.email);

    const response = await upgrade(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id: customer.id, role: 'professional' });

    const profiles = await t.deps.database.db
      .select()
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, customer.id));
    expect(profiles).toHaveLength(1);
    const me = await t.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) });
    expect(me.json().data.role).toBe('professional');
  });

  it('refuses anyone who is not a customer with 1305', async () => {
    for (const role of ['professional', 'admin', 'owner'] as const) {
      const user = await createUser(t.deps.database.db, { role });
      const response = await upgrade(await signIn(t.app, user.email));
      expectRefusal(response, 403, 1305);
    }
  });

  it('needs a signed-in user (1002)', async () => {
    expectRefusal(await t.app.inject({ method: 'POST', url: '/v1/me/upgrade' }), 401, 1002);
  });
});
