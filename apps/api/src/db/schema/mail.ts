import { index, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const mailStatus = pgEnum('mail_status', ['pending', 'sent', 'failed']);

/**
 * Every e-mail the product sends, written in the same transaction as the change that causes it.
 * In the demo without SMTP it is the dev mailbox (/dev/mail) and keeps whole mails; otherwise it
 * records delivery with the links cut out of the text (platform/mail/mail-service.ts).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Links in the mail, so the dev mailbox and logs can show them plainly (demo only). */
    links: jsonb('links').$type<string[]>().notNull().default([]),
    status: mailStatus('status').notNull().default('pending'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_to_created_idx').on(table.to, table.createdAt),
    index('mail_outbox_status_idx').on(table.status),
  ],
);
