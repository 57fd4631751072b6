import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { payments } from '../db/schema';
import type { JobRun, JobWriter } from '../platform/jobs/job-queue';
import { applyPaymentEvent } from './apply-payment-event';

/**
 * Asks for a refund of `amountMinor` (all that is left when omitted) in the caller's
 * transaction, e.g. with a campaign's rejection: the refund happens only if that commits, and
 * survives a crash after it. `key` names the reason once (`campaign-rejected:12`), so the same
 * decision told twice refunds once.
 */
export async function requestRefund(
  deps: Pick<AppDeps, 'jobs'>,
  tx: JobWriter,
  refund: { paymentId: number; amountMinor: number; key: string },
) {
  await deps.jobs.enqueue(
    tx,
    'payment-refund',
    { paymentId: refund.paymentId, amountMinor: refund.amountMinor },
    { dedupeKey: `payment-refund:${refund.key}` },
  );
}

/**
 * The `payment-refund` job: refunds at the provider with the job's id as idempotency key (a
 * retry after a crash refunds once; the provider refuses more than was paid), and records it through
 * the event path under the provider's refund id, which its webhook repeats harmlessly.
 */
export function paymentRefundHandler(deps: Pick<AppDeps, 'database' | 'jobs' | 'payments'>) {
  return async (
    { paymentId, amountMinor }: { paymentId: number; amountMinor: number },
    run: JobRun,
  ) => {
    const [payment] = await deps.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (!payment?.paymentReference) throw new Error(`Payment ${paymentId} has nothing to refund`);
    if (payment.status === 'refunded') return;
    // The same amount on every run: a retry's identical call returns the first refund.
    const refunded = await deps.payments.refund({
      orderId: payment.orderId,
      paymentReference: payment.paymentReference,
      amountMinor,
      idempotencyKey: `refund:${payment.orderId}:${run.id}`,
    });
    await applyPaymentEvent(deps, payment.provider, refunded);
  };
}
