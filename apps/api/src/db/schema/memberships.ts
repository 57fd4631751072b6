import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The membership levels users.membership_id points at (SPEC §3 "Membership": id, title). The
 * migration that made this table put in 1 Free, 2 Basic and 3 Premium (MEMBERSHIPS in
 * packages/core), so every existing and default membership_id has its row.
 */
export const memberships = pgTable('memberships', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
});
