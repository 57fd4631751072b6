import type { PaymentProviderName, PaymentStatus } from '@fitmarket/core/rules/payments';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { issueCreditNote, issueReceipt } from '../billing/receipts';
import { paymentEvents, payments } from '../db/schema';
import type { ProviderEvent } from '../platform/payments/payment-provider';
import type { PaymentOutcome } from './payment-outcome';
import { applySubscriptionEvent } from './subscription-events';

export type ApplyResult = 'applied' | 'unchanged' | 'duplicate' | 'unknown' | 'ignored';

type Payment = typeof payments.$inferSelect;

/** The events that move one payment (the subscription events go to subscription-events.ts). */
type PaymentEvent = Extract<ProviderEvent, { kind: 'paid' | 'failed' | 'expired' | 'refund' }>;

/**
 * Where an event takes a payment, or null when it changes nothing. Only forward moves: a late
 * or repeated "expired" cannot undo a payment, while a late success still makes a failed or
 * expired payment paid, because the money was taken (its purpose then decides, e.g. refunds).
 */
function nextState(
  payment: Payment,
  event: PaymentEvent,
): { status: PaymentStatus; refundedMinor: number } | null {
  const { status, refundedMinor } = payment;
  switch (event.kind) {
    case 'paid':
      return ['pending', 'failed', 'expired'].includes(status)
        ? { status: 'paid', refundedMinor }
        : null;
    case 'failed':
    case 'expired':
      return status === 'pending' ? { status: event.kind, refundedMinor } : null;
    case 'refund': {
      if (status !== 'paid' && status !== 'partially_refunded') return null;
      const refunded = Math.min(payment.amountMinor, refundedMinor + event.amountMinor);
      return {
        status: refunded === payment.amountMinor ? 'refunded' : 'partially_refunded',
        refundedMinor: refunded,
      };
    }
  }
}

function paymentMatch(provider: PaymentProviderName, event: PaymentEvent): SQL | null {
  if (event.orderId) return eq(payments.orderId, event.orderId);
  if (event.kind === 'refund') {
    return (
      and(eq(payments.provider, provider), eq(payments.paymentReference, event.paymentReference)) ??
      null
    );
  }
  if (event.checkoutReference) {
    return (
      and(
        eq(payments.provider, provider),
        eq(payments.checkoutReference, event.checkoutReference),
      ) ?? null
    );
  }
  return null;
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * The one path by which a payment's status changes (docs/payments.md): a verified webhook, the
 * test checkout's choice, the expiry job and a refund's answer all come here. In one
 * transaction it records the event under its provider id (a second delivery finds it and
 * changes nothing), moves the status, and queues the `payment-outcome` job that tells the
 * purpose's domain (a campaign goes live, a membership starts), so a crash after the commit
 * still delivers the outcome.
 */
export async function applyPaymentEvent(
  deps: Pick<AppDeps, 'database' | 'jobs'>,
  provider: PaymentProviderName,
  event: ProviderEvent,
): Promise<ApplyResult> {
  if (event.kind === 'ignored') return 'ignored';
  if (event.kind === 'renewal' || event.kind === 'subscription_ended') {
    return applySubscriptionEvent(deps, provider, event);
  }
  // A foreign order id (another installation on the same Stripe account) matches nothing.
  if ('orderId' in event && event.orderId && !isUuid(event.orderId)) return 'unknown';
  const match = paymentMatch(provider, event);
  if (!match) return 'unknown';
  return deps.database.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(match).for('update');
    if (!payment) return 'unknown';
    const next = nextState(payment, event);
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({
        paymentId: payment.id,
        provider,
        providerEventId: event.eventId,
        kind: event.kind,
        fromStatus: payment.status,
        toStatus: next?.status ?? payment.status,
        amountMinor: event.kind === 'refund' ? event.amountMinor : null,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded) return 'duplicate';
    if (!next) return 'unchanged';
    const paymentReference =
      event.kind === 'paid' && event.paymentReference
        ? event.paymentReference
        : payment.paymentReference;
    const checkoutReference =
      event.kind !== 'refund' && event.checkoutReference
        ? event.checkoutReference
        : payment.checkoutReference;
    const subscriptionReference =
      event.kind === 'paid' && event.subscriptionReference
        ? event.subscriptionReference
        : payment.subscriptionReference;
    const [changed] = await tx
      .update(payments)
      .set({
        ...next,
        paymentReference,
        checkoutReference,
        subscriptionReference,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, payment.id))
      .returning();
    // Every paid payment gets its receipt, and every refund its credit note, numbered in this
    // transaction (billing/receipts.ts).
    if (next.status === 'paid' && changed) await issueReceipt(deps, tx, changed);
    if (event.kind === 'refund' && changed) {
      await issueCreditNote(deps, tx, changed, {
        eventId: recorded.id,
        amountMinor: next.refundedMinor - payment.refundedMinor,
      });
    }
    const outcome: PaymentOutcome = {
      paymentId: payment.id,
      orderId: payment.orderId,
      purpose: payment.purpose,
      targetId: payment.targetId,
      status: next.status,
      refundedMinor: next.refundedMinor,
    };
    await deps.jobs.enqueue(tx, 'payment-outcome', outcome, {
      dedupeKey: `payment-outcome:${recorded.id}`,
    });
    return 'applied';
  });
}
