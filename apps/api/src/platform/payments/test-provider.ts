import { randomBytes } from 'node:crypto';
import {
  type PaymentProvider,
  type ProviderEvent,
  WebhookSignatureError,
} from './payment-provider';

export const TEST_CHECKOUT_PATH = '/v1/payments/test-checkout';

/** What the buyer chooses on the test checkout page. */
export type TestOutcome = 'pay' | 'fail';

/**
 * The built-in provider of the demo and of tests: no money moves. Its checkout is our own page
 * (payments/test-checkout-page.ts), clearly marked TEST MODE, where the buyer pays, fails or
 * gives up; the choice becomes a ProviderEvent that takes the webhook's path. It has no
 * webhook of its own, so a webhook sent to it is refused like a wrong signature.
 */
export function createTestPaymentProvider(baseUrl: string): PaymentProvider {
  return {
    name: 'test',
    async createCheckout() {
      // Unguessable: the page needs no sign-in, so the token is what lets one pay.
      const reference = `test_cs_${randomBytes(18).toString('base64url')}`;
      return { reference, url: `${baseUrl}${TEST_CHECKOUT_PATH}/${reference}` };
    },
    parseWebhook() {
      throw new WebhookSignatureError('the test provider sends no webhooks');
    },
    async expireCheckout() {
      return 'expired';
    },
    async refund(request) {
      return {
        kind: 'refund',
        eventId: `test_re_${request.idempotencyKey}`,
        orderId: request.orderId,
        paymentReference: request.paymentReference,
        amountMinor: request.amountMinor,
      };
    },
  };
}

/** The buyer's choice on the test checkout as the event a webhook would have brought. */
export function testOutcomeEvent(reference: string, outcome: TestOutcome): ProviderEvent {
  return {
    kind: outcome === 'pay' ? 'paid' : 'failed',
    // One event per checkout and outcome: the same button pressed twice changes nothing more.
    eventId: `test_evt_${reference}_${outcome}`,
    checkoutReference: reference,
    paymentReference: outcome === 'pay' ? `test_pi_${reference}` : null,
  };
}
