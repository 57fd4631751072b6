import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { payments } from '../db/schema';
import { applyPaymentEvent } from './apply-payment-event';

/**
 * The `payment-expiry` job, due when a checkout's 30 minutes are over: closes the provider's
 * checkout and marks the payment expired through the event path, whose outcome job lets the
 * purpose's domain release what it held. A checkout the buyer paid meanwhile is left to its
 * webhook. Repeatable: a second run finds the payment no longer pending.
 */
export function paymentExpiryHandler(deps: Pick<AppDeps, 'database' | 'jobs' | 'payments'>) {
  return async ({ paymentId }: { paymentId: number }) => {
    const [payment] = await deps.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (payment?.status !== 'pending') return;
    if (payment.checkoutReference && payment.provider === deps.payments.name) {
      const closed = await deps.payments.expireCheckout(payment.checkoutReference);
      if (closed === 'completed') return;
    }
    await applyPaymentEvent(deps, payment.provider, {
      kind: 'expired',
      eventId: `expiry:${payment.orderId}`,
      orderId: payment.orderId,
    });
  };
}
