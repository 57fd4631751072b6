import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';
import type { JobWriter } from '../jobs/job-queue';
import type { JobScheduler } from '../jobs/job-scheduler';
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

export interface SendOptions {
  /** The transaction of the change the mail tells of: the mail goes only if that commits. */
  tx?: JobWriter;
  /** The same key twice queues one mail (jobs' dedupe key). */
  dedupeKey?: string;
}

export interface MailService {
  /**
   * Queues the mail as a send-mail job (docs/jobs.md). The job writes the outbox row, delivers
   * and records the outcome, and is retried with backoff while delivery fails; its payload keeps
   * the whole mail, links included, until it is sent.
   */
  send(mail: OutgoingMail, options?: SendOptions): Promise<void>;
}

declare module '../jobs/job-queue' {
  interface JobPayloads {
    'send-mail': OutgoingMail;
  }
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
  jobs: Pick<JobScheduler, 'handle' | 'enqueue'>;
}): MailService {
  const { db, config, log, jobs } = deps;
  // In the demo without SMTP the outbox itself is the mailbox (/dev/mail) and keeps every mail
  // whole; otherwise it is only a record of what went where.
  const outboxIsMailbox = config.DEMO && !config.SMTP_URL;
  const transport = config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL)
    : outboxIsMailbox
      ? createDevMailboxTransport(log)
      : noTransport;

  jobs.handle(
    'send-mail',
    async (mail, run) => {
      const to = normalizeAddress(mail.to);
      const kept = outboxIsMailbox ? mail : withoutLinks(mail);
      // One outbox row per job: a retry finds it, and a mail sent just before a crash stays sent.
      await db
        .insert(mailOutbox)
        .values({
          jobId: run.id,
          to,
          subject: kept.subject,
          text: kept.text,
          html: kept.html,
          links: kept.links ?? [],
        })
        .onConflictDoNothing({ target: mailOutbox.jobId });
      const [row] = await db
        .select({ id: mailOutbox.id, status: mailOutbox.status })
        .from(mailOutbox)
        .where(eq(mailOutbox.jobId, run.id));
      if (!row) throw new Error('mail_outbox row of the job is missing');
      if (row.status === 'sent') return;

      try {
        await transport.deliver({ ...mail, to, links: mail.links ?? [], from: config.MAIL_FROM });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: reason })
          .where(eq(mailOutbox.id, row.id));
        log.error(
          { err: error, mailId: row.id, to, subject: mail.subject, attempt: run.attempt },
          'mail delivery failed',
        );
        throw error;
      }
      await db
        .update(mailOutbox)
        .set({ status: 'sent', error: null, sentAt: new Date() })
        .where(eq(mailOutbox.id, row.id));
      // Sent, the links stay only where the outbox kept them (the demo's mailbox).
    },
    { forgetPayload: true },
  );

  return {
    async send(mail, options = {}) {
      await jobs.enqueue(options.tx ?? db, 'send-mail', mail, { dedupeKey: options.dedupeKey });
    },
  };
}
