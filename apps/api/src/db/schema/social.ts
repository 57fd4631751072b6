import { NOTIFICATION_TYPES } from '@fitmarket/core/limits';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { conversations } from './messaging';
import { users } from './users';

/** Who follows which professional (SPEC §1). users.follower_count follows it by trigger. */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionalId: integer('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.professionalId] }),
    index('follows_professional_idx').on(table.professionalId, table.createdAt),
    check('follows_not_self', sql`${table.followerId} <> ${table.professionalId}`),
  ],
);

export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

/**
 * Something that happened to a user (SPEC §3 "Notification types"). Features record them in the
 * transaction of the change; delivery (in-app list, e-mail, realtime) reads them from here.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    /** Who is told. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationType('type').notNull(),
    /** Who did it (the follower, the reviewer ...); null once they deleted their account. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the type needs to be shown (ids, not texts: texts are made in the reader's language). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * When it last happened: a new message in a conversation whose new_message notification
     * is still unread moves that one forward instead of adding another (notifications/).
     */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was last e-mailed; null while the e-mail job has not sent it (or never will). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    /** The conversation of a new_message notification, so there is one unread per conversation. */
    conversationId: integer('conversation_id').references(() => conversations.id, {
      onDelete: 'cascade',
    }),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_actor_idx').on(table.actorId),
    index('notifications_conversation_idx').on(table.conversationId),
    uniqueIndex('notifications_unread_conversation_unique')
      .on(table.userId, table.conversationId)
      .where(sql`${table.readAt} is null and ${table.conversationId} is not null`),
    // What the e-mail job looks at: the few not e-mailed yet, or unread message ones.
    index('notifications_email_due_idx')
      .on(table.createdAt)
      .where(sql`${table.emailedAt} is null or ${table.readAt} is null`),
  ],
);
