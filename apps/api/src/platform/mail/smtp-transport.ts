import { createTransport } from 'nodemailer';
import type { MailTransport } from './mail-service';

/**
 * Delivers through the SMTP server in SMTP_URL (smtp:// or smtps://, credentials in the URL).
 * Timeouts are far shorter than nodemailer's minutes-long defaults because a request waits for
 * the delivery; the URL's query string can still override them.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async deliver(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
      });
    },
  };
}
