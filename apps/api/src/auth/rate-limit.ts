import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config';
import { AppError } from '../plugins/app-error';

export interface AuthRateLimiter {
  /** Counts one sign-in, sign-up or forgot attempt; throws 1151 when the IP or the address is over. */
  consume(ip: string, address?: string): Promise<void>;
}

/**
 * Per-minute budgets for the doors of the house, per client IP and per e-mail address, so
 * neither one address can be hammered from many IPs nor many addresses from one IP. Kept in
 * memory: one process serves both listeners; with several instances this moves to Redis
 * (rate-limiter-flexible has the same interface there).
 */
export function createAuthRateLimiter(config: Config): AuthRateLimiter {
  const perIp = new RateLimiterMemory({
    keyPrefix: 'ip',
    points: config.AUTH_RATE_LIMIT_PER_IP,
    duration: 60,
  });
  const perAddress = new RateLimiterMemory({
    keyPrefix: 'address',
    points: config.AUTH_RATE_LIMIT_PER_ADDRESS,
    duration: 60,
  });
  return {
    async consume(ip, address) {
      try {
        await perIp.consume(ip);
        if (address) await perAddress.consume(address.toLowerCase());
      } catch (error) {
        if (error instanceof RateLimiterRes) throw new AppError({ code: 1151 }, 429);
        throw error;
      }
    },
  };
}
