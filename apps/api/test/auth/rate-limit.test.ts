import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthRateLimiter } from '../../src/auth/rate-limit';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { AppError } from '../../src/errors/app-error';
import { createTestDatabase } from '../helpers/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const config = loadConfig({
  AUTH_RATE_LIMIT_PER_IP: '3',
  AUTH_RATE_LIMIT_PER_ADDRESS: '2',
  AUTH_RATE_LIMIT_PER_ADDRESS_PER_HOUR: '4',
});

async function refusal(attempt: Promise<void>): Promise<number | undefined> {
  try {
    await attempt;
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).items[0]?.code;
  }
}

describe('the attempt limits across API instances', () => {
  it('share one budget per IP between instances on the same database', async () => {
    const first = createAuthRateLimiter(config, database.db);
    const second = createAuthRateLimiter(config, database.db);
    await first.consume('203.0.113.7');
    await second.consume('203.0.113.7');
    await first.consume('203.0.113.7');
    expect(await refusal(second.consume('203.0.113.7'))).toBe(1151);
    // Another client is not affected.
    await second.consume('203.0.113.8');
  });

  it('share one budget per address from a client, whatever its letter case, and survive a restart', async () => {
    await createAuthRateLimiter(config, database.db).consume('198.51.100.1', 'Aino@Example.com');
    const afterRestart = createAuthRateLimiter(config, database.db);
    await afterRestart.consume('198.51.100.1', 'aino@example.com');
    expect(await refusal(afterRestart.consume('198.51.100.1', 'AINO@example.com'))).toBe(1151);
    // Another client is not held back by this one.
    await afterRestart.consume('198.51.100.2', 'aino@example.com');
  });

  it('share one hourly budget per address among clients it has not signed in from', async () => {
    const first = createAuthRateLimiter(config, database.db);
    await first.rememberClient('192.0.2.50', 'Eino@example.com');
    const second = createAuthRateLimiter(config, database.db);
    for (const ip of ['198.51.100.11', '198.51.100.12']) {
      await first.consume(ip, 'eino@example.com');
      await second.consume(ip, 'eino@example.com');
    }
    expect(await refusal(second.consume('198.51.100.13', 'eino@example.com'))).toBe(1151);
    await second.consume('192.0.2.50', 'EINO@example.com');
    expect(await second.isKnownClient('192.0.2.50', 'eino@example.com')).toBe(true);
    expect(await second.isKnownClient('198.51.100.11', 'eino@example.com')).toBe(false);
  });
});
