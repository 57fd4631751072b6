import {
  boolean,
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
} from 'drizzle-orm/pg-core';
import { services, specialities } from './catalogue';
import { users } from './users';

export const gender = pgEnum('gender', ['male', 'female']);

/** The public profile of a user with the professional role (SPEC §3 "Professional profile"). */
export const professionalProfiles = pgTable('professional_profiles', {
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
});

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
  },
  (table) => [
    index('professional_services_user_idx').on(table.userId),
    index('professional_services_service_idx').on(table.serviceId),
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
  },
  (table) => [index('professional_locations_user_idx').on(table.userId)],
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
  },
  (table) => [index('reviews_professional_idx').on(table.professionalId)],
);
