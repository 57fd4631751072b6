import type { TMessageBookingEvent } from '@fitmarket/core/api/messaging';
import { MESSAGE_MAX_LENGTH } from '@fitmarket/core/limits';
import { sql } from 'drizzle-orm';
import {
  check,
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
import { bookings } from './bookings';
import { sqlLiteral } from './sql-constants';
import { users } from './users';

/**
 * A customer and a professional talking (SPEC §2 messenger): one conversation per pair, so a
 * second contact or booking continues the same thread.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The booking it was started from; a foreign key once bookings exist. */
    bookingId: integer('booking_id'),
    /** Orders the list; the creation time until the first message. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who blocked it (either side); nobody sends while it is set. */
    blockedBy: integer('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_pair_unique').on(table.customerId, table.professionalId),
    index('conversations_customer_idx').on(table.customerId, table.lastMessageAt.desc()),
    index('conversations_professional_idx').on(table.professionalId, table.lastMessageAt.desc()),
    index('conversations_blocked_by_idx').on(table.blockedBy),
    check('conversations_not_self', sql`${table.customerId} <> ${table.professionalId}`),
  ],
);

/** `text` a person wrote; `booking` a booking change the messenger shows inline (no sender). */
export const messageKind = pgEnum('message_kind', ['text', 'booking']);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** Plain text, trimmed (rules/message.ts); kept when staff remove it, but never shown again. */
    body: text('body').notNull(),
    /** The read receipt: when the other person read it. */
    readAt: timestamp('read_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedReason: text('removed_reason'),
    removedBy: integer('removed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    kind: messageKind('kind').notNull().default('text'),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    bookingEvent: jsonb('booking_event').$type<TMessageBookingEvent>(),
    /** One booking change is written once, however often its event is delivered. */
    eventKey: text('event_key'),
  },
  (table) => [
    // The thread, newest first, paged by id (keyset).
    index('messages_conversation_idx').on(table.conversationId, table.id.desc()),
    // Unread counts read only the few unread rows.
    index('messages_unread_idx')
      .on(table.conversationId, table.senderId)
      .where(sql`${table.readAt} is null`),
    index('messages_sender_idx').on(table.senderId),
    index('messages_removed_by_idx').on(table.removedBy),
    index('messages_booking_idx').on(table.bookingId),
    uniqueIndex('messages_event_key_unique').on(table.eventKey),
    check(
      'messages_kind_check',
      sql`(${table.kind} = 'text') = (${table.bookingId} is null and ${table.bookingEvent} is null and ${table.eventKey} is null)`,
    ),
    check(
      'messages_body_length',
      sql`char_length(${table.body}) <= ${sqlLiteral(MESSAGE_MAX_LENGTH)}`,
    ),
  ],
);
