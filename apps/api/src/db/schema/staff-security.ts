import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A staff member's TOTP second factor (docs/staff-security.md). The secret is sealed with
 * platform/secret-box.ts (AES-256-GCM), never stored in the clear. `confirmedAt` is null while
 * enrolment waits for the first code; `lastStep` is the 30-second time step of the last code
 * accepted, so the same code (or an older one) is refused the second time.
 */
export const staffSecondFactors = pgTable('staff_second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: integer('last_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-use recovery codes of a second factor; only their SHA-256 is kept. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_recovery_codes_user_idx').on(table.userId)],
);

/**
 * A staff member's passkeys (WebAuthn credentials), each an alternative to the TOTP code at
 * sign-in (docs/staff-security.md "Passkeys"). Only public keys: nothing here signs anyone in
 * if it leaks. `counter` is the authenticator's signature count; an answer that does not raise
 * it (when the authenticator counts) is a replay or a cloned key and is refused.
 */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** WebAuthn's credential id, base64url. */
    credentialId: text('credential_id').notNull().unique(),
    /** The credential's COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser reaches the authenticator (usb, nfc, internal…), told back at sign-in. */
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('staff_passkeys_user_idx').on(table.userId)],
);

/**
 * The owners' staff sign-in policy: one row (id is always 1), made on first change. Who changed
 * it and when is in the audit log (staff.require-two-factor).
 */
export const staffSecurityPolicy = pgTable(
  'staff_security_policy',
  {
    id: integer('id').primaryKey().default(1),
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('staff_security_policy_one_row', sql`${table.id} = 1`)],
);
