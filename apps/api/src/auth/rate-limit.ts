import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema/rate-limits';
import { AppError } from '../errors/app-error';

export interface AuthRateLimiter {
  /** Counts one sign-in, sign-up or forgot attempt; throws 1151 when the IP or the address is over. */
  consume(ip: string, address?: string): Promise<void>;
}

/**
 * Per-minute budgets for the doors of the house, per client IP and per e-mail address, so
 * neither one address can be hammered from many IPs nor many addresses from one IP. The counts
 * live in the `rate_limits` table (one atomic upsert per count), so every API instance behind a
 * load balancer draws on the same budget and a restart forgets nothing.
 */
export function createAuthRateLimiter(config: Config, db: Database): AuthRateLimiter {
  const perIp = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: 'ip',
    points: config.AUTH_RATE_LIMIT_PER_IP,
    duration: 60,
    // The credential clean-up job (auth/cleanup.ts) deletes expired counters.
    clearExpiredByTimeout: false,
  });
  const perAddress = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: 'address',
    points: config.AUTH_RATE_LIMIT_PER_ADDRESS,
    duration: 60,
    clearExpiredByTimeout: false,
  });
  return {
    async consume(ip, address) {
      try {
        await perIp.consume(ip);
        if (address) await perAddress.consume(address.toLowerCase());
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          throw new AppError({ code: 1151 }, 429, { retryAfterSeconds: error.msBeforeNext / 1000 });
        }
        throw error;
      }
    },
  };
}
