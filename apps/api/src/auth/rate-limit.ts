import { PUBLIC_MAILS_PER_CLIENT_PER_DAY } from '@fitmarket/core/limits';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema/rate-limits';
import { AppError } from '../errors/app-error';
import type { MailBudget } from './mail-quota';

export interface AuthRateLimiter {
  /**
   * Counts one sign-in, sign-up, forgot or password attempt; throws 1151 when the client, the
   * address from this client, or (from a client unknown to the address) the address is over.
   */
  consume(ip: string, address?: string): Promise<void>;
  /**
   * Counts one public mail request (forgot, resend, staff sign-up) for the address from a
   * client; 1151 past PUBLIC_MAILS_PER_CLIENT_PER_DAY, so spending the address's public mail
   * budget takes many clients.
   */
  consumeMailRequest(ip: string, address: string): Promise<void>;
  /** Remembers that the client signed in to the address (after a correct password). */
  rememberClient(ip: string, address: string): Promise<void>;
  /** Whether the client signed in to the address within KNOWN_CLIENT_DAYS. */
  isKnownClient(ip: string, address: string): Promise<boolean>;
}

/** Runs the counts; an exhausted one answers 1151 (429) with when to try again. */
async function refuseWhenOver(count: () => Promise<unknown>): Promise<void> {
  try {
    await count();
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw new AppError({ code: 1151 }, 429, { retryAfterSeconds: error.msBeforeNext / 1000 });
    }
    throw error;
  }
}

/** How long a successful sign-in keeps a client known to the address. */
const KNOWN_CLIENT_DAYS = 30;

function addressKey(address: string): string {
  return address.toLowerCase();
}

function clientKey(ip: string, address: string): string {
  return `${addressKey(address)}|${ip}`;
}

/**
 * Budgets for the doors of the house, kept in the `rate_limits` table (one atomic upsert per
 * count) so every API instance behind a load balancer draws on the same budget and a restart
 * forgets nothing:
 * - per client IP, per minute, so one client cannot try many addresses;
 * - per address from one client, per minute, so one client cannot hammer an address;
 * - per address, per hour, from clients the address has not signed in from lately, so many
 *   clients together cannot guess a password either. A stranger spending it keeps only other
 *   strangers out: the person's own devices (a correct password within KNOWN_CLIENT_DAYS) pass.
 */
export function createAuthRateLimiter(config: Config, db: Database): AuthRateLimiter {
  const limiter = (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix,
      points,
      duration,
      // The credential clean-up job (auth/cleanup.ts) deletes expired counters.
      clearExpiredByTimeout: false,
    });
  const perIp = limiter('ip', config.AUTH_RATE_LIMIT_PER_IP, 60);
  const perAddressAndClient = limiter('address-client', config.AUTH_RATE_LIMIT_PER_ADDRESS, 60);
  const perAddress = limiter('address', config.AUTH_RATE_LIMIT_PER_ADDRESS_PER_HOUR, 3600);
  const knownClients = limiter('known-client', 1, KNOWN_CLIENT_DAYS * 24 * 3600);
  const mailRequests = limiter('mail-request', PUBLIC_MAILS_PER_CLIENT_PER_DAY, 24 * 3600);

  const isKnownClient = async (ip: string, address: string) =>
    (await knownClients.get(clientKey(ip, address))) !== null;

  return {
    async consume(ip, address) {
      await refuseWhenOver(async () => {
        await perIp.consume(ip);
        if (!address) return;
        await perAddressAndClient.consume(clientKey(ip, address));
        if (!(await isKnownClient(ip, address))) await perAddress.consume(addressKey(address));
      });
    },
    async consumeMailRequest(ip, address) {
      await refuseWhenOver(() => mailRequests.consume(clientKey(ip, address)));
    },
    async rememberClient(ip, address) {
      await knownClients.set(clientKey(ip, address), 1, KNOWN_CLIENT_DAYS * 24 * 3600);
    },
    isKnownClient,
  };
}

/**
 * The budget a forgotten-password mail draws on: the person's own when they signed in from this
 * client lately, so strangers spending the public one cannot keep their reset from arriving.
 */
export async function passwordResetBudget(
  limiter: AuthRateLimiter,
  ip: string,
  address: string,
): Promise<MailBudget> {
  return (await limiter.isKnownClient(ip, address)) ? 'own' : 'public';
}
