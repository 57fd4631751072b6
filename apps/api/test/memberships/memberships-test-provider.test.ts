import { FEEDBACK_QUESTION_KEYS } from '@fitmarket/core/rules/feedback';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  feedbacks,
  jobs,
  mailOutbox,
  membershipPeriods,
  membershipSubscriptions,
  payments,
  receipts,
  users,
} from '../../src/db/schema';
import { membershipPeriodEndHandler } from '../../src/memberships/subscriptions';
import { startCheckout } from '../../src/payments/start-checkout';
import { createWiredDeps } from '../../src/wiring';
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

/** Opens a membership checkout: its order and the test checkout's address. */
async function startBuying(token: string, membership: 2 | 3, businessId?: string) {
  const started = await post('/v1/account/membership/checkout', token, {
    membership,
    ...(businessId ? { business_id: businessId } : {}),
  });
  expect(started.statusCode, started.body).toBe(201);
  const { checkout_url: checkoutUrl, order_id: orderId } = started.json().data;
  return { orderId: orderId as string, checkoutPath: new URL(checkoutUrl).pathname };
}

/** Presses one of the test checkout's buttons; the jobs run unless `drain` is false. */
async function choose(checkoutPath: string, choice: string, drain = true) {
  const answer = await t.app.inject({
    method: 'POST',
    url: checkoutPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${choice}`,
  });
  expect(answer.statusCode).toBe(303);
  if (drain) await t.deps.jobs.drain();
  return answer.headers.location as string;
}

/** Starts a checkout and presses one of the test checkout's buttons. */
async function buy(token: string, membership: 2 | 3, choice = 'pay', businessId?: string) {
  const { orderId, checkoutPath } = await startBuying(token, membership, businessId);
  return { orderId, location: await choose(checkoutPath, choice) };
}

const paymentOf = async (orderId: string) =>
  (await db.select().from(payments).where(eq(payments.orderId, orderId)))[0];

async function staff() {
  const admin = await createUser(db, { role: 'admin' });
  return signInStaff(t, admin.email);
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
    expect(refused.json().errors[0].message).toContain('nothing to pay for');
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

describe('staff refunds of a membership payment', () => {
  it('refunds in full once, ends the running month, and mails a credit note in Finnish', async () => {
    const { user, token } = await professional({ language: 'fi' });
    const { orderId } = await buy(token, 3);
    const payment = await paymentOf(orderId);
    const staffToken = await staff();
    const url = `/v1/admin/payments/${payment?.id}/refund`;

    // Only staff refund.
    expect((await post(url, token, {})).statusCode).toBe(403);
    const refunded = await post(url, staffToken, { reason: 'Charged by mistake' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data).toEqual({
      payment_id: payment?.id,
      order_id: orderId,
      refund_minor: 1990,
      currency: 'eur',
      subscription_ended: true,
      requested_now: true,
    });
    // A double click: the same answer, nothing more queued.
    const again = await post(url, staffToken, { reason: 'Charged by mistake' });
    expect(again.json().data).toMatchObject({ refund_minor: 1990, requested_now: false });
    const refundJobs = await db.select().from(jobs).where(eq(jobs.name, 'payment-refund'));
    expect(
      refundJobs.filter((job) => (job.payload as { paymentId: number }).paymentId === payment?.id),
    ).toHaveLength(1);
    // The month ended with the decision, before the refund job ran.
    const state = (await get('/v1/account/membership', token)).json().data;
    expect(state).toMatchObject({ membership_id: 1, subscription: null });

    await t.deps.jobs.drain();
    expect(await paymentOf(orderId)).toMatchObject({ status: 'refunded', refundedMinor: 1990 });
    const list = (await get('/v1/account/receipts', token)).json().data;
    expect(list.map((row: { kind: string }) => row.kind)).toEqual(['credit_note', 'receipt']);
    const [credit, receipt] = list;
    expect(credit).toMatchObject({
      credits_number_text: receipt.number_text,
      gross_minor: 1990,
      vat_minor: 404,
      net_minor: 1586,
      payment_status: 'refunded',
    });
    // The same gapless sequence as receipts.
    expect(credit.number).toBe(receipt.number + 1);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    const creditMail = mails.find((mail) => mail.subject.includes(credit.number_text));
    expect(creditMail?.subject).toContain('Hyvityslasku');
    expect(creditMail?.text).toContain(`hyvittää kuitin ${receipt.number_text}`);
    expect(creditMail?.text).toContain('Hyvitetty yhteensä');

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'payment'), eq(auditLog.targetId, payment?.id ?? 0)));
    expect(audit).toMatchObject({ action: 'payment.refund', reason: 'Charged by mistake' });
    expect(audit?.after).toEqual({ refund_minor: 1990, subscription_ended: true });
    // Refunded: no second refund.
    const [admin] = await db
      .select()
      .from(users)
      .where(eq(users.id, audit?.actorId ?? 0));
    expect(admin?.role).toBe('admin');
    expect((await post(url, staffToken, {})).json().data.requested_now).toBe(false);
  });

  it('leaves the subscription running when the refunded month is already over', async () => {
    const { token } = await professional();
    const { orderId } = await buy(token, 2);
    await post('/v1/account/membership/test-renew', token);
    await t.deps.jobs.drain();
    const first = await paymentOf(orderId);
    await db
      .update(membershipPeriods)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(membershipPeriods.paymentId, first?.id ?? 0));
    const refunded = await post(`/v1/admin/payments/${first?.id}/refund`, await staff(), {});
    expect(refunded.json().data).toMatchObject({ refund_minor: 990, subscription_ended: false });
    await t.deps.jobs.drain();
    const state = (await get('/v1/account/membership', token)).json().data;
    expect(state).toMatchObject({ membership_id: 2, subscription: { status: 'active' } });
  });

  it('refuses what is not a paid membership payment, and an unknown one', async () => {
    const staffToken = await staff();
    const { token } = await professional();
    const { orderId, checkoutPath } = await startBuying(token, 3);
    const pending = await paymentOf(orderId);
    const refused = await post(`/v1/admin/payments/${pending?.id}/refund`, staffToken, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe(1399);
    await choose(checkoutPath, 'fail');
    expect(
      (await post(`/v1/admin/payments/${pending?.id}/refund`, staffToken, {})).statusCode,
    ).toBe(409);
    const campaign = await startCheckout(t.deps, {
      buyerId: pending?.buyerId ?? 0,
      purpose: 'campaign',
      targetId: 99_999,
      amountMinor: 5000,
      currency: 'eur',
      description: 'A campaign',
      returnUrl: 'http://localhost:3000/account',
      idempotencyKey: `campaign-refund-refused:${Date.now()}`,
    });
    await choose(new URL(campaign.checkoutUrl).pathname, 'pay');
    const campaignRefund = await post(
      `/v1/admin/payments/${campaign.paymentId}/refund`,
      staffToken,
      {},
    );
    expect(campaignRefund.json().errors[0].code).toBe(1399);
    const unknown = await post('/v1/admin/payments/999999/refund', staffToken, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe(1302);
  });
});

describe("staff changes and testers against a subscription's renewal", () => {
  it('keeps a staff-set level: the subscription ends now and no period end changes it', async () => {
    const { user, token } = await professional();
    await buy(token, 3);
    const { subscription } = (await get('/v1/account/membership', token)).json().data;
    const promoted = await post('/v1/admin/users/promote', await staff(), {
      id: user.id,
      membership: 2,
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    await t.deps.jobs.drain();
    const state = (await get('/v1/account/membership', token)).json().data;
    expect(state).toMatchObject({ membership_id: 2, subscription: null });
    // Nothing left to renew; the old month's end leaves staff's level.
    expect((await post('/v1/account/membership/test-renew', token)).json().errors[0].code).toBe(
      1388,
    );
    await db
      .update(membershipSubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(membershipSubscriptions.id, subscription.id));
    await membershipPeriodEndHandler(t.deps)({ subscriptionId: subscription.id });
    expect((await get('/v1/account/membership', token)).json().data.membership_id).toBe(2);
  });

  it('stops a subscriber who becomes a tester from being billed, and refunds a checkout paid after', async () => {
    const { user, token } = await professional();
    await buy(token, 2);
    // A checkout opened before the questionnaire, paid after it.
    const late = await startBuying(token, 3);
    const answers = Object.fromEntries(
      FEEDBACK_QUESTION_KEYS.map((key) => [key, { answer: `About ${key}.`, rating: 5 }]),
    );
    const answered = await post('/v1/feedback', token, { answers });
    expect(answered.json().data.lifetime_premium).toBe(true);
    await t.deps.jobs.drain();
    let state = (await get('/v1/account/membership', token)).json().data;
    // Only the open checkout is left: nothing runs.
    expect(state).toMatchObject({ membership_id: 3, lifetime: true });
    expect(state.subscription.status).toBe('pending');
    expect((await post('/v1/account/membership/test-renew', token)).json().errors[0].code).toBe(
      1388,
    );
    expect(
      (await post('/v1/account/membership/checkout', token, { membership: 3 })).statusCode,
    ).toBe(409);

    await choose(late.checkoutPath, 'pay');
    expect(await paymentOf(late.orderId)).toMatchObject({ status: 'refunded' });
    state = (await get('/v1/account/membership', token)).json().data;
    expect(state).toMatchObject({ membership_id: 3, lifetime: true, subscription: null });
    const subs = await db
      .select({ status: membershipSubscriptions.status })
      .from(membershipSubscriptions)
      .where(eq(membershipSubscriptions.userId, user.id));
    expect(subs.map((row) => row.status)).toEqual(['ended', 'ended']);
    const kinds = (await get('/v1/account/receipts', token))
      .json()
      .data.map((row: { kind: string }) => row.kind);
    expect(kinds).toEqual(['credit_note', 'receipt', 'receipt']);
  });
});

describe('checkouts that end without a membership', () => {
  it('leaves nothing active or reserved when an abandoned checkout expires after 30 minutes', async () => {
    const { user, token } = await professional();
    const { orderId, checkoutPath } = await startBuying(token, 3);
    expect(await choose(checkoutPath, 'abandon')).toContain('result=cancelled');
    const payment = await paymentOf(orderId);
    expect(payment?.status).toBe('pending');
    expect(
      (payment?.expiresAt.getTime() ?? 0) - (payment?.createdAt.getTime() ?? 0),
    ).toBeLessThanOrEqual(30 * 60_000 + 1000);
    await db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.dedupeKey, `payment-expiry:${payment?.id}`));
    await t.deps.jobs.drain();
    expect((await paymentOf(orderId))?.status).toBe('expired');
    const state = (await get('/v1/account/membership', token)).json().data;
    expect(state).toMatchObject({ membership_id: 1, subscription: null });
    const subs = await db
      .select({ status: membershipSubscriptions.status })
      .from(membershipSubscriptions)
      .where(eq(membershipSubscriptions.userId, user.id));
    expect(subs).toEqual([{ status: 'abandoned' }]);
    expect(await db.select().from(receipts).where(eq(receipts.buyerId, user.id))).toEqual([]);
    // The level can be bought again at once.
    await buy(token, 3);
    expect((await get('/v1/account/membership', token)).json().data.membership_id).toBe(3);
  });

  it('starts the membership after a crash between payment and activation, when the job runs on restart', async () => {
    const { token } = await professional();
    const { orderId, checkoutPath } = await startBuying(token, 3);
    await choose(checkoutPath, 'pay', false);
    // The process dies here: the payment and its receipt are recorded, the outcome job queued.
    expect((await paymentOf(orderId))?.status).toBe('paid');
    expect((await get('/v1/account/membership', token)).json().data.membership_id).toBe(1);
    const restarted = createWiredDeps(t.deps.config, t.deps.database, {
      info() {},
      error() {},
    });
    await restarted.jobs.drain();
    await restarted.pubsub.close();
    const state = (await get('/v1/account/membership', token)).json().data;
    expect(state).toMatchObject({ membership_id: 3, subscription: { status: 'active' } });
    // Told again, the outcome adds no second month.
    await t.deps.jobs.drain();
    const again = (await get('/v1/account/membership', token)).json().data;
    expect(again.subscription.current_period_end).toBe(state.subscription.current_period_end);
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
    const issued = await db
      .select({ number: receipts.number, kind: receipts.kind })
      .from(receipts)
      .orderBy(asc(receipts.number));
    const numbers = issued.map((row) => row.number);
    expect(numbers.length).toBeGreaterThanOrEqual(12);
    // Receipts and the earlier tests' credit notes share the sequence.
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
    const paid = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(payments)
      .where(inArray(payments.status, ['paid', 'partially_refunded', 'refunded']));
    expect(paid[0]?.count).toBe(issued.filter((row) => row.kind === 'receipt').length);
  });
});
