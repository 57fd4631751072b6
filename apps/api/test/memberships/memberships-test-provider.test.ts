import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  feedbacks,
  mailOutbox,
  membershipSubscriptions,
  payments,
  receipts,
  users,
} from '../../src/db/schema';
import { membershipPeriodEndHandler } from '../../src/memberships/subscriptions';
import { startCheckout } from '../../src/payments/start-checkout';
import { createTestApp } from '../helpers/test-app';
import { createUser, signIn, signInStaff } from '../helpers/users';

/** Buying Basic and Premium with the test provider, receipts, renewal, cancel, insights. */

const t = await createTestApp();
afterAll(() => t.close());
const { db } = t.deps.database;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function professional(overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(db, { role: 'professional', ...overrides });
  return { user, token: await signIn(t.app, user.email) };
}

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Starts a checkout and presses one of the test checkout's buttons. */
async function buy(token: string, membership: 2 | 3, choice = 'pay', businessId?: string) {
  const started = await post('/v1/account/membership/checkout', token, {
    membership,
    ...(businessId ? { business_id: businessId } : {}),
  });
  expect(started.statusCode, started.body).toBe(201);
  const { checkout_url: checkoutUrl, order_id: orderId } = started.json().data;
  const paid = await t.app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${choice}`,
  });
  expect(paid.statusCode).toBe(303);
  await t.deps.jobs.drain();
  return { orderId, location: paid.headers.location as string };
}

describe('memberships with the test provider', () => {
  it('buys Premium: the level, the subscription, a receipt with VAT, and its e-mail in Finnish', async () => {
    const { user, token } = await professional({ language: 'fi' });
    const before = (await get('/v1/account/membership', token)).json().data;
    expect(before).toMatchObject({
      membership_id: 1,
      lifetime: false,
      subscription: null,
      test_mode: true,
    });
    expect(before.prices).toContainEqual({ membership_id: 3, amount_minor: 1990, currency: 'eur' });

    const { orderId, location } = await buy(token, 3, 'pay', '2617416-4');
    expect(location).toContain('/account/membership?order=');
    expect(location).toContain('result=paid');

    const after = (await get('/v1/account/membership', token)).json().data;
    expect(after.membership_id).toBe(3);
    expect(after.subscription).toMatchObject({
      membership_id: 3,
      status: 'active',
      cancel_at_period_end: false,
    });
    const end = Date.parse(after.subscription.current_period_end);
    expect(end - Date.now()).toBeGreaterThan(27 * 24 * 3600_000);

    const list = (await get('/v1/account/receipts', token)).json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      order_id: orderId,
      gross_minor: 1990,
      vat_minor: 404,
      net_minor: 1586,
      vat_rate_basis_points: 2550,
      business_id: '2617416-4',
      currency: 'eur',
      payment_status: 'paid',
    });
    expect(list[0].number_text).toMatch(/^FM-\d{6}$/);
    const one = await get(`/v1/account/receipts/${list[0].id}`, token);
    expect(one.json().data).toEqual(list[0]);

    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mail?.subject).toContain(list[0].number_text);
    expect(mail?.text).toContain('ALV 25,5 %');
    expect(mail?.text).toContain('Y-tunnus: 2617416-4');
    expect(mail?.text).toContain('4,04');
  });

  it("refuses another user's receipt as a missing one", async () => {
    const owner = await professional();
    await buy(owner.token, 2);
    const [receipt] = (await get('/v1/account/receipts', owner.token)).json().data;
    const other = await professional();
    const refused = await get(`/v1/account/receipts/${receipt.id}`, other.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errors[0].code).toBe(1302);
    expect((await get('/v1/account/receipts', other.token)).json().data).toEqual([]);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/v1/account/receipts/${receipt.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a bad business ID, the level already running, and a customer', async () => {
    const { token } = await professional();
    const bad = await post('/v1/account/membership/checkout', token, {
      membership: 3,
      business_id: '1234567-8',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({ code: 1386, field: 'business_id' });
    await buy(token, 2);
    const again = await post('/v1/account/membership/checkout', token, { membership: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe(1385);
    const customer = await createUser(db);
    const refused = await post(
      '/v1/account/membership/checkout',
      await signIn(t.app, customer.email),
      {
        membership: 3,
      },
    );
    expect(refused.statusCode).toBe(403);
  });

  it('leaves the level as it was when the checkout fails, and replaces Basic with Premium', async () => {
    const { user, token } = await professional();
    await buy(token, 3, 'fail');
    let state = (await get('/v1/account/membership', token)).json().data;
    expect(state.membership_id).toBe(1);
    expect(state.subscription).toBeNull();
    expect(await db.select().from(receipts).where(eq(receipts.buyerId, user.id))).toEqual([]);

    await buy(token, 2);
    await buy(token, 3);
    state = (await get('/v1/account/membership', token)).json().data;
    expect(state.membership_id).toBe(3);
    const subs = await db
      .select()
      .from(membershipSubscriptions)
      .where(eq(membershipSubscriptions.userId, user.id))
      .orderBy(asc(membershipSubscriptions.id));
    expect(subs.map((row) => [row.membershipId, row.status])).toEqual([
      [3, 'abandoned'],
      [2, 'ended'],
      [3, 'active'],
    ]);
  });

  it('renews on demand with a receipt per month, once per period, and cancels at the period end', async () => {
    const { user, token } = await professional();
    await buy(token, 3);
    const first = (await get('/v1/account/membership', token)).json().data.subscription;
    const renewed = await post('/v1/account/membership/test-renew', token);
    expect(renewed.statusCode).toBe(200);
    // A double click: the same period renews once.
    await post('/v1/account/membership/test-renew', token);
    await t.deps.jobs.drain();
    const second = (await get('/v1/account/membership', token)).json().data.subscription;
    const month = Date.parse(second.current_period_end) - Date.parse(first.current_period_end);
    expect(month).toBeGreaterThan(27 * 24 * 3600_000);
    expect(month).toBeLessThan(32 * 24 * 3600_000);
    expect((await get('/v1/account/receipts', token)).json().data).toHaveLength(2);

    const cancelled = await post('/v1/account/membership/cancel', token);
    expect(cancelled.json().data.subscription.cancel_at_period_end).toBe(true);
    expect(cancelled.json().data.membership_id).toBe(3);
    const refusedRenewal = await post('/v1/account/membership/test-renew', token);
    expect(refusedRenewal.json().errors[0].code).toBe(1388);

    // Still Premium until the period is over; then Free.
    await membershipPeriodEndHandler(t.deps)({ subscriptionId: second.id });
    expect((await get('/v1/account/membership', token)).json().data.membership_id).toBe(3);
    await db
      .update(membershipSubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(membershipSubscriptions.id, second.id));
    await membershipPeriodEndHandler(t.deps)({ subscriptionId: second.id });
    const ended = (await get('/v1/account/membership', token)).json().data;
    expect(ended.membership_id).toBe(1);
    expect(ended.subscription).toBeNull();
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.membershipId).toBe(1);
  });

  it("keeps a tester's lifetime Premium: nothing to buy, staff cannot change it, a period end leaves it", async () => {
    const { token } = await professional({ membershipId: 3, membershipLifetime: true });
    const refused = await post('/v1/account/membership/checkout', token, { membership: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe(1344);
    expect((await get('/v1/account/membership', token)).json().data).toMatchObject({
      membership_id: 3,
      lifetime: true,
    });
  });

  it('gives a customer tester who becomes a professional the lifetime Premium', async () => {
    const customer = await createUser(db);
    await db.insert(feedbacks).values({ userId: customer.id });
    const token = await signIn(t.app, customer.email);
    const upgraded = await post('/v1/me/upgrade', token);
    expect(upgraded.statusCode, upgraded.body).toBeLessThan(300);
    const [row] = await db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ role: 'professional', membershipId: 3, membershipLifetime: true });
  });

  it("shows Premium's weekly insights only to Premium", async () => {
    const basic = await professional({ membershipId: 2 });
    const refused = await get('/v1/account/insights', basic.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].code).toBe(1387);

    const premium = await professional({
      membershipId: 3,
      published: true,
      slug: `pr${Date.now() % 1_000_000_000}`,
    });
    const view = await t.app.inject({
      method: 'GET',
      url: `/v1/professionals/${premium.user.slug}`,
    });
    expect(view.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: `/v1/professionals/${premium.user.slug}` });
    await t.deps.caches.of((await import('../../src/memberships/insights')).insightCounter).flush();
    const insights = (await get('/v1/account/insights', premium.token)).json().data;
    expect(insights.weeks).toHaveLength(8);
    expect(insights.weeks[0]).toMatchObject({
      profile_views: 2,
      bookings: 0,
      booking_conversion: 0,
    });
  });

  it('lists payments, subscriptions and receipts to staff only, with filters and CSV', async () => {
    const { user, token } = await professional();
    await buy(token, 3);
    const admin = await createUser(db, { role: 'admin' });
    const staffToken = await signInStaff(t, admin.email);
    const page = await get(
      `/v1/admin/payments/receipts?q=${encodeURIComponent(user.email)}`,
      staffToken,
    );
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.meta.pagination.filtered).toBe(1);
    expect(body.rows[0][body.columns.indexOf('gross_minor')]).toBe(1990);
    const subs = await get(
      `/v1/admin/payments/subscriptions?status=active&q=${encodeURIComponent(user.email)}`,
      staffToken,
    );
    expect(subs.json().rows).toHaveLength(1);
    const paymentsPage = await get(
      '/v1/admin/payments/payments?status=paid&per_page=5',
      staffToken,
    );
    expect(paymentsPage.json().rows.length).toBeGreaterThan(0);
    const csv = await get(
      `/v1/admin/payments/receipts/export.csv?q=${encodeURIComponent(user.email)}`,
      staffToken,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('number_text');
    expect(lines).toHaveLength(2);
    const refused = await get('/v1/admin/payments/payments', token);
    expect(refused.statusCode).toBe(403);
  });
});

describe('receipt numbers', () => {
  it('form one gapless sequence under concurrent payments', async () => {
    const buyer = await createUser(db, { role: 'professional' });
    const started = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        startCheckout(t.deps, {
          buyerId: buyer.id,
          purpose: 'campaign',
          targetId: 10_000 + index,
          amountMinor: 1000 + index,
          currency: 'eur',
          description: `Concurrent ${index}`,
          returnUrl: 'http://localhost:3000/account',
          idempotencyKey: `concurrent:${index}:${Date.now()}`,
        }),
      ),
    );
    await Promise.all(
      started.map((checkout) =>
        t.app.inject({
          method: 'POST',
          url: new URL(checkout.checkoutUrl).pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'outcome=pay',
        }),
      ),
    );
    const numbers = (
      await db.select({ number: receipts.number }).from(receipts).orderBy(asc(receipts.number))
    ).map((row) => row.number);
    expect(numbers.length).toBeGreaterThanOrEqual(12);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
    const paid = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(payments)
      .where(and(eq(payments.status, 'paid')));
    expect(paid[0]?.count).toBe(numbers.length);
  });
});
