/** What a payment buys: a campaign's budget or a membership period (issue 19). */
export const PAYMENT_PURPOSES = ['campaign', 'membership'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * pending → paid | failed | expired; a late success still makes failed or expired paid (the
 * money was taken); paid → partially_refunded → refunded (docs/payments.md).
 */
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'refunded',
  'partially_refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** An unpaid checkout is closed this long after it opened, and reserves nothing after. */
export const CHECKOUT_EXPIRY_MS = 30 * 60_000;
