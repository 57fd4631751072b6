import { unspentMinor } from '@fitmarket/core/rules/campaign-pricing';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { campaigns } from '../db/schema';
import type { PaymentOutcome } from '../payments/payment-outcome';
import { requestRefund } from '../payments/refund-payment';

/**
 * The campaigns' listener of payment outcomes (the `payment-outcome` job, wiring.ts): paid
 * marks the campaign paid (it runs once approved), also after its checkout expired (the money
 * was taken, so it runs);
 * failed or expired cancels a campaign still waiting, which reserved nothing. Repeatable: each
 * change applies only to a campaign still in the state it expects, so a job run again, or run
 * after a crash between the payment and this, changes nothing more. Money taken for a campaign
 * that can no longer run (rejected before a late payment) is refunded.
 */
export function campaignPaymentListener(deps: Pick<AppDeps, 'database' | 'jobs'>) {
  return async (outcome: PaymentOutcome) => {
    const { db } = deps.database;
    await db.transaction(async (tx) => {
      const [campaign] = await tx
        .select()
        .from(campaigns)
        .where(eq(campaigns.id, outcome.targetId))
        .for('update');
      if (!campaign || campaign.paymentId !== outcome.paymentId) return;
      if (outcome.status === 'paid') {
        if (campaign.paidAt) return;
        const now = new Date();
        // A late payment of an expired checkout: the money was taken, so the campaign runs.
        const revived = campaign.cancelledAt !== null && campaign.rejectionReason === null;
        await tx
          .update(campaigns)
          .set({
            paidAt: now,
            updatedAt: now,
            ...(revived ? { cancelledAt: null, active: true } : {}),
          })
          .where(eq(campaigns.id, campaign.id));
        if (campaign.rejectionReason !== null) {
          // Paid after staff rejected it: nothing will run, everything goes back.
          const refund = unspentMinor(campaign.priceMinor, 0, campaign.impressionsPaid);
          if (refund > 0) {
            await requestRefund(deps, tx, {
              paymentId: outcome.paymentId,
              amountMinor: refund,
              key: `campaign-late-payment:${campaign.id}`,
            });
          }
        }
        return;
      }
      if (outcome.status === 'failed' || outcome.status === 'expired') {
        if (campaign.paidAt || campaign.cancelledAt) return;
        await tx
          .update(campaigns)
          .set({ cancelledAt: sql`now()`, active: false, updatedAt: new Date() })
          .where(eq(campaigns.id, campaign.id));
      }
    });
  };
}
