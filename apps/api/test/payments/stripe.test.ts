import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { jobs, paymentEvents, payments } from '../../src/db/schema';
import { requestRefund } from '../../src/payments/refund-payment';
import { startCheckout } from '../../src/payments/start-checkout';
import { createStripeTestApp } from '../helpers/stripe-test-app';
import { createUser } from '../helpers/users';

/**
 * Stripe through the official SDK against a local server speaking its API
 * (test/helpers/fake-stripe.ts); webhooks signed with the SDK's test-header helper.
 */

const { t, stripeApi, deliver, signature, close } = await createStripeTestApp();
afterAll(close);
const { db } = t.deps.database;

let sequence = 0;
async function openCheckout() {
  sequence += 1;
  const buyer = await createUser(db, { role: 'professional', language: 'fi' });
  return startCheckout(t.deps, {
    buyerId: buyer.id,
    purpose: 'membership',
    targetId: sequence,
    amountMinor: 1990,
    currency: 'eur',
    description: 'Premium, 1 month',
    returnUrl: 'http://localhost:3000/account/membership/return',
    idempotencyKey: `membership:${sequence}`,
  });
}

const paymentOf = async (id: number) =>
  (await db.select().from(payments).where(eq(payments.id, id)))[0];

async function paidCheckout() {
  const started = await openCheckout();
  const payment = await paymentOf(started.paymentId);
  const session = stripeApi.pay(payment?.checkoutReference ?? '');
  const completed = stripeApi.event('checkout.session.completed', session);
  expect((await deliver(completed.payload)).json()).toEqual({ received: true, result: 'applied' });
  return { ...started, session, completed };
}

describe('Stripe', () => {
  it('creates a Checkout Session with the server price, the order and an idempotency key', async () => {
    const started = await openCheckout();
    const request = stripeApi.requests.findLast((entry) => entry.path === '/v1/checkout/sessions');
    expect(request?.body).toMatchObject({
      mode: 'payment',
      client_reference_id: started.orderId,
      locale: 'fi',
      metadata: { order_id: started.orderId },
      line_items: {
        0: {
          quantity: '1',
          price_data: {
            currency: 'eur',
            unit_amount: '1990',
            product_data: { name: 'Premium, 1 month' },
          },
        },
      },
    });
    expect(request?.headers['idempotency-key']).toBe(`checkout:${started.orderId}`);
    expect(request?.body.success_url).toContain(`order=${started.orderId}&result=paid`);
    const payment = await paymentOf(started.paymentId);
    expect(payment).toMatchObject({ status: 'pending', provider: 'stripe' });
    expect(payment?.checkoutReference).toMatch(/^cs_test_/);
    expect(started.checkoutUrl).toBe(stripeApi.sessions.get(payment?.checkoutReference ?? '')?.url);
  });

  it('refuses a webhook whose signature is wrong or missing, changing nothing', async () => {
    const started = await openCheckout();
    const payment = await paymentOf(started.paymentId);
    const session = stripeApi.pay(payment?.checkoutReference ?? '');
    const event = stripeApi.event('checkout.session.completed', session);
    const forged = await deliver(event.payload, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0].code).toBe(1390);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: event.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    // The signature covers the exact bytes: a re-serialised body does not pass.
    const header = signature(event.payload);
    const altered = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: JSON.stringify(JSON.parse(event.payload), null, 2),
    });
    expect(altered.statusCode).toBe(400);
    expect((await paymentOf(started.paymentId))?.status).toBe('pending');
  });

  it('applies a paid session once: the same event twice changes nothing', async () => {
    const { paymentId, session, completed } = await paidCheckout();
    expect(await paymentOf(paymentId)).toMatchObject({
      status: 'paid',
      paymentReference: session.payment_intent,
    });
    const again = await deliver(completed.payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toBe('duplicate');
    const events = await db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, paymentId));
    expect(events.map((event) => event.kind)).toEqual(['created', 'paid']);
    const outcomes = (await db.select().from(jobs).where(eq(jobs.name, 'payment-outcome'))).filter(
      (job) => (job.payload as { paymentId: number }).paymentId === paymentId,
    );
    expect(outcomes).toHaveLength(1);
  });

  it('ignores a late expiry after payment, and an event it has no use for', async () => {
    const { paymentId, session } = await paidCheckout();
    const lateExpiry = stripeApi.event('checkout.session.expired', {
      ...session,
      status: 'expired',
    });
    expect((await deliver(lateExpiry.payload)).json().result).toBe('unchanged');
    expect((await paymentOf(paymentId))?.status).toBe('paid');
    const other = stripeApi.event('customer.created', { id: 'cus_1', object: 'customer' });
    expect((await deliver(other.payload)).json().result).toBe('ignored');
  });

  it('expires an abandoned session at Stripe and here when its 30 minutes are over', async () => {
    const { paymentId } = await openCheckout();
    await db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.dedupeKey, `payment-expiry:${paymentId}`));
    await t.deps.jobs.drain();
    const payment = await paymentOf(paymentId);
    expect(payment?.status).toBe('expired');
    expect(stripeApi.sessions.get(payment?.checkoutReference ?? '')?.status).toBe('expired');
  });

  it('leaves a session paid just before the expiry job to its webhook', async () => {
    const { paymentId } = await openCheckout();
    const payment = await paymentOf(paymentId);
    const session = stripeApi.pay(payment?.checkoutReference ?? '');
    await db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.dedupeKey, `payment-expiry:${paymentId}`));
    await t.deps.jobs.drain();
    expect((await paymentOf(paymentId))?.status).toBe('pending');
    await deliver(stripeApi.event('checkout.session.completed', session).payload);
    expect((await paymentOf(paymentId))?.status).toBe('paid');
  });

  it('refunds at Stripe once, and the refund webhook repeats it harmlessly', async () => {
    const { paymentId, session } = await paidCheckout();
    await requestRefund(t.deps, db, {
      paymentId,
      amountMinor: 1990,
      key: `stripe-test:${paymentId}`,
    });
    await t.deps.jobs.drain();
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'refunded', refundedMinor: 1990 });
    const refundCalls = stripeApi.requests.filter((entry) => entry.path === '/v1/refunds');
    expect(refundCalls.at(-1)?.body).toMatchObject({
      payment_intent: session.payment_intent,
      amount: '1990',
    });
    const [refund] = [...stripeApi.refunds.values()].filter(
      (entry) => entry.payment_intent === session.payment_intent,
    );
    const webhook = await deliver(stripeApi.event('refund.created', refund ?? {}).payload);
    expect(webhook.json().result).toBe('duplicate');
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'refunded', refundedMinor: 1990 });
  });
});

describe('settings', () => {
  it('refuses to start with Stripe but without its keys', () => {
    expect(() =>
      loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(loadConfig({}).PAYMENTS_PROVIDER).toBe('test');
  });
});
