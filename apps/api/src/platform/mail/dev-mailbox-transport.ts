import type { MailLog, MailTransport } from './mail-service';

/**
 * In the demo without SMTP the outbox row is the delivery: the dev mailbox (/dev/mail) shows it,
 * and the log line carries the links so a developer can follow them straight from the terminal.
 */
export function createDevMailboxTransport(log: Pick<MailLog, 'info'>): MailTransport {
  return {
    async deliver(mail) {
      log.info(
        { to: mail.to, subject: mail.subject, links: mail.links ?? [] },
        'mail kept in the dev mailbox (/dev/mail)',
      );
    },
  };
}
