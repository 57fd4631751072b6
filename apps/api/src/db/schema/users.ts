import { ROLES } from '@fitmarket/core/limits';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { files } from './files';

export const userRole = pgEnum('user_role', ROLES);

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
    membershipId: integer('membership_id').notNull().default(1),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    slug: text('slug'),
    /**
     * The avatar: one of the user's own uploads (uploads/set-image.ts), and the address of its
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
    emailNotifications: boolean('email_notifications').notNull().default(true),
    language: text('language').notNull().default('en'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When the user accepted the terms of use and the privacy policy (sign-up). */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
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
  ],
);
