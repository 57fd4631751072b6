import { CURRENCIES } from '@fitmarket/core/limits';
import {
  PAYMENT_PROVIDERS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
} from '@fitmarket/core/rules/payments';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlList } from './sql-constants';
import { users } from './users';

export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentPurpose = pgEnum('payment_purpose', PAYMENT_PURPOSES);
export const paymentProvider = pgEnum('payment_provider', PAYMENT_PROVIDERS);

/**
 * One order paid through a checkout (docs/payments.md): what it buys (purpose and target), the
 * price the server set in integer minor units, and where the provider stands. The status moves
 * only through payments/apply-payment-event.ts, which records every step in payment_events.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** The order id shown to the buyer and sent to the provider (metadata, idempotency key). */
    orderId: uuid('order_id').notNull().unique().defaultRandom(),
    /** Null once the buyer's account is deleted: the payment stays for the bookkeeping. */
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: paymentPurpose('purpose').notNull(),
    /** The campaign's or membership subscription's id; the purpose's domain owns it. */
    targetId: integer('target_id').notNull(),
    description: text('description').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    provider: paymentProvider('provider').notNull(),
    /** The provider's checkout (a Stripe Checkout Session id, or the test checkout's token). */
    checkoutReference: text('checkout_reference'),
    checkoutUrl: text('checkout_url'),
    /** The buyer's return page (checkoutReturnUrl adds the order and the result). */
    returnUrl: text('return_url').notNull(),
    /** The provider's payment once paid (a Stripe PaymentIntent id), which refunds name. */
    paymentReference: text('payment_reference'),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** The business ID (Y-tunnus) the buyer gave for the receipt, if any. */
    businessId: text('business_id'),
    /** A monthly subscription's first month (Stripe Checkout in subscription mode). */
    recurring: boolean('recurring').notNull().default(false),
    /** A subscription's checkout: the provider's subscription (Stripe `sub_…`) once paid. */
    subscriptionReference: text('subscription_reference'),
    /** The caller's key: the same order asked twice opens one checkout. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_checkout_reference_idx').on(table.provider, table.checkoutReference),
    index('payments_target_idx').on(table.purpose, table.targetId),
    index('payments_buyer_idx').on(table.buyerId, table.createdAt),
    index('payments_subscription_idx').on(table.provider, table.subscriptionReference),
    check('payments_amount_check', sql`${table.amountMinor} > 0`),
    check('payments_currency_check', sql`${table.currency} in ${sqlList(CURRENCIES)}`),
    check(
      'payments_refunded_check',
      sql`${table.refundedMinor} between 0 and ${table.amountMinor}`,
    ),
  ],
);

/**
 * The audit trail of every payment, and the record of the provider events already applied: a
 * webhook delivered twice finds its event id here and changes nothing. A refund is keyed by the
 * provider's refund id, so its answer and its webhook count it once.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    provider: paymentProvider('provider').notNull(),
    /** The provider's event (or refund) id; null for our own steps (created, expired by us). */
    providerEventId: text('provider_event_id'),
    kind: text('kind').notNull(),
    fromStatus: paymentStatus('from_status'),
    toStatus: paymentStatus('to_status'),
    amountMinor: integer('amount_minor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_events_provider_event_idx').on(table.provider, table.providerEventId),
    index('payment_events_payment_idx').on(table.paymentId, table.id),
  ],
);
