import { isLanguage, type Language } from '@fitmarket/core/language';
import type { Currency } from '@fitmarket/core/limits';
import type { PaymentStatus } from '@fitmarket/core/rules/payments';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { payments, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { checkoutReturnUrl } from '../platform/payments/payment-provider';
import { type TestOutcome, testOutcomeEvent } from '../platform/payments/test-provider';
import { applyPaymentEvent } from './apply-payment-event';

export interface TestCheckout {
  orderId: string;
  description: string;
  amountMinor: number;
  currency: Currency;
  status: PaymentStatus;
  buyerLanguage: Language;
  returnUrl: string;
}

/** The test checkout behind `reference`; only while the test provider takes payments. */
export async function findTestCheckout(
  deps: Pick<AppDeps, 'database' | 'payments'>,
  reference: string,
): Promise<TestCheckout> {
  if (deps.payments.name !== 'test') throw new AppError({ code: 1302 }, 404);
  const [row] = await deps.database.db
    .select({
      orderId: payments.orderId,
      description: payments.description,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      status: payments.status,
      language: users.language,
      returnUrl: payments.returnUrl,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.buyerId))
    .where(and(eq(payments.provider, 'test'), eq(payments.checkoutReference, reference)));
  if (!row) throw new AppError({ code: 1302 }, 404);
  return {
    ...row,
    currency: row.currency as Currency,
    buyerLanguage: isLanguage(row.language) ? row.language : 'en',
  };
}

/**
 * The buyer's choice on the test checkout: pay or fail go the webhook's way
 * (applyPaymentEvent); abandon only leaves, and the expiry job closes the payment later, as
 * with a real checkout left open. Answers where to send the buyer.
 */
export async function chooseTestOutcome(
  deps: Pick<AppDeps, 'database' | 'jobs' | 'payments'>,
  reference: string,
  choice: TestOutcome | 'abandon',
): Promise<string> {
  const checkout = await findTestCheckout(deps, reference);
  if (checkout.status !== 'pending') throw new AppError({ code: 1391 });
  if (choice === 'abandon') {
    return checkoutReturnUrl(checkout.returnUrl, checkout.orderId, 'cancelled');
  }
  await applyPaymentEvent(deps, 'test', testOutcomeEvent(reference, choice));
  return checkoutReturnUrl(
    checkout.returnUrl,
    checkout.orderId,
    choice === 'pay' ? 'paid' : 'failed',
  );
}
