import { DAILY_EMAIL_LIMIT } from '@fitmarket/core/limits';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema/rate-limits';
import { AppError } from '../errors/app-error';
import type { MailService, OutgoingMail } from '../platform/mail/mail-service';
import { normalizeAddress } from '../platform/mail/mail-service';

/**
 * Whose request a mail answers, which decides the daily budget of the address it draws on:
 * - `public`: anyone may ask without signing in as the address's owner (forgotten password,
 *   staff sign-up, a new confirmation link) or staff invite the address;
 * - `own`: the person's own request (deleting their account, the confirmation of the account
 *   they have just made).
 * Each budget holds DAILY_EMAIL_LIMIT mails a day, so strangers spending the public one cannot
 * keep a person from getting the links they ask for themselves. A forgotten password asked from
 * a client the person signed in from lately is their own request too (auth/rate-limit.ts).
 */
export type MailBudget = 'public' | 'own';

export interface MailQuota {
  /** Takes one mail from today's budget of the address; false when it is spent. */
  take(address: string, budget: MailBudget): Promise<boolean>;
  /** Gives back a mail that was never queued (the change it told of failed). */
  giveBack(address: string, budget: MailBudget): Promise<void>;
}

/** Counted in `rate_limits`, which every API instance shares. */
export function createMailQuota(db: Database): MailQuota {
  const limiters = Object.fromEntries(
    (['public', 'own'] as const).map((budget) => [
      budget,
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: `mail-${budget}`,
        points: DAILY_EMAIL_LIMIT,
        duration: 24 * 3600,
        // The auth limiter already sweeps expired rows of the shared table.
        clearExpiredByTimeout: false,
      }),
    ]),
  ) as Record<MailBudget, RateLimiterDrizzle>;
  return {
    async take(address, budget) {
      try {
        await limiters[budget].consume(normalizeAddress(address));
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    async giveBack(address, budget) {
      await limiters[budget].reward(normalizeAddress(address), 1);
    },
  };
}

/**
 * Takes one mail from the address's budget for today (1007 when it is spent), then runs `queue`,
 * which queues the mail (in the transaction of the change it tells of, where there is one); the
 * mail is given back when `queue` fails. Requests anyone can make run this in a job (see
 * auth/mail-request-route.ts), so a spent budget only drops the mail.
 */
export async function withinDailyLimit<T>(
  mailQuota: MailQuota,
  to: string,
  budget: MailBudget,
  queue: () => Promise<T>,
): Promise<T> {
  if (!(await mailQuota.take(to, budget))) {
    // At the latest a day from now the oldest of those mails no longer counts.
    throw new AppError({ code: 1007 }, undefined, { retryAfterSeconds: 24 * 3600 });
  }
  try {
    return await queue();
  } catch (error) {
    await mailQuota.giveBack(to, budget);
    throw error;
  }
}

/** Queues the mail unless the address's budget for today is spent (1007). */
export function sendWithinDailyLimit(
  deps: { mail: MailService; mailQuota: MailQuota },
  message: OutgoingMail,
  budget: MailBudget,
): Promise<void> {
  return withinDailyLimit(deps.mailQuota, message.to, budget, () => deps.mail.send(message));
}
