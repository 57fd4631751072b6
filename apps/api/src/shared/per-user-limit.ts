import type { ErrorCode } from '@fitmarket/core/errors/catalogue';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema/rate-limits';
import { AppError } from '../errors/app-error';

export interface PerUserLimit {
  /** Counters of one kind (`message`, `booking-request`, `follow`). */
  name: string;
  /** How many a user may do per `seconds`. */
  points: number;
  seconds: number;
  /** Answered with 429 and Retry-After once the user is over. */
  code: ErrorCode;
}

/**
 * What one user may do so often and no more, so a script cannot flood people (messages, booking
 * requests that each e-mail the professional, follow toggles that each notify). Counted in the
 * `rate_limits` table, so every instance draws on the same budget.
 */
export function createPerUserLimit(
  db: Database,
  limit: PerUserLimit,
): (userId: number) => Promise<void> {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: limit.name,
    points: limit.points,
    duration: limit.seconds,
    // The credential clean-up job (auth/cleanup.ts) deletes expired counters.
    clearExpiredByTimeout: false,
  });
  return async (userId) => {
    try {
      await limiter.consume(String(userId));
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw new AppError({ code: limit.code }, 429, {
          retryAfterSeconds: error.msBeforeNext / 1000,
        });
      }
      throw error;
    }
  };
}
