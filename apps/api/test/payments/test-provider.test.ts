import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jobs, paymentEvents, payments } from '../../src/db/schema';
import { requestRefund } from '../../src/payments/refund-payment';
import { startCheckout } from '../../src/payments/start-checkout';
import { createTestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

/** The built-in test provider: its checkout page, its three choices and the 30-minute expiry. */

const t = await createTestApp();
afterAll(() => t.close());
const { db } = t.deps.database;

let sequence = 0;
async function openCheckout(language = 'en') {
  const buyer = await createUser(db, { role: 'professional', language });
  sequence += 1;
  const started = await startCheckout(t.deps, {
    buyerId: buyer.id,
    purpose: 'campaign',
    targetId: sequence,
    amountMinor: 2490,
    currency: 'eur',
    description: 'Search campaign: 1,000 impressions',
    returnUrl: 'http://localhost:3000/account/marketing/return',
    idempotencyKey: `campaign:${sequence}`,
  });
  const path = new URL(started.checkoutUrl).pathname;
  return { ...started, path };
}

const paymentOf = async (id: number) =>
  (await db.select().from(payments).where(eq(payments.id, id)))[0];

const choose = (path: string, outcome: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });

describe('the test provider', () => {
  it('opens one pending payment per idempotency key, on a page marked TEST MODE in both languages', async () => {
    const first = await openCheckout('fi');
    const buyerId = (await paymentOf(first.paymentId))?.buyerId ?? 0;
    const again = await startCheckout(t.deps, {
      buyerId,
      purpose: 'campaign',
      targetId: sequence,
      amountMinor: 2490,
      currency: 'eur',
      description: 'Search campaign: 1,000 impressions',
      returnUrl: 'http://localhost:3000/account/marketing/return',
      idempotencyKey: `campaign:${sequence}`,
    });
    expect(again).toEqual({
      paymentId: first.paymentId,
      orderId: first.orderId,
      checkoutUrl: first.checkoutUrl,
    });
    expect(first.path).toMatch(/^\/v1\/payments\/test-checkout\/test_cs_/);

    const finnish = await t.app.inject({ method: 'GET', url: first.path });
    expect(finnish.statusCode).toBe(200);
    expect(finnish.headers['content-type']).toContain('text/html');
    expect(finnish.body).toContain('TESTITILA');
    expect(finnish.body).toContain('24,90');
    const english = await t.app.inject({ method: 'GET', url: `${first.path}?lang=en` });
    expect(english.body).toContain('TEST MODE');
    expect((await paymentOf(first.paymentId))?.status).toBe('pending');
  });

  it('pays through the event path, once, and tells the purpose by a job', async () => {
    const { path, paymentId, orderId } = await openCheckout();
    const paid = await choose(path, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://localhost:3000/account/marketing/return?order=${orderId}&result=paid`,
    );
    const payment = await paymentOf(paymentId);
    expect(payment?.status).toBe('paid');
    expect(payment?.paymentReference).toMatch(/^test_pi_/);
    const outcomes = await db.select().from(jobs).where(eq(jobs.name, 'payment-outcome'));
    expect(outcomes.map((job) => job.payload)).toContainEqual(
      expect.objectContaining({ paymentId, status: 'paid', purpose: 'campaign' }),
    );

    // The page is closed now: a second press is refused and changes nothing.
    const again = await choose(path, 'pay');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe(1391);
    const events = await db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, paymentId));
    expect(events.map((event) => event.kind)).toEqual(['created', 'paid']);
  });

  it('fails on request', async () => {
    const { path, paymentId } = await openCheckout();
    const failed = await choose(path, 'fail');
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toContain('result=failed');
    expect((await paymentOf(paymentId))?.status).toBe('failed');
  });

  it('leaves an abandoned checkout pending until its expiry job closes it, and only then', async () => {
    const { path, paymentId } = await openCheckout();
    const left = await choose(path, 'abandon');
    expect(left.headers.location).toContain('result=cancelled');
    await t.deps.jobs.drain();
    expect((await paymentOf(paymentId))?.status).toBe('pending');

    const [expiry] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `payment-expiry:${paymentId}`));
    const payment = await paymentOf(paymentId);
    // Due when the 30 minutes are over.
    expect(expiry?.runAt.getTime()).toBe(payment?.expiresAt.getTime());
    expect(
      (payment?.expiresAt.getTime() ?? 0) - (payment?.createdAt.getTime() ?? 0),
    ).toBeLessThanOrEqual(30 * 60_000 + 1000);

    await db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.dedupeKey, `payment-expiry:${paymentId}`));
    await t.deps.jobs.drain();
    expect((await paymentOf(paymentId))?.status).toBe('expired');
    const outcomes = await db.select().from(jobs).where(eq(jobs.name, 'payment-outcome'));
    expect(outcomes.map((job) => job.payload)).toContainEqual(
      expect.objectContaining({ paymentId, status: 'expired' }),
    );
    const late = await choose(path, 'pay');
    expect(late.statusCode).toBe(409);
  });

  it('refunds part and then the rest, never past what was paid', async () => {
    const { path, paymentId } = await openCheckout();
    await choose(path, 'pay');
    await requestRefund(t.deps, db, { paymentId, amountMinor: 490, key: `test:${paymentId}:1` });
    await requestRefund(t.deps, db, { paymentId, amountMinor: 490, key: `test:${paymentId}:1` });
    await t.deps.jobs.drain();
    expect(await paymentOf(paymentId)).toMatchObject({
      status: 'partially_refunded',
      refundedMinor: 490,
    });
    await requestRefund(t.deps, db, { paymentId, amountMinor: 2000, key: `test:${paymentId}:2` });
    await t.deps.jobs.drain();
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'refunded', refundedMinor: 2490 });
  });

  it('refuses webhooks: the test provider sends none', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe(1390);
  });
});
