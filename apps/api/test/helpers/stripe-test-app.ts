import type { LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { type FakeStripe, startFakeStripe } from './fake-stripe';
import { createTestApp, type TestApp } from './test-app';

const WEBHOOK_SECRET = 'whsec_test_secret';

export interface StripeTestApp {
  t: TestApp;
  stripeApi: FakeStripe;
  /** The `stripe-signature` header of `payload`, made by the SDK's test helper. */
  signature(payload: string, secret?: string): string;
  /** Posts `payload` to the payments webhook as Stripe sends it, signed with `secret`. */
  deliver(payload: string, secret?: string): Promise<LightMyRequestResponse>;
  /** Closes the app and the local Stripe server. */
  close(): Promise<void>;
}

/**
 * The whole API paying through Stripe: the official SDK against a local server speaking its API
 * (fake-stripe.ts), webhooks signed with the webhook secret the app is given.
 */
export async function createStripeTestApp(): Promise<StripeTestApp> {
  const stripeApi = await startFakeStripe();
  const t = await createTestApp({
    env: {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeApi.apiBase,
    },
  });
  const signer = new Stripe('sk_test_fake');
  const signature = (payload: string, secret = WEBHOOK_SECRET) =>
    signer.webhooks.generateTestHeaderString({ payload, secret });
  return {
    t,
    stripeApi,
    signature,
    deliver(payload, secret) {
      return t.app.inject({
        method: 'POST',
        url: '/v1/payments/webhook',
        headers: {
          // As Stripe sends it.
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature(payload, secret),
        },
        payload,
      });
    },
    async close() {
      await t.close();
      await stripeApi.close();
    },
  };
}
