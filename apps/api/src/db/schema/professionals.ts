import {
  CURRENCIES,
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  MAX_BUFFER_MINUTES,
  MAX_CANCELLATION_NOTICE_HOURS,
  RATING_MAX,
  RATING_MIN,
  REVIEW_REPLY_MAX_LENGTH,
} from '@fitmarket/core/limits';
import { SESSION_DURATION_OPTIONS_MINUTES } from '@fitmarket/core/rules/durations';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
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
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { services, specialities } from './catalogue';
import { files } from './files';
import { sqlList, sqlLiteral } from './sql-constants';
import { users } from './users';

/** A percentage column holds 0 to 100. */
function percentCheck(name: string, column: AnyPgColumn) {
  return check(name, sql`${column} between 0 and 100`);
}

export const gender = pgEnum('gender', ['male', 'female']);

/** The public profile of a user with the professional role (SPEC §3 "Professional profile"). */
export const professionalProfiles = pgTable(
  'professional_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    longDescription: text('long_description').notNull().default(''),
    longDescriptionFi: text('long_description_fi'),
    birthDate: date('birth_date'),
    gender: gender('gender'),
    /** ISO-like lower-case code from CURRENCIES in packages/core. */
    currency: text('currency').notNull().default('eur'),
    /** Languages the professional works in, as ISO 639-1 codes. */
    languages: text('languages').array().notNull().default([]),
    headerVideoUrl: text('header_video_url'),
    /** Will travel to the customer (SPEC §3 "Location ... plus a flexible flag"). */
    flexibleLocation: boolean('flexible_location').notNull().default(false),
    /**
     * The fast registration step (1 basic info, 2 location, 3 services) to open next, so a
     * reload resumes where the professional was; saving a step moves it past that step.
     */
    registrationStep: smallint('registration_step').notNull().default(1),
  },
  (table) => [
    check('professional_profiles_currency_check', sql`${table.currency} in ${sqlList(CURRENCIES)}`),
    check(
      'professional_profiles_languages_check',
      sql`array_to_string(${table.languages}, ',') ~ '^([a-z]{2}(,[a-z]{2})*)?$'`,
    ),
  ],
);

export const professionalSpecialities = pgTable(
  'professional_specialities',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    specialityId: integer('speciality_id')
      .notNull()
      .references(() => specialities.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.specialityId] }),
    index('professional_specialities_speciality_idx').on(table.specialityId),
  ],
);

/** A service a professional offers, with its price in minor units. */
export const professionalServices = pgTable(
  'professional_services',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull().default('eur'),
    durationMinutes: integer('duration_minutes').notNull(),
    discountPercent: smallint('discount_percent').notNull().default(0),
    sessions: smallint('sessions').notNull().default(1),
    firstSessionDiscountPercent: smallint('first_session_discount_percent').notNull().default(0),
    description: text('description').notNull().default(''),
    /** What a package of `sessions` sessions holds; empty for a single session. */
    packageDescription: text('package_description').notNull().default(''),
    /** Order on the profile, as the professional arranged it. */
    position: smallint('position').notNull().default(0),
    /** Cancelling a booking of this service less than this long before it is late (issue 10). */
    cancellationNoticeHours: smallint('cancellation_notice_hours')
      .notNull()
      .default(DEFAULT_CANCELLATION_NOTICE_HOURS),
    /** Requests for it are confirmed at once; otherwise they wait for the professional (issue 18). */
    instantBooking: boolean('instant_booking').notNull().default(false),
    /** Held online: a booking of it asks for no place. */
    online: boolean('online').notNull().default(false),
    /** Kept free before and after its sessions; null: the professional's (issue 18). */
    bufferBeforeMinutes: smallint('buffer_before_minutes'),
    bufferAfterMinutes: smallint('buffer_after_minutes'),
  },
  (table) => [
    index('professional_services_user_idx').on(table.userId),
    index('professional_services_service_idx').on(table.serviceId),
    check('professional_services_price_check', sql`${table.priceMinor} >= 0`),
    check('professional_services_currency_check', sql`${table.currency} in ${sqlList(CURRENCIES)}`),
    check(
      'professional_services_duration_check',
      sql`${table.durationMinutes} in ${sqlList(SESSION_DURATION_OPTIONS_MINUTES)}`,
    ),
    percentCheck('professional_services_discount_check', table.discountPercent),
    percentCheck(
      'professional_services_first_session_discount_check',
      table.firstSessionDiscountPercent,
    ),
    check('professional_services_sessions_check', sql`${table.sessions} >= 1`),
    check(
      'professional_services_buffers_check',
      sql`${table.bufferBeforeMinutes} between 0 and ${sqlLiteral(MAX_BUFFER_MINUTES)}
        and ${table.bufferAfterMinutes} between 0 and ${sqlLiteral(MAX_BUFFER_MINUTES)}`,
    ),
    check(
      'professional_services_cancellation_notice_check',
      sql`${table.cancellationNoticeHours} between 0 and ${sqlLiteral(MAX_CANCELLATION_NOTICE_HOURS)}`,
    ),
  ],
);

/** Up to MAX_LOCATIONS places where a professional works. */
export const professionalLocations = pgTable(
  'professional_locations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    formatted: text('formatted').notNull(),
    city: text('city').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    position: smallint('position').notNull().default(0),
    /** The geocoder's id of the place (platform/geocoder), so an edit shows what was picked. */
    placeId: text('place_id'),
  },
  (table) => [
    index('professional_locations_user_idx').on(table.userId),
    /**
     * The back-office search's places (search/admin-search.ts): staff also find unlisted
     * professionals, who have no search_locations row. A plain geometric point, no extension.
     */
    index('professional_locations_point_idx').using('gist', sql`point(${table.lon}, ${table.lat})`),
    check(
      'professional_locations_coordinates_check',
      sql`${table.lat} between -90 and 90 and ${table.lon} between -180 and 180`,
    ),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the author has deleted their account: the review stays, anonymised. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The passed booking that verifies the review (issue 10): one review per booking. Null only
     * for reviews written before bookings existed.
     */
    bookingId: integer('booking_id').references((): AnyPgColumn => bookings.id, {
      onDelete: 'set null',
    }),
    /** The professional's one public reply. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Hidden by staff after reports (moderation/, `reports`); the reason is shown to the author. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (table) => [
    index('reviews_professional_idx').on(table.professionalId),
    index('reviews_author_idx').on(table.authorId),
    uniqueIndex('reviews_booking_unique').on(table.bookingId),
    check(
      'reviews_reply_check',
      sql`(${table.reply} is null) = (${table.repliedAt} is null) and char_length(${table.reply}) <= ${sqlLiteral(REVIEW_REPLY_MAX_LENGTH)}`,
    ),
    check(
      'reviews_rating_check',
      sql`${table.rating} between ${sqlLiteral(RATING_MIN)} and ${sqlLiteral(RATING_MAX)}`,
    ),
  ],
);

/** Certificates a professional shows (SPEC §3 "Certificate"); how many depends on the membership. */
export const professionalCertificates = pgTable(
  'professional_certificates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The issuer's id number of the certificate, when it has one. */
    idNumber: text('id_number'),
    title: text('title').notNull(),
    /** The scanned image: one of the owner's uploads of kind certificate, and its copy's address. */
    imageFileId: uuid('image_file_id').references(() => files.id),
    image: text('image'),
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('professional_certificates_user_idx').on(table.userId),
    index('professional_certificates_image_file_idx').on(table.imageFileId),
    check(
      'professional_certificates_image_is_a_file',
      sql`(${table.image} is null) = (${table.imageFileId} is null)`,
    ),
  ],
);

/** The profile's photo gallery, in the order the professional arranged it. */
export const professionalPhotos = pgTable(
  'professional_photos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of the owner's uploads of kind photo, and its display copy's address. */
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    image: text('image').notNull(),
    caption: text('caption').notNull().default(''),
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('professional_photos_user_idx').on(table.userId),
    index('professional_photos_file_idx').on(table.fileId),
  ],
);
