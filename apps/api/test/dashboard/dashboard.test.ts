import { ZDashboardSchema } from '@fitmarket/core/api/dashboard';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbacks, searchLogs } from '../../src/db/schema';
import { bearer, expectRefusal, ROOMY_RATE_LIMITS } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn, signInStaff } from '../helpers/users';

const ZAnswerSchema = dataEnvelope(ZDashboardSchema);
const url = '/v1/admin/dashboard';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: ROOMY_RATE_LIMITS });
});
afterAll(() => t.close());

describe('GET /v1/admin/dashboard', () => {
  it('counts new users, unpublished professionals, searches today and feedback this week', async () => {
    const db = t.deps.database.db;
    const now = Date.now();
    const longAgo = new Date(now - 30 * DAY_MS);
    const owner = await createUser(db, { role: 'owner', createdAt: longAgo });
    const token = await signInStaff(t, owner.email);
    const before = ZAnswerSchema.parse(
      (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json(),
    ).data;

    // New this week: a customer and an unpublished professional; a blocked one and an old
    // customer do not count as new, staff never do.
    const customer = await createUser(db, { role: 'customer' });
    await createUser(db, { role: 'professional', published: false });
    await createUser(db, {
      role: 'professional',
      published: false,
      blocked: true,
      createdAt: longAgo,
    });
    await createUser(db, { role: 'professional', published: true, slug: 'dash-pro' });
    await createUser(db, { role: 'customer', createdAt: longAgo });
    await createUser(db, { role: 'admin' });
    await db.insert(searchLogs).values([
      { search: 'jooga', language: 'fi', resultCount: 2 },
      { search: 'pilates', language: 'en', resultCount: 0 },
      {
        search: 'yesterday',
        language: 'en',
        resultCount: 1,
        createdAt: new Date(now - 2 * DAY_MS),
      },
    ]);
    await db.insert(feedbacks).values({ userId: customer.id });

    const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    const after = ZAnswerSchema.parse(response.json()).data;
    expect(after).toEqual({
      new_users: before.new_users + 3,
      professionals_unpublished: before.professionals_unpublished + 1,
      ads_awaiting_approval: 0,
      searches_today: before.searches_today + 2,
      feedbacks_this_week: before.feedbacks_this_week + 1,
    });
  });

  it('is for staff only', async () => {
    expectRefusal(await t.app.inject({ method: 'GET', url }), 401, 1002);
    for (const role of ['customer', 'professional'] as const) {
      const user = await createUser(t.deps.database.db, { role });
      const token = await signIn(t.app, user.email);
      expectRefusal(await t.app.inject({ method: 'GET', url, headers: bearer(token) }), 403, 1317);
    }
  });
});
