import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const mailStatus = pgEnum('mail_status', ['pending', 'sent', 'failed']);

/**
 * Every e-mail the product sends, written by its send-mail job (platform/mail/mail-service.ts).
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
    /** The send-mail job that wrote it: a retried job finds its row and never sends twice. */
    jobId: integer('job_id').unique(),
  },
  (table) => [
    index('mail_outbox_to_created_idx').on(table.to, table.createdAt),
    index('mail_outbox_status_idx').on(table.status),
  ],
);
