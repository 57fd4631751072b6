import { SUPPORTED_LANGUAGES } from '@fitmarket/core/language';
import { CURRENCIES } from '@fitmarket/core/limits';
import { SUBSCRIPTION_STATUSES } from '@fitmarket/core/rules/membership';
import { PAYMENT_PROVIDERS } from '@fitmarket/core/rules/payments';
import { RECEIPT_KINDS } from '@fitmarket/core/rules/receipts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { paymentEvents, payments } from './payments';
import { sqlList } from './sql-constants';
import { users } from './users';

/**
 * The receipts' one gapless sequence (docs/payments.md "Receipts"): a row whose `last_number`
 * is raised with a row lock in the transaction that makes a payment paid, so a rolled-back
 * payment gives its number back (a database sequence would leave a gap).
 */
export const receiptCounters = pgTable('receipt_counters', {
  name: text('name').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * A paid payment's receipt, written with the payment's change to paid: what was bought, by whom,
 * the VAT part at the rate of the day, and the buyer's business ID if they gave one. Its
 * figures are copied, not joined, so the receipt stays as issued. A refund is a `credit_note`
 * row of its own (one per refund event, from the same sequence), naming the receipt it credits;
 * its figures are the refunded amount's.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull().unique(),
    kind: text('kind', { enum: RECEIPT_KINDS }).notNull().default('receipt'),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** A credit note's refund (its payment_events row): one credit note per refund. */
    refundEventId: integer('refund_event_id')
      .unique()
      .references(() => paymentEvents.id, { onDelete: 'restrict' }),
    /** A credit note's receipt. */
    creditsReceiptId: integer('credits_receipt_id').references((): AnyPgColumn => receipts.id, {
      onDelete: 'restrict',
    }),
    /** Null once the buyer's account is deleted: the receipt stays for the bookkeeping. */
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    businessId: text('business_id'),
    language: text('language').notNull(),
    description: text('description').notNull(),
    currency: text('currency').notNull(),
    grossMinor: integer('gross_minor').notNull(),
    netMinor: integer('net_minor').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One receipt per payment; its credit notes besides.
    uniqueIndex('receipts_payment_receipt_idx')
      .on(table.paymentId)
      .where(sql`${table.kind} = 'receipt'`),
    index('receipts_payment_idx').on(table.paymentId),
    index('receipts_credits_idx').on(table.creditsReceiptId),
    check('receipts_kind_check', sql`${table.kind} in ${sqlList(RECEIPT_KINDS)}`),
    check(
      'receipts_credit_note_check',
      sql`(${table.kind} = 'receipt') = (${table.refundEventId} is null and ${table.creditsReceiptId} is null)`,
    ),
    index('receipts_buyer_idx').on(table.buyerId, table.number),
    index('receipts_issued_idx').on(table.issuedAt),
    check('receipts_sum_check', sql`${table.netMinor} + ${table.vatMinor} = ${table.grossMinor}`),
    check('receipts_currency_check', sql`${table.currency} in ${sqlList(CURRENCIES)}`),
    check('receipts_language_check', sql`${table.language} in ${sqlList(SUPPORTED_LANGUAGES)}`),
  ],
);

/**
 * A monthly membership bought through the checkout (issue 19): Basic or Premium, at the price
 * of the day. Each paid period is a payment with purpose `membership` and this row's id as its
 * target. `provider_reference` is Stripe's subscription id (null with the test provider, which
 * renews on demand).
 */
export const membershipSubscriptions = pgTable(
  'membership_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membershipId: smallint('membership_id').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('pending'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerReference: text('provider_reference'),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('membership_subscriptions_user_idx').on(table.userId, table.id),
    uniqueIndex('membership_subscriptions_reference_idx').on(
      table.provider,
      table.providerReference,
    ),
    check('membership_subscriptions_level_check', sql`${table.membershipId} in (2, 3)`),
    check(
      'membership_subscriptions_status_check',
      sql`${table.status} in ${sqlList(SUBSCRIPTION_STATUSES)}`,
    ),
  ],
);

/**
 * The months a subscription's payments paid for, one per payment: the payment's outcome is told
 * again after a crash, and finds its period already here.
 */
export const membershipPeriods = pgTable(
  'membership_periods',
  {
    paymentId: integer('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => membershipSubscriptions.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('membership_periods_subscription_idx').on(table.subscriptionId)],
);

/**
 * Premium's insights (issue 19): per professional and ISO week (its Monday), how often their
 * profile was opened and how often they appeared in search results. Counted in memory and added
 * here about once a second (memberships/insight-counter.ts); bookings come from `bookings`.
 */
export const professionalInsights = pgTable(
  'professional_insights',
  {
    professionalId: integer('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    profileViews: integer('profile_views').notNull().default(0),
    searchAppearances: integer('search_appearances').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.professionalId, table.week] })],
);
