import { DAILY_EMAIL_LIMIT } from '@fitmarket/core/limits';
import { AppError } from '../errors/app-error';
import type { MailService, OutgoingMail } from '../platform/mail/mail-service';

const DAY_MS = 24 * 3_600_000;

/** Sends unless the address already got DAILY_EMAIL_LIMIT mails in the last 24 hours (1007). */
export async function sendWithinDailyLimit(
  mail: MailService,
  message: OutgoingMail,
): Promise<void> {
  const sent = await mail.countSentSince(message.to, new Date(Date.now() - DAY_MS));
  if (sent >= DAILY_EMAIL_LIMIT) {
    // At the latest a day from now the oldest of those mails no longer counts.
    throw new AppError({ code: 1007 }, undefined, { retryAfterSeconds: DAY_MS / 1000 });
  }
  await mail.send(message);
}
