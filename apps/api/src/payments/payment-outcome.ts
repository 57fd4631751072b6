import type { PaymentPurpose, PaymentStatus } from '@fitmarket/core/rules/payments';

/** What a payment's domain is told after each change of its status (a `payment-outcome` job). */
export interface PaymentOutcome {
  paymentId: number;
  orderId: string;
  purpose: PaymentPurpose;
  targetId: number;
  status: PaymentStatus;
  refundedMinor: number;
}

declare module '../platform/jobs/job-queue' {
  interface JobPayloads {
    'payment-outcome': PaymentOutcome;
    'payment-expiry': { paymentId: number };
    'payment-refund': { paymentId: number; amountMinor: number };
  }
}

export type OutcomeListener = (outcome: PaymentOutcome) => Promise<void>;

/**
 * The `payment-outcome` job: hands the outcome to the listener of its purpose (campaigns,
 * memberships; wiring.ts). A listener runs again if it fails, so it acts on the status it is
 * told only once (e.g. activates a campaign still waiting for payment).
 */
export function paymentOutcomeHandler(listeners: Partial<Record<PaymentPurpose, OutcomeListener>>) {
  return async (outcome: PaymentOutcome) => {
    await listeners[outcome.purpose]?.(outcome);
  };
}
