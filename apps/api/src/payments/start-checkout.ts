import { isLanguage } from '@fitmarket/core/language';
import type { Currency } from '@fitmarket/core/limits';
import { CHECKOUT_EXPIRY_MS, type PaymentPurpose } from '@fitmarket/core/rules/payments';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/client';
import { paymentEvents, payments, users } from '../db/schema';

export interface CheckoutRequest {
  buyerId: number;
  purpose: PaymentPurpose;
  targetId: number;
  /** The server's price in integer minor units; a client's figure never reaches here. */
  amountMinor: number;
  currency: Currency;
  description: string;
  /** The page the buyer returns to (checkoutReturnUrl adds the order and result). */
  returnUrl: string;
  /** The same order asked again (a double click, a retried request) opens one checkout. */
  idempotencyKey: string;
  /** The buyer's business ID (Y-tunnus) for the receipt, checked by the caller. */
  businessId?: string | null;
  /** A monthly subscription (memberships) rather than a one-off payment. */
  recurring?: boolean;
}

export interface StartedCheckout {
  paymentId: number;
  orderId: string;
  checkoutUrl: string;
}

type Payment = typeof payments.$inferSelect;

/**
 * Records a pending payment with its expiry job and opens the provider's checkout. A purpose
 * that must write its own rows with the payment (a campaign waiting for it) calls
 * recordPayment in its transaction and openCheckout after the commit instead.
 */
export async function startCheckout(
  deps: Pick<AppDeps, 'database' | 'jobs' | 'payments'>,
  request: CheckoutRequest,
): Promise<StartedCheckout> {
  const payment = await deps.database.db.transaction((tx) => recordPayment(deps, tx, request));
  return openCheckout(deps, payment);
}

/**
 * Opens the provider's checkout of a recorded payment (once: a payment that has one answers
 * it again). An order whose checkout could not be opened stays pending until its expiry job
 * closes it.
 */
export async function openCheckout(
  deps: Pick<AppDeps, 'database' | 'payments'>,
  payment: Payment,
): Promise<StartedCheckout> {
  if (payment.checkoutUrl) {
    return { paymentId: payment.id, orderId: payment.orderId, checkoutUrl: payment.checkoutUrl };
  }
  const { db } = deps.database;
  const [buyer] = payment.buyerId
    ? await db
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(eq(users.id, payment.buyerId))
    : [];
  if (!buyer) throw new Error(`Payment ${payment.id} has no buyer`);
  const checkout = await deps.payments.createCheckout(
    {
      orderId: payment.orderId,
      amountMinor: payment.amountMinor,
      currency: payment.currency as Currency,
      description: payment.description,
      buyer: { email: buyer.email, language: isLanguage(buyer.language) ? buyer.language : 'en' },
      returnUrl: payment.returnUrl,
      expiresAt: payment.expiresAt,
      recurring: payment.recurring,
    },
    `checkout:${payment.orderId}`,
  );
  await db
    .update(payments)
    .set({
      checkoutReference: checkout.reference,
      checkoutUrl: checkout.url,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, payment.id));
  return { paymentId: payment.id, orderId: payment.orderId, checkoutUrl: checkout.url };
}

/**
 * A pending payment and its expiry job, in the caller's transaction (nothing is left open if
 * either fails). The same idempotency key answers the payment recorded first.
 */
export async function recordPayment(
  deps: Pick<AppDeps, 'jobs' | 'payments'>,
  tx: Database,
  request: CheckoutRequest,
): Promise<Payment> {
  if (!Number.isInteger(request.amountMinor) || request.amountMinor <= 0) {
    throw new Error(`A payment needs a positive whole amount, not ${request.amountMinor}`);
  }
  const expiresAt = new Date(Date.now() + CHECKOUT_EXPIRY_MS);
  const [created] = await tx
    .insert(payments)
    .values({
      buyerId: request.buyerId,
      purpose: request.purpose,
      targetId: request.targetId,
      description: request.description,
      amountMinor: request.amountMinor,
      currency: request.currency,
      provider: deps.payments.name,
      returnUrl: request.returnUrl,
      idempotencyKey: request.idempotencyKey,
      businessId: request.businessId ?? null,
      recurring: request.recurring ?? false,
      expiresAt,
    })
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning();
  if (!created) {
    const [existing] = await tx
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, request.idempotencyKey));
    if (!existing) throw new Error(`Payment ${request.idempotencyKey} vanished`);
    return existing;
  }
  await tx.insert(paymentEvents).values({
    paymentId: created.id,
    provider: created.provider,
    kind: 'created',
    toStatus: 'pending',
    amountMinor: created.amountMinor,
  });
  await deps.jobs.enqueue(
    tx,
    'payment-expiry',
    { paymentId: created.id },
    { dedupeKey: `payment-expiry:${created.id}`, runAt: expiresAt },
  );
  return created;
}
