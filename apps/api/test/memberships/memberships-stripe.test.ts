import { asc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { membershipSubscriptions, payments, receipts } from '../../src/db/schema';
import { membershipPeriodEndHandler } from '../../src/memberships/subscriptions';
import { startFakeStripe } from '../helpers/fake-stripe';
import { createTestApp } from '../helpers/test-app';
import { createUser, signIn } from '../helpers/users';

/** Buying Premium through Stripe subscriptions (the SDK against test/helpers/fake-stripe.ts). */

const WEBHOOK_SECRET = 'whsec_test_secret';
const stripeApi = await startFakeStripe();
const t = await createTestApp({
  env: {
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripeApi.apiBase,
  },
});
afterAll(async () => {
  await t.close();
  await stripeApi.close();
});
const { db } = t.deps.database;
const signer = new Stripe('sk_test_fake');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function deliver(payload: string) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/payments/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signer.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      }),
    },
    payload,
  });
}

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

  it('numbers every receipt from one sequence', async () => {
    const numbers = (
      await db.select({ number: receipts.number }).from(receipts).orderBy(asc(receipts.number))
    ).map((row) => row.number);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
  });
});
