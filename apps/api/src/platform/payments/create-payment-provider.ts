import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { createStripePaymentProvider } from './stripe-provider';
import { createTestPaymentProvider } from './test-provider';

/** PAYMENTS_PROVIDER picks the provider; config.ts has already refused stripe without its keys. */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.PAYMENTS_PROVIDER === 'test') return createTestPaymentProvider(config.webUrl);
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = config;
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET) throw new Error('Stripe keys are not set');
  return createStripePaymentProvider({
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    apiBase: config.STRIPE_API_BASE,
  });
}
