import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userRole, users } from './users';

/** Where a session was started: its own area's listener is the only one that takes it. */
export const tokenArea = pgEnum('token_area', ['marketplace', 'backoffice']);

/** Opaque bearer tokens; only their SHA-256 is stored, so a database leak reveals no session. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    area: tokenArea('area').notNull().default('marketplace'),
  },
  (table) => [
    uniqueIndex('access_tokens_hash_unique').on(table.tokenHash),
    index('access_tokens_user_idx').on(table.userId),
  ],
);

export const codePurpose = pgEnum('code_purpose', [
  'staff_registration',
  'signup_confirmation',
  'password_reset',
  'account_deletion',
  'social_signup',
  'social_login',
  /** A staff sign-in whose password checked out, waiting for the second factor (5 minutes). */
  'staff_sign_in',
  /** A professional connecting a content provider (social-activity/connect.ts). */
  'social_connect',
  /** A staff member adding a passkey: the WebAuthn challenge it must sign (5 minutes). */
  'passkey_registration',
]);

/** Single-use, expiring codes carried by e-mailed links (and the social sign-up hand-over). */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: codePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Purpose-specific data, e.g. the provider identity of a pending social sign-up. */
    payload: jsonb('payload').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('one_time_codes_hash_unique').on(table.codeHash),
    index('one_time_codes_email_purpose_idx').on(table.email, table.purpose),
    index('one_time_codes_user_idx').on(table.userId),
  ],
);

/** Staff accounts are by invitation only: an owner invites an address with a role. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    role: userRole('role').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_invitations_email_unique').on(table.email),
    index('staff_invitations_invited_by_idx').on(table.invitedBy),
  ],
);

/** A user's account at an OAuth2/OIDC provider, by the provider's stable subject id. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_identities_provider_subject_unique').on(table.provider, table.subject),
    index('social_identities_user_idx').on(table.userId),
  ],
);
