import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A business that works with professionals (a sports shop, a gym chain, a supplement maker):
 * it gives each professional it works with a discount code for their clients (SPEC §3 "Ad
 * content": affiliate partner ads carry a discount code; "Affiliate row"). Staff add them for
 * now; the campaigns issue lets partners advertise with their codes.
 */
export const affiliatePartners = pgTable(
  'affiliate_partners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    website: text('website'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('affiliate_partners_name_unique').on(sql`lower(${table.name})`),
    check('affiliate_partners_name_check', sql`char_length(trim(${table.name})) between 1 and 100`),
  ],
);

/** A professional's code from one partner; one code per partner and professional. */
export const professionalAffiliates = pgTable(
  'professional_affiliates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => affiliatePartners.id, { onDelete: 'cascade' }),
    /** Upper-case letters, digits and hyphens, as partners print them; unique per partner. */
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('professional_affiliates_user_partner_unique').on(table.userId, table.partnerId),
    uniqueIndex('professional_affiliates_partner_code_unique').on(table.partnerId, table.code),
    // The back-office list, newest first, one page at a time.
    index('professional_affiliates_created_idx').on(table.createdAt.desc(), table.id.desc()),
    check('professional_affiliates_code_check', sql`${table.code} ~ '^[A-Z0-9-]{3,40}$'`),
  ],
);
