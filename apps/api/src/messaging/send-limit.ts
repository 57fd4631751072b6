import { MESSAGE_SEND_LIMIT_PER_MINUTE } from '@fitmarket/core/limits';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema/rate-limits';
import { AppError } from '../errors/app-error';

/**
 * Messages one user may send per minute (MESSAGE_SEND_LIMIT_PER_MINUTE), across conversations:
 * a script cannot flood people. Counted in the `rate_limits` table, so every instance draws on
 * the same budget; over it is 429 with 1375 and Retry-After.
 */
export function createMessageSendLimit(db: Database): (userId: number) => Promise<void> {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: 'message',
    points: MESSAGE_SEND_LIMIT_PER_MINUTE,
    duration: 60,
    // The credential clean-up job (auth/cleanup.ts) deletes expired counters.
    clearExpiredByTimeout: false,
  });
  return async (userId) => {
    try {
      await limiter.consume(String(userId));
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw new AppError({ code: 1375 }, 429, { retryAfterSeconds: error.msBeforeNext / 1000 });
      }
      throw error;
    }
  };
}
