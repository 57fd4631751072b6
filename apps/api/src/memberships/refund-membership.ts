import { isStaffRefundable, type TAdminRefund } from '@fitmarket/core/api/admin-payments';
import type { Currency } from '@fitmarket/core/limits';
import { and, eq } from 'drizzle-orm';
import { type Actor, authorize } from '../access/permissions';
import type { AppDeps } from '../app-deps';
import { recordAudit } from '../audit/record';
import { membershipPeriods, membershipSubscriptions, paymentEvents, payments } from '../db/schema';
import { AppError } from '../errors/app-error';
import { requestRefund } from '../payments/refund-payment';
import { cancelBillingNow, endSubscription, lockSubscription, refundKey } from './subscriptions';

/** The payment event that marks staff's refund as asked for, once per payment. */
const requestMarker = (paymentId: number) => `staff-refund:${paymentId}`;

/**
 * Staff refund a membership payment from the back-office (docs/payments.md "Staff refunds"):
 * in full (all that is not refunded yet), never a share of the month. In one transaction under
 * the payment's lock: the `payment-refund` job (keyed like the membership's other refunds, so
 * the money goes back once), a `refund_requested` mark in the payment's trail, the audit entry,
 * and, when the refunded month is running or still to come, the subscription's end now (the
 * level back to Free, the provider's billing stopped at once): money returned buys nothing.
 * The same refund asked again answers the first (`requested_now: false`) and does nothing.
 */
export async function refundMembershipPayment(
  deps: Pick<AppDeps, 'database' | 'jobs'>,
  actor: Actor,
  paymentId: number,
  reason: string | undefined,
): Promise<TAdminRefund> {
  authorize(actor, 'payments.refund', null);
  return deps.database.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update');
    if (!payment) throw new AppError({ code: 1302 }, 404);
    const answer = (refundMinor: number, subscriptionEnded: boolean, requestedNow: boolean) => ({
      payment_id: payment.id,
      order_id: payment.orderId,
      refund_minor: refundMinor,
      currency: payment.currency as Currency,
      subscription_ended: subscriptionEnded,
      requested_now: requestedNow,
    });
    const [earlier] = await tx
      .select({ amountMinor: paymentEvents.amountMinor })
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.paymentId, payment.id),
          eq(paymentEvents.providerEventId, requestMarker(payment.id)),
        ),
      );
    if (earlier) return answer(earlier.amountMinor ?? 0, false, false);
    if (!isStaffRefundable(payment.purpose, payment.status)) throw new AppError({ code: 1399 });

    const refundMinor = payment.amountMinor - payment.refundedMinor;
    await tx.insert(paymentEvents).values({
      paymentId: payment.id,
      provider: payment.provider,
      providerEventId: requestMarker(payment.id),
      kind: 'refund_requested',
      fromStatus: payment.status,
      toStatus: payment.status,
      amountMinor: refundMinor,
    });
    await requestRefund(deps, tx, {
      paymentId: payment.id,
      amountMinor: refundMinor,
      key: refundKey(payment.id),
    });

    const subscription = await lockSubscription(tx, payment.targetId);
    const [period] = await tx
      .select({ endsAt: membershipPeriods.endsAt })
      .from(membershipPeriods)
      .where(eq(membershipPeriods.paymentId, payment.id));
    // A month already over stays as it was; the running or coming one ends with its money.
    const current =
      (subscription?.status === 'active' || subscription?.status === 'pending') &&
      (!period || period.endsAt > new Date());
    if (subscription && current) {
      if (subscription.status === 'active') {
        await endSubscription(tx, subscription);
      } else {
        await tx
          .update(membershipSubscriptions)
          .set({ status: 'ended', endedAt: new Date(), updatedAt: new Date() })
          .where(eq(membershipSubscriptions.id, subscription.id));
      }
      await cancelBillingNow(deps, tx, subscription.id);
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payment.refund',
      target: { type: 'payment', id: payment.id },
      before: { status: payment.status, refunded_minor: payment.refundedMinor },
      after: { refund_minor: refundMinor, subscription_ended: current },
      reason: reason || null,
    });
    return answer(refundMinor, current, true);
  });
}
