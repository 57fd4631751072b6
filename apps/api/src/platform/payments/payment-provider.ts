import type { Currency } from '@fitmarket/core/limits';
import type { PaymentProviderName } from '@fitmarket/core/rules/payments';

/** An order as the server priced it: never an amount a client sent. */
export interface CheckoutOrder {
  orderId: string;
  /** Integer minor units of `currency` (cents; yen has none). */
  amountMinor: number;
  currency: Currency;
  /** What the buyer sees on the checkout page and their statement. */
  description: string;
  buyer: { email: string; language: 'en' | 'fi' };
  /**
   * Where the buyer comes back to, with `result=paid`, `failed` or `cancelled` added
   * (checkoutReturnUrl).
   */
  returnUrl: string;
  expiresAt: Date;
  /**
   * A monthly subscription (memberships) rather than a one-off payment: Stripe Checkout in
   * subscription mode; the provider then bills each month and tells of it as a `renewal`.
   */
  recurring?: boolean;
}

export interface OpenedCheckout {
  /** The provider's checkout id (a Stripe Checkout Session id). */
  reference: string;
  /** Where the buyer is sent to pay. */
  url: string;
}

/**
 * What happened at the provider, told by a verified webhook (or by the test checkout page):
 * `eventId` makes a repeated delivery a no-op; the order id, the checkout or the payment
 * reference finds the payment.
 */
export type ProviderEvent =
  | {
      kind: 'paid' | 'failed' | 'expired';
      eventId: string;
      /** Our order id, when the provider echoes it (Stripe's client_reference_id). */
      orderId?: string | null;
      checkoutReference?: string | null;
      paymentReference?: string | null;
      /** A subscription checkout's subscription at the provider (Stripe `sub_…`). */
      subscriptionReference?: string | null;
    }
  /** A subscription's later month paid (Stripe `invoice.paid` of a `subscription_cycle`). */
  | {
      kind: 'renewal';
      eventId: string;
      subscriptionReference: string;
      /** The provider's bill of that month (Stripe `in_…`): one renewal payment per invoice. */
      invoiceReference: string;
      paymentReference: string | null;
      amountMinor: number;
    }
  /** The provider ended a subscription (Stripe `customer.subscription.deleted`). */
  | { kind: 'subscription_ended'; eventId: string; subscriptionReference: string }
  | {
      kind: 'refund';
      /** The refund's own id, so its answer and its webhook count it once. */
      eventId: string;
      /** Our order id, when the refund carries it (Stripe: the refund's metadata). */
      orderId?: string | null;
      paymentReference: string;
      amountMinor: number;
    }
  /** Verified, but nothing the payments need (another event type). */
  | { kind: 'ignored'; eventId: string; type: string };

export interface RefundRequest {
  orderId: string;
  /**
   * What the provider knows the payment by: a PaymentIntent, or (a subscription's month at
   * Stripe) its invoice, whose payment the provider looks up.
   */
  paymentReference: string;
  amountMinor: number;
  /** The same key asked twice refunds once (Stripe's Idempotency-Key). */
  idempotencyKey: string;
}

/**
 * The payment platform behind one interface (docs/payments.md): the built-in test provider on
 * the demo, Stripe in production. Campaigns and memberships use it through payments/.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(order: CheckoutOrder, idempotencyKey: string): Promise<OpenedCheckout>;
  /**
   * A webhook's event after checking its signature against the raw body; throws
   * WebhookSignatureError when it does not match.
   */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderEvent;
  /** Closes an unpaid checkout; 'completed' when the buyer paid first (its webhook follows). */
  expireCheckout(reference: string): Promise<'expired' | 'completed'>;
  refund(request: RefundRequest): Promise<Extract<ProviderEvent, { kind: 'refund' }>>;
  /**
   * Stops a subscription's billing: at the end of the paid period, or at once (a replaced
   * level). Providers without subscriptions of their own (the test provider) do nothing.
   */
  cancelSubscription?(reference: string, atPeriodEnd: boolean): Promise<void>;
}

export class WebhookSignatureError extends Error {}

/** The return page with the checkout's result, so it can say what happened. */
export function checkoutReturnUrl(
  returnUrl: string,
  orderId: string,
  result: 'paid' | 'failed' | 'cancelled',
) {
  const url = new URL(returnUrl);
  url.searchParams.set('order', orderId);
  url.searchParams.set('result', result);
  return url.toString();
}
