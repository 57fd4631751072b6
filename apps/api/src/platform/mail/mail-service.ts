import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';
import { AppError } from '../../errors/app-error';
import { createDevMailboxTransport } from './dev-mailbox-transport';
import { createSmtpTransport } from './smtp-transport';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The links the mail carries, kept apart so the dev mailbox and the log can show them. */
  links?: string[];
  /** Files sent along (a booking's calendar file); delivered by SMTP, not kept in the outbox. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailTransport {
  deliver(mail: OutgoingMail & { from: string }): Promise<void>;
}

export interface MailService {
  /**
   * Writes the mail to the outbox, delivers it, records the outcome; throws AppError 1028 when
   * delivery fails (the outbox row stays, status 'failed').
   */
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Addresses are compared case-insensitively, so they are stored and looked up lower-cased. */
export function normalizeAddress(address: string): string {
  return address.trim().toLowerCase();
}

/** Outside the demo there is nowhere to put a mail without SMTP: it fails, and the log says why. */
const noTransport: MailTransport = {
  async deliver() {
    throw new Error('SMTP_URL is not set: mail is delivered only by SMTP outside the demo (DEMO)');
  },
};

/**
 * What the outbox keeps of a mail it is not the mailbox of: who, what subject, when, and the
 * text with its links (which sign up, reset a password or delete an account) cut out.
 */
function withoutLinks(mail: OutgoingMail): OutgoingMail {
  const text = (mail.links ?? []).reduce(
    (redacted, link) => redacted.replaceAll(link, '[link removed]'),
    mail.text,
  );
  return { to: mail.to, subject: mail.subject, text, links: [] };
}

export function createMailService(deps: {
  db: Database;
  config: Config;
  log: MailLog;
}): MailService {
  const { db, config, log } = deps;
  // In the demo without SMTP the outbox itself is the mailbox (/dev/mail) and keeps every mail
  // whole; otherwise it is only a record of what went where.
  const outboxIsMailbox = config.DEMO && !config.SMTP_URL;
  const transport = config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL)
    : outboxIsMailbox
      ? createDevMailboxTransport(log)
      : noTransport;

  return {
    async send(mail) {
      const to = normalizeAddress(mail.to);
      const links = mail.links ?? [];
      const kept = outboxIsMailbox ? mail : withoutLinks(mail);
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to,
          subject: kept.subject,
          text: kept.text,
          html: kept.html,
          links: kept.links ?? [],
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail_outbox insert returned no row');

      try {
        await transport.deliver({ ...mail, to, links, from: config.MAIL_FROM });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: reason })
          .where(eq(mailOutbox.id, row.id));
        log.error(
          { err: error, mailId: row.id, to, subject: mail.subject },
          'mail delivery failed',
        );
        throw new AppError({ code: 1028 });
      }
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date() })
        .where(eq(mailOutbox.id, row.id));
    },
  };
}
