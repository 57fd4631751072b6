import { SUPPORTED_LANGUAGES } from '@fitmarket/core/language';
import { RATING_MAX, RATING_MIN, ROLES, SLUG_MAX_LENGTH } from '@fitmarket/core/limits';
import type { NotificationPreferences } from '@fitmarket/core/rules/notifications';
import { SLUG_PATTERN } from '@fitmarket/core/rules/slug';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { memberships } from './memberships';
import { sqlList, sqlLiteral } from './sql-constants';

export const userRole = pgEnum('user_role', ROLES);

/**
 * A professional customers may see: published and not blocked. Written as SQL without
 * parameters so that queries using it match the partial indexes built on it.
 */
export function isListedProfessional(columns: {
  role: AnyPgColumn;
  published: AnyPgColumn;
  blocked: AnyPgColumn;
}): SQL {
  return sql`(${columns.role} = 'professional' and ${columns.published} and not ${columns.blocked})`;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    /** argon2id; null for accounts created through social sign-in. */
    passwordHash: text('password_hash'),
    role: userRole('role').notNull(),
    /** 1 Free, 2 Basic, 3 Premium (SPEC §3). */
    membershipId: integer('membership_id')
      .notNull()
      .default(1)
      .references(() => memberships.id),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    slug: text('slug'),
    /**
     * The avatar: one of the user's own uploads (uploads/image-field.ts), and the address of its
     * copy that answers show. Both or neither; the address is kept so lists need no join.
     */
    imageFileId: uuid('image_file_id').references((): AnyPgColumn => files.id),
    image: text('image'),
    /** The user's own description, and its Finnish version when they wrote one. */
    description: text('description').notNull().default(''),
    descriptionFi: text('description_fi'),
    blocked: boolean('blocked').notNull().default(false),
    blockReason: text('block_reason'),
    published: boolean('published').notNull().default(false),
    /** The master switch of optional notice e-mails; booking and account mails always go. */
    emailNotifications: boolean('email_notifications').notNull().default(true),
    /** The optional notices turned off, per type and channel (core rules/notifications.ts). */
    notificationPreferences: jsonb('notification_preferences')
      .$type<NotificationPreferences>()
      .notNull()
      .default({}),
    language: text('language').notNull().default('en'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When the user accepted the terms of use and the privacy policy (sign-up). */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /**
     * A professional's reviews, summed up on their row so that lists and search sort by rating
     * without reading every review. Kept by triggers on reviews, in the same transaction as the
     * review change, whatever writes it (the data_integrity migration says why triggers).
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** People following this professional; kept by triggers on follows (migration 0004). */
    followerCount: integer('follower_count').notNull().default(0),
    /** A membership given for life (a tester's premium, SPEC §1): staff changes leave it be. */
    membershipLifetime: boolean('membership_lifetime').notNull().default(false),
    /** Null without reviews. Unrounded: lists sort by it; cards round it for display. */
    ratingAverage: doublePrecision('rating_average').generatedAlwaysAs(
      sql`rating_sum::float8 / nullif(rating_count, 0)`,
    ),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_slug_unique').on(table.slug),
    index('users_role_published_idx').on(table.role, table.published),
    index('users_image_file_idx').on(table.imageFileId),
    check('users_image_is_a_file', sql`(${table.image} is null) = (${table.imageFileId} is null)`),
    index('users_name_trgm_idx').using(
      'gin',
      sql`(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`,
    ),
    index('users_membership_idx').on(table.membershipId),
    // The back-office users list (users-admin/): search by e-mail, newest first, the blocked.
    index('users_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    // Ascending, read backwards for "newest first" (a desc index would sort nulls last).
    index('users_created_idx').on(table.createdAt, table.id),
    index('users_blocked_created_idx').on(table.createdAt, table.id).where(sql`${table.blocked}`),
    /**
     * The landing page's featured order over listed professionals only (landing/): premium
     * first, best rated, most reviewed, newest. The top twelve are the index's first entries.
     */
    index('users_listed_professionals_featured_idx')
      .on(
        table.membershipId.desc(),
        table.ratingAverage.desc().nullsLast(),
        table.ratingCount.desc(),
        table.createdAt.desc(),
        table.id.desc(),
      )
      .where(sql`${table.role} = 'professional' and ${table.published} and not ${table.blocked}`),
    check('users_language_check', sql`${table.language} in ${sqlList(SUPPORTED_LANGUAGES)}`),
    check(
      'users_slug_check',
      sql`${table.slug} ~* ${sqlLiteral(SLUG_PATTERN.source)} and char_length(${table.slug}) <= ${sqlLiteral(SLUG_MAX_LENGTH)}`,
    ),
    check(
      'users_rating_check',
      sql`${table.ratingCount} >= 0 and ${table.ratingSum} between ${table.ratingCount} * ${sqlLiteral(RATING_MIN)} and ${table.ratingCount} * ${sqlLiteral(RATING_MAX)}`,
    ),
  ],
);
