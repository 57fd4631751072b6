import type { Currency } from '@fitmarket/core/limits';
import Stripe from 'stripe';
import {
  type CheckoutOrder,
  checkoutReturnUrl,
  type PaymentProvider,
  type ProviderEvent,
  WebhookSignatureError,
} from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API server than api.stripe.com (tests' local fake, test/helpers/fake-stripe.ts). */
  apiBase?: string;
}

/** Stripe's ISO code of each of our currencies. */
const STRIPE_CURRENCY: Record<Currency, string> = {
  eur: 'eur',
  usd: 'usd',
  gbp: 'gbp',
  aud: 'aud',
  sek: 'sek',
  yen: 'jpy',
};

/** Stripe refuses a Checkout Session that lapses sooner than 30 minutes after it is made. */
const STRIPE_MIN_EXPIRY_MS = 31 * 60_000;

function hostOptions(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

const referenceOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Stripe Checkout through the official SDK (docs/payments.md): a Checkout Session per order,
 * webhooks checked against the raw body's signature, refunds on the PaymentIntent. Every call
 * that creates something carries an idempotency key, so a retried job does it once.
 */
export function createStripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...hostOptions(settings.apiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });

  /**
   * What a refund names: a PaymentIntent as it is; an invoice (a subscription's first or later
   * month: Stripe bills those through the invoice, which has no PaymentIntent field of its own
   * in current API versions) by the PaymentIntent or charge of its paid invoice payment.
   */
  async function refundTarget(
    reference: string,
  ): Promise<{ payment_intent: string } | { charge: string }> {
    if (!reference.startsWith('in_')) return { payment_intent: reference };
    const { data } = await stripe.invoicePayments.list({
      invoice: reference,
      status: 'paid',
      limit: 1,
    });
    const paid = data[0]?.payment;
    const paymentIntent = referenceOf(paid?.payment_intent);
    if (paymentIntent) return { payment_intent: paymentIntent };
    const charge = referenceOf(paid?.charge);
    if (charge) return { charge };
    throw new Error(`Stripe invoice ${reference} has no paid payment to refund`);
  }

  return {
    name: 'stripe',
    async createCheckout(order: CheckoutOrder, idempotencyKey) {
      const expiresAt = Math.max(order.expiresAt.getTime(), Date.now() + STRIPE_MIN_EXPIRY_MS);
      const lineItem = {
        quantity: 1,
        price_data: {
          currency: STRIPE_CURRENCY[order.currency],
          unit_amount: order.amountMinor,
          product_data: { name: order.description },
          ...(order.recurring ? { recurring: { interval: 'month' as const } } : {}),
        },
      };
      const common = {
        line_items: [lineItem],
        customer_email: order.buyer.email,
        locale: order.buyer.language,
        client_reference_id: order.orderId,
        metadata: { order_id: order.orderId },
        success_url: checkoutReturnUrl(order.returnUrl, order.orderId, 'paid'),
        cancel_url: checkoutReturnUrl(order.returnUrl, order.orderId, 'cancelled'),
        expires_at: Math.ceil(expiresAt / 1000),
      };
      const session = await stripe.checkout.sessions.create(
        order.recurring
          ? {
              ...common,
              mode: 'subscription',
              subscription_data: { metadata: { order_id: order.orderId } },
            }
          : {
              ...common,
              mode: 'payment',
              payment_intent_data: { metadata: { order_id: order.orderId } },
            },
        { idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL`);
      return { reference: session.id, url: session.url };
    },

    parseWebhook(rawBody, headers): ProviderEvent {
      const signature = headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          typeof signature === 'string' ? signature : '',
          settings.webhookSecret,
        );
      } catch (error) {
        throw new WebhookSignatureError(String(error));
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = event.data.object;
          // A delayed method (a bank debit) completes unpaid; its success comes as its own event.
          if (session.payment_status === 'unpaid') {
            return { kind: 'ignored', eventId: event.id, type: event.type };
          }
          return {
            kind: 'paid',
            eventId: event.id,
            orderId: session.client_reference_id,
            checkoutReference: session.id,
            // A subscription's first month is paid through its invoice, not a PaymentIntent.
            paymentReference:
              referenceOf(session.payment_intent) ?? referenceOf(session.invoice) ?? null,
            subscriptionReference: referenceOf(session.subscription),
          };
        }
        case 'checkout.session.async_payment_failed':
        case 'checkout.session.expired':
          return {
            kind: event.type === 'checkout.session.expired' ? 'expired' : 'failed',
            eventId: event.id,
            orderId: event.data.object.client_reference_id,
            checkoutReference: event.data.object.id,
          };
        case 'refund.created':
        case 'refund.updated': {
          const refund = event.data.object;
          const paymentReference = referenceOf(refund.payment_intent) ?? referenceOf(refund.charge);
          if (!paymentReference || refund.status === 'failed' || refund.status === 'canceled') {
            return { kind: 'ignored', eventId: event.id, type: event.type };
          }
          return {
            kind: 'refund',
            eventId: refund.id,
            // Ours carry the order: a subscription's month is known here by its invoice.
            orderId: refund.metadata?.order_id ?? null,
            paymentReference,
            amountMinor: refund.amount,
          };
        }
        case 'invoice.paid': {
          const invoice = event.data.object as Stripe.Invoice & {
            subscription?: string | { id: string } | null;
            payment_intent?: string | { id: string } | null;
          };
          const subscription =
            referenceOf(invoice.subscription) ??
            referenceOf(invoice.parent?.subscription_details?.subscription);
          // The first month is the checkout's own payment (checkout.session.completed).
          if (!subscription || !invoice.id || invoice.billing_reason !== 'subscription_cycle') {
            return { kind: 'ignored', eventId: event.id, type: event.type };
          }
          return {
            kind: 'renewal',
            eventId: event.id,
            subscriptionReference: subscription,
            invoiceReference: invoice.id,
            paymentReference: referenceOf(invoice.payment_intent) ?? invoice.id,
            amountMinor: invoice.amount_paid,
          };
        }
        case 'customer.subscription.deleted':
          return {
            kind: 'subscription_ended',
            eventId: event.id,
            subscriptionReference: event.data.object.id,
          };
        default:
          return { kind: 'ignored', eventId: event.id, type: event.type };
      }
    },

    async expireCheckout(reference) {
      try {
        await stripe.checkout.sessions.expire(reference);
        return 'expired';
      } catch (error) {
        // Only an open session can be expired: one paid meanwhile is told by its webhook.
        const session = await stripe.checkout.sessions.retrieve(reference);
        if (session.status === 'complete') return 'completed';
        if (session.status === 'expired') return 'expired';
        throw error;
      }
    },

    async cancelSubscription(reference, atPeriodEnd) {
      if (atPeriodEnd) {
        await stripe.subscriptions.update(
          reference,
          { cancel_at_period_end: true },
          { idempotencyKey: `cancel-at-period-end:${reference}` },
        );
      } else {
        try {
          await stripe.subscriptions.cancel(reference);
        } catch (error) {
          // Already cancelled: nothing left to stop.
          const subscription = await stripe.subscriptions.retrieve(reference);
          if (subscription.status !== 'canceled') throw error;
        }
      }
    },

    async refund(request) {
      const refund = await stripe.refunds.create(
        {
          ...(await refundTarget(request.paymentReference)),
          amount: request.amountMinor,
          metadata: { order_id: request.orderId },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return {
        kind: 'refund',
        eventId: refund.id,
        orderId: request.orderId,
        paymentReference: request.paymentReference,
        amountMinor: refund.amount,
      };
    },
  };
}
