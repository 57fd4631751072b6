import type {
  TAccountMembership,
  TCheckoutStarted,
  TMembershipCheckoutRequest,
  TSubscription,
} from '@fitmarket/core/api/memberships';
import { MEMBERSHIP_TITLES } from '@fitmarket/core/api/memberships';
import { isLanguage } from '@fitmarket/core/language';
import { CURRENCIES, type Currency, DEFAULT_MEMBERSHIP_ID } from '@fitmarket/core/limits';
import { WEB_LINKS } from '@fitmarket/core/links';
import {
  MEMBERSHIP_MONTHLY_PRICES,
  membershipIdOrDefault,
  PAID_MEMBERSHIP_IDS,
  type PaidMembershipId,
} from '@fitmarket/core/rules/membership';
import { isValidBusinessId } from '@fitmarket/core/rules/receipts';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/client';
import {
  membershipPeriods,
  membershipSubscriptions,
  payments,
  professionalProfiles,
  users,
} from '../db/schema';
import { AppError } from '../errors/app-error';
import type { PaymentOutcome } from '../payments/payment-outcome';
import { requestRefund } from '../payments/refund-payment';
import { startCheckout } from '../payments/start-checkout';
import type { SubscriptionEnded } from '../payments/subscription-events';
import { recordRenewal } from '../payments/subscription-events';
import { refreshSearchDocuments } from '../search/search-document';

declare module '../platform/jobs/job-queue' {
  interface JobPayloads {
    /** Due when a subscription's paid month is over: ends it unless renewed. */
    'membership-period-end': { subscriptionId: number };
    /** Stops the provider's billing of a subscription (cancelled, or replaced by another level). */
    'membership-cancel': { subscriptionId: number; atPeriodEnd: boolean };
  }
}

type Subscription = typeof membershipSubscriptions.$inferSelect;
type Deps = Pick<AppDeps, 'database' | 'jobs' | 'payments' | 'config'>;

/** One month on from `from` (the same day of the month, or the month's last). */
export function addMonth(from: Date): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}

function toSubscription(row: Subscription): TSubscription {
  return {
    id: row.id,
    membership_id: row.membershipId,
    status: row.status,
    provider: row.provider,
    currency: row.currency as Currency,
    amount_minor: row.amountMinor,
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    created_at: row.createdAt.toISOString(),
  };
}

/** The professional's currency (their profile's), eur without one. */
async function currencyOf(db: Database, userId: number): Promise<Currency> {
  const [profile] = await db
    .select({ currency: professionalProfiles.currency })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, userId));
  const currency = profile?.currency;
  return CURRENCIES.find((known) => known === currency) ?? 'eur';
}

/** The subscription that counts: the active one, else the newest still waiting for payment. */
async function currentSubscription(db: Database, userId: number) {
  const rows = await db
    .select()
    .from(membershipSubscriptions)
    .where(
      and(
        eq(membershipSubscriptions.userId, userId),
        inArray(membershipSubscriptions.status, ['active', 'pending']),
      ),
    )
    .orderBy(desc(membershipSubscriptions.id))
    .limit(5);
  return rows.find((row) => row.status === 'active') ?? rows[0] ?? null;
}

/** GET /v1/account/membership: the level, its subscription, the prices and the mode. */
export async function accountMembership(
  deps: Pick<AppDeps, 'database' | 'payments'>,
  userId: number,
): Promise<TAccountMembership> {
  const { db } = deps.database;
  const [user] = await db
    .select({ membershipId: users.membershipId, lifetime: users.membershipLifetime })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError({ code: 1302 }, 404);
  const currency = await currencyOf(db, userId);
  const subscription = await currentSubscription(db, userId);
  return {
    membership_id: membershipIdOrDefault(user.membershipId),
    lifetime: user.lifetime,
    subscription: subscription ? toSubscription(subscription) : null,
    prices: PAID_MEMBERSHIP_IDS.map((id) => ({
      membership_id: id,
      amount_minor: MEMBERSHIP_MONTHLY_PRICES[id][currency],
      currency,
    })),
    test_mode: deps.payments.name === 'test',
  };
}

/**
 * Starts buying Basic or Premium: a pending subscription at the server's price in the
 * professional's currency, and its first month's checkout (a subscription at Stripe). A
 * lifetime member has nothing to buy (1344); the level already running is refused (1385); a
 * business ID must be a valid Y-tunnus (1386).
 */
export async function startMembershipCheckout(
  deps: Deps,
  userId: number,
  request: TMembershipCheckoutRequest,
): Promise<TCheckoutStarted> {
  const { db } = deps.database;
  const businessId = request.business_id?.trim() || null;
  if (businessId && !isValidBusinessId(businessId)) {
    throw new AppError({ code: 1386, field: 'business_id' });
  }
  const [user] = await db
    .select({ lifetime: users.membershipLifetime, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError({ code: 1302 }, 404);
  if (user.lifetime) throw new AppError({ code: 1344 });
  const running = await currentSubscription(db, userId);
  if (running?.status === 'active' && running.membershipId === request.membership) {
    throw new AppError({ code: 1385 });
  }
  const membership: PaidMembershipId = request.membership;
  const currency = await currencyOf(db, userId);
  const amountMinor = MEMBERSHIP_MONTHLY_PRICES[membership][currency];
  const [subscription] = await db
    .insert(membershipSubscriptions)
    .values({
      userId,
      membershipId: membership,
      provider: deps.payments.name,
      currency,
      amountMinor,
    })
    .returning();
  if (!subscription) throw new Error('insert into membership_subscriptions returned nothing');
  const language = isLanguage(user.language) ? user.language : 'en';
  const title = MEMBERSHIP_TITLES[membership][language];
  const started = await startCheckout(deps, {
    buyerId: userId,
    purpose: 'membership',
    targetId: subscription.id,
    amountMinor,
    currency,
    description:
      language === 'fi'
        ? `FitMarket ${title} -jäsenyys, 1 kk`
        : `FitMarket ${title} membership, 1 month`,
    returnUrl: `${deps.config.webUrl}${WEB_LINKS.membership}`,
    idempotencyKey: `membership:${subscription.id}:1`,
    businessId,
    recurring: true,
  });
  return { order_id: started.orderId, checkout_url: started.checkoutUrl };
}

/** The level a user has without a subscription: free, unless it is a tester's lifetime Premium. */
async function setLevel(tx: Database, userId: number, membershipId: number) {
  const [user] = await tx
    .update(users)
    .set({ membershipId, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.membershipLifetime, false)))
    .returning({ id: users.id });
  // The level lifts a professional in search.
  if (user) await refreshSearchDocuments(tx, [userId]);
}

export async function lockSubscription(tx: Database, id: number) {
  const [row] = await tx
    .select()
    .from(membershipSubscriptions)
    .where(eq(membershipSubscriptions.id, id))
    .for('update');
  return row;
}

/** The one refund key of a membership payment: staff's and the listener's refunds are one. */
export const refundKey = (paymentId: number) => `membership:${paymentId}`;

/**
 * The memberships' listener of payment outcomes (wiring.ts). A paid payment adds a month to its
 * subscription, once per payment (membership_periods), makes it active and sets the level; a
 * newer level replaces a running one (its billing stopped at once). An abandoned first checkout
 * leaves the subscription abandoned. Money that buys nothing is refunded in full: a payment for
 * a tester's account (lifetime Premium is never billed) or for a subscription that has ended
 * (by staff, by becoming a tester, by a refund or a newer level) while the provider was billing
 * it. Repeatable: a second telling finds its period.
 */
export function membershipOutcomeListener(deps: Pick<AppDeps, 'database' | 'jobs'>) {
  return async (outcome: PaymentOutcome) => {
    await deps.database.db.transaction(async (tx) => {
      const subscription = await lockSubscription(tx, outcome.targetId);
      if (!subscription) return;
      if (outcome.status === 'failed' || outcome.status === 'expired') {
        if (subscription.status === 'pending') {
          await tx
            .update(membershipSubscriptions)
            .set({ status: 'abandoned', updatedAt: new Date() })
            .where(eq(membershipSubscriptions.id, subscription.id));
        }
        return;
      }
      if (outcome.status !== 'paid') return;
      const [payment] = await tx
        .select({
          status: payments.status,
          amountMinor: payments.amountMinor,
          refundedMinor: payments.refundedMinor,
          subscriptionReference: payments.subscriptionReference,
        })
        .from(payments)
        .where(eq(payments.id, outcome.paymentId));
      // Refunded (by staff) before this outcome ran: the month was never delivered.
      if (!payment || payment.status === 'refunded') return;
      // Told again after a crash: its month was added.
      const [delivered] = await tx
        .select({ paymentId: membershipPeriods.paymentId })
        .from(membershipPeriods)
        .where(eq(membershipPeriods.paymentId, outcome.paymentId));
      if (delivered) return;
      const [buyer] = await tx
        .select({ lifetime: users.membershipLifetime })
        .from(users)
        .where(eq(users.id, subscription.userId));
      if (buyer?.lifetime || subscription.status === 'ended') {
        await requestRefund(deps, tx, {
          paymentId: outcome.paymentId,
          amountMinor: payment.amountMinor - payment.refundedMinor,
          key: refundKey(outcome.paymentId),
        });
        await stopSubscription(deps, tx, subscription, payment.subscriptionReference);
        return;
      }
      const now = new Date();
      const startsAt =
        subscription.status === 'active' &&
        subscription.currentPeriodEnd &&
        subscription.currentPeriodEnd > now
          ? subscription.currentPeriodEnd
          : now;
      const endsAt = addMonth(startsAt);
      const [period] = await tx
        .insert(membershipPeriods)
        .values({ paymentId: outcome.paymentId, subscriptionId: subscription.id, startsAt, endsAt })
        .onConflictDoNothing()
        .returning();
      if (!period) return;
      await tx
        .update(membershipSubscriptions)
        .set({
          status: 'active',
          currentPeriodEnd: endsAt,
          endedAt: null,
          providerReference: subscription.providerReference ?? payment.subscriptionReference,
          updatedAt: now,
        })
        .where(eq(membershipSubscriptions.id, subscription.id));
      // Another level running is replaced: it ends now and its billing stops.
      const replaced = await tx
        .update(membershipSubscriptions)
        .set({ status: 'ended', endedAt: now, updatedAt: now })
        .where(
          and(
            eq(membershipSubscriptions.userId, subscription.userId),
            eq(membershipSubscriptions.status, 'active'),
            ne(membershipSubscriptions.id, subscription.id),
          ),
        )
        .returning({ id: membershipSubscriptions.id });
      for (const { id } of replaced) await cancelBillingNow(deps, tx, id);
      await setLevel(tx, subscription.userId, subscription.membershipId);
      await deps.jobs.enqueue(
        tx,
        'membership-period-end',
        { subscriptionId: subscription.id },
        {
          dedupeKey: `membership-period-end:${subscription.id}:${endsAt.getTime()}`,
          runAt: endsAt,
        },
      );
    });
  };
}

/**
 * Queues the provider's cancellation of a subscription's billing, at once. `learnedReference`:
 * the provider's subscription just learned (a first payment told after the subscription ended),
 * so an earlier cancellation that found none does not stand in for this one.
 */
export async function cancelBillingNow(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Database,
  subscriptionId: number,
  learnedReference?: string,
) {
  const learned = learnedReference ? `:${learnedReference}` : '';
  await deps.jobs.enqueue(
    tx,
    'membership-cancel',
    { subscriptionId, atPeriodEnd: false },
    { dedupeKey: `membership-cancel:${subscriptionId}:now${learned}` },
  );
}

/**
 * A subscription that must bill no more ends now (the user's level left as it is: staff or the
 * tester's reward set it) and the provider's billing stops at once. `providerReference` keeps
 * the provider's subscription of a first payment that is told only now.
 */
async function stopSubscription(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Database,
  subscription: Subscription,
  providerReference: string | null = null,
) {
  const now = new Date();
  await tx
    .update(membershipSubscriptions)
    .set({
      status: 'ended',
      endedAt: subscription.endedAt ?? now,
      providerReference: subscription.providerReference ?? providerReference,
      updatedAt: now,
    })
    .where(eq(membershipSubscriptions.id, subscription.id));
  const learned = subscription.providerReference ? undefined : (providerReference ?? undefined);
  await cancelBillingNow(deps, tx, subscription.id, learned);
}

/**
 * A user's paid membership stops billing because their level is no longer the subscription's
 * to set (docs/payments.md "Staff changes and testers"): staff changed it, or they became a
 * tester with lifetime Premium. In the caller's transaction: each running subscription ends
 * now without touching the level, and the provider cancels it at once (no renewal charge). A
 * checkout still open is left: if it is paid later, the outcome listener refunds it for a
 * tester and starts it otherwise (the buyer chose to pay after the change).
 */
export async function stopPaidMembership(
  deps: Pick<AppDeps, 'jobs'>,
  tx: Database,
  userId: number,
): Promise<void> {
  const running = await tx
    .select()
    .from(membershipSubscriptions)
    .where(
      and(eq(membershipSubscriptions.userId, userId), eq(membershipSubscriptions.status, 'active')),
    )
    .for('update');
  for (const subscription of running) await stopSubscription(deps, tx, subscription);
}

/** Ends a subscription now: the level returns to Free (a lifetime Premium stays). */
export async function endSubscription(tx: Database, subscription: Subscription) {
  const now = new Date();
  await tx
    .update(membershipSubscriptions)
    .set({ status: 'ended', endedAt: now, updatedAt: now })
    .where(eq(membershipSubscriptions.id, subscription.id));
  const [other] = await tx
    .select({ id: membershipSubscriptions.id })
    .from(membershipSubscriptions)
    .where(
      and(
        eq(membershipSubscriptions.userId, subscription.userId),
        eq(membershipSubscriptions.status, 'active'),
        ne(membershipSubscriptions.id, subscription.id),
      ),
    );
  if (!other) await setLevel(tx, subscription.userId, DEFAULT_MEMBERSHIP_ID);
}

/**
 * The `membership-period-end` job. A month renewed since has moved the end on (nothing to do).
 * A cancelled subscription, or one of the test provider (renewed only on demand), ends. A
 * running Stripe subscription waits for Stripe: its renewal's invoice or its deletion.
 */
export function membershipPeriodEndHandler(deps: Pick<AppDeps, 'database'>) {
  return async ({ subscriptionId }: { subscriptionId: number }) => {
    await deps.database.db.transaction(async (tx) => {
      const subscription = await lockSubscription(tx, subscriptionId);
      if (subscription?.status !== 'active') return;
      if (subscription.currentPeriodEnd && subscription.currentPeriodEnd > new Date()) return;
      if (subscription.provider === 'stripe' && !subscription.cancelAtPeriodEnd) return;
      await endSubscription(tx, subscription);
    });
  };
}

/** The provider ended the subscription (Stripe `customer.subscription.deleted`): it ends now. */
export function membershipEndedListener(deps: Pick<AppDeps, 'database'>) {
  return async ({ purpose, targetId }: SubscriptionEnded) => {
    if (purpose !== 'membership') return;
    await deps.database.db.transaction(async (tx) => {
      const subscription = await lockSubscription(tx, targetId);
      if (subscription?.status !== 'active') return;
      await endSubscription(tx, subscription);
    });
  };
}

/** The `membership-cancel` job: the provider stops billing (Stripe; the test provider has none). */
export function membershipCancelHandler(deps: Pick<AppDeps, 'database' | 'payments'>) {
  return async ({
    subscriptionId,
    atPeriodEnd,
  }: {
    subscriptionId: number;
    atPeriodEnd: boolean;
  }) => {
    const [subscription] = await deps.database.db
      .select()
      .from(membershipSubscriptions)
      .where(eq(membershipSubscriptions.id, subscriptionId));
    if (!subscription?.providerReference || subscription.provider !== deps.payments.name) return;
    await deps.payments.cancelSubscription?.(subscription.providerReference, atPeriodEnd);
  };
}

/** The running subscription, locked; 1388 without one. */
async function lockActive(tx: Database, userId: number): Promise<Subscription> {
  const [subscription] = await tx
    .select()
    .from(membershipSubscriptions)
    .where(
      and(eq(membershipSubscriptions.userId, userId), eq(membershipSubscriptions.status, 'active')),
    )
    .orderBy(desc(membershipSubscriptions.id))
    .limit(1)
    .for('update');
  if (!subscription) throw new AppError({ code: 1388 });
  return subscription;
}

/**
 * Cancels at the period's end: the level stays until `current_period_end`, then returns to
 * Free; the provider stops billing (a job in the same transaction). Cancelling again changes
 * nothing.
 */
export async function cancelMembership(deps: Deps, userId: number): Promise<TAccountMembership> {
  await deps.database.db.transaction(async (tx) => {
    const subscription = await lockActive(tx, userId);
    if (subscription.cancelAtPeriodEnd) return;
    await tx
      .update(membershipSubscriptions)
      .set({ cancelAtPeriodEnd: true, updatedAt: new Date() })
      .where(eq(membershipSubscriptions.id, subscription.id));
    await deps.jobs.enqueue(
      tx,
      'membership-cancel',
      { subscriptionId: subscription.id, atPeriodEnd: true },
      { dedupeKey: `membership-cancel:${subscription.id}:period-end` },
    );
  });
  return accountMembership(deps, userId);
}

/**
 * TEST MODE only (404 with 1302 under Stripe): the next month is paid now, as the provider
 * would at the period's end: a renewal payment with its receipt, through the same path as
 * Stripe's `invoice.paid`. A cancelled subscription is not renewed (1388).
 */
export async function renewMembershipForTest(
  deps: Deps,
  userId: number,
): Promise<TAccountMembership> {
  if (deps.payments.name !== 'test') throw new AppError({ code: 1302 }, 404);
  const { db } = deps.database;
  const subscription = await db.transaction((tx) => lockActive(tx, userId));
  if (subscription.cancelAtPeriodEnd) throw new AppError({ code: 1388 });
  const [first] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.purpose, 'membership'),
        eq(payments.targetId, subscription.id),
        eq(payments.status, 'paid'),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(1);
  if (!first) throw new AppError({ code: 1388 });
  // One renewal per paid period: a double click renews once.
  const invoice = `test_in_${subscription.id}_${subscription.currentPeriodEnd?.getTime() ?? 0}`;
  await recordRenewal(deps, first, {
    kind: 'renewal',
    eventId: `test_evt_${invoice}`,
    subscriptionReference: `test_sub_${subscription.id}`,
    invoiceReference: invoice,
    paymentReference: `test_pi_${invoice}`,
    amountMinor: subscription.amountMinor,
  });
  // The outcome job runs in the background; the answer shows the month already added.
  return accountMembership(deps, userId);
}
