import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A professional's own calendar, imported every few minutes (bookings/busy-import,
 * docs/bookings.md). `url` is the secret address they pasted: only the import reads it.
 */
export const busyCalendars = pgTable(
  'busy_calendars',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** When the recurring scan queues the next import; a claim moves it on. */
    nextImportAt: timestamp('next_import_at', { withTimezone: true }).notNull().defaultNow(),
    importedAt: timestamp('imported_at', { withTimezone: true }),
    /** Why the last import failed: `fetch` or `parse`; null after a success. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('busy_calendars_next_import_idx').on(table.nextImportAt),
    check('busy_calendars_error_check', sql`${table.lastError} in ('fetch', 'parse')`),
  ],
);

/** The busy times of the last import; they block open slots like confirmed sessions. */
export const busyTimes = pgTable(
  'busy_times',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => busyCalendars.userId, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('busy_times_user_start_idx').on(table.userId, table.startsAt),
    check('busy_times_range_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
