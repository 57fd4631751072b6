import { FEEDBACK_QUESTION_KEYS } from '@fitmarket/core/rules/feedback';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { membershipSubscriptions, payments, receipts } from '../../src/db/schema';
import { membershipPeriodEndHandler } from '../../src/memberships/subscriptions';
import { createStripeTestApp } from '../helpers/stripe-test-app';
import { createUser, signIn, signInStaff } from '../helpers/users';

/** Buying Premium through Stripe subscriptions (the SDK against test/helpers/fake-stripe.ts). */

const { t, stripeApi, deliver, close } = await createStripeTestApp();
afterAll(close);
const { db } = t.deps.database;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function membershipOf(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v1/account/membership',
    headers: bearer(token),
  });
  return response.json().data;
}

async function receiptsOf(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v1/account/receipts',
    headers: bearer(token),
  });
  return response.json().data as { gross_minor: number; number: number }[];
}

/** A professional buys Premium: the checkout, Stripe's page paid, the completed webhook. */
async function boughtPremium() {
  const user = await createUser(db, { role: 'professional' });
  const token = await signIn(t.app, user.email);
  const started = await t.app.inject({
    method: 'POST',
    url: '/v1/account/membership/checkout',
    headers: bearer(token),
    payload: { membership: 3 },
  });
  expect(started.statusCode, started.body).toBe(201);
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, started.json().data.order_id));
  const session = stripeApi.pay(payment?.checkoutReference ?? '');
  const completed = stripeApi.event('checkout.session.completed', session);
  expect((await deliver(completed.payload)).json()).toEqual({ received: true, result: 'applied' });
  await t.deps.jobs.drain();
  return { user, token, session, completed };
}

async function staffToken() {
  const admin = await createUser(db, { role: 'admin' });
  return signInStaff(t, admin.email);
}

const paymentsOf = (userId: number) =>
  db.select().from(payments).where(eq(payments.buyerId, userId)).orderBy(asc(payments.id));

const post = (url: string, token: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('memberships with Stripe', () => {
  it('opens Checkout in subscription mode with a monthly price, and activates Premium when paid', async () => {
    const { token, session } = await boughtPremium();
    const request = stripeApi.requests.findLast((entry) => entry.path === '/v1/checkout/sessions');
    expect(request?.body).toMatchObject({
      mode: 'subscription',
      line_items: { 0: { price_data: { unit_amount: '1990', recurring: { interval: 'month' } } } },
    });
    expect(request?.body.payment_intent_data).toBeUndefined();
    const state = await membershipOf(token);
    expect(state).toMatchObject({ membership_id: 3, test_mode: false });
    expect(state.subscription).toMatchObject({ status: 'active', provider: 'stripe' });
    const [row] = await db
      .select()
      .from(membershipSubscriptions)
      .where(eq(membershipSubscriptions.id, state.subscription.id));
    expect(row?.providerReference).toBe(session.subscription);
    expect(await receiptsOf(token)).toHaveLength(1);
  });

  it('renews on invoice.paid with a receipt; a replayed webhook changes nothing', async () => {
    const { token, session, completed } = await boughtPremium();
    const before = (await membershipOf(token)).subscription;

    // The first invoice is the checkout's own payment: ignored.
    const firstInvoice = stripeApi.event('invoice.paid', {
      id: session.invoice,
      object: 'invoice',
      subscription: session.subscription,
      billing_reason: 'subscription_create',
      amount_paid: 1990,
    });
    expect((await deliver(firstInvoice.payload)).json().result).toBe('ignored');

    const invoice = stripeApi.renew(session.subscription ?? '');
    const renewal = stripeApi.event('invoice.paid', invoice);
    expect((await deliver(renewal.payload)).json().result).toBe('applied');
    await t.deps.jobs.drain();
    // The same events again, and the checkout's completion once more.
    expect((await deliver(renewal.payload)).json().result).toBe('duplicate');
    expect((await deliver(completed.payload)).json().result).toBe('duplicate');
    await t.deps.jobs.drain();

    const after = (await membershipOf(token)).subscription;
    const month = Date.parse(after.current_period_end) - Date.parse(before.current_period_end);
    expect(month).toBeGreaterThan(27 * 24 * 3600_000);
    expect(month).toBeLessThan(32 * 24 * 3600_000);
    const list = await receiptsOf(token);
    expect(list.map((receipt) => receipt.gross_minor)).toEqual([1990, 1990]);
  });

  it('cancels at the period end at Stripe, and ends when Stripe deletes the subscription', async () => {
    const { token, session } = await boughtPremium();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/v1/account/membership/cancel',
      headers: bearer(token),
    });
    expect(cancelled.json().data.subscription.cancel_at_period_end).toBe(true);
    await t.deps.jobs.drain();
    expect(stripeApi.subscriptions.get(session.subscription ?? '')?.cancel_at_period_end).toBe(
      true,
    );
    expect((await membershipOf(token)).membership_id).toBe(3);

    const deleted = stripeApi.event('customer.subscription.deleted', {
      id: session.subscription,
      object: 'subscription',
      status: 'canceled',
    });
    expect((await deliver(deleted.payload)).json().result).toBe('applied');
    expect((await deliver(deleted.payload)).json().result).toBe('duplicate');
    await t.deps.jobs.drain();
    const state = await membershipOf(token);
    expect(state.membership_id).toBe(1);
    expect(state.subscription).toBeNull();
  });

  it('keeps a running Stripe subscription at its period end until Stripe says more', async () => {
    const { token } = await boughtPremium();
    const { subscription } = await membershipOf(token);
    await db
      .update(membershipSubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(membershipSubscriptions.id, subscription.id));
    await membershipPeriodEndHandler(t.deps)({ subscriptionId: subscription.id });
    expect((await membershipOf(token)).membership_id).toBe(3);
  });

  it("refunds the first month through its invoice's PaymentIntent, once, and cancels at Stripe", async () => {
    const { user, token, session } = await boughtPremium();
    const [payment] = await paymentsOf(user.id);
    // A subscription's first month is known by its invoice, not a PaymentIntent.
    expect(payment?.paymentReference).toBe(session.invoice);
    const staff = await staffToken();
    const refunded = await post(`/v1/admin/payments/${payment?.id}/refund`, staff);
    expect(refunded.json().data).toMatchObject({ refund_minor: 1990, subscription_ended: true });
    await t.deps.jobs.drain();

    const lookup = stripeApi.requests.findLast((entry) => entry.path === '/v1/invoice_payments');
    expect(lookup?.body).toMatchObject({ invoice: session.invoice, status: 'paid' });
    const refundCalls = stripeApi.requests.filter(
      (entry) =>
        entry.path === '/v1/refunds' &&
        (entry.body.metadata as { order_id?: string } | undefined)?.order_id === payment?.orderId,
    );
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]?.body).toMatchObject({ amount: '1990' });
    expect(String(refundCalls[0]?.body.payment_intent)).toMatch(/^pi_/);
    expect(refundCalls[0]?.headers['idempotency-key']).toMatch(/^refund:/);
    expect(stripeApi.subscriptions.get(session.subscription ?? '')?.status).toBe('canceled');
    expect((await paymentsOf(user.id))[0]).toMatchObject({
      status: 'refunded',
      refundedMinor: 1990,
    });
    expect(await membershipOf(token)).toMatchObject({ membership_id: 1, subscription: null });

    // Stripe's own notice of that refund finds the payment by its order, and counts it once.
    const refund = [...stripeApi.refunds.values()].find(
      (entry) => entry.metadata.order_id === payment?.orderId,
    );
    const notice = stripeApi.event('refund.created', refund ?? {});
    expect((await deliver(notice.payload)).json().result).toBe('duplicate');
    const list = await receiptsOf(token);
    expect(list).toHaveLength(2);
  });

  it('refunds a first month paid but not yet started, and still cancels its subscription at Stripe', async () => {
    const user = await createUser(db, { role: 'professional' });
    const token = await signIn(t.app, user.email);
    const started = await post('/v1/account/membership/checkout', token, { membership: 2 });
    const [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.orderId, started.json().data.order_id));
    const session = stripeApi.pay(payment?.checkoutReference ?? '');
    await deliver(stripeApi.event('checkout.session.completed', session).payload);
    // Staff refund before the payment's outcome has started the subscription.
    const refunded = await post(`/v1/admin/payments/${payment?.id}/refund`, await staffToken());
    expect(refunded.json().data).toMatchObject({ refund_minor: 990, subscription_ended: true });
    await t.deps.jobs.drain();
    expect((await paymentsOf(user.id))[0]?.status).toBe('refunded');
    expect(stripeApi.subscriptions.get(session.subscription ?? '')?.status).toBe('canceled');
    expect(await membershipOf(token)).toMatchObject({ membership_id: 1, subscription: null });
  });

  it("refunds a renewal month through its invoice's payment", async () => {
    const { user, token, session } = await boughtPremium();
    const invoice = stripeApi.renew(session.subscription ?? '');
    await deliver(stripeApi.event('invoice.paid', invoice).payload);
    await t.deps.jobs.drain();
    const renewal = (await paymentsOf(user.id))[1];
    expect(renewal?.paymentReference).toBe(invoice.id);
    await post(`/v1/admin/payments/${renewal?.id}/refund`, await staffToken());
    await t.deps.jobs.drain();
    expect((await paymentsOf(user.id))[1]).toMatchObject({ status: 'refunded' });
    expect((await membershipOf(token)).membership_id).toBe(1);
  });

  it('never bills a subscriber made a tester: Stripe cancels, and a racing renewal is refunded', async () => {
    const { user, token, session } = await boughtPremium();
    const answers = Object.fromEntries(
      FEEDBACK_QUESTION_KEYS.map((key) => [key, { answer: `About ${key}.`, rating: 5 }]),
    );
    expect((await post('/v1/feedback', token, { answers })).statusCode).toBe(201);
    await t.deps.jobs.drain();
    expect(stripeApi.subscriptions.get(session.subscription ?? '')?.status).toBe('canceled');
    expect(await membershipOf(token)).toMatchObject({
      membership_id: 3,
      lifetime: true,
      subscription: null,
    });

    // An invoice Stripe had already paid as the cancellation went through.
    const invoice = stripeApi.renew(session.subscription ?? '');
    expect((await deliver(stripeApi.event('invoice.paid', invoice).payload)).json().result).toBe(
      'applied',
    );
    await t.deps.jobs.drain();
    expect((await paymentsOf(user.id))[1]).toMatchObject({ status: 'refunded' });
    expect(await membershipOf(token)).toMatchObject({ membership_id: 3, lifetime: true });
    const refused = await post('/v1/account/membership/checkout', token, { membership: 3 });
    expect(refused.json().errors[0].code).toBe(1344);
  });

  it('keeps a staff-set level when Stripe later deletes the subscription', async () => {
    const { user, token, session } = await boughtPremium();
    const promoted = await post('/v1/admin/users/promote', await staffToken(), {
      id: user.id,
      membership: 2,
    });
    expect(promoted.statusCode).toBe(200);
    await t.deps.jobs.drain();
    expect(stripeApi.subscriptions.get(session.subscription ?? '')?.status).toBe('canceled');
    const deleted = stripeApi.event('customer.subscription.deleted', {
      id: session.subscription,
      object: 'subscription',
      status: 'canceled',
    });
    await deliver(deleted.payload);
    await t.deps.jobs.drain();
    expect(await membershipOf(token)).toMatchObject({ membership_id: 2, subscription: null });
  });

  it('numbers every receipt from one sequence', async () => {
    const numbers = (
      await db.select({ number: receipts.number }).from(receipts).orderBy(asc(receipts.number))
    ).map((row) => row.number);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
  });
});
