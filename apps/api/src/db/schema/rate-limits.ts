import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters of the sign-in, sign-up and forgot-password limits (auth/rate-limit.ts), kept
 * in the database every API instance shares, so the limits hold however many instances run.
 * The columns are the ones rate-limiter-flexible's Drizzle store reads and writes.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});
