import type { PaymentProviderName } from '@fitmarket/core/rules/payments';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { paymentEvents, payments } from '../db/schema';
import type { ProviderEvent } from '../platform/payments/payment-provider';
import type { ApplyResult } from './apply-payment-event';
import { applyPaymentEvent } from './apply-payment-event';

type Payment = typeof payments.$inferSelect;
type RenewalEvent = Extract<ProviderEvent, { kind: 'renewal' }>;
type EndedEvent = Extract<ProviderEvent, { kind: 'subscription_ended' }>;

/** What a purpose's domain is told when the provider ends a subscription. */
export interface SubscriptionEnded {
  purpose: Payment['purpose'];
  targetId: number;
}

declare module '../platform/jobs/job-queue' {
  interface JobPayloads {
    'subscription-ended': SubscriptionEnded;
  }
}

/** The subscription's first payment (its checkout), which names the buyer, purpose and target. */
async function firstPayment(
  deps: Pick<AppDeps, 'database'>,
  provider: PaymentProviderName,
  subscriptionReference: string,
): Promise<Payment | undefined> {
  const [payment] = await deps.database.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.subscriptionReference, subscriptionReference),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(1);
  return payment;
}

/**
 * A later month of a subscription, paid at the provider: a payment of its own (one per invoice:
 * `renewal:<provider>:<invoice>` is its idempotency key), made paid through the event path, so
 * it gets its receipt and its purpose hears of it like any payment. A repeated event finds the
 * payment and its event and changes nothing.
 */
export async function recordRenewal(
  deps: Pick<AppDeps, 'database' | 'jobs'>,
  first: Payment,
  event: RenewalEvent,
): Promise<ApplyResult> {
  const idempotencyKey = `renewal:${first.provider}:${event.invoiceReference}`;
  const { db } = deps.database;
  const [created] = await db
    .insert(payments)
    .values({
      buyerId: first.buyerId,
      purpose: first.purpose,
      targetId: first.targetId,
      description: first.description,
      amountMinor: event.amountMinor > 0 ? event.amountMinor : first.amountMinor,
      currency: first.currency,
      provider: first.provider,
      returnUrl: first.returnUrl,
      businessId: first.businessId,
      subscriptionReference: event.subscriptionReference,
      idempotencyKey,
      expiresAt: new Date(),
    })
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning();
  const [renewal] = created
    ? [created]
    : await db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey));
  if (!renewal) return 'unknown';
  if (created) {
    await db.insert(paymentEvents).values({
      paymentId: created.id,
      provider: created.provider,
      kind: 'created',
      toStatus: 'pending',
      amountMinor: created.amountMinor,
    });
  }
  return applyPaymentEvent(deps, first.provider, {
    kind: 'paid',
    eventId: event.eventId,
    orderId: renewal.orderId,
    paymentReference: event.paymentReference,
    subscriptionReference: event.subscriptionReference,
  });
}

/**
 * The subscription events of a provider (docs/payments.md "Subscriptions"): a renewal becomes a
 * paid payment; an ended subscription is told to its purpose's domain by a
 * `subscription-ended` job, recorded once under the event's id.
 */
export async function applySubscriptionEvent(
  deps: Pick<AppDeps, 'database' | 'jobs'>,
  provider: PaymentProviderName,
  event: RenewalEvent | EndedEvent,
): Promise<ApplyResult> {
  const first = await firstPayment(deps, provider, event.subscriptionReference);
  if (!first) return 'unknown';
  if (event.kind === 'renewal') return recordRenewal(deps, first, event);
  return deps.database.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({
        paymentId: first.id,
        provider,
        providerEventId: event.eventId,
        kind: 'subscription_ended',
        fromStatus: first.status,
        toStatus: first.status,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded) return 'duplicate';
    await deps.jobs.enqueue(
      tx,
      'subscription-ended',
      { purpose: first.purpose, targetId: first.targetId },
      { dedupeKey: `subscription-ended:${recorded.id}` },
    );
    return 'applied';
  });
}

export type SubscriptionEndedListener = (ended: SubscriptionEnded) => Promise<void>;

/** The `subscription-ended` job: the purpose's listener (wiring.ts), repeatable. */
export function subscriptionEndedHandler(
  listeners: Partial<Record<Payment['purpose'], SubscriptionEndedListener>>,
) {
  return async (ended: SubscriptionEnded) => {
    await listeners[ended.purpose]?.(ended);
  };
}
