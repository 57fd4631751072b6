import {
  BOOKING_NOTE_MAX_LENGTH,
  BOOKING_TITLE_MAX_LENGTH,
  CANCELLATION_REASON_MAX,
  CURRENCIES,
  DEFAULT_BOOKING_HORIZON_DAYS,
  DEFAULT_MIN_NOTICE_MINUTES,
  DEFAULT_TIME_ZONE,
  MAX_BOOKING_HORIZON_DAYS,
  MAX_BUFFER_MINUTES,
  MAX_CANCELLATION_NOTICE_HOURS,
  MAX_MIN_NOTICE_MINUTES,
} from '@fitmarket/core/limits';
import { BOOKING_PARTIES, BOOKING_STATUSES } from '@fitmarket/core/rules/bookings/transitions';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { professionalLocations, professionalServices } from './professionals';
import { sqlList, sqlLiteral } from './sql-constants';
import { users } from './users';

export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES);
export const bookingParty = pgEnum('booking_party', BOOKING_PARTIES);
export const availabilityExceptionKind = pgEnum('availability_exception_kind', ['off', 'extra']);

const DAY_MINUTES = 24 * 60;

/** A professional's booking settings (docs/bookings.md); no row means the defaults. */
export const availabilitySettings = pgTable(
  'availability_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** IANA zone the hours are in; checked by the API (the database has no list of zones). */
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    /** False: no fixed hours; customers propose a time and the professional answers (SPEC "user preference"). */
    fixedHours: boolean('fixed_hours').notNull().default(true),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(DEFAULT_MIN_NOTICE_MINUTES),
    horizonDays: smallint('horizon_days').notNull().default(DEFAULT_BOOKING_HORIZON_DAYS),
    bufferBeforeMinutes: smallint('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: smallint('buffer_after_minutes').notNull().default(0),
    /** Bumped on every save, so a stale settings screen cannot overwrite a newer one. */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    check(
      'availability_settings_limits_check',
      sql`${table.minNoticeMinutes} between 0 and ${sqlLiteral(MAX_MIN_NOTICE_MINUTES)}
        and ${table.horizonDays} between 1 and ${sqlLiteral(MAX_BOOKING_HORIZON_DAYS)}
        and ${table.bufferBeforeMinutes} between 0 and ${sqlLiteral(MAX_BUFFER_MINUTES)}
        and ${table.bufferAfterMinutes} between 0 and ${sqlLiteral(MAX_BUFFER_MINUTES)}`,
    ),
  ],
);

/** Weekly working hours in minutes of the local day; location null means any location. */
export const availabilityHours = pgTable(
  'availability_hours',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ISO weekday, Monday 1 to Sunday 7. */
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    locationId: integer('location_id').references(() => professionalLocations.id, {
      onDelete: 'cascade',
    }),
  },
  (table) => [
    index('availability_hours_user_idx').on(table.userId),
    index('availability_hours_location_idx').on(table.locationId),
    check('availability_hours_weekday_check', sql`${table.weekday} between 1 and 7`),
    check(
      'availability_hours_range_check',
      sql`0 <= ${table.startMinute} and ${table.startMinute} < ${table.endMinute} and ${table.endMinute} <= ${sqlLiteral(DAY_MINUTES)}`,
    ),
  ],
);

/** A dated change: a day or hours off, or extra hours, on a local date. */
export const availabilityExceptions = pgTable(
  'availability_exceptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    kind: availabilityExceptionKind('kind').notNull(),
    /** Both null: the whole day (only for `off`). */
    startMinute: smallint('start_minute'),
    endMinute: smallint('end_minute'),
    locationId: integer('location_id').references(() => professionalLocations.id, {
      onDelete: 'cascade',
    }),
  },
  (table) => [
    index('availability_exceptions_user_date_idx').on(table.userId, table.date),
    index('availability_exceptions_location_idx').on(table.locationId),
    check(
      'availability_exceptions_range_check',
      sql`(${table.startMinute} is null and ${table.endMinute} is null and ${table.kind} = 'off')
        or (0 <= ${table.startMinute} and ${table.startMinute} < ${table.endMinute} and ${table.endMinute} <= ${sqlLiteral(DAY_MINUTES)})`,
    ),
  ],
);

/**
 * A booking request, a confirmed session or a manual booking (SPEC §3 "Booking"). Times are
 * instants; the exclusion constraint of migration 0010 makes overlapping confirmed sessions of
 * one professional impossible whatever writes them.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for a manual booking (a client who booked by phone) and after the customer left. */
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    serviceId: integer('service_id').references(() => professionalServices.id, {
      onDelete: 'set null',
    }),
    locationId: integer('location_id').references(() => professionalLocations.id, {
      onDelete: 'set null',
    }),
    /** Where the customer would like to meet, when the professional travels (flexible location). */
    preferredLocation: text('preferred_location'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The professional's zone when booked: e-mails and calendar files show times in it. */
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    status: bookingStatus('status').notNull().default('pending'),
    /** Who picked the time: `professional` (an open slot) or `customer` (a proposed time). */
    dateChosenBy: bookingParty('date_chosen_by').notNull().default('professional'),
    note: text('note').notNull().default(''),
    expectations: text('expectations').notNull().default(''),
    /** A manual booking's title or customer name, and the professional's own notes. */
    title: text('title').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** The price when booked, in minor units: shown to the professional only. */
    priceMinor: integer('price_minor'),
    currency: text('currency'),
    /** Which session of its service's package this is (1..sessions); the first one is paid. */
    packageSession: smallint('package_session'),
    /** The service's cancellation notice when booked; cancelling inside it is late. */
    cancellationNoticeHours: smallint('cancellation_notice_hours').notNull().default(0),
    /** Every change adds one: a stale screen's action is refused (1350); the calendar SEQUENCE. */
    version: integer('version').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    /** Another time the professional suggested, waiting for the customer (same duration). */
    suggestedStartsAt: timestamp('suggested_starts_at', { withTimezone: true }),
    canceledBy: bookingParty('canceled_by'),
    cancelReason: text('cancel_reason'),
    lateCancellation: boolean('late_cancellation').notNull().default(false),
    /** Whose absence a no-show mark records. */
    noShowOf: bookingParty('no_show_of'),
    /** Deleted from one side's own list; the other side still sees it. */
    hiddenForCustomer: boolean('hidden_for_customer').notNull().default(false),
    hiddenForProfessional: boolean('hidden_for_professional').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bookings_professional_start_idx').on(table.professionalId, table.startsAt),
    index('bookings_customer_start_idx').on(table.customerId, table.startsAt),
    index('bookings_service_idx').on(table.serviceId),
    index('bookings_location_idx').on(table.locationId),
    index('bookings_pending_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
    check('bookings_times_check', sql`${table.startsAt} < ${table.endsAt}`),
    check(
      'bookings_texts_check',
      sql`char_length(${table.note}) <= ${sqlLiteral(BOOKING_NOTE_MAX_LENGTH)}
        and char_length(${table.expectations}) <= ${sqlLiteral(BOOKING_NOTE_MAX_LENGTH)}
        and char_length(${table.notes}) <= ${sqlLiteral(BOOKING_NOTE_MAX_LENGTH)}
        and char_length(${table.title}) <= ${sqlLiteral(BOOKING_TITLE_MAX_LENGTH)}`,
    ),
    check(
      'bookings_cancellation_check',
      sql`(${table.status} = 'canceled') = (${table.canceledBy} is not null)
        and (${table.canceledBy} is null) = (${table.cancelReason} is null)
        and char_length(${table.cancelReason}) between 1 and ${sqlLiteral(CANCELLATION_REASON_MAX)}`,
    ),
    check(
      'bookings_no_show_check',
      sql`(${table.status} = 'no_show') = (${table.noShowOf} is not null)`,
    ),
    // A price is whole minor units with its currency, or neither (a manual booking has none).
    check(
      'bookings_price_check',
      sql`(${table.priceMinor} is null) = (${table.currency} is null)
        and ${table.priceMinor} >= 0
        and ${table.currency} in ${sqlList(CURRENCIES)}`,
    ),
    check(
      'bookings_notice_check',
      sql`${table.cancellationNoticeHours} between 0 and ${sqlLiteral(MAX_CANCELLATION_NOTICE_HOURS)}`,
    ),
  ],
);

/**
 * A person's private calendar feed (GET /v1/calendar/{token}.ics): their bookings for any
 * calendar app. Only the token's hash is kept; asking for the address again makes a new one.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A customer's short hold on a slot while they fill in the request (BOOKING_HOLD_MS): others
 * do not see the slot meanwhile. One per customer and professional; a new one replaces it.
 */
export const bookingHolds = pgTable(
  'booking_holds',
  {
    id: serial('id').primaryKey(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('booking_holds_holder_unique').on(table.professionalId, table.customerId),
    index('booking_holds_customer_idx').on(table.customerId),
    index('booking_holds_expiry_idx').on(table.expiresAt),
    check('booking_holds_times_check', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

/**
 * A session reminder sent (24 or 2 hours before): inserting the row claims it, so however many
 * instances run the job, each is sent once. Keyed by the start it reminded of: a moved session
 * is a new time with reminders of its own, and nothing is ever sent for the old one.
 */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    lead: text('lead').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.lead, table.startsAt] }),
    check('booking_reminders_lead_check', sql`${table.lead} in ('24h', '2h')`),
  ],
);
